// The 404 page's own script, the only one before the app (routes.ts: startsApp 'when-idle'): the
// attempted path in the console, then the app once the page is idle or a link is about to be used.
import { startAppLater } from '../../boot/later';
import { logAttemptedPath } from './attempted-path';

logAttemptedPath(location.pathname);
startAppLater();
