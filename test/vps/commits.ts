// Commits made on the host for the VPS scenarios, without touching any branch or the work tree:
// HEAD's tree with one file replaced, on top of HEAD; origin inside the machine then takes it.
import { spawnSync } from 'node:child_process';
import { repoRoot } from '../support/project-copy';

const identity = { GIT_AUTHOR_NAME: 'teste', GIT_AUTHOR_EMAIL: 'teste@localhost', GIT_COMMITTER_NAME: 'teste', GIT_COMMITTER_EMAIL: 'teste@localhost' };

function git(args: string[], input?: string): string {
  const done = spawnSync('git', ['-C', repoRoot, ...args], { input, encoding: 'utf8', env: { ...process.env, ...identity } });
  if (done.status !== 0) throw new Error(`git ${args.join(' ')}: ${done.stderr}`);
  return done.stdout.trim();
}

/** A commit on top of HEAD whose top-level `file` is `edit` of HEAD's. */
export function commitOnHead(file: string, edit: (text: string) => string, message: string): string {
  const blob = git(['hash-object', '-w', '--stdin'], edit(git(['show', `HEAD:${file}`])) + '\n');
  const line = new RegExp(`^(100644 blob )[0-9a-f]+(\\t${file.replace(/\./g, '\\.')})$`, 'm');
  const tree = git(['ls-tree', 'HEAD']).replace(line, `$1${blob}$2`);
  return git(['commit-tree', git(['mktree'], `${tree}\n`), '-p', 'HEAD', '-m', message]);
}
