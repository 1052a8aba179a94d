// Field speed from real visits, in Chromium with a phone's user agent, against the real handler with
// its access log captured: on / and /bio the field-speed script comes only after the load event,
// and when the page is hidden (the visitor leaves) one beacon per view reaches our own server with
// LCP, CLS, FCP and TTFB (INP once the visitor has interacted), logged as a `combined` line the
// report reads. Saving data, nothing of it is fetched.
import { setTimeout as delay } from 'node:timers/promises';
import type { Browser } from 'playwright';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parseBeacon } from '../../src/contracts/field-speed-beacon';
import { acquireBrowser, releaseBrowser } from '../support/chromium';
import { parseCombined } from '../support/combined-log';
import { phone } from '../support/e2e';
import { serve, type Served } from '../support/serve';
import { userAgents } from '../support/user-agents';

interface Context {
  browser: Browser;
  server: Served;
  url: string;
  lines: string[];
}

const speed = suite<Context>('field speed from real visits');

speed.before(async (context) => {
  context.server = await serve({ accessLog: {} });
  context.url = context.server.url;
  context.lines = context.server.accessLines;
  context.browser = await acquireBrowser();
});

speed.after(async ({ browser, server }) => {
  if (browser) await releaseBrowser(browser);
  await server?.close();
});

const beaconLines = (lines: string[]) => lines.map(parseCombined).filter((fields) => fields?.request.startsWith('POST /ritmo?'));

async function beaconAfterLeaving(context: Context, path: string): Promise<{ query: string; status: number; scriptAfterLoad: boolean }> {
  const browserContext = await context.browser.newContext({ viewport: phone, userAgent: userAgents.androidChrome, locale: 'pt-BR' });
  const page = await browserContext.newPage();
  await page.goto(context.url + path, { waitUntil: 'load' });
  const script = await page.waitForFunction(() => {
    const entry = performance.getEntriesByType('resource').find((each) => /\/assets\/field-speed-[A-Z0-9]+\.js$/.test(each.name));
    const loaded = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart;
    return entry ? { startedAfterLoad: entry.startTime >= loaded } : null;
  });
  const { startedAfterLoad } = (await script.jsonValue())!;
  // The script registers its observers over a few tasks after it arrives; a tap before that is a
  // view whose LCP Chromium no longer gives (BEHAVIOUR.md), so the visitor here taps after it.
  await delay(500);
  await page.mouse.click(5, 5); // an interaction, so INP has something to measure
  await delay(200);
  const before = beaconLines(context.lines).length;
  await page.goto('about:blank'); // the visitor leaves: the page is hidden, the beacon goes
  for (let waited = 0; beaconLines(context.lines).length === before && waited < 5_000; waited += 50) await delay(50);
  await browserContext.close();
  const [line] = beaconLines(context.lines).slice(before);
  assert.ok(line, `${path}: a beacon reached the server`);
  return { query: line!.request.split(' ')[1]!.split('?')[1]!, status: line!.status, scriptAfterLoad: startedAfterLoad };
}

for (const [path, page] of [['/', 'landing'], ['/bio', 'bio']] as const) {
  speed(`${path}: the script comes after the load event; leaving sends one well-formed beacon with LCP, CLS, FCP and TTFB`, async (context) => {
    const { query, status, scriptAfterLoad } = await beaconAfterLeaving(context, path);
    assert.ok(scriptAfterLoad, 'the field-speed script was requested after the load event');
    assert.is(status, 204);
    const beacon = parseBeacon(query);
    assert.ok(beacon, query);
    assert.is(beacon!.page, page);
    assert.is(beacon!.kind, 'navigate');
    for (const name of ['lcp', 'cls', 'fcp', 'ttfb'] as const) assert.ok(beacon!.metrics[name] !== undefined, `${name} in ${query}`);
  });
}

speed('saving data, the field-speed script is never fetched', async (context) => {
  const browserContext = await context.browser.newContext({ viewport: phone, userAgent: userAgents.androidChrome });
  const page = await browserContext.newPage();
  const cdp = await browserContext.newCDPSession(page);
  await cdp.send('Emulation.setDataSaverOverride' as never, { dataSaverEnabled: true } as never);
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  for (const path of ['/', '/bio']) await page.goto(context.url + path, { waitUntil: 'networkidle' });
  assert.equal(requested.filter((path) => path.includes('/field-speed-')), []);
  await browserContext.close();
});

speed.run();
