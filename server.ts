// The production server: node dist/server.mjs (built from this file by npm run build).
// It serves the dist/ folder it was started from (dist is a link to the live build; see
// src/builder/store/build-store.ts). Settings come from site/site.env and the environment (PORT, HOST,
// HSTS…), read once at start. SIGHUP (systemctl reload) loads the newest build and switches to it
// without dropping a request; server settings changed in the file meanwhile are named for a restart.
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readEnvFile } from './src/settings/site-folder/env-file';
import { loadSettings } from './src/settings/site-folder/load-settings';
import { messages } from './src/messages/catalogue';
import { restartNotes } from './src/settings/restart-settings';
import { ConfigError } from './src/settings/settings';
import { settingName } from './src/settings/setting-table';
import { describeSetting, lineOf, locatedMessage } from './src/settings/setting-origin';
import { buildSettingsReport, toleratingBuildOnly } from './src/settings/site-folder/build-only-settings';
import { parseServerSettings, type ServerSettings } from './src/settings/server-settings';
import { parseAccessLogSettings, type AccessLogSettings } from './src/settings/access-log-settings';
import { parseTimeZone } from './src/settings/time-zone';
import { checkAccessLogOpens } from './src/server/access-log/open-check';
import { startAccessLog } from './src/server/access-log/start';
import { listenErrorMessage } from './src/server/process/listen-errors';
import { createHandler } from './src/server/http/app';
import { createSiteServer, stopGracefully } from './src/server/process/lifecycle';
import { forgetListenVariables, listenTarget, type ListenTarget } from './src/server/process/listen-target';
import { createLiveSite, describeBuild, shownBuildTime, warnOfDemoValues } from './src/server/site/live-site';
import { createLogger } from './src/server/process/log';
import { createNotFoundLog } from './src/server/http/not-found-log';
import { loadSite, MissingBuildError, type Site } from './src/server/site/load-site';
import { systemErrorSentence } from './src/messages/system-errors';
import { commandUser } from './src/settings/site-folder/command-user';

const log = createLogger();
// The path as started (node dist/server.mjs), not the module's resolved location: that is the build
// folder dist pointed at then, and a reload must read where dist points now.
const entry = resolve(process.argv[1] ?? fileURLToPath(import.meta.url));
// Bundled as dist/server.mjs it serves its own folder; run from source it serves ./dist.
const distPath = basename(entry) === 'server.mjs' ? dirname(entry) : join(dirname(entry), 'dist');

function stop(message: string): never {
  log.error(message, { text: message });
  process.exit(1);
}

const projectRoot = dirname(distPath);
// From here on, an error nobody catches is one line too, even during the start below.
process.on('uncaughtException', (error) => {
  // A full disk, a missing permission…: which file and what to do; anything else, Node's words and the stack.
  const context = { command: 'systemctl restart ozonteck', user: commandUser(), root: projectRoot };
  const text = systemErrorSentence(error, context) ?? messages().server.uncaught(error.message);
  log.error('uncaught exception', { error: error.message, stack: error.stack, text });
  process.exit(1);
});
// The environment the server was started with, and with the settings file applied: a reload
// compares the file's server settings with these (restart-settings.ts).
const commandEnv = { ...process.env };
// Strict for the server's own settings; a problem in one only the build reads is a warning below.
const started = loadSettings(projectRoot, 'server');
if (started.stop !== undefined) stop(started.stop);
const envFile = started.loaded!;
const startedEnv = { ...process.env };
// Where each setting was read: a bad value's message names its line.
const origins = envFile.origins;

/** What the server starts with: its settings, where it listens, and the build it serves. */
interface Started {
  settings: ServerSettings;
  accessLog: AccessLogSettings;
  site: Site;
  target: ListenTarget;
}

/** Reads the server's settings, checks the access log opens and loads the build: a bad setting or no build stops. */
function start(): Started {
  try {
    if (envFile.file) log.info('settings file read', { file: envFile.file, variables: envFile.fromFile, text: messages().server.settingsFileRead(envFile.file) });
    for (const notice of envFile.notices) log.warn('settings file in its old place', { notice, text: notice });
    const settings = parseServerSettings(process.env);
    const accessLog = parseAccessLogSettings(process.env);
    // The access log's times in the zone of every date the operator reads: TZ, else Brasília's.
    process.env.TZ = parseTimeZone(process.env);
    checkAccessLogOpens(accessLog.destination);
    const target = listenTarget(process.env, process.pid, settings);
    forgetListenVariables(process.env);
    const site = loadSite(distPath);
    warnOfDemoValues(site, log);
    const { problems, drift } = buildSettingsReport({ ...envFile, env: process.env }, site.settings);
    for (const problem of problems) log.warn('a build setting the next build will refuse; the live build keeps serving', { problem, text: problem });
    if (drift.length > 0) {
      log.warn('site settings differ from the build; rebuild to apply', { variables: drift, text: messages().server.settingsDrift(drift.join(', ')) });
    }
    return { settings, accessLog, site, target };
  } catch (error) {
    if (error instanceof ConfigError) stop(locatedMessage(error, origins, process.env));
    if (error instanceof MissingBuildError) stop(error.message);
    throw error;
  }
}
const { settings, accessLog: accessLogSettings, site, target } = start();

const notFoundLog = createNotFoundLog(log);
const accessLog = startAccessLog(accessLogSettings, log);
const live = createLiveSite(distPath, site, (loaded) => createHandler(loaded, log, { hsts: settings.hsts, notFoundLog, observe: accessLog.observe }), log);
const server = createSiteServer(live.handle);
if ('fd' in target) server.listen({ fd: target.fd });
else server.listen(settings.port, settings.host);
accessLog.attach(server);
// Reports 404 lines dropped by the rate limit even when the flood stops.
setInterval(() => notFoundLog.flush(), 1_000).unref();

server.on('listening', () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : settings.port;
  const host = 'fd' in target ? (typeof address === 'object' && address ? address.address : '') : settings.host;
  const { build, dir, settings: built } = describeBuild(live.site);
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  log.info('listening', {
    url,
    socket: 'fd' in target ? 'systemd' : 'HOST/PORT',
    pid: process.pid,
    build,
    dir,
    settings: { ...built, hsts: settings.hsts },
    text: messages().server.listening(url, process.pid, dir, shownBuildTime(live.site)),
  });
});

server.on('error', (error: NodeJS.ErrnoException) => {
  if ('fd' in target) stop(messages().server.socketUnusable(target.fd, error.message));
  const portSetting = lineOf(origins, settingName.PORT) || startedEnv[settingName.PORT] !== undefined ? describeSetting(origins, settingName.PORT, startedEnv) : messages().server.listen.portIn(origins.file);
  stop(listenErrorMessage(error, settings.port, settings.host, portSetting));
});

let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    stopGracefully(server, log, signal, (code) => void accessLog.close().then(() => process.exit(code)));
  });
}
/** What the reload leaves for a restart: server settings changed in the file, or a file a restart would stop on. */
function settingsNotes(): Record<string, unknown> {
  try {
    const loaded = readEnvFile(projectRoot, commandEnv, toleratingBuildOnly);
    const { problems } = buildSettingsReport(loaded, live.site.settings);
    return { ...restartNotes(startedEnv, loaded.env), ...(problems.length > 0 ? { buildSettingProblems: problems } : {}) };
  } catch (error) {
    if (error instanceof ConfigError) return { settingsFileError: messages().server.restartWouldStop(error.message) };
    throw error;
  }
}
process.on('SIGHUP', () => {
  if (!stopping) live.reload(settingsNotes());
});

