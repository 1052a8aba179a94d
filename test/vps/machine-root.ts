// A run's own root (an overlay on the cached root, or a copy of it), ready for an offline
// installer: this host's Node and npm in /usr/local, npm's cache with `offline=true`, the test
// domains in /etc/hosts, and the project at a given commit (a bare repo as origin, which the host
// can push to, and a clone).
import { chmod, cp, mkdir, mkdtemp, readdir, readFile, realpath, rm, symlink, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { repoRoot } from '../support/project-copy';
import { mustRun, run, seconds } from './host-command';
import { cacheDir, cachedRoot } from './root-cache';

/** Names that resolve to 127.0.0.1 inside the machine (Caddy serves them with `tls internal`). */
export const testDomains = ['ozonteck.test', 'www.ozonteck.test'];

/** Inside the machine: the bare repo the installer's clone fetches from, and that clone. */
export const originInside = '/srv/ozonteck.git';
export const checkoutInside = '/srv/ozonteck';

/** Inside the machine: npm's cache, filled from the host's, and the npmrc that points there. */
const npmCacheInside = '/var/cache/npm';
const globalNpmrc = ['cache=/var/cache/npm', 'offline=true', 'fund=false', 'audit=false', 'update-notifier=false'];

export interface RootOptions {
  /** The commit (or any revision) of `repo` that origin's `main` and the clone start at. Default HEAD. */
  commit?: string;
  /** The host repository the code comes from. Default: this checkout. */
  repo?: string;
  /** Clone origin into checkoutInside (default); false leaves the clone to the installer. */
  checkout?: boolean;
  /** Copy this host's Node, npm and npm cache in (default); false: a machine without Node. */
  node?: boolean;
  log?: (line: string) => void;
}

export interface PreparedRoot {
  /** The run's folder: the root (`root/`, with `upper/` and `work/` under an overlay), `boot.log`, `owner.pid`. */
  runDir: string;
  root: string;
}

const runsDir = join(cacheDir, 'runs');

export async function prepareRoot(options: RootOptions = {}): Promise<PreparedRoot> {
  const log = options.log ?? console.log;
  const cached = await cachedRoot(log);
  await mkdir(runsDir, { recursive: true });
  await removeOrphanedRuns();
  const runDir = await mkdtemp(join(runsDir, 'run-'));
  await writeFile(join(runDir, ownerFile), String(process.pid));
  const root = join(runDir, 'root');
  try {
    await freshRoot(cached, runDir, log);
    if (options.node !== false) await installNode(root);
    await writeHosts(root);
    await placeProject(root, options);
  } catch (error) {
    await removeRun(runDir);
    throw error;
  }
  return { runDir, root };
}

/**
 * The run's root: an overlay mount on the cached root (instant; the cache is never written, since a
 * cache folder is only read once complete), or, where overlays cannot be mounted, a copy of it.
 */
async function freshRoot(cached: string, runDir: string, log: (line: string) => void): Promise<void> {
  const started = performance.now();
  const [root, upper, work] = ['root', 'upper', 'work'].map((name) => join(runDir, name));
  for (const folder of [root, upper, work]) await mkdir(folder);
  const layers = `lowerdir=${cached},upperdir=${upper},workdir=${work}`;
  const overlay = await run('mount', ['-t', 'overlay', 'ozonteck-vps', '-o', layers, root]);
  if (overlay.code === 0) return log(`vps: the root is an overlay on the cached root (${seconds(started)})`);
  await mustRun('cp', ['-a', '--reflink=auto', `${cached}/.`, root], { timeoutMs: 10 * 60_000 });
  log(`vps: no overlay (${overlay.stderr.trim()}); copied the cached root in ${seconds(started)}`);
}

/** Unmounts and removes a run's folder; refuses anything outside the runs folder. */
export async function removeRun(runDir: string): Promise<void> {
  const inside = relative(runsDir, runDir);
  if (inside === '' || inside.startsWith('..') || inside.includes('/')) throw new Error(`not a run folder: ${runDir}`);
  // Not mounted (a copy, or a failed mount) is fine; still mounted, rm deletes through the overlay only.
  await run('umount', [join(runDir, 'root')]);
  await rm(runDir, { recursive: true, force: true });
}

/** The pid of the process a run belongs to, in the run's folder. */
const ownerFile = 'owner.pid';

/** Removes the runs whose process has ended without destroy() (its watchdog stopped the machine). */
async function removeOrphanedRuns(): Promise<void> {
  for (const name of await readdir(runsDir)) {
    const owner = Number(await readFile(join(runsDir, name, ownerFile), 'utf8').catch(() => ''));
    if (owner > 0 && !isAlive(owner)) await removeRun(join(runsDir, name));
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The host path of a path inside the machine's root. */
export const onHost = (root: string, inside: string) => join(root, inside);

/** This host's node binary and npm into /usr/local, and npm's cache (offline only). */
async function installNode(root: string): Promise<void> {
  const node = await realpath(process.execPath);
  const npm = join(dirname(node), '..', 'lib', 'node_modules', 'npm');
  await cp(node, onHost(root, '/usr/local/bin/node'), { preserveTimestamps: true });
  await mkdir(onHost(root, '/usr/local/lib/node_modules'), { recursive: true });
  await mustRun('cp', ['-a', npm, onHost(root, '/usr/local/lib/node_modules/npm')]);
  for (const tool of ['npm', 'npx']) {
    await symlink(`../lib/node_modules/npm/bin/${tool}-cli.js`, onHost(root, `/usr/local/bin/${tool}`));
  }
  await mkdir(onHost(root, '/usr/local/etc'), { recursive: true });
  await writeFile(onHost(root, '/usr/local/etc/npmrc'), globalNpmrc.join('\n') + '\n');
  const hostCache = join(process.env.npm_config_cache ?? join(homedir(), '.npm'), '_cacache');
  await mkdir(onHost(root, npmCacheInside), { recursive: true });
  await mustRun('cp', ['-a', '--reflink=auto', hostCache, onHost(root, npmCacheInside)], { timeoutMs: 5 * 60_000 });
  // Any user the installer creates may run npm ci; the cache is scratch space on a test machine.
  await mustRun('chmod', ['-R', 'a+rwX', onHost(root, npmCacheInside)]);
}

async function writeHosts(root: string): Promise<void> {
  const localhost = ['127.0.0.1 localhost', '::1 localhost ip6-localhost ip6-loopback'];
  const lines = [...localhost, `127.0.0.1 ${testDomains.join(' ')}`];
  await writeFile(onHost(root, '/etc/hosts'), lines.join('\n') + '\n');
  // debootstrap copies the host's name; the machine's own makes its logs tell the two apart.
  await writeFile(onHost(root, '/etc/hostname'), 'ozonteck-vps\n');
}

/** origin (bare, branch main at the commit) and, unless told not to, a clone of it. */
async function placeProject(root: string, options: RootOptions): Promise<void> {
  const origin = onHost(root, originInside);
  await mustRun('git', ['init', '--quiet', '--bare', '--initial-branch=main', origin]);
  await pushToOrigin(root, options.commit ?? 'HEAD', options.repo);
  // The installer's user may fetch from a repo root owns: name this one safe, as a hosted origin would be.
  await writeFile(onHost(root, '/etc/gitconfig'), `[safe]\n\tdirectory = ${originInside}\n`);
  if (options.checkout === false) return;
  const checkout = onHost(root, checkoutInside);
  await mustRun('git', ['clone', '--quiet', origin, checkout]);
  await mustRun('git', ['-C', checkout, 'remote', 'set-url', 'origin', originInside]);
  await chmod(checkout, 0o755);
}

/** Sets origin's `branch` (default main) to `commit` of the host repo: what a developer's push does. */
export async function pushToOrigin(root: string, commit: string, repo = repoRoot, branch = 'main'): Promise<void> {
  const sha = (await mustRun('git', ['-C', repo, 'rev-parse', '--verify', `${commit}^{commit}`])).stdout.trim();
  const origin = onHost(root, originInside);
  await mustRun('git', ['-C', repo, 'push', '--quiet', '--force', origin, `${sha}:refs/heads/${branch}`]);
}
