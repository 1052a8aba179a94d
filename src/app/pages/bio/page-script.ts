// /bio's own script, the only one before the app (routes.ts: startsApp 'on-demand'): the footer's
// year from the visitor's clock, then the app on demand (fetched when idle, run on an internal link).
import { startAppOnDemand } from '../../boot/on-demand';
import { showCurrentYear } from './current-year';

showCurrentYear(document, new Date());
startAppOnDemand();
