// The cached Debian 12 root the VPS harness copies for each run: debootstrap's minimal system,
// apt's package lists, and the .deb files of every package the installer may ask apt for, so
// `apt-get install` works inside a container with no network. Built once (about 3 minutes) and
// kept outside the repo, under a name that changes with the recipe.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { mustRun, run, seconds } from './host-command';

/** Bump when the recipe changes in a way the key below cannot see (a new step, a changed file). */
const recipeVersion = 1;

/** Everything the installer may install with apt: downloaded into the cache, installable offline. */
export const offlinePackages = ['caddy', 'logrotate', 'ufw', 'curl', 'sudo', 'procps', 'iproute2'];

/** What debootstrap puts in the root itself (installed, not just downloaded). */
const bootstrapPackages = ['systemd', 'systemd-sysv', 'dbus', 'ca-certificates', 'git'];

export const cacheDir = process.env.OZONTECK_VPS_CACHE ?? '/var/cache/ozonteck-vps';

export interface Mirrors {
  debian: string;
  security: string;
}

/** The cached root's folder, building it first when this recipe has none yet. */
export async function cachedRoot(log: (line: string) => void = console.log): Promise<string> {
  const mirrors = await hostMirrors();
  const key = createHash('sha256')
    .update(JSON.stringify({ recipeVersion, offlinePackages, bootstrapPackages, mirrors }))
    .digest('hex')
    .slice(0, 12);
  const root = join(cacheDir, `bookworm-${key}`);
  if (existsSync(root)) return root;
  await ensureHostTools(log);
  await mkdir(cacheDir, { recursive: true });
  const staging = `${root}.building-${process.pid}`;
  try {
    await buildRoot(staging, mirrors, log);
    // Another run may have finished the same recipe meanwhile: its root is as good as ours.
    if (existsSync(root)) await rm(staging, { recursive: true, force: true });
    else await rename(staging, root);
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
  return root;
}

async function buildRoot(staging: string, mirrors: Mirrors, log: (line: string) => void): Promise<void> {
  let started = performance.now();
  log(`vps: building the cached root in ${staging} (debootstrap from ${mirrors.debian})`);
  const include = `--include=${bootstrapPackages.join(',')}`;
  await mustRun('debootstrap', ['--variant=minbase', include, 'bookworm', staging, mirrors.debian], {
    timeoutMs: 15 * 60_000,
  });
  log(`vps: debootstrap took ${seconds(started)}`);
  started = performance.now();
  await writeFile(join(staging, 'etc/apt/sources.list'), sourcesList(mirrors));
  // The container never reaches a mirror: one failed try is enough.
  await writeFile(join(staging, 'etc/apt/apt.conf.d/80offline-tests'), 'Acquire::Retries "0";\n');
  const download = `apt-get update && apt-get install -y --download-only ${offlinePackages.join(' ')}`;
  await mustRun('systemd-nspawn', ['--quiet', '--register=no', '--keep-unit', '-D', staging, 'sh', '-c', download], {
    timeoutMs: 10 * 60_000,
  });
  log(`vps: package lists and ${offlinePackages.length} packages' .deb files took ${seconds(started)}`);
}

function sourcesList({ debian, security }: Mirrors): string {
  return [
    `deb ${debian} bookworm main`,
    `deb ${debian} bookworm-updates main`,
    `deb ${security} bookworm-security main`,
    '',
  ].join('\n');
}

/** The Debian mirrors apt uses on this host (deb822 .sources files or one-line .list files). */
async function hostMirrors(): Promise<Mirrors> {
  const folder = '/etc/apt/sources.list.d';
  const files = existsSync(folder) ? (await readdir(folder)).map((name) => join(folder, name)) : [];
  const texts = await Promise.all(
    ['/etc/apt/sources.list', ...files]
      .filter((file) => /\.(list|sources)$/.test(file) && existsSync(file))
      .map((file) => readFile(file, 'utf8')),
  );
  return mirrorsIn(texts);
}

/**
 * The first sources of bookworm's and bookworm-security's `main` in apt's source files (so a
 * third party's `bookworm stable` is not taken for Debian); deb.debian.org where there are none.
 */
export function mirrorsIn(sourceFiles: string[]): Mirrors {
  const entries = sourceFiles.flatMap(sourceEntries).filter((entry) => entry.components.includes('main'));
  const mirrorOf = (suite: string) => entries.find((entry) => entry.suites.includes(suite))?.uri;
  const debian = mirrorOf('bookworm') ?? 'http://deb.debian.org/debian';
  return { debian, security: mirrorOf('bookworm-security') ?? 'http://deb.debian.org/debian-security' };
}

interface SourceEntry {
  uri: string;
  suites: string[];
  components: string[];
}

/** The `deb` entries of a source file, in either apt format (one-line, or deb822 stanzas). */
function sourceEntries(text: string): SourceEntry[] {
  const lines = text.split('\n').filter((line) => !line.trimStart().startsWith('#'));
  const oneLine = lines
    .map((line) => line.match(/^deb\s+(?:\[[^\]]*\]\s+)?(\S+)\s+(\S+)\s*(.*)$/))
    .filter((match) => match !== null)
    .map((match) => ({ uri: match[1], suites: [match[2]], components: match[3].split(/\s+/) }));
  const stanzas = lines.join('\n').split(/\n\s*\n/).map((stanza) => {
    const field = (name: string) => stanza.match(new RegExp(`^${name}:\\s*(.+)$`, 'mi'))?.[1].trim().split(/\s+/) ?? [];
    const isDeb = field('Types').includes('deb');
    return { uri: isDeb ? field('URIs')[0] : undefined, suites: field('Suites'), components: field('Components') };
  });
  const deb822 = stanzas.filter((entry): entry is SourceEntry => entry.uri !== undefined);
  return [...oneLine, ...deb822];
}

/** debootstrap and systemd-nspawn, from apt when missing. */
async function ensureHostTools(log: (line: string) => void): Promise<void> {
  const missing = [
    ['debootstrap', 'debootstrap'],
    ['systemd-nspawn', 'systemd-container'],
  ].filter(([tool]) => !['/usr/sbin', '/usr/bin'].some((folder) => existsSync(join(folder, tool))));
  if (missing.length === 0) return;
  const packages = missing.map(([, pkg]) => pkg);
  log(`vps: installing ${packages.join(', ')} on the host`);
  const update = await run('apt-get', ['update'], { timeoutMs: 5 * 60_000 });
  if (update.code !== 0) log(`vps: apt-get update failed; trying the install anyway:\n${update.stderr}`);
  await mustRun('apt-get', ['install', '-y', ...packages], { timeoutMs: 10 * 60_000 });
}
