// A real GoAccess (Debian's `goaccess`, --log-format=COMBINED) reads an access log the built
// server wrote, hostile requests, pings and an IPv6 client behind a trusted proxy included: every
// line valid, the same request count. Garbage sent by clients that reset the connection at once
// (the addresses of most are never known) adds no line GoAccess rejects: no "-" client. CI installs goaccess (.ci/run); where it is absent the test is
// reported as skipped, with the reason (test/support/skip.ts), never as passed.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { sendAndReset, sendRaw } from '../support/http-client';
import { missingGoaccess, readWithGoaccess } from '../support/goaccess';
import { testOrSkip } from '../support/skip';
import { spawnServer } from '../support/serve';

const goaccess = suite('access log read by GoAccess');

const get = (path: string, headers: Record<string, string> = {}) =>
  [`GET ${path} HTTP/1.1`, 'Host: localhost', 'Connection: close', ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`), '', ''].join('\r\n');

const requests = [
  get('/', { 'User-Agent': 'Mozilla/5.0 (Linux; Android 13; SM-A135M) Chrome/130 Mobile', Referer: 'https://l.instagram.com/' }),
  get('/?utm_source=instagram&utm_medium=bio&utm_campaign=novembro'),
  get('/bio', { Referer: 'https://wa.me/', 'X-Forwarded-For': '2001:db8:85a3::8a2e:370:7334' }),
  get('/bio/'),
  get('/produtos-antigos', { Referer: 'https://www.google.com/' }),
  get('/assets/velho.js'),
  get('/%ZZ'),
  get('/a"b\\c', { 'User-Agent': 'evil" 200 0 "-" "x\tcaf\u00c3\u00a9' }),
  get(`/?q=${'x'.repeat(8 * 1024)}`, { 'User-Agent': 'u'.repeat(2000), Referer: `https://r/${'r'.repeat(3000)}` }),
  'HEAD /bio HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
  'POST / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 0\r\nConnection: close\r\n\r\n',
  get('/media/hero.mp4', { Range: 'bytes=0-99' }),
  'GET /a\u0001b HTTP/1.1\r\nHost: localhost\r\n\r\n', // refused by Node's parser: logged as nginx would
  '\u0016\u0003\u0001\u0002\u0000\u0001\u0000\u0001\u00fc\u0003\u0003', // TLS spoken to the HTTP port
  'POST /ping/hero/cadastro HTTP/1.1\r\nHost: localhost\r\nContent-Length: 4\r\nConnection: close\r\n\r\nPING',
  'POST /ping/%2e%2e/%0d%0a HTTP/1.1\r\nHost: localhost\r\nContent-Length: 0\r\nConnection: close\r\n\r\n',
  `POST /ping/${'x'.repeat(2048)} HTTP/1.1\r\nHost: localhost\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
  'POST /ping/caf\u00c3\u00a9/cadastro HTTP/1.1\r\nHost: localhost\r\n\r\n', // refused by Node's parser
  'GET /ping/bio/whatsapp HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
  get('/healthz'), // not logged
];
const logged = requests.length - 1;

/** Written, then the connection reset at once (sendAndReset). */
const resetAfterSending = ['GET /a\u0001b HTTP/1.1\r\nHost: x\r\n\r\n', '\u0016\u0003\u0001\u0002\u0000\u0001', 'BREW / HTTP/1.1\r\n\r\n', 'POST /ping/\u0000 HTTP/1.1\r\n\r\n'];
const resets = 200;

testOrSkip(goaccess, 'GoAccess reads the log: 0 invalid lines, the same request count, the 404s', missingGoaccess, async () => {
  const scratch = await mkdtemp(join(tmpdir(), 'goaccess-'));
  try {
    const file = join(scratch, 'access.log');
    const server = spawnServer({ env: { ACCESS_LOG: file, TRUST_PROXY: '127.0.0.1' } });
    try {
      const url = await server.url();
      for (const request of requests) await sendRaw(url, request);
      for (let i = 0; i < resets; i++) await sendAndReset(url, resetAfterSending[i % resetAfterSending.length]!);
    } finally {
      assert.is(await server.stop(), 0);
    }
    const lines = (await readFile(file, 'utf8')).split('\n').filter((line) => line !== '');
    assert.equal(lines.filter((line) => line.startsWith('- ')), [], 'no line without a client address');
    const leftOut = server.lines().find((line) => line.msg === 'refused requests left out of the access log: their client address was unknown');
    const fromResets = lines.length - logged;
    assert.ok(fromResets >= 0 && fromResets + Number(leftOut?.count ?? 0) <= resets, `${lines.length} lines, ${String(leftOut?.count)} left out`);

    const { general, hosts, invalidLines } = await readWithGoaccess(file, scratch);
    assert.is(invalidLines, '', 'GoAccess rejected lines');
    assert.is(general.total_requests, lines.length);
    assert.is(general.valid_requests, lines.length);
    assert.is(general.failed_requests, 0);
    assert.is(general.unique_not_found, 5, '/produtos-antigos, /assets/velho.js, /a"b\\c and two hostile ping ids');
    assert.equal(hosts, { '127.0.0.0': lines.length - 1, '2001:db8:85a3::': 1 }, 'clients, shortened, one from X-Forwarded-For');
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
});

goaccess.run();
