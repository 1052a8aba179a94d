// Every command's start-up, in one sequence: the language first (so that every later message is
// in it), then the settings file read strictly into the environment, then the language again as
// the file set it. What a problem does is the command's policy, below: the build and the server
// stop on it, naming the file and the line, except that the server reads past the lines of
// settings only the build reads (the settings table's readers) and warns about them once the
// live build is loaded; the report and the rollback say it and go on: neither changes the site
// from the settings, and the way back must never be blocked by them. The commands that only glance
// at the file take its TZ too: every date the operator reads is in one zone (time-zone.ts).
import { lineOf } from '../setting-origin';
import { settingName, type Env } from '../setting-table';
import { ConfigError } from '../settings';
import type { ReadOptions } from '../settings-file';
import { chooseLanguage, messages } from '../../messages/catalogue';
import { toleratingBuildOnly } from './build-only-settings';
import { applyEnvFile, type LoadedEnv } from './env-file';
import { chooseLanguageBeforeSettings, glancedSetting } from './operator-language';
import { defaultTimeZone, parseTimeZone } from '../time-zone';

export type Command = 'build' | 'server' | 'report' | 'status' | 'rollback' | 'qr';

type OnProblem = 'stop' | 'warn';

interface Policy {
  /** A SITE_LANGUAGE naming no language, in the command's environment. */
  language: OnProblem;
  /**
   * The settings file: read strictly into the environment, and what a problem in it does; or only glanced at
   * for its SITE_LANGUAGE.
   */
  file: OnProblem | 'glance';
  /** The stop's words around a problem of the file. */
  stopping?: (problem: string) => string;
  /** Lines of the file read past instead of stopped on, to warn about later. */
  readsPast?: Pick<ReadOptions, 'tolerate'>;
}

const policies: Record<Command, Policy> = {
  build: { language: 'stop', file: 'stop', stopping: (problem) => messages().build.stopped(problem) },
  // Over a setting only the build reads, it warns once the live build is loaded (build-only-settings.ts).
  server: { language: 'stop', file: 'stop', readsPast: toleratingBuildOnly },
  // The report changes nothing: it goes on in Portuguese.
  report: { language: 'warn', file: 'glance' },
  status: { language: 'stop', file: 'glance' },
  // The QR code's address is the live build's SITE_URL, not the file's.
  qr: { language: 'stop', file: 'glance' },
  // The way back never blocks on a bad settings file: it goes on with the defaults.
  rollback: { language: 'stop', file: 'warn' },
};

export type LoadedSettings =
  | { stop: string }
  | {
      stop?: undefined;
      /** The file's values as applied, or null when the command only glances at it or it could not be read. */
      loaded: LoadedEnv | null;
      /** Problems said but not obeyed (the policy is to warn): the command goes on. */
      warnings: string[];
      /** The settings file's problem the command goes on despite, or null. */
      fileProblem: string | null;
    };

/** The problem with the file's line in front ("site/site.env, line 3: …"), when the value came from the file. */
function withLanguageLine(problem: string, loaded: LoadedEnv): string {
  const line = lineOf(loaded.origins, settingName.SITE_LANGUAGE);
  return line ? `${line}: ${problem}` : problem;
}

/**
 * For a command that does not read the settings file strictly: its TZ glanced at (unless the command
 * sets one), so that its dates are in the zone the server's are; and the warning a TZ naming no zone
 * gets (the build and the server stop on it).
 */
function timeZoneWarnings(root: string, env: Env, glance: boolean): string[] {
  if (glance && env[settingName.TZ] === undefined) {
    const fromFile = glancedSetting(root, env, settingName.TZ);
    if (fromFile !== null) env[settingName.TZ] = fromFile;
  }
  try {
    parseTimeZone(env);
    return [];
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return [messages().settings.timeZoneFallback(error.message, defaultTimeZone)];
  }
}

/**
 * The command's language chosen and its settings file applied to `env` (process.env), by the
 * command's policy: a stop to print and exit on, or what was loaded and what to warn about.
 */
export function loadSettings(root: string, command: Command, env: Env = process.env): LoadedSettings {
  const policy = policies[command];
  const languageProblem = chooseLanguageBeforeSettings(root, env);
  if (languageProblem && policy.language === 'stop') return { stop: languageProblem };
  const warnings = languageProblem ? [languageProblem] : [];
  if (policy.file === 'glance')
    return { loaded: null, warnings: [...warnings, ...timeZoneWarnings(root, env, true)], fileProblem: null };
  let loaded: LoadedEnv;
  try {
    loaded = applyEnvFile(root, env, policy.readsPast);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    if (policy.file === 'stop') return { stop: policy.stopping ? policy.stopping(error.message) : error.message };
    return { loaded: null, warnings: [...warnings, ...timeZoneWarnings(root, env, true)], fileProblem: error.message };
  }
  const fileLanguageProblem = chooseLanguage(env);
  if (fileLanguageProblem) {
    const located = withLanguageLine(fileLanguageProblem, loaded);
    if (policy.file === 'stop') return { stop: located };
    warnings.push(located);
  }
  if (policy.file !== 'stop') warnings.push(...timeZoneWarnings(root, env, false));
  return { loaded, warnings, fileProblem: null };
}
