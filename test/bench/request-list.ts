// Diagnostic (not part of npm run bench): one mobile-profile load per route, listing every request
// made before the network went idle. npm run bench reports the counts; this shows which they are.
//   node --import ./test/support/register.mjs test/bench/request-list.ts [route ...]
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium } from '../support/chromium';
import { loadPage } from './page-load';
import { mobileProfile } from './profiles';
import { startServerProcess } from './processes';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const routes = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/', '/bio'];
const server = await startServerProcess(join(root, 'dist', 'server.mjs'), [], { cwd: root });
const browser = await launchChromium();
try {
  for (const route of routes) {
    const sample = await loadPage(browser, server.url, route, mobileProfile);
    const m = sample.metrics;
    console.log(`\n${route}: ${sample.requestsBeforeIdle} requests before idle; FCP ${m.fcp?.toFixed(0)} LCP ${m.lcp?.toFixed(0)} hydrated ${m.hydrated?.toFixed(0)} TBT ${m.tbt?.toFixed(0)}`);
    for (const request of sample.requests) {
      console.log(`  ${request.beforeIdle ? 'before' : 'after '} ${request.resourceType.padEnd(10)} ${String(request.transferBodyBytes ?? '-').padStart(7)} ${request.path}`);
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
