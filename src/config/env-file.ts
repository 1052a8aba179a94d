// The operator's settings file: NAME=value lines that both the build and the server read, so that a
// rebuild, a restart or an upgrade can never run without the site's settings (README,
// Configuration). Node's own parser (util.parseEnv, the one behind `node --env-file`) reads it: no
// dependency. A variable set in the command's environment wins over the file, as with every
// env-file tool (and as systemd's EnvironmentFile= already put the same values there).
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseEnv } from 'node:util';
import { ConfigError, valueOf, type Env } from './settings';

/** Names another settings file; without it, site.env in the project folder is read if present. */
export const envFileVariable = 'SITE_ENV_FILE';
export const defaultEnvFileName = 'site.env';

export interface LoadedEnv {
  /** The file's values under the command's environment. */
  env: Env;
  /** The file read, or null when there is none. */
  file: string | null;
  /** Variables that came from the file (the command's environment did not set them). */
  fromFile: string[];
}

export function readEnvFile(root: string, commandEnv: Env): LoadedEnv {
  const named = valueOf(commandEnv, envFileVariable);
  const path = named === undefined ? join(root, defaultEnvFileName) : resolve(root, named);
  if (!existsSync(path)) {
    if (named !== undefined) throw new ConfigError(`${envFileVariable} must name an existing settings file (got ${JSON.stringify(named)}: ${path} does not exist).`);
    return { env: { ...commandEnv }, file: null, fromFile: [] };
  }
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new ConfigError(`The settings file ${path} cannot be read (${(error as Error).message}).`);
  }
  const values = parseEnv(text);
  const fromFile = Object.keys(values).filter((name) => commandEnv[name] === undefined);
  return { env: { ...values, ...commandEnv }, file: path, fromFile };
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
