// Speed beacons a page on another origin makes its visitors' browsers send, in a real Chromium: a
// page served by a second server on another loopback port (the same host, another origin) and on
// `localhost` (another site) sends 50 beacons each for our landing page, the worst figures the
// format allows, with sendBeacon, fetch (no-cors, keepalive) and form POSTs. Every one reaches our
// server and is refused (403, no log line), so `npm run report` over the log says exactly what it
// said before; the beacon Chromium sends from our own page, after a real visit, is counted.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import type { Browser } from 'playwright';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { routedPages } from '../../src/contracts/routes';
import { buildReport } from '../../src/report/build-report';
import { referrerHost } from '../../src/report/sources';
import { acquireBrowser, releaseBrowser } from '../support/chromium';
import { phone } from '../support/e2e';
import { serve, type Served } from '../support/serve';
import { userAgents } from '../support/user-agents';

interface Context {
  browser: Browser;
  server: Served;
  /** Every /ritmo request our server answered, with its status. */
  answered: number[];
  elsewhere: Server;
  elsewherePort: number;
  scratch: string;
}

const forged = suite<Context>("beacons another origin's page sends, in Chromium");

/** The worst figures the format allows: a page that sent them would make our landing page "poor". */
const worst = 'p=landing&k=navigate&lcp=120000&inp=60000&cls=100&fcp=120000&ttfb=120000';

/** The other origin's page: 20 sendBeacon, 20 fetch and 10 form POSTs (each into a frame of its own) to `target`. */
const attackerPage = (target: string) => `<!doctype html><title>outro site</title><body><script>
  const url = ${JSON.stringify(target)};
  for (let i = 0; i < 20; i++) navigator.sendBeacon(url, 'x');
  for (let i = 0; i < 20; i++) fetch(url, { method: 'POST', mode: 'no-cors', keepalive: true, body: 'x' }).catch(() => {});
  for (let i = 0; i < 10; i++) {
    const frame = document.body.appendChild(Object.assign(document.createElement('iframe'), { name: 'f' + i }));
    const form = Object.assign(document.createElement('form'), { method: 'post', action: url, target: frame.name });
    form.enctype = 'text/plain';
    document.body.appendChild(form).submit();
  }
</script></body>`;

forged.before(async (context) => {
  context.answered = [];
  context.scratch = await mkdtemp(join(tmpdir(), 'forged-beacons-'));
  const count = (app: RequestListener): RequestListener => (req, res) => {
    if (req.url?.startsWith('/ritmo')) res.on('finish', () => context.answered.push(res.statusCode));
    app(req, res);
  };
  context.server = await serve({ accessLog: {}, handler: count });
  const target = `${context.server.url}/ritmo?${worst}`;
  context.elsewhere = createServer((_req, res) => res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(attackerPage(target)));
  await new Promise<void>((resolve) => context.elsewhere.listen(0, '127.0.0.1', resolve));
  context.elsewherePort = (context.elsewhere.address() as AddressInfo).port;
  context.browser = await acquireBrowser();
});

forged.after(async ({ browser, server, elsewhere, scratch }) => {
  if (browser) await releaseBrowser(browser);
  await server?.close();
  elsewhere?.closeAllConnections();
  await new Promise((resolve) => elsewhere?.close(resolve));
  await rm(scratch, { recursive: true, force: true });
});

/** `npm run report`'s JSON over the access log as it stands, the site's host being the one it is served on. */
async function reportNow({ server, scratch }: Context): Promise<unknown> {
  const file = join(scratch, `access-${server.accessLines.length}.log`);
  await writeFile(file, server.accessLines.join('\n') + '\n');
  const report = await buildReport({
    files: [file],
    zone: 'America/Sao_Paulo',
    since: null,
    until: null,
    pages: routedPages.map((route) => route.path),
    callsToAction: null,
    ownHost: referrerHost(server.url),
  });
  return JSON.parse(JSON.stringify({ ...report, files: [] }));
}

const waitFor = async (done: () => boolean) => {
  for (let waited = 0; !done() && waited < 10_000; waited += 50) await delay(50);
};

forged('our own page\'s beacon counts; 50 from a page on another port and 50 from another site are refused and move no figure', async (context) => {
  const { browser, server, answered } = context;
  // A real visit to our landing page; leaving it sends its beacon.
  const visitor = await browser.newContext({ viewport: phone, userAgent: userAgents.androidChrome });
  const page = await visitor.newPage();
  await page.goto(`${server.url}/`, { waitUntil: 'load' });
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((each) => /\/assets\/field-speed-/.test(each.name)));
  await delay(500); // the script registers its observers over a few tasks (field-speed.test.ts)
  await page.goto('about:blank');
  await waitFor(() => answered.length === 1);
  await visitor.close();
  assert.equal(answered, [204], 'our own page\'s beacon taken');
  const before = (await reportNow(context)) as { speed: { rows: Array<{ page: string; views: number; metrics: { lcp: { p75: number } } }> } };
  assert.equal(before.speed.rows.map((row) => [row.page, row.views]), [['landing', 1]], 'the visit\'s beacon counts');
  assert.ok(before.speed.rows[0]!.metrics.lcp.p75 < 120_000, 'its own LCP');
  const linesBefore = server.accessLines.length;

  for (const origin of [`http://127.0.0.1:${context.elsewherePort}`, `http://localhost:${context.elsewherePort}`]) {
    const elsewhere = await browser.newContext({ viewport: phone, userAgent: userAgents.androidChrome });
    const sent = answered.length;
    await (await elsewhere.newPage()).goto(`${origin}/`, { waitUntil: 'load' });
    await waitFor(() => answered.length === sent + 50);
    await elsewhere.close();
    assert.equal(answered.slice(sent), Array(50).fill(403), `${origin}: 50 beacons reached our server, each refused`);
  }
  await delay(200); // a line would be written when its answer closes: time for one that should not be
  assert.is(server.accessLines.length, linesBefore, 'no line written for them');
  assert.equal(await reportNow(context), before, 'the report says exactly what it said before');
});

forged.run();
