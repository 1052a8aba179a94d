// Where each setting's value was read: a line of the settings file, or the command's environment.
// Every value error is said with it, like the file's format errors ("site/site.env, line 3: …"),
// so the operator knows which line to correct, or that the file is not the place to look.
import { messages } from '../messages/catalogue';
import type { ConfigError } from './errors';
import type { Env, SettingName } from './setting-table';

export interface SettingOrigins {
  /** The settings file as the operator reads it (site/site.env), whether or not it exists. */
  file: string;
  /** The line of the file each setting read from it is on (a variable of the command wins over the file). */
  lines: Readonly<Record<string, number>>;
}

/** When nothing is known of the origins (a unit test, a caller without a file). */
export const unknownOrigins: SettingOrigins = { file: 'site/site.env', lines: {} };

/** "site/site.env, line 3", or null when the value did not come from the file. */
export function lineOf(origins: SettingOrigins, name: string): string | null {
  const line = origins.lines[name];
  return line === undefined ? null : messages().settings.atLine(origins.file, line);
}

/**
 * The setting and where it was read: "SPONSOR (site/site.env, line 2)", or "SPONSOR (set in the command's
 * environment …)".
 */
export function describeSetting(origins: SettingOrigins, name: SettingName, env: Env): string {
  const line = lineOf(origins, name);
  if (line) return `${name} (${line})`;
  return env[name] === undefined || origins === unknownOrigins ? name : messages().settings.fromEnvironment(name);
}

/** The error's message with where its setting was read, in front, as the file's format errors have it. */
export function locatedMessage(error: ConfigError, origins: SettingOrigins, env: Env): string {
  if (!error.setting) return error.message;
  const line = lineOf(origins, error.setting);
  if (line) return `${line}: ${error.message}`;
  return env[error.setting] === undefined || origins === unknownOrigins
    ? error.message
    : `${messages().settings.inEnvironment(origins.file)}: ${error.message}`;
}
