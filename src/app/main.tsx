// Browser entry, deliberately tiny: the global styles and the start-up sequence (boot/start.ts).
import { startPage } from './boot/start';
import './styles/global.css';
// The card of a team member's pages: its markup is made at build time, its styles are the site's.
import './member/member-card.css';

void startPage();
