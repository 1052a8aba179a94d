// npm run build:test: the production build of dist/ with no site settings and no pictures of the
// operator's, neither from the environment nor from site/, so the site carries the demo values and
// the samples the tests expect literally (test-site.ts). Where dist/ holds a build with real settings (a live site), the build's own
// guard refuses to put demo links in its place, and says so: run the tests in another checkout.
import { join } from 'node:path';
import { siteVariables, testSiteDir } from './test-site';

for (const name of siteVariables) delete process.env[name];
process.env.SITE_DIR = testSiteDir;
// Named as well, so a site.env at the project root (the old place) is not read either.
process.env.SITE_ENV_FILE = join(testSiteDir, 'site.env');
await import('../../build');
