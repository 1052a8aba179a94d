// Which language the operator reads: Brazilian Portuguese unless SITE_LANGUAGE says English.
// Setting names, paths and commands stay as they are in both. Pure (no Node): the catalogue is
// chosen once by each command's entry point, before it prints anything.
import { languageVariable } from '../settings/setting-names';

export { languageVariable };

export const languages = ['pt-BR', 'en'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'pt-BR';

/** How an operator may write each language (compared lower-case, `_` read as `-`). */
const spellings: Record<string, Language> = { 'pt-br': 'pt-BR', pt: 'pt-BR', en: 'en', 'en-us': 'en', 'en-gb': 'en' };

/** The language a SITE_LANGUAGE value names, or null when it names none. */
export function parseLanguage(value: string): Language | null {
  return spellings[value.trim().toLowerCase().replace('_', '-')] ?? null;
}

let current: Language = defaultLanguage;

/** Chosen once at start-up (and again once the settings file is read, if it sets SITE_LANGUAGE). */
export function useLanguage(language: Language): void {
  current = language;
}

export const currentLanguage = (): Language => current;
