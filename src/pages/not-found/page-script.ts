// The only script the 404 page loads (no React): the attempted path, in the console.
import { logAttemptedPath } from './attempted-path';

logAttemptedPath(location.pathname);
