import type { Browser } from 'playwright';
import { launchChromium } from './support/chromium.ts';
import { startTestServer } from './support/test-server.ts';
import { loadPage, phoneOnWifiProfile } from './bench/page-load.ts';
const server = await startTestServer();
const browser = await launchChromium();
const n = Number(process.argv[2] ?? 5);
const variants = process.argv.slice(3);
const original = browser.newContext.bind(browser);
let mode = '';
(browser as any).newContext = async (opts: any) => {
  const ctx = await original(opts);
  await ctx.route('**/assets/react-*.js', async (route) => {
    const res = await route.fetch();
    let body = await res.text();
    if (mode === 'hint') body = '//# allFunctionsCalledOnLoad\n' + body;
    await route.fulfill({ response: res, body, headers: { ...res.headers(), 'content-encoding': 'identity', 'content-length': String(Buffer.byteLength(body)) } });
  });
  return ctx;
};
const results: Record<string, number[]> = {};
for (let i = 0; i < n; i++) {
  for (const v of variants) {
    mode = v;
    const s = await loadPage(browser as Browser, server.url, '/', phoneOnWifiProfile);
    const m = s.metrics;
    (results[v] ??= []).push(Math.max(0, ...m.longTasks.filter((t) => t.start > (m.fcp ?? 0)).map((t) => t.duration)));
    console.log(v, 'fcp', Math.round(m.fcp!), 'eval', Math.round(m.evaluationStart!), 'hydrated', Math.round(m.hydrated!), 'tasks', m.longTasks.map((t) => `${Math.round(t.start)}+${Math.round(t.duration)}`).join(' '));
  }
}
for (const [v, l] of Object.entries(results)) { l.sort((a, b) => a - b); console.log(v, 'median longest after FCP', l[Math.floor(l.length / 2)], l.join(',')); }
await browser.close();
await server.close();
