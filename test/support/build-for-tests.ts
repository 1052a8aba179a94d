// npm run build:test: the production build of dist/ with no site settings, neither from the
// environment nor from site.env, so the site carries the demo values the tests expect literally
// (test-site.ts). Where dist/ holds a build with real settings (a live site), the build's own
// guard refuses to put demo links in its place, and says so: run the tests in another checkout.
import { join } from 'node:path';
import { siteVariables } from './test-site';

for (const name of siteVariables) delete process.env[name];
process.env.SITE_ENV_FILE = join(import.meta.dirname, 'no-site-settings.env');
await import('../../build');
