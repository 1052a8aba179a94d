// A scratch copy of the project (sources, static files, build and server entries; node_modules
// linked), so deploy tests can build, break and switch builds as an operator would without
// touching the repo's own dist/. Builds run as real processes, and so does its server
// (spawnServer({ project: copy }), serve.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmod, cp, lstat, mkdir, mkdtemp, readdir, readFile, readlink, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { childBaseEnv, childEnv } from './language';

export const repoRoot = join(import.meta.dirname, '..', '..');

export interface CopyOptions {
  /**
   * Give the copy its own picture cache (a copy of the repo's .cache/images) instead of sharing
   * the repo's, for tests that replace pictures: only what they change is encoded, and the repo's
   * cache keeps its entries.
   */
  ownImageCache?: boolean;
  /** Copy every cache, not only the pictures': a build under `umask 077` must not leave private files in the shared ones. */
  ownCaches?: boolean;
}

/** Files of the project a copy needs to build and serve (git-tracked sources; no site/, no caches). */
export const projectEntries = ['src', 'static', 'build.ts', 'server.ts', 'package.json', 'tsconfig.json'];

/**
 * node_modules linked, and the loader's, picture, precompression and React script caches shared
 * with the repo (or the picture cache copied). Each copy keeps its own scratch folders, so copies
 * can build at the same time (the server tests run two files at once); the shared caches write by
 * rename.
 */
export async function linkDependencies(copy: string, options: CopyOptions = {}): Promise<void> {
  await symlink(join(repoRoot, 'node_modules'), join(copy, 'node_modules'));
  const repoCache = join(repoRoot, '.cache');
  await mkdir(join(repoCache, 'images'), { recursive: true });
  await mkdir(join(copy, '.cache'));
  for (const shared of ['precompress', 'loader', 'react-script']) {
    await mkdir(join(repoCache, shared), { recursive: true });
    if (options.ownCaches) await cp(join(repoCache, shared), join(copy, '.cache', shared), { recursive: true });
    else await symlink(join(repoCache, shared), join(copy, '.cache', shared));
  }
  if (!options.ownImageCache && !options.ownCaches) {
    await symlink(join(repoCache, 'images'), join(copy, '.cache', 'images'));
    return;
  }
  await cp(join(repoCache, 'images'), join(copy, '.cache', 'images'), { recursive: true }).catch(() => {
    // no cache yet: the copy's first build encodes everything
  });
}

export async function copyProject(prefix = 'deploy-', options: CopyOptions = {}): Promise<string> {
  const copy = await mkdtemp(join(tmpdir(), prefix));
  // mkdtemp makes it private (0700); nginx's workers (another user) must be able to read dist/.
  await chmod(copy, 0o755);
  for (const entry of projectEntries) await cp(join(repoRoot, entry), join(copy, entry), { recursive: true });
  await linkDependencies(copy, options);
  return copy;
}

export const removeCopy = (copy: string) => rm(copy, { recursive: true, force: true });

/** The operator's settings file in the copy (site/site.env), as text or as NAME=value pairs. */
export async function writeSettings(copy: string, settings: string | Record<string, string>): Promise<void> {
  const text = typeof settings === 'string' ? settings : Object.entries(settings).map(([name, value]) => `${name}=${value}`).join('\n') + '\n';
  await mkdir(join(copy, 'site'), { recursive: true });
  await writeFile(join(copy, 'site', 'site.env'), text);
}

/** Only what a test passes (and SITE_LANGUAGE=en, see language.ts): never the developer's own SPONSOR, PORT or settings file. */
type ChildEnv = Record<string, string | undefined>;

/**
 * Lead settings a live build accepts (none is a demo or README example): a build that sets one
 * lead setting must set all three.
 */
export const realLeads = { SPONSOR: 'maria.souza', REGISTER_URL: 'https://escritorio.ozonteck-teste.com.br/cadastro', WHATSAPP_NUMBER: '5551987654321' };

export interface Finished {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** The node loader's arguments: how npm runs a script of the project (build.ts, the deploy commands). */
export const loaderArgs = ['--import', './src/builder/node-loader/register.mjs'];

/** How long a command may run, and who is told of its process (a bench's watchdog kills it by pid). */
export interface RunLimits {
  timeoutMs?: number;
  onStart?: (child: ChildProcess) => void;
}

/** A command run in the copy with the test environment, its output collected, bounded in time. */
export function runInCopy(copy: string, command: string, args: string[], env: ChildEnv, limits: RunLimits = {}): Promise<Finished> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: copy, env: childEnv(childBaseEnv(), env) });
    limits.onStart?.(child);
    let stdout = '';
    let stderr = '';
    const timer = setTimeout(() => child.kill('SIGKILL'), limits.timeoutMs ?? 120_000);
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/** A script of the copy run through the node loader as npm runs it (build.ts, the deploy commands). */
function runScript(copy: string, script: string, env: ChildEnv, args: string[]): Promise<Finished> {
  return runInCopy(copy, process.execPath, [...loaderArgs, script, ...args], env);
}

/** npm run build in the copy (the same command line). */
export const runBuild = (copy: string, env: ChildEnv = {}, args: string[] = []) => runScript(copy, 'build.ts', env, args);

/** npm run status or npm run rollback in the copy (the same command line). */
export const runDeployCommand = (copy: string, command: 'status' | 'rollback', env: ChildEnv = {}) => runScript(copy, 'src/builder/status-and-rollback.ts', env, [command]);

/**
 * Everything an observer of dist/ can see: where the link points and every file's bytes (by hash).
 * Two equal snapshots mean dist/ is byte-identical.
 */
export async function snapshotDist(copy: string): Promise<Record<string, string>> {
  const link = join(copy, 'dist');
  const snapshot: Record<string, string> = {};
  const stat = await lstat(link);
  if (stat.isSymbolicLink()) snapshot['(dist link)'] = await readlink(link);
  const entries = await readdir(link, { withFileTypes: true, recursive: true });
  for (const entry of entries) {
    const path = join(entry.parentPath, entry.name);
    if (entry.isDirectory()) continue;
    snapshot[relative(link, path)] = createHash('sha256').update(await readFile(path)).digest('hex');
  }
  return snapshot;
}
