// npm run build:test: the production build of dist/, with the test site settings of test-site.ts
// in place of whatever the environment says, so the tests can hold literal expected links.
import { testSiteEnvironment } from './test-site';

Object.assign(process.env, testSiteEnvironment);
await import('../../build');
