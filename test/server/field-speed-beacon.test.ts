// The field-speed beacon (POST /ritmo?…, src/contracts/field-speed-beacon.ts), answered by the real handler over
// the test build with its access log captured: a well-formed beacon from one of the site's pages is
// 204 and one log line, the whole record; a forged or damaged one, or one another site's page made
// a browser send, is refused and writes nothing, whatever it carries.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { ask, sendRaw } from '../support/http-client';
import { fromOwnPage, originCases, withOrigin } from '../support/ping-headers';
import { loggedWhen, serve, type Served } from '../support/serve';

const beacons = suite<{ server: Served }>('field-speed beacons: POST /ritmo');
beacons.before(async (context) => {
  context.server = await serve({ accessLog: {} });
});
beacons.after(({ server }) => server?.close());
beacons.before.each(({ server }) => {
  server.accessLines.length = 0;
  server.logs.length = 0;
});

const phone = 'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
/** What sendBeacon sends from one of our pages: its Content-Type, and where it comes from. */
const beaconHeaders = { 'User-Agent': phone, 'Content-Type': 'text/plain;charset=UTF-8', ...fromOwnPage };
const send = (base: string, query: string, method = 'POST', headers: Record<string, string> = beaconHeaders) =>
  ask(base, `/ritmo?${query}`, { method, headers, body: method === 'POST' ? '' : undefined });

beacons('a well-formed beacon is 204, no body, never cached, and its request line is logged as sent', async ({ server }) => {
  const query = 'p=bio&k=navigate&lcp=1234&inp=56&cls=0.012&fcp=900&ttfb=120';
  const answer = await send(server.url, query);
  assert.is(answer.status, 204);
  assert.is(answer.body.byteLength, 0);
  assert.is(answer.headers['cache-control'], 'no-store');
  const [line] = await loggedWhen(server, 1);
  assert.is(line!.request, `POST /ritmo?${query} HTTP/1.1`);
  assert.is(line!.status, 204);
  assert.equal(server.logs, [], 'no "not found" line');
});

beacons('a forged or damaged beacon is refused and writes no line: text, bounds, order, method', async ({ server }) => {
  const forged = [
    'p=bio&k=navigate&lcp=<script>alert(1)</script>',
    'p=bio&k=navigate&lcp=999999',
    'p=bio&k=navigate&note=Visite%20concorrente.example',
    'p=bio&k=navigate',
    'k=navigate&p=bio&lcp=10',
    'p=painel&k=navigate&lcp=10',
  ];
  for (const query of forged) assert.is((await send(server.url, query)).status, 400, query);
  const get = await send(server.url, 'p=bio&k=navigate&lcp=10', 'GET');
  assert.is(get.status, 405);
  assert.is(get.headers.allow, 'POST');
  const raw = 'POST /ritmo?p=bio&k=navigate&lcp="\\ HTTP/1.1\r\nHost: x\r\nSec-Fetch-Site: same-origin\r\n';
  assert.match(await sendRaw(server.url, `${raw}Content-Length: 0\r\nConnection: close\r\n\r\n`), /^HTTP\/1\.1 400 /);
  // A well-formed one after them: the only line written.
  assert.is((await send(server.url, 'p=landing&k=back-forward-cache&cls=0')).status, 204);
  const logged = await loggedWhen(server, 1);
  assert.equal(logged.map((fields) => fields.request), ['POST /ritmo?p=landing&k=back-forward-cache&cls=0 HTTP/1.1']);
  assert.is(server.accessLines.length, 1, server.accessLines.join('\n'));
});

beacons("a beacon that does not come from one of the site's pages is 403 and writes no line; one from them is taken", async ({ server }) => {
  const query = 'p=landing&k=navigate&lcp=120000&cls=99';
  const { taken, refused } = originCases(server.url);
  for (const [what, origin] of refused) assert.is((await send(server.url, query, 'POST', withOrigin(beaconHeaders, origin))).status, 403, what);
  for (const [what, origin] of taken) assert.is((await send(server.url, query, 'POST', withOrigin(beaconHeaders, origin))).status, 204, what);
  // The format is checked first: a damaged beacon from elsewhere is 400, as from anywhere.
  assert.is((await send(server.url, 'p=landing&k=navigate', 'POST', withOrigin(beaconHeaders, {}))).status, 400);
  const logged = await loggedWhen(server, taken.length);
  assert.equal(logged.map((fields) => fields.status), taken.map(() => 204));
});

beacons.run();
