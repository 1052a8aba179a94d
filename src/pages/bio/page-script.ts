// The only script /bio loads (no React): the footer's year from the visitor's clock.
import { showCurrentYear } from './current-year';

showCurrentYear(document, new Date());
