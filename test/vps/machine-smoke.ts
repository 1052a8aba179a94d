// Proves the VPS harness works, printing how long each step takes:
//   node --import ./test/support/register.mjs test/vps/machine-smoke.ts
// A fresh machine boots; with no network, apt installs every package of offlinePackages, Node is
// 20, `npm ci` installs the project's clone from npm's cache, Caddy serves the test domain over
// HTTPS (`tls internal`), origin takes a push from the host that `git fetch` inside sees; then a
// restart and a power cut keep the disk, and destroy() removes the copy. Exits 1 on a failed check.
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { repoRoot } from '../support/project-copy';
import { mustRun, seconds } from './host-command';
import { checkoutInside, Machine, offlinePackages, testDomains } from './machine';

const timings: [string, string][] = [];
const keptText = 'written before the restart\n';

async function timed<T>(step: string, action: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await action();
  timings.push([step, seconds(started)]);
  return result;
}

function check(what: string, ok: boolean, detail = ''): void {
  if (!ok) throw new Error(`FAILED: ${what}\n${detail}`);
  console.log(`ok: ${what}`);
}

async function smoke(machine: Machine): Promise<void> {
  const state = await timed('boot', () => machine.boot());
  check(`systemd is up (${state})`, state === 'running' || state === 'degraded');
  await timed('exec `true` x10', async () => {
    for (let i = 0; i < 10; i++) await machine.mustExec(['true']);
  });
  const offline = await machine.exec('getent ahosts deb.debian.org || echo unresolved');
  check('no network: the mirror is unreachable', offline.stdout.includes('unresolved'), offline.stdout);
  const update = await timed('apt-get update (offline)', () => machine.exec('apt-get update'));
  console.log(`   apt-get update offline exits ${update.code}; the lists from the cache stay`);
  const install = await timed('apt-get install (offline)', () =>
    machine.exec(`apt-get install -y ${offlinePackages.join(' ')}`, { timeoutMs: 300_000 }),
  );
  check(`offline apt-get install -y ${offlinePackages.join(' ')}`, install.code === 0, install.stdout + install.stderr);
  const caddy = await machine.exec('caddy version && systemctl is-active caddy');
  check(`caddy installed and active: ${caddy.stdout.split('\n')[0]}`, caddy.code === 0, caddy.stdout + caddy.stderr);
  const node = await machine.mustExec('node -v && npm -v');
  check(`node ${node.stdout.split('\n').join(' ')}`, node.stdout.startsWith('v20.'));
  const npmCi = await timed('npm ci (offline, from the npmrc)', () =>
    machine.exec('npm ci', { cwd: checkoutInside, timeoutMs: 300_000 }),
  );
  check('npm ci in the clone, offline', npmCi.code === 0, npmCi.stdout + npmCi.stderr);
  await checkHttpsOnTestDomain(machine);
  await checkOriginPush(machine);
  await writeFile(machine.onHost('/root/kept.txt'), keptText);
  await checkRestart(machine, 'restart', 30_000);
  await checkRestart(machine, 'restart after a power cut', 0);
  const bootLog = await machine.bootLog();
  check('the boot log holds systemd\'s console', bootLog.includes('Reached target'), bootLog.slice(-2000));
}

/** After a restart (graceMs 0: a power cut) systemd is up again, the disk kept, Caddy active. */
async function checkRestart(machine: Machine, step: string, graceMs: number): Promise<void> {
  const state = await timed(step, () => machine.restart({ graceMs }));
  const kept = await machine.exec('cat /root/kept.txt && systemctl is-active caddy');
  const ok = kept.code === 0 && kept.stdout.startsWith(keptText);
  check(`${step} (${state}): the disk is kept and caddy is active`, ok, kept.stdout + kept.stderr);
}

/** Caddy on ports 80 and 443 inside (free: the machine has its own network) serves the test
 * domain over HTTPS with `tls internal`, and fetch() trusts that certificate and no other. */
async function checkHttpsOnTestDomain(machine: Machine): Promise<void> {
  const site = `${testDomains.join(', ')} {\n\ttls internal\n\trespond "smoke {host}"\n}\n`;
  await writeFile(machine.onHost('/etc/caddy/Caddyfile'), site);
  await machine.mustExec('systemctl reload caddy');
  const url = `https://${testDomains[1]}/`;
  let answer = await machine.fetch(url).catch((error: Error) => error);
  for (let tries = 0; answer instanceof Error && tries < 40; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 250)); // bounded wait for Caddy's certificate
    answer = await machine.fetch(url).catch((error: Error) => error);
  }
  const body = answer instanceof Error ? answer.message : `${answer.status} ${answer.tls} ${answer.body}`;
  check(`${url} answers inside: ${body}`, body === `200 TLSv1.3 smoke ${testDomains[1]}`);
  const untrusted = await machine.fetch(url, { caFile: '/nonexistent' }).catch((error: Error) => error);
  check('without Caddy\'s root the certificate is refused', untrusted instanceof Error, String(untrusted));
}

/** A commit pushed from the host to origin reaches the clone inside with `git fetch`. */
async function checkOriginPush(machine: Machine): Promise<void> {
  const parent = (await mustRun('git', ['-C', repoRoot, 'rev-parse', 'HEAD~1'])).stdout.trim();
  await machine.pushToOrigin(parent, repoRoot, 'smoke');
  const fetch = 'git fetch --quiet origin && git rev-parse origin/smoke';
  const fetched = await machine.exec(fetch, { cwd: checkoutInside });
  const output = fetched.stdout + fetched.stderr;
  check('a push from the host reaches git fetch inside', fetched.stdout.trim() === parent, output);
}

const total = performance.now();
let failed = false;
const machine = await timed('create (cache, copy, node, npm cache, git)', () => Machine.create());
try {
  await smoke(machine);
} catch (error) {
  failed = true;
  console.error(error instanceof Error ? error.message : error);
} finally {
  await timed('stop and remove', () => machine.destroy());
}
check('the copy is removed', !existsSync(machine.runDir));
timings.push(['total', seconds(total)]);
for (const [step, time] of timings) console.log(`${step.padEnd(45)} ${time}`);
process.exitCode = failed ? 1 : 0;
