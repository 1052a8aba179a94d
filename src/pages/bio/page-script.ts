// /bio's own script, the only one before the app (routes.ts: startsApp 'when-idle'): the footer's
// year from the visitor's clock, then the app once the page is idle or a link is about to be used.
import { startAppLater } from '../../boot/later';
import { showCurrentYear } from './current-year';

showCurrentYear(document, new Date());
startAppLater();
