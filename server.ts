// The production server: node dist/server.mjs (built from this file by npm run build).
// It serves the dist/ folder it sits in. PORT and HOST come from the environment.
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, parseServerSettings, siteSettingsDrift } from './src/config/settings';
import { createServer } from 'node:http';
import { createHandler } from './src/server/app';
import { applyTimeouts, stopGracefully } from './src/server/lifecycle';
import { createLogger } from './src/server/log';
import { createNotFoundLog } from './src/server/not-found-log';
import { loadSite, MissingBuildError } from './src/server/site-files';

const log = createLogger();
const here = dirname(fileURLToPath(import.meta.url));
// Bundled as dist/server.mjs it serves its own folder; run from source it serves ./dist.
const distDir = basename(here) === 'dist' ? here : join(here, 'dist');

function stop(message: string): never {
  log.error(message);
  process.exit(1);
}

let settings;
let site;
try {
  settings = parseServerSettings(process.env);
  site = loadSite(distDir);
  if (site.demoDefaultsUsed.length > 0) {
    log.warn('this build uses demo values: links reach no real sponsor; set them and rebuild', { variables: site.demoDefaultsUsed });
  }
  const drift = siteSettingsDrift(process.env, site.settings);
  if (drift.length > 0) {
    log.warn('site settings differ from the build; rebuild to apply', { variables: drift });
  }
} catch (error) {
  if (error instanceof ConfigError || error instanceof MissingBuildError) stop(error.message);
  throw error;
}

const { sponsor, registerUrl, whatsappNumber, socialProof } = site.settings;
const notFoundLog = createNotFoundLog(log);
const server = createServer(createHandler(site, log, { hsts: settings.hsts, notFoundLog })).listen(settings.port, settings.host);
applyTimeouts(server);
// Reports 404 lines dropped by the rate limit even when the flood stops.
setInterval(() => notFoundLog.flush(), 1_000).unref();

server.on('listening', () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : settings.port;
  log.info('listening', {
    url: `http://${settings.host.includes(':') ? `[${settings.host}]` : settings.host}:${port}`,
    build: site.builtAt,
    settings: { sponsor, registerUrl, whatsappNumber, socialProof, hsts: settings.hsts },
  });
});

server.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EADDRINUSE') stop(`Port ${settings.port} on ${settings.host} is already in use. Stop the other process or set PORT.`);
  if (error.code === 'EACCES') stop(`No permission to listen on port ${settings.port}. Use a port above 1023 or run behind a proxy.`);
  stop(`Server error: ${error.message}`);
});

let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    stopGracefully(server, log, signal);
  });
}

process.on('uncaughtException', (error) => {
  log.error('uncaught exception', { error: error.message, stack: error.stack });
  process.exit(1);
});
