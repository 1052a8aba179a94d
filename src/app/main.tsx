// Browser entry, deliberately tiny: the global styles and the start-up sequence (boot/start.ts).
import { startPage } from './boot/start';
import './styles/global.css';

void startPage();
