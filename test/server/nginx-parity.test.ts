// The nginx config the build derives from dist/headers.json, run by a real nginx over dist/, must
// answer like the Node server: same status, cache policy, content type, security headers,
// redirects and method rule. (CI installs nginx; elsewhere the test is skipped when nginx is absent.)
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { distDir, startTestServer, type TestServer } from '../support/test-server';

const nginxBinary = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx'].find((path) => existsSync(path));

interface Context {
  node: TestServer;
  nginx: ChildProcess;
  nginxUrl: string;
  scratch: string;
  security: Record<string, string>;
}

const parity = suite<Context>('nginx config parity');

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function waitForUrl(url: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`${url} did not answer`);
}

parity.before(async (context) => {
  if (!nginxBinary) return;
  context.security = JSON.parse(await readFile(join(distDir, 'headers.json'), 'utf8')).security;
  context.node = await startTestServer();
  context.scratch = await mkdtemp(join(tmpdir(), 'nginx-parity-'));
  const port = await freePort();
  const temp = context.scratch;
  await writeFile(
    join(temp, 'nginx.conf'),
    `daemon off; pid ${temp}/nginx.pid; error_log ${temp}/error.log warn;
events {}
http {
  access_log off;
  client_body_temp_path ${temp}; proxy_temp_path ${temp}; fastcgi_temp_path ${temp}; uwsgi_temp_path ${temp}; scgi_temp_path ${temp};
  server { listen 127.0.0.1:${port}; root ${distDir}; include ${join(distDir, 'nginx.conf')}; }
}
`,
  );
  const check = spawnSync(nginxBinary, ['-t', '-c', join(temp, 'nginx.conf')], { encoding: 'utf8' });
  assert.is(check.status, 0, `nginx -t: ${check.stderr}`);
  assert.not.match(check.stderr, /\[warn\]/, `nginx -t warned: ${check.stderr}`);
  context.nginx = spawn(nginxBinary, ['-c', join(temp, 'nginx.conf')], { stdio: 'ignore' });
  context.nginxUrl = `http://127.0.0.1:${port}`;
  await waitForUrl(context.nginxUrl + '/healthz');
});

parity.after(async (context) => {
  context.nginx?.kill('SIGTERM');
  await context.node?.close();
  if (context.scratch) await rm(context.scratch, { recursive: true, force: true });
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
