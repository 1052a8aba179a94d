// The nginx config the build derives from dist/headers.json, run by a real nginx over dist/, must
// answer like the Node server: same status, cache policy, content type, security headers,
// redirects and method rule. CI installs nginx-light; where nginx is absent, every test here is
// reported as skipped, with that reason (never as passed).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { cspDirectives, expectedCspDirectives, expectedSecurityHeaders } from '../support/expected-headers';
import { missingNginx, startNginx, type RunningNginx } from '../support/nginx';
import { testOrSkip } from '../support/skip';
import { distDir, startTestServer, type TestServer } from '../support/test-server';

interface Context {
  node: TestServer;
  nginx: RunningNginx | null;
  nginxUrl: string;
}

const parity = suite<Context>('nginx config parity');

parity.before(async (context) => {
  if (missingNginx) return;
  context.node = await startTestServer();
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
  return ['/', '/bio', '/bio/?utm=1', '/nao-existe', '/favicon.svg', '/media/hero.mp4', '/sounds/notification.mp3', asset, '/healthz'];
}

testOrSkip(parity, 'the build wrote an nginx config that nginx accepts without a warning', missingNginx, ({ nginx }) => {
  assert.ok(nginx, 'nginx started with the exported config');
  assert.is(nginx.checkOutput, '', `nginx -t warned: ${nginx.checkOutput}`);
});

const expectedCsp = expectedCspDirectives();

testOrSkip(parity, 'nginx and the Node server answer every kind of URL with the same status and headers', missingNginx, async (context) => {
  for (const path of await pathsToCompare()) {
    for (const encoding of ['gzip', 'identity']) {
      const [node, nginx] = await Promise.all([
        answer(context.node.url, path, 'GET', { 'Accept-Encoding': encoding }),
        answer(context.nginxUrl, path, 'GET', { 'Accept-Encoding': encoding }),
      ]);
      assert.is(nginx.status, node.status, `${path}: status`);
      for (const name of compared) {
        if (name === 'content-type' && node.status === 301) continue; // a redirect's own little body
        assert.is(nginx.headers.get(name), node.headers.get(name), `${path} (${encoding}): ${name}`);
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

testOrSkip(parity, 'nginx refuses other methods with 405 and Allow, like the Node server', missingNginx, async (context) => {
  const [node, nginx] = await Promise.all([answer(context.node.url, '/', 'POST'), answer(context.nginxUrl, '/', 'POST')]);
  assert.is(nginx.status, 405);
  assert.is(nginx.status, node.status);
  assert.is(nginx.headers.get('allow'), node.headers.get('allow'));
});

testOrSkip(parity, 'nginx never serves build records, page files by name or dotfiles', missingNginx, async (context) => {
  for (const path of ['/build.json', '/headers.json', '/server.mjs', '/nginx.conf', '/_headers', '/index.html', '/404.html', '/.env']) {
    assert.is((await answer(context.nginxUrl, path)).status, 404, path);
  }
});

parity.run();
