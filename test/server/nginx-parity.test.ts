// The nginx config the build derives from dist/headers.json, run by a real nginx over dist/, must
// answer like the Node server: same status, cache policy, content type, security headers,
// redirects and method rule. (CI installs nginx; elsewhere the test is skipped when nginx is absent.)
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { nginxBinary, startNginx, type RunningNginx } from '../support/nginx';
import { distDir, startTestServer, type TestServer } from '../support/test-server';

interface Context {
  node: TestServer;
  nginx: RunningNginx | null;
  nginxUrl: string;
  security: Record<string, string>;
}

const parity = suite<Context>('nginx config parity');

parity.before(async (context) => {
  if (!nginxBinary) return;
  context.security = JSON.parse(await readFile(join(distDir, 'headers.json'), 'utf8')).security;
  context.node = await startTestServer();
  context.nginx = await startNginx(distDir);
  assert.is(context.nginx!.checkOutput, '', `nginx -t warned: ${context.nginx!.checkOutput}`);
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

parity('the build wrote an nginx config that nginx accepts (skipped without nginx)', () => {
  if (!nginxBinary) console.log('  nginx is not installed: the nginx parity tests are skipped.');
});

parity('nginx and the Node server answer every kind of URL with the same status and headers', async (context) => {
  if (!nginxBinary) return;
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
      for (const [name, value] of Object.entries(context.security)) {
        assert.is(nginx.headers.get(name), value, `${path}: ${name} from nginx`);
        assert.is(node.headers.get(name), value, `${path}: ${name} from Node`);
      }
    }
  }
});

parity('nginx refuses other methods with 405 and Allow, like the Node server', async (context) => {
  if (!nginxBinary) return;
  const [node, nginx] = await Promise.all([answer(context.node.url, '/', 'POST'), answer(context.nginxUrl, '/', 'POST')]);
  assert.is(nginx.status, 405);
  assert.is(nginx.status, node.status);
  assert.is(nginx.headers.get('allow'), node.headers.get('allow'));
});

parity('nginx never serves build records, page files by name or dotfiles', async (context) => {
  if (!nginxBinary) return;
  for (const path of ['/build.json', '/headers.json', '/server.mjs', '/nginx.conf', '/_headers', '/index.html', '/404.html', '/.env']) {
    assert.is((await answer(context.nginxUrl, path)).status, 404, path);
  }
});

parity.run();
