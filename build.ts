// npm run build: bundle the browser code, prerender every route to HTML, copy static/, bundle the
// server, and print the size of everything in dist/. Site settings come from site/site.env and the
// environment and are baked in here (see README, Configurações); the operator's pictures in
// site/images/ take the place of the samples in static/images/. The site is written beside the
// live one and switched in with one rename (src/builder/production-build.ts).
// npm run dev (build.ts --watch): the same build on every change, served with live reload.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseRetentionDays } from './src/settings/deploy-settings';
import { ImageSourceError } from './src/builder/pictures/sources';
import { demoOverrideGiven } from './src/builder/store/settings-guard';
import { buildPaths } from './src/builder/paths';
import { siteConfigFrom } from './src/settings/links';
import { settingsFileName, shownPath, siteFolder } from './src/settings/site-folder/env-file';
import { loadSettings } from './src/settings/site-folder/load-settings';
import { readOperatorTexts } from './src/settings/site-folder/texts-file';
import { ConfigError, parseSiteSettings } from './src/settings/settings';
import { restartProblemOf } from './src/settings/restart-settings';
import { locatedMessage } from './src/settings/setting-origin';
import { messages } from './src/messages/catalogue';
import { commandUser } from './src/settings/site-folder/command-user';
import { stopOnUncaught } from './src/builder/stop-on-error';

const root = dirname(fileURLToPath(import.meta.url));
const watch = process.argv.includes('--watch');
// A full disk, a missing permission… anywhere below: a sentence naming the file and what to do.
stopOnUncaught({ command: watch ? 'npm run dev' : 'npm run build', user: commandUser(), root }, (sentence) =>
  messages().build.stopped(sentence),
);

// The language, then the settings file: a problem in either stops the build, naming the file and line.
const started = loadSettings(root, 'build');
if (started.stop !== undefined) {
  console.error(started.stop);
  process.exit(1);
}
const envFile = started.loaded!;

/** A bad setting stops the build with one line naming it, and the file and line it was read from (no stack). */
function orStop<T>(step: () => T): T {
  try {
    return step();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(messages().build.stopped(locatedMessage(error, envFile.origins, process.env)));
      process.exit(1);
    }
    throw error;
  }
}

if (envFile.file) console.log(messages().build.settingsRead(shownPath(root, envFile.file)));
for (const notice of envFile.notices) console.warn(notice);
const siteDir = orStop(() => siteFolder(root, process.env));
const paths = buildPaths(root, watch ? 'dev' : 'production', siteDir);
const origins = envFile.origins;

function readSettings() {
  const parsed = parseSiteSettings(process.env, origins);
  for (const warning of parsed.warnings) console.warn(warning);
  return parsed;
}

const { settings, demoDefaultsUsed, warnings } = orStop(readSettings);
// No settings file at all: say so, or the operator who saved it elsewhere only sees "demo values".
if (!envFile.file && demoDefaultsUsed.length > 0) console.warn(messages().settings.noSettingsFile(shownPath(root, join(siteDir, settingsFileName))));
// The server reads its own settings only when it starts: checked here too, so a build never ends
// happy over a site.env the next restart would stop on.
orStop(() => {
  const problem = restartProblemOf(process.env);
  if (problem) throw new ConfigError(messages().build.serverWouldStop(problem.message), problem.setting);
});
const operatorTexts = orStop(() => readOperatorTexts(root, siteDir));
if (operatorTexts.file) console.log(messages().texts.read(operatorTexts.file, Object.keys(operatorTexts.texts).join(', ')));
const config = siteConfigFrom(settings, new Date().getFullYear(), operatorTexts.texts);

// The bundler, the prerenderer and the dev server load only once every setting has been read: a
// build stopped by a setting answers at once, and a production build never loads the dev server.
if (watch) {
  const { startDevServer } = await import('./src/builder/dev/dev-server');
  await startDevServer(paths, { settings, demoDefaultsUsed, config });
} else {
  const retentionDays = orStop(() => parseRetentionDays(process.env));
  const allowDemoOverReal = orStop(() => demoOverrideGiven(process.env, process.argv));
  const { buildAtomically, BuildRefused } = await import('./src/builder/production-build');
  try {
    await buildAtomically(paths, { settings, demoDefaultsUsed, config, retentionDays, allowDemoOverReal, settingsFile: origins.file, warnings: [...envFile.notices, ...warnings] });
  } catch (error) {
    // A refused build (settings) or a bad picture: one line, dist/ untouched (anything else: stopOnUncaught).
    if (!(error instanceof BuildRefused || error instanceof ImageSourceError)) throw error;
    console.error(messages().build.stopped(error.message));
    process.exit(1);
  }
  // The browser build of react-dom/server (used to prerender, so it shares chunks with the client)
  // keeps a MessageChannel open, which would hold the process forever.
  process.exit(0);
}
