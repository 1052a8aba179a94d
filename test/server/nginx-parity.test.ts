// The nginx config the build derives from dist/headers.json, run by a real nginx over dist/, must
// answer like the Node server: same status, cache policy, content type, security headers,
// redirects, method rule and pings. CI installs nginx-light; where nginx is absent, every test here is
// reported as skipped, with that reason (never as passed).
import { userAgents } from '../support/user-agents';
import { browserPingHeaders, fromOwnPage, originCases, withOrigin } from '../support/ping-headers';
import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { cspDirectives, expectedCspDirectives, expectedSecurityHeaders } from '../support/expected-headers';
import { missingNginx, startNginx, type RunningNginx } from '../support/nginx';
import { ask, responseHead } from '../support/http-client';
import { testOrSkip } from '../support/skip';
import { expectedCallsToAction } from '../support/test-site';
import { distDir, serve, type Served } from '../support/serve';

interface Context {
  node: Served;
  nginx: RunningNginx | null;
  nginxUrl: string;
}

const parity = suite<Context>('nginx config parity');

parity.before(async (context) => {
  if (missingNginx) return;
  context.node = await serve();
  try {
    context.nginx = await startNginx(distDir);
  } catch (error) {
    // uvu does not print an error thrown by a before hook; the runner only sees the tests not pass.
    console.error(`nginx did not start: ${(error as Error).message}`);
    throw error;
  }
  context.nginxUrl = context.nginx!.url;
});

parity.after(async (context) => {
  await context.nginx?.stop();
  await context.node?.close();
});

const compared = ['cache-control', 'content-type', 'location', 'allow', 'vary', 'content-encoding'];

async function answer(base: string, path: string, method = 'GET', headers: Record<string, string> = {}) {
  const response = await fetch(base + path, { method, headers, redirect: 'manual' });
  await response.arrayBuffer();
  return response;
}

async function pathsToCompare(): Promise<string[]> {
  const rules = JSON.parse(await readFile(join(distDir, 'headers.json'), 'utf8'));
  const asset = Object.keys(rules.publicFiles).find((path: string) => path.endsWith('.js'))!;
  return ['/', '/bio', '/bio/?utm=1', '/BIO', '/Bio.', '/bio./', '/nao-existe', '/favicon.svg', '/media/hero.mp4', '/sounds/notification.mp3', asset, '/healthz'];
}

testOrSkip(parity, 'the build wrote an nginx config that nginx accepts without a warning', missingNginx, ({ nginx }) => {
  assert.ok(nginx, 'nginx started with the exported config');
  assert.is(nginx.checkOutput, '', `nginx -t warned: ${nginx.checkOutput}`);
});

const expectedCsp = expectedCspDirectives();

const saveDataHeaders: Array<Record<string, string>> = [{}, { 'Save-Data': 'on' }];

testOrSkip(parity, 'nginx and the Node server answer every kind of URL with the same status and headers', missingNginx, async (context) => {
  for (const path of await pathsToCompare()) {
    for (const [encoding, saving] of ['gzip', 'identity'].flatMap((encoding) => saveDataHeaders.map((saving) => [encoding, saving] as const))) {
      const headers = { 'Accept-Encoding': encoding, ...saving };
      const [node, nginx] = await Promise.all([answer(context.node.url, path, 'GET', headers), answer(context.nginxUrl, path, 'GET', headers)]);
      assert.is(nginx.status, node.status, `${path}: status`);
      for (const name of compared) {
        if (name === 'content-type' && node.status === 301) continue; // a redirect's own little body
        assert.is(nginx.headers.get(name), node.headers.get(name), `${path} (${encoding}, ${JSON.stringify(saving)}): ${name}`);
      }
      for (const [name, value] of Object.entries(expectedSecurityHeaders)) {
        assert.is(nginx.headers.get(name), value, `${path}: ${name} from nginx`);
        assert.is(node.headers.get(name), value, `${path}: ${name} from Node`);
      }
      assert.equal(cspDirectives(nginx.headers.get('content-security-policy') ?? ''), expectedCsp, `${path}: CSP from nginx`);
      assert.equal(cspDirectives(node.headers.get('content-security-policy') ?? ''), expectedCsp, `${path}: CSP from Node`);
    }
  }
});

testOrSkip(parity, 'Save-Data: on gets /bio and the 404 page without the app from nginx, the same bytes as from the Node server', missingNginx, async (context) => {
  const body = async (base: string, path: string, headers: Record<string, string>) => (await fetch(base + path, { headers })).text();
  for (const path of ['/bio', '/nao-existe']) {
    for (const value of ['on', 'ON', 'on; lite', 'off', 'onn']) {
      const headers = { 'Save-Data': value, 'Accept-Encoding': 'identity' };
      const [node, nginx] = await Promise.all([body(context.node.url, path, headers), body(context.nginxUrl, path, headers)]);
      assert.is(nginx.includes('name="app-entry"'), !/^on\b/i.test(value), `${path} with Save-Data "${value}": the app named or not`);
      assert.ok(nginx === node, `${path} with Save-Data "${value}": nginx and Node send different documents`);
    }
  }
});

testOrSkip(parity, 'nginx refuses other methods with 405 and Allow, like the Node server', missingNginx, async (context) => {
  const [node, nginx] = await Promise.all([answer(context.node.url, '/', 'POST'), answer(context.nginxUrl, '/', 'POST')]);
  assert.is(nginx.status, 405);
  assert.is(nginx.status, node.status);
  assert.is(nginx.headers.get('allow'), node.headers.get('allow'));
});

/** Each of originCases with its headers for the Node server and for nginx (their ports differ), and whether it is taken. */
function originPairs(context: Context): Array<[what: string, node: Record<string, string>, nginx: Record<string, string>, taken: boolean]> {
  const [node, nginx] = [originCases(context.node.url), originCases(context.nginxUrl)];
  return (['taken', 'refused'] as const).flatMap((kind) => node[kind].map(([what, headers], i) => [what, headers, nginx[kind][i]![1], kind === 'taken'] as [string, Record<string, string>, Record<string, string>, boolean]));
}

testOrSkip(parity, 'pings: nginx answers POST /ping/<id> like the Node server (204, 403, 404, 405 with Allow: POST, 413)', missingNginx, async (context) => {
  const idIn = (path: string) => Object.keys(expectedCallsToAction).find((id) => path.startsWith(`/ping/${id}`)) ?? 'hero/cadastro';
  const cases: Array<[method: string, path: string, headers?: Record<string, string>]> = [
    ['POST', '/ping/hero/cadastro?x=1'],
    ...Object.keys(expectedCallsToAction).map((id): [string, string] => ['POST', `/ping/${id}`]),
    ['POST', '/ping/nada/cadastro'],
    ['POST', '/ping/hero%2Fcadastro'],
    ['POST', '/ping/hero/cadastro/'],
    ['GET', '/ping/hero/cadastro'],
    ['HEAD', '/ping/nada'],
    ['PUT', '/ping/bio/whatsapp'],
    ['POST', '/ping/bio/whatsapp', { 'Content-Type': 'text/plain' }],
    ['POST', '/ping/bio/whatsapp', { 'Ping-To': browserPingHeaders('bio/cadastro')['Ping-To']! }],
  ];
  // (Dot segments are left out: nginx resolves them first, the Node server looks the raw path up.
  // Both refuse /ping/../bio, with 405 and 404; browsers resolve them before sending.)
  // The page loads the clicks follow, in nginx's log: the report counts 3 clicks per load (one-source.ts).
  for (let i = 0; i < 4; i++) await ask(context.nginxUrl, '/', { headers: { 'User-Agent': userAgents.androidChrome } });
  for (const [method, path, headers = {}] of cases) {
    const body = method === 'POST' || method === 'PUT' ? 'PING' : undefined;
    // A phone's User-Agent: the report counts no robot's ping (no User-Agent is a robot).
    const sent = { 'User-Agent': userAgents.androidChrome, ...browserPingHeaders(idIn(path)), ...headers };
    const [node, nginx] = await Promise.all([context.node.url, context.nginxUrl].map((base) => ask(base, path, { method, headers: sent, body })));
    assert.is(nginx!.status, node!.status, `${method} ${path}: status`);
    assert.is(nginx!.headers.allow, node!.headers.allow, `${method} ${path}: Allow`);
    if (node!.status === 204) {
      assert.is(nginx!.body.byteLength, 0, `${path}: no body`);
      for (const name of ['cache-control', 'content-security-policy', 'x-frame-options']) assert.is(nginx!.headers[name], node!.headers[name], `${path}: ${name}`);
    }
  }
  const tooLarge = `POST /ping/hero/cadastro HTTP/1.1\r\nHost: x\r\nContent-Type: text/ping\r\nPing-To: ${browserPingHeaders('hero/cadastro')['Ping-To']}\r\nContent-Length: 100000\r\n\r\n`;
  for (const base of [context.node.url, context.nginxUrl]) assert.match(await responseHead(base, tooLarge), /^HTTP\/1\.1 413 /, base);

  // nginx's own access log is what a static host behind nginx counts: the report reads it as is.
  const report = spawnSync(process.execPath, [join(distDir, 'report.mjs'), '--json', context.nginx!.accessLog], { encoding: 'utf8', timeout: 30_000 });
  assert.is(report.status, 0, report.stderr);
  const { total, setAsideClicks } = JSON.parse(report.stdout) as { total: { clicks: Record<string, number> }; setAsideClicks: { overDay: number } };
  // All from one address (127.0.0.1): past 10 clicks in a day, the 11th (the last id) is more than a person does.
  const [last, ...counted] = Object.keys(expectedCallsToAction).reverse();
  assert.equal(total.clicks, { ...Object.fromEntries(counted.map((id) => [id, 1])), 'hero/cadastro': 2 }, 'one click per 204, the query not part of the id');
  assert.is(setAsideClicks.overDay, 1, `${last} set aside`);

  // Where the ping says it comes from (after the report: more clicks on one button within the minute are set aside).
  for (const [what, nodeOrigin, nginxOrigin, taken] of originPairs(context)) {
    const sent = (origin: Record<string, string>) => withOrigin({ 'User-Agent': userAgents.androidChrome, ...browserPingHeaders('bio/whatsapp') }, origin);
    const node = await ask(context.node.url, '/ping/bio/whatsapp', { method: 'POST', headers: sent(nodeOrigin), body: 'PING' });
    const nginx = await ask(context.nginxUrl, '/ping/bio/whatsapp', { method: 'POST', headers: sent(nginxOrigin), body: 'PING' });
    assert.is(node.status, taken ? 204 : 403, `a ping from ${what}: Node`);
    assert.is(nginx.status, node.status, `a ping from ${what}: status`);
  }
});

testOrSkip(parity, 'field-speed beacons: nginx answers POST /ritmo like the Node server for the format and the origin (204, 400, 403, 405)', missingNginx, async (context) => {
  const cases: Array<[method: string, query: string]> = [
    ['POST', 'p=bio&k=navigate&lcp=1234&inp=56&cls=0.012&fcp=900&ttfb=120'],
    ['POST', 'p=landing&k=back-forward-cache&cls=0'],
    ['POST', 'p=bio&k=navigate'],
    ['POST', 'p=bio&k=navigate&lcp=%3Cscript%3E'],
    ['POST', 'k=navigate&p=bio&lcp=10'],
    ['POST', 'p=bio&k=navigate&cls=0.1&lcp=10'],
    ['GET', 'p=bio&k=navigate&lcp=10'],
  ];
  for (const [method, query] of cases) {
    const body = method === 'POST' ? '' : undefined;
    const [node, nginx] = await Promise.all([context.node.url, context.nginxUrl].map((base) => ask(base, `/ritmo?${query}`, { method, body, headers: fromOwnPage })));
    assert.is(nginx!.status, node!.status, `${method} ${query}: status`);
    assert.is(nginx!.headers.allow, node!.headers.allow, `${method} ${query}: Allow`);
  }
  for (const [what, nodeOrigin, nginxOrigin, taken] of originPairs(context)) {
    const beacon = (base: string, origin: Record<string, string>) => ask(base, '/ritmo?p=bio&k=navigate&lcp=10', { method: 'POST', body: '', headers: origin });
    const [node, nginx] = await Promise.all([beacon(context.node.url, nodeOrigin), beacon(context.nginxUrl, nginxOrigin)]);
    assert.is(node.status, taken ? 204 : 403, `a beacon from ${what}: Node`);
    assert.is(nginx.status, node.status, `a beacon from ${what}: status`);
  }
});

testOrSkip(parity, 'nginx never serves build records, page files by name or dotfiles', missingNginx, async (context) => {
  for (const path of ['/build.json', '/headers.json', '/server.mjs', '/nginx.conf', '/_headers', '/index.html', '/404.html', '/bio.save-data.html', '/404.save-data.html', '/.env']) {
    assert.is((await answer(context.nginxUrl, path)).status, 404, path);
  }
});

parity.run();
