// npm run status and npm run rollback (run through the node loader, like npm run build): which build
// is live, when it was made, with which settings, and which builds are kept; and the way back to the
// build before. Both are safe while the server runs: a rollback switches dist the way a deploy does,
// and the server keeps serving the build it has until it is told to reload.
import { lstat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadSettings } from '../settings/site-folder/load-settings';
import { messages } from '../messages/catalogue';
import { shownTime } from '../messages/dates';
import { operatorTimeZone } from '../settings/time-zone';
import { ConfigError } from '../settings/settings';
import { MissingBuildError } from '../server/site/load-site';
import { defaultRetentionDays, parseRetentionDays } from '../settings/deploy-settings';
import { BuildRefused, distLinkName, listBuilds } from './store/build-store';
import { goLiveAdvice, keptLines, previousBuild, settingsLines } from './store/build-report';
import { serverCodeDiffers } from './store/server-code';
import { rollBack } from './store/rollback';
import { stopOnUncaught } from './stop-on-error';
import { commandUser } from '../settings/site-folder/command-user';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

async function status(): Promise<void> {
  const said = messages().deploy.status;
  const builds = await listBuilds(root);
  const live = builds.find((build) => build.live);
  if (!live) {
    console.log(builds.length === 0 ? said.noBuild : `${said.distNotKept} ${keptLines(builds).join('\n')}`);
    return;
  }
  const since = shownTime((await lstat(join(root, distLinkName))).mtime, operatorTimeZone(process.env));
  console.log(
    said.live(live.name, live.info ? shownTime(live.info.builtAt, operatorTimeZone(process.env)) : '?', since),
  );
  console.log(settingsLines(live.info).join('\n'));
  console.log(keptLines(builds).join('\n'));
  const previous = previousBuild(builds);
  console.log(previous ? said.rollbackWould(previous.name, previous.info?.settings.sponsor ?? '?') : said.nowhereBack);
  console.log(said.whichServed);
}

/** The retention window from the settings; a settings file with a mistake must not block the way back. */
function retentionDays(settingsProblem: string | null): number {
  let problem = settingsProblem;
  if (problem === null) {
    try {
      return parseRetentionDays(process.env);
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      problem = error.message;
    }
  }
  console.warn(messages().deploy.rollback.retentionFallback(problem, defaultRetentionDays));
  return defaultRetentionDays;
}

async function rollback(settingsProblem: string | null): Promise<void> {
  const said = messages().deploy.rollback;
  const { from, to, builds } = await rollBack(root, new Date(), retentionDays(settingsProblem));
  console.log(
    said.done(
      to.name,
      to.info ? shownTime(to.info.builtAt, operatorTimeZone(process.env)) : '?',
      from.name,
      from.info?.settings.sponsor ?? '?',
    ),
  );
  console.log(settingsLines(to.info).join('\n'));
  console.log(keptLines(builds).join('\n'));
  const further = previousBuild(builds);
  console.log(further ? said.further(further.name) : said.oldest);
  console.log(said.settingsStillNewer);
  // Going back across an upgrade: the running server's code is the newer build's.
  console.log(goLiveAdvice(await serverCodeDiffers(from.dir, to.dir)));
}

// The language before anything is printed; the settings file is read (leniently) by the rollback only.
const isRollback = process.argv[2] === 'rollback';
// A full disk, a missing permission… anywhere below: a sentence naming the file and what to do.
stopOnUncaught({ command: `npm run ${isRollback ? 'rollback' : 'status'}`, user: commandUser(), root }, (sentence) =>
  isRollback ? messages().deploy.rollback.stopped(sentence) : messages().deploy.status.failed(sentence),
);
const started = loadSettings(root, isRollback ? 'rollback' : 'status');
if (started.stop !== undefined) {
  console.error(started.stop);
  process.exit(1);
}
for (const warning of started.warnings) console.warn(warning);
const commands: Record<string, () => Promise<void>> = { status, rollback: () => rollback(started.fileProblem) };
const command = commands[process.argv[2] ?? ''];
if (!command) {
  console.error(messages().deploy.usage(JSON.stringify(process.argv[2] ?? '')));
  process.exit(2);
}
try {
  await command();
} catch (error) {
  if (!(error instanceof BuildRefused || error instanceof MissingBuildError)) throw error; // stopOnUncaught says it
  console.error(
    isRollback ? messages().deploy.rollback.stopped(error.message) : messages().deploy.status.failed(error.message),
  );
  process.exit(1);
}
