// Whether a build needs a restart rather than a reload. A reload (SIGHUP) swaps the pages and keeps
// the code the server started with: after an upgrade, the old server served the new pages, and
// their speed beacons got 405 until a restart. So each build records its server's code, the bundle
// (server.mjs) and the runtime packages it loads (package-lock.json's entries not marked dev), and
// the build, like the rollback, compares its own with the one that was live.
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildInfoFile, serverFile, type BuildInfo } from '../../contracts/site-format';

interface LockFile {
  packages?: Record<string, { version?: string; dev?: boolean }>;
}

/** The runtime packages the lock file installs: their folders and versions; none without a readable lock file. */
export async function runtimePackageEntries(root: string): Promise<Array<[path: string, version: string]>> {
  try {
    const lock = JSON.parse(await readFile(join(root, 'package-lock.json'), 'utf8')) as LockFile;
    return Object.entries(lock.packages ?? {})
      .filter(([path, entry]) => path.startsWith('node_modules/') && !entry.dev)
      .map(([path, entry]): [string, string] => [path, entry.version ?? '?']);
  } catch {
    return [];
  }
}

/** The runtime packages, one `path@version` a line; '' without a readable lock file. */
async function runtimePackages(root: string): Promise<string> {
  const entries = await runtimePackageEntries(root);
  return entries.map(([path, version]) => `${path}@${version}`).sort().join('\n');
}

const sha256 = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');

/** Records the build's server code in its build.json (`serverCode`), once its server.mjs is bundled. */
export async function recordServerCode(buildDir: string, root: string): Promise<void> {
  const infoPath = join(buildDir, buildInfoFile);
  const info = JSON.parse(await readFile(infoPath, 'utf8')) as BuildInfo;
  const bundle = await readFile(join(buildDir, serverFile));
  info.serverCode = sha256(`${sha256(bundle)}\n${await runtimePackages(root)}`);
  await writeFile(infoPath, JSON.stringify(info, null, 2) + '\n');
}

async function serverCodeOf(buildDir: string): Promise<{ recorded: string | null; bundle: string | null }> {
  const info = await readFile(join(buildDir, buildInfoFile), 'utf8')
    .then((text) => JSON.parse(text) as BuildInfo)
    .catch(() => null);
  const bundle = await readFile(join(buildDir, serverFile)).then(sha256, () => null);
  return { recorded: info?.serverCode ?? null, bundle };
}

/**
 * Whether the server code of two builds differs: their recorded code, or their server.mjs for a
 * build made before builds recorded it; a build without a server.mjs differs from any.
 */
export async function serverCodeDiffers(oneDir: string, otherDir: string): Promise<boolean> {
  const [one, other] = await Promise.all([serverCodeOf(oneDir), serverCodeOf(otherDir)]);
  if (one.recorded !== null && other.recorded !== null) return one.recorded !== other.recorded;
  return one.bundle === null || one.bundle !== other.bundle;
}
