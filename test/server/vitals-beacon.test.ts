// The field-speed beacon (POST /ritmo?…, src/contracts/field-speed-beacon.ts), answered by the real handler over
// the test build with its access log captured: a well-formed beacon is 204 and one log line, the
// whole record; a forged or damaged one is refused and writes nothing, whatever it carries.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { fetchRaw, linesWhen, serveWithAccessLog, type Logged } from '../support/logged-server';
import { sendRaw } from '../support/raw-http';

const beacons = suite<Logged>('field-speed beacons: POST /ritmo');
beacons.before(async (context) => {
  Object.assign(context, await serveWithAccessLog());
});
beacons.after(({ server }) => server.close());
beacons.before.each(({ lines, server }) => {
  lines.length = 0;
  server.logs.length = 0;
});

const phone = 'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const send = (base: string, query: string, method = 'POST') => fetchRaw(base, `/ritmo?${query}`, method, { 'User-Agent': phone, 'Content-Type': 'text/plain;charset=UTF-8' }, method === 'POST' ? '' : undefined);

beacons('a well-formed beacon is 204, no body, never cached, and its request line is logged as sent', async ({ server, lines }) => {
  const query = 'p=bio&k=navigate&lcp=1234&inp=56&cls=0.012&fcp=900&ttfb=120';
  const answer = await send(server.url, query);
  assert.is(answer.status, 204);
  assert.is(answer.bytes, 0);
  assert.is(answer.headers['cache-control'], 'no-store');
  const [line] = await linesWhen(lines, 1);
  assert.is(line!.request, `POST /ritmo?${query} HTTP/1.1`);
  assert.is(line!.status, 204);
  assert.equal(server.logs, [], 'no "not found" line');
});

beacons('a forged or damaged beacon is refused and writes no line: text, bounds, order, method', async ({ server, lines }) => {
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
  assert.match(await sendRaw(server.url, 'POST /ritmo?p=bio&k=navigate&lcp="\\ HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\nConnection: close\r\n\r\n'), /^HTTP\/1\.1 400 /);
  // A well-formed one after them: the only line written.
  assert.is((await send(server.url, 'p=landing&k=back-forward-cache&cls=0')).status, 204);
  const logged = await linesWhen(lines, 1);
  assert.equal(logged.map((fields) => fields.request), ['POST /ritmo?p=landing&k=back-forward-cache&cls=0 HTTP/1.1']);
  assert.is(lines.length, 1, lines.join('\n'));
});

beacons.run();
