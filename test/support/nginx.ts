// A real nginx serving a dist/ folder with the config the build exported (dist/nginx.conf), on a
// free loopback port, for tests that compare it with the Node server. null where nginx is not
// installed (CI installs nginx-light): the caller reports its checks as skipped.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { freePort } from './free-port';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const nginxBinary = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx'].find((path) => existsSync(path));
/** Why the nginx checks cannot run here (reported as skipped, see skip.ts), or null when they can. */
export const missingNginx = nginxBinary ? null : 'needs nginx (none at /usr/sbin, /usr/local/sbin or /usr/local/nginx/sbin); Debian: apt-get install nginx-light';

export interface RunningNginx {
  url: string;
  /** nginx's own access log (combined), written by this nginx. */
  accessLog: string;
  /** nginx -t's warnings and errors (empty when the config is clean). */
  checkOutput: string;
  stop(): Promise<void>;
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

export async function startNginx(distDir: string): Promise<RunningNginx | null> {
  if (!nginxBinary) return null;
  const temp = await mkdtemp(join(tmpdir(), 'nginx-'));
  const port = await freePort();
  await writeFile(
    join(temp, 'nginx.conf'),
    `daemon off; pid ${temp}/nginx.pid; error_log ${temp}/error.log warn;
events {}
http {
  access_log ${temp}/access.log combined;
  client_body_temp_path ${temp}; proxy_temp_path ${temp}; fastcgi_temp_path ${temp}; uwsgi_temp_path ${temp}; scgi_temp_path ${temp};
  server { listen 127.0.0.1:${port}; root ${distDir}; include ${join(distDir, 'nginx.conf')}; }
}
`,
  );
  const check = spawnSync(nginxBinary, ['-t', '-c', join(temp, 'nginx.conf')], { encoding: 'utf8' });
  if (check.status !== 0) {
    await rm(temp, { recursive: true, force: true });
    throw new Error(`nginx -t: ${check.stderr}`);
  }
  const nginx = spawn(nginxBinary, ['-c', join(temp, 'nginx.conf')], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  await waitForUrl(`${url}/healthz`);
  return {
    url,
    accessLog: join(temp, 'access.log'),
    checkOutput: check.stderr.split('\n').filter((line) => /\[(warn|emerg|error)\]/.test(line)).join('\n'),
    async stop() {
      nginx.kill('SIGTERM');
      await rm(temp, { recursive: true, force: true });
    },
  };
}
