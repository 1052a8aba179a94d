// The operator's settings file, which both the build and the server read, so that a rebuild, a
// restart or an upgrade can never run without the site's settings (README, Configurações). It
// lives in the operator's folder (site/, or the folder SITE_DIR names), which git and npm never
// touch. Read strictly (settings/settings-file.ts). A variable set in the command's environment wins over
// the file, as with every env-file tool (and as systemd's EnvironmentFile= put the same values there).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { isAbsolute, join, relative, resolve } from 'node:path';
import type { SettingOrigins } from '../setting-origin';
import { defaultOf, settingName, type Env } from '../setting-table';
import { ConfigError, valueOf } from '../settings';
import {
  decodeSettingsFile,
  misspelledInEnvironment,
  readSettingsText,
  type ReadOptions,
  type SettingsFile,
} from '../settings-file';
import { messages } from '../../messages/catalogue';
import { systemReason } from '../../messages/system-errors';

const { SITE_ENV_FILE: envFileVariable, SITE_DIR: siteDirVariable } = settingName;
export const defaultSiteDirName = defaultOf(siteDirVariable)!;
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
    throw new ConfigError(messages().settings.siteDirMissing(siteDirVariable, JSON.stringify(named), dir));
  }
  return dir;
}

/** Where the settings file is looked for: the file SITE_ENV_FILE names, or site.env in two folders. */
export type SettingsFilePlace =
  | { named: string; path: string }
  | { named?: undefined; current: string; old: string };

/**
 * The one rule that locates the settings file: the file SITE_ENV_FILE names (from the project folder);
 * else site.env in the operator's folder (site/, or SITE_DIR), or in the project folder, its old place.
 * Strict for the reader (an empty value, or a SITE_DIR naming no folder, stops); lenient for the glance
 * at SITE_LANGUAGE before any message can be worded (such a value counts as unset, a missing folder as
 * holding no file).
 */
export function settingsFilePlace(root: string, env: Env, reading: 'strict' | 'lenient' = 'strict'): SettingsFilePlace {
  const strict = reading === 'strict';
  const named = strict ? valueOf(env, envFileVariable) : env[envFileVariable]?.trim() || undefined;
  if (named !== undefined) return { named, path: resolve(root, named) };
  const dir = strict ? siteFolder(root, env) : resolve(root, env[siteDirVariable]?.trim() || defaultSiteDirName);
  return { current: join(dir, settingsFileName), old: join(root, settingsFileName) };
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
  /** Where each setting was read, for messages: the file as shown, and the line of each setting it set. */
  origins: SettingOrigins;
  /** Problems in lines `tolerate` let through (the server's, about settings only the build reads). */
  skipped: string[];
}

/**
 * Which file to read: SITE_ENV_FILE, site/site.env, or site.env in the project folder (the old place, with a
 * notice).
 */
function settingsFileFor(root: string, commandEnv: Env): { path: string | null; notices: string[] } {
  const place = settingsFilePlace(root, commandEnv);
  if (place.named !== undefined) {
    const { named, path } = place;
    if (!existsSync(path))
      throw new ConfigError(messages().settings.envFileMissing(envFileVariable, JSON.stringify(named), path));
    return { path, notices: [] };
  }
  const { current, old } = place;
  const [shownCurrent, shownOld] = [shownPath(root, current), shownPath(root, old)];
  if (existsSync(current) && existsSync(old)) {
    throw new ConfigError(messages().settings.twoSettingsFiles(shownOld, shownCurrent));
  }
  if (!existsSync(old)) {
    if (existsSync(current)) return { path: current, notices: [] };
    // Notepad adds .txt to a name it does not know: the settings would be silently not read.
    const misnamed = [`${current}.txt`, `${current}.txt.txt`].find((path) => existsSync(path));
    if (misnamed) throw new ConfigError(messages().settings.misnamedFile(shownPath(root, misnamed), shownCurrent));
    return { path: null, notices: [] };
  }
  const notice = messages().settings.oldPlace(shownOld, shownPath(root, resolve(current, '..')), shownCurrent);
  return { path: old, notices: [notice] };
}

/**
 * A NAME=value file read strictly from its bytes (settings or texts): not UTF-8, a bad line or
 * an unknown name stops naming `shownAs` and the line; `unreadable` words a file that cannot be read.
 */
export function readStrictFile(
  path: string,
  shownAs: string,
  unreadable: (reason: string) => string,
  options: ReadOptions = {},
): SettingsFile {
  let bytes: Uint8Array;
  try {
    bytes = readFileSync(path);
  } catch (error) {
    throw new ConfigError(unreadable(systemReason(error)));
  }
  // A byte-order mark of UTF-16, or a zero byte (never in a text file): saved as "Unicode".
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff) || bytes.includes(0)) {
    throw new ConfigError(messages().settings.utf16(shownAs));
  }
  const { text, notUtf8Lines } = decodeSettingsFile(bytes);
  return readSettingsText(text, shownAs, { ...options, notUtf8Lines });
}

export function readEnvFile(root: string, commandEnv: Env, options: Pick<ReadOptions, 'tolerate'> = {}): LoadedEnv {
  const misspelled = misspelledInEnvironment(commandEnv);
  if (misspelled.length > 0) throw new ConfigError(misspelled.join(' '));
  const { path, notices } = settingsFileFor(root, commandEnv);
  const file = shownPath(root, path ?? join(siteFolder(root, commandEnv), settingsFileName));
  if (path === null)
    return { env: { ...commandEnv }, file: null, fromFile: [], notices, origins: { file, lines: {} }, skipped: [] };
  const { values, lines, skipped } = readStrictFile(
    path,
    file,
    (reason) => messages().settings.cannotRead(path, reason),
    options,
  );
  const fromFile = Object.keys(values).filter((name) => commandEnv[name] === undefined);
  const fileLines = Object.fromEntries(fromFile.map((name) => [name, lines[name]!]));
  return {
    env: { ...values, ...commandEnv },
    file: path,
    fromFile,
    notices,
    origins: { file, lines: fileLines },
    skipped,
  };
}

/**
 * Reads the settings file into `env`, process.env (never over a variable the command set), as
 * process.loadEnvFile does, so every part of the program sees one environment.
 */
export function applyEnvFile(root: string, env: Env, options: Pick<ReadOptions, 'tolerate'> = {}): LoadedEnv {
  const loaded = readEnvFile(root, env, options);
  for (const name of loaded.fromFile) env[name] = loaded.env[name];
  return loaded;
}
