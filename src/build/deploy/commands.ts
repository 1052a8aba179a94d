// npm run status and npm run rollback (run through the node loader, like npm run build): which build
// is live, when it was made, with which settings, and which builds are kept; and the way back to the
// build before. Both are safe while the server runs: a rollback switches dist the way a deploy does,
// and the server keeps serving the build it has until it is told to reload.
import { lstat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { applyEnvFile } from '../../site-folder/env-file';
import { ConfigError } from '../../config/settings';
import { MissingBuildError } from '../../server/site/load-site';
import { defaultRetentionDays, parseRetentionDays } from './asset-retention';
import { BuildRefused, distLinkName, listBuilds } from './build-store';
import { keptLines, previousBuild, reloadAdvice, settingsLines } from './build-report';
import { rollBack } from './rollback';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

async function status(): Promise<void> {
  const builds = await listBuilds(root);
  const live = builds.find((build) => build.live);
  if (!live) {
    console.log(builds.length === 0 ? 'No build yet: run npm run build.' : `dist does not point at a kept build. ${keptLines(builds).join('\n')}`);
    return;
  }
  const since = (await lstat(join(root, distLinkName))).mtime.toISOString();
  console.log(`Live build: ${live.name}, built ${live.info?.builtAt ?? '(unknown)'}, live in dist since ${since}, with:`);
  console.log(settingsLines(live.info).join('\n'));
  console.log(keptLines(builds).join('\n'));
  const previous = previousBuild(builds);
  console.log(previous ? `npm run rollback would make ${previous.name} live (sponsor ${previous.info?.settings.sponsor ?? '?'}).` : 'No build before the live one is kept: npm run rollback has nowhere to go.');
  console.log('Which build the running server serves: its last "listening" or "reloaded" line (journalctl -u ozonteck | tail).');
}

/** The retention window from the settings; a settings file with a mistake must not block the way back. */
function retentionDays(): number {
  try {
    applyEnvFile(root);
    return parseRetentionDays(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.warn(`Warning: ${error.message} The rollback goes on with ASSET_RETENTION_DAYS=${defaultRetentionDays}; correct this before the next build.`);
    return defaultRetentionDays;
  }
}

async function rollback(): Promise<void> {
  const { from, to, builds } = await rollBack(root, new Date(), retentionDays());
  console.log(`Rolled back: dist -> ${to.name} (built ${to.info?.builtAt ?? '?'}), in place of ${from.name} (sponsor ${from.info?.settings.sponsor ?? '?'}).`);
  console.log(settingsLines(to.info).join('\n'));
  console.log(keptLines(builds).join('\n'));
  const further = previousBuild(builds);
  console.log(further ? `npm run rollback again goes one build further back, to ${further.name}.` : 'This is the oldest kept build: there is none before it.');
  console.log("site/site.env still holds the newer build's settings: correct it before the next npm run build, or that build brings them back.");
  console.log(reloadAdvice);
}

const commands: Record<string, () => Promise<void>> = { status, rollback };
const command = commands[process.argv[2] ?? ''];
if (!command) {
  console.error(`Usage: npm run status | npm run rollback (got ${JSON.stringify(process.argv[2] ?? '')}).`);
  process.exit(2);
}
try {
  await command();
} catch (error) {
  if (!(error instanceof BuildRefused || error instanceof MissingBuildError)) throw error;
  console.error(process.argv[2] === 'rollback' ? `Rollback stopped: ${error.message} dist/ is unchanged.` : `Status: ${error.message}`);
  process.exit(1);
}
