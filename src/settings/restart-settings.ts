// The server's own settings take effect when it starts: a reload (SIGHUP) switches the build, not
// the listening address or the access log. When the settings file asks for other values than the
// running server started with, the reload says which need a restart instead of ignoring them.
import { restartVariables } from './setting-names';
import type { Env } from './setting-table';
import { ConfigError } from './settings';
import { messages } from '../messages/catalogue';
import { parseAccessLogSettings } from './access-log-settings';
import { parseServerSettings } from './server-settings';
import { parseTimeZone } from './time-zone';

/** The server's settings whose value (trimmed; unset counts) differs between the two environments. */
export function changedForRestart(started: Env, now: Env): string[] {
  const value = (env: Env, name: string) => env[name]?.trim();
  return restartVariables.filter((name) => value(started, name) !== value(now, name));
}

/** The error a restart with these settings would stop on, or null when they are valid. */
export function restartProblemOf(env: Env): ConfigError | null {
  try {
    parseServerSettings(env);
    parseAccessLogSettings(env);
    parseTimeZone(env);
    return null;
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
}

/** What the `reloaded` line adds when the settings file asks for server settings the running server does not have. */
export function restartNotes(started: Env, now: Env): Record<string, unknown> {
  const changed = changedForRestart(started, now);
  if (changed.length === 0) return {};
  const problem = restartProblemOf(now)?.message;
  return {
    restartToApply: changed,
    // A restart would not apply them but stop: that is what to say, not "restart to apply".
    note: problem ? messages().server.restartWouldStop(problem) : messages().server.restartToApply(changed),
    ...(problem ? { restartWouldFail: problem } : {}),
  };
}
