// The operator's settings file, which both the build and the server read, so that a rebuild, a
// restart or an upgrade can never run without the site's settings (README, Configuration). It
// lives in the operator's folder (site/, or the folder SITE_DIR names), which git and npm never
// touch. Read strictly (config/settings-file.ts). A variable set in the command's environment wins over
// the file, as with every env-file tool (and as systemd's EnvironmentFile= put the same values there).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { envFileVariable, siteDirVariable } from '../config/setting-names';
import { ConfigError, valueOf, type Env } from '../config/settings';
import { misspelledInEnvironment, parseSettingsFile } from '../config/settings-file';

export { envFileVariable, siteDirVariable };
export const defaultSiteDirName = 'site';
export const settingsFileName = 'site.env';

/** A path as the operator reads it: relative to the project folder when inside it. */
export function shownPath(root: string, path: string): string {
  const inside = relative(root, path);
  return inside !== '' && !inside.startsWith('..') && !isAbsolute(inside) ? inside : path;
}

/** The operator's folder. A folder SITE_DIR names must exist; site/ need not (a fresh clone). */
export function siteFolder(root: string, env: Env): string {
  const named = valueOf(env, siteDirVariable);
  if (named === undefined) return join(root, defaultSiteDirName);
  const dir = resolve(root, named);
  if (!existsSync(dir) || !statSync(dir).isDirectory()) {
    throw new ConfigError(`${siteDirVariable} must name an existing folder (got ${JSON.stringify(named)}: ${dir} is not one). Create it, or unset ${siteDirVariable} to use site/ in the project folder.`);
  }
  return dir;
}

export interface LoadedEnv {
  /** The file's values under the command's environment. */
  env: Env;
  /** The file read, or null when there is none. */
  file: string | null;
  /** Variables that came from the file (the command's environment did not set them). */
  fromFile: string[];
  /** For the operator: a settings file in its old place, and how to move it. */
  notices: string[];
}

/** Which file to read: SITE_ENV_FILE, site/site.env, or site.env in the project folder (the old place, with a notice). */
function settingsFileFor(root: string, commandEnv: Env): { path: string | null; notices: string[] } {
  const named = valueOf(commandEnv, envFileVariable);
  if (named !== undefined) {
    const path = resolve(root, named);
    if (!existsSync(path)) throw new ConfigError(`${envFileVariable} must name an existing settings file (got ${JSON.stringify(named)}: ${path} does not exist).`);
    return { path, notices: [] };
  }
  const current = join(siteFolder(root, commandEnv), settingsFileName);
  const old = join(root, settingsFileName);
  const [shownCurrent, shownOld] = [shownPath(root, current), shownPath(root, old)];
  if (existsSync(current) && existsSync(old)) {
    throw new ConfigError(`Two settings files: ${shownOld} (the old place) and ${shownCurrent}. Move what you still need from ${shownOld} into ${shownCurrent}, then delete ${shownOld}.`);
  }
  if (!existsSync(old)) return { path: existsSync(current) ? current : null, notices: [] };
  const notice =
    `Notice: settings read from ${shownOld}, their old place. Move the file into your site folder, where git and npm never touch it: ` +
    `mkdir -p ${shownPath(root, resolve(current, '..'))} && mv ${shownOld} ${shownCurrent} (and remove EnvironmentFile= from the systemd unit if it names ${shownOld}).`;
  return { path: old, notices: [notice] };
}

export function readEnvFile(root: string, commandEnv: Env): LoadedEnv {
  const misspelled = misspelledInEnvironment(commandEnv);
  if (misspelled.length > 0) throw new ConfigError(misspelled.join(' '));
  const { path, notices } = settingsFileFor(root, commandEnv);
  if (path === null) return { env: { ...commandEnv }, file: null, fromFile: [], notices };
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new ConfigError(`The settings file ${path} cannot be read (${(error as Error).message}). Check that it is a file readable by this user (chmod 644 ${path}).`);
  }
  const values = parseSettingsFile(text, shownPath(root, path));
  const fromFile = Object.keys(values).filter((name) => commandEnv[name] === undefined);
  return { env: { ...values, ...commandEnv }, file: path, fromFile, notices };
}

/**
 * Reads the settings file into process.env (never over a variable the command set), as
 * process.loadEnvFile does, so every part of the program sees one environment.
 */
export function applyEnvFile(root: string): LoadedEnv {
  const loaded = readEnvFile(root, process.env);
  for (const name of loaded.fromFile) process.env[name] = loaded.env[name];
  return loaded;
}
