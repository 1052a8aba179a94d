// What the operator reads, in their language: `messages().settings.emptyValue('SPONSOR')`.
// One catalogue per language (pt-BR/, en/), each split by area with the same keys; the English
// one is typed after the Portuguese, and a unit test compares their keys at run time as well.
import type { Env } from '../settings/setting-table';
import { en } from './en';
import { parseLanguage } from '../settings/site-language';
import { currentLanguage, languageVariable, useLanguage, type Language } from './language';
import { ptBR } from './pt-BR';

export type Catalogue = typeof ptBR;

export const catalogues: Record<Language, Catalogue> = { 'pt-BR': ptBR, en };

export const messages = (): Catalogue => catalogues[currentLanguage()];

/**
 * Chooses the language SITE_LANGUAGE names (unset: Brazilian Portuguese). Each command's entry
 * point calls it with its environment, then again once the settings file is read. A value that
 * names no language returns the message to stop on, in both languages: which one the operator
 * reads is exactly what is in doubt.
 */
export function chooseLanguage(env: Env): string | null {
  const value = env[languageVariable];
  if (value === undefined) return null;
  const language = parseLanguage(value);
  if (language) {
    useLanguage(language);
    return null;
  }
  const got = JSON.stringify(value);
  return `${ptBR.settings.unknownLanguage(got)}\n${en.settings.unknownLanguage(got)}`;
}
