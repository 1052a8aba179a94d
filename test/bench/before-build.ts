// The build the bench compares this one with (BENCH_BEFORE): an earlier commit of this repository,
// exported with `git archive` into a scratch folder (no worktree, nothing in .git changes), with
// this checkout's node_modules linked and its picture and precompression caches copied in, then
// built with its own `npm run build`. Both builds read no site/ of the operator's: each serves the
// demo settings, so the pages differ only by their code.
import { spawn } from 'node:child_process';
import { cp, mkdtemp, rm, stat, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCommand } from './build-and-deps';
import type { BuildUnderTest } from './page-loads';

/**
 * The default: the last commit before the carousel became a native scroll-snap scroller, the build
 * whose bytes, requests, LCP and hydration on / the later work is held to.
 */
export const defaultBeforeCommit = '56e14a0';

export interface BeforeBuild extends BuildUnderTest {
  label: string;
  commit: string;
  subject: string;
  distDir: string;
  remove(): Promise<void>;
}

/** The commit BENCH_BEFORE names: unset means the default, 'none' means no comparison. */
export function beforeCommitFromEnv(value: string | undefined): string | null {
  if (value === 'none') return null;
  return value === undefined || value === '' ? defaultBeforeCommit : value;
}

async function git(root: string, args: string[]): Promise<string> {
  const result = await runCommand('git', args, root, 60_000);
  if (result.code !== 0) throw new Error(`git ${args.join(' ')} failed: ${result.stderr.trim()}`);
  return result.stdout.trim();
}

/** `git archive <commit>` unpacked into `folder`. */
function exportCommit(root: string, commit: string, folder: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const archive = spawn('git', ['archive', '--format=tar', commit], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
    const untar = spawn('tar', ['-x', '-C', folder], { stdio: ['pipe', 'inherit', 'inherit'] });
    archive.stdout.pipe(untar.stdin);
    archive.once('error', reject);
    untar.once('error', reject);
    untar.once('close', (code) => (code === 0 ? resolve() : reject(new Error(`unpacking ${commit} failed (tar exited ${code})`))));
  });
}

export async function prepareBeforeBuild(root: string, commit: string, progress: (message: string) => void): Promise<BeforeBuild> {
  const [hash, subject] = [await git(root, ['rev-parse', '--short', `${commit}^{commit}`]), await git(root, ['log', '-1', '--format=%s', commit])];
  const folder = await mkdtemp(join(tmpdir(), `bench-before-${hash}-`));
  const remove = () => rm(folder, { recursive: true, force: true });
  try {
    progress(`the build before: ${hash} ${subject.slice(0, 60)}`);
    await exportCommit(root, hash, folder);
    await symlink(join(root, 'node_modules'), join(folder, 'node_modules'), 'dir');
    const cache = join(root, '.cache');
    if (await stat(cache).then(() => true, () => false)) await cp(cache, join(folder, '.cache'), { recursive: true });
    progress(`npm run build (${hash})`);
    const build = await runCommand('npm', ['run', 'build'], folder, 300_000);
    if (build.code !== 0) throw new Error(`npm run build of ${hash} failed (exit ${build.code}):\n${build.stdout}\n${build.stderr}`);
  } catch (error) {
    await remove();
    throw error;
  }
  const distDir = join(folder, 'dist');
  return { label: `before ${hash}`, commit: hash, subject, distDir, serverScript: join(distDir, 'server.mjs'), cwd: folder, remove };
}
