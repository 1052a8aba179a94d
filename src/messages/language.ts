// Which language the operator reads: Brazilian Portuguese unless SITE_LANGUAGE says English
// (read by settings/site-language.ts). Setting names, paths and commands stay as they are in both.
// Pure (no Node): the catalogue is chosen once by each command's entry point, before it prints anything.
import { languageVariable } from '../settings/setting-names';
import { defaultLanguage, languages, type Language } from '../settings/site-language';

export { defaultLanguage, languages, languageVariable, type Language };

let current: Language = defaultLanguage;

/** Chosen once at start-up (and again once the settings file is read, if it sets SITE_LANGUAGE). */
export function useLanguage(language: Language): void {
  current = language;
}

export const currentLanguage = (): Language => current;
