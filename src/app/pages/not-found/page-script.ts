// The 404 page's own script, the only one before the app (routes.ts: startsApp 'on-demand'): the
// attempted path in the console, then the app on demand (fetched when idle, run on an internal link).
import { startAppOnDemand } from '../../boot/on-demand';
import { logAttemptedPath } from './attempted-path';

logAttemptedPath(location.pathname);
startAppOnDemand();
