// SITE_LANGUAGE: which language the operator reads, Brazilian Portuguese (the table's default)
// unless it says English. Pure; the catalogue in use is messages/language.ts's.
import { defaultOf, settingName } from './setting-table';

export const languages = ['pt-BR', 'en'] as const;
export type Language = (typeof languages)[number];

/** How an operator may write each language (compared lower-case, `_` read as `-`). */
const spellings: Record<string, Language> = { 'pt-br': 'pt-BR', pt: 'pt-BR', en: 'en', 'en-us': 'en', 'en-gb': 'en' };

/** The language a SITE_LANGUAGE value names, or null when it names none. */
export function parseLanguage(value: string): Language | null {
  return spellings[value.trim().toLowerCase().replace('_', '-')] ?? null;
}

/** The language when SITE_LANGUAGE is unset: the settings table's default. */
export const defaultLanguage: Language = parseLanguage(defaultOf(settingName.SITE_LANGUAGE)!)!;
