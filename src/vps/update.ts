// `ozonteck atualizar`: the release's new code, fast-forward only (site/ is git-ignored and never
// touched), its packages, a build, a restart when the server's code changed (else a reload), and a
// real request to the server. A build that fails, or a server that does not answer, brings the
// previous code and build back by themselves, and the operator is told.
import { messages } from '../messages/catalogue';
import { askLocally } from './https-check';
import { buildForServer } from './publish';
import { run, runShown, tailOf } from './run';
import { restartOrReload } from './service-control';
import { StepFailed } from './steps';
import { gitOut, keepOperatorTexts } from './texts-keeper';
import { backupBranch, planUpdate, recoveryFor, type GitState } from './update-plan';

const git = (root: string, ...args: string[]) => run('git', ['-C', root, ...args]);
/** A commit needs a name; the operator's machine may have none. */
const asInstaller = ['-c', 'user.name=ozonteck', '-c', 'user.email=ozonteck@localhost'];
const npmCi = (root: string) => runShown('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: root });

function gitState(root: string): GitState {
  const counted = git(root, 'rev-list', '--left-right', '--count', 'HEAD...@{u}');
  if (counted.code !== 0) {
    const said = messages().vps.update;
    throw new StepFailed(said.noUpstream(tailOf(counted, 2)), said.nothingChanged, said.reportIt);
  }
  const [ahead, behind] = counted.stdout.trim().split(/\s+/).map(Number);
  const status = gitOut(root, 'status', '--porcelain', '--untracked-files=no');
  const dirty = status.split('\n').filter(Boolean).map((line) => line.slice(3));
  return { ahead: ahead ?? 0, behind: behind ?? 0, dirty };
}

/** The operator's texts kept, their commits and edits on a backup branch, the code at the release's. */
function setAside(root: string, dirty: boolean): void {
  const others = keepOperatorTexts(root, { release: '@{u}', mine: null });
  if (dirty) git(root, ...asInstaller, 'commit', '-q', '-a', '-m', 'ozonteck atualizar: edições locais guardadas');
  const branch = backupBranch(new Date(), gitOut(root, 'branch', '--format=%(refname:short)').split('\n'));
  git(root, 'branch', branch);
  console.log(`! ${messages().vps.update.setAside(branch, others.join(', ') || '-')}`);
  git(root, 'reset', '-q', '--hard', '@{u}');
}

/** Code and packages back at `commit`, and the build before if the new one went live; whether the site answers. */
async function recover(root: string, commit: string, build: boolean): Promise<boolean> {
  git(root, 'reset', '-q', '--hard', commit);
  await npmCi(root);
  if (build) await runShown('npm', ['run', 'rollback'], { cwd: root });
  restartOrReload(true);
  return askLocally(root, 30_000);
}

export async function update(root: string): Promise<boolean> {
  const said = messages().vps.update;
  const fetched = git(root, 'fetch', '--quiet');
  if (fetched.code !== 0)
    throw new StepFailed(said.fetchFailed(tailOf(fetched, 3)), said.nothingChanged, said.fetchTodo);
  const plan = planUpdate(gitState(root));
  if (plan.kind === 'current') return (console.log(`✓ ${said.current}`), true);
  const before = gitOut(root, 'rev-parse', 'HEAD');
  if (plan.kind === 'set-aside') setAside(root, plan.dirty.length > 0);
  else if (git(root, 'merge', '--ff-only', '--quiet', '@{u}').code !== 0)
    throw new StepFailed(said.mergeFailed, said.nothingChanged, said.reportIt);
  await npmCi(root);
  let built = true;
  let restart = true;
  try {
    restart = await buildForServer(root);
  } catch {
    built = false;
  }
  if (built) restartOrReload(restart);
  const recovery = recoveryFor(built, built && (await askLocally(root, 30_000)));
  if (recovery === 'none') return (console.log(`✓ ${said.done(gitOut(root, 'log', '-1', '--format=%h %s'))}`), true);
  const back = await recover(root, before, recovery === 'code-and-build');
  console.log(`✗ ${built ? said.notAnswering : said.buildFailed}`);
  console.log(`  ${back ? said.rolledBack(before.slice(0, 7)) : said.rollbackFailed}`);
  return false;
}
