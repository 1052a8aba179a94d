// Which language each command speaks, chosen before it prints anything: SITE_LANGUAGE from the
// command's environment, else from the settings file. The file is only glanced at here (one
// line, leniently): its strict reading comes next and may stop on a mistake, and that message
// must already be in the operator's language. After the strict reading, each command calls
// `chooseLanguage` again, which refuses a bad value in both languages. The commands that never read
// the file strictly glance at its TZ the same way (load-settings.ts).
import { existsSync, readFileSync } from 'node:fs';
import { languageVariable } from '../setting-names';
import type { Env } from '../setting-table';
import { chooseLanguage } from '../../messages/catalogue';
import { useLanguage } from '../../messages/language';
import { parseSettingsFile } from '../settings-file';
import { parseLanguage, type Language } from '../site-language';
import { settingsFilePlace } from './env-file';

/** The settings file a command would read, by env-file.ts's rule read leniently, or null. */
function settingsFileGuess(root: string, env: Env): string | null {
  const place = settingsFilePlace(root, env, 'lenient');
  const candidates = place.named !== undefined ? [place.path] : [place.current, place.old];
  return candidates.find((path) => existsSync(path)) ?? null;
}

/** The language a settings file's SITE_LANGUAGE line names, or null (no file, no line, unreadable). */
export function settingsFileLanguage(root: string, env: Env): Language | null {
  const path = settingsFileGuess(root, env);
  if (!path) return null;
  try {
    const line = new RegExp(`^\\s*${languageVariable}\\s*=\\s*["']?([A-Za-z_-]+)`, 'm').exec(
      readFileSync(path, 'utf8'),
    );
    return line ? parseLanguage(line[1]!) : null;
  } catch {
    return null;
  }
}

/**
 * A setting's value in the settings file, read from its line alone by the real reader (quotes
 * and all), for the commands that only glance at the file; null when no line sets it or it cannot
 * be read.
 */
export function glancedSetting(root: string, env: Env, name: string): string | null {
  const path = settingsFileGuess(root, env);
  if (!path) return null;
  try {
    const line = new RegExp(`^[ \\t]*${name}[ \\t]*=.*$`, 'm').exec(readFileSync(path, 'utf8'))?.[0];
    return line === undefined ? null : (parseSettingsFile(line, path)[name] ?? null);
  } catch {
    return null;
  }
}

/**
 * Chooses the language before the settings file is read strictly: the file's SITE_LANGUAGE, then
 * the command's (which wins). Returns the message to stop on when the command's value names none.
 */
export function chooseLanguageBeforeSettings(root: string, env: Env): string | null {
  const fromFile = settingsFileLanguage(root, env);
  if (fromFile) useLanguage(fromFile);
  return chooseLanguage(env);
}
