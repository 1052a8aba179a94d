// What the operator reads, in their language: `messages().settings.emptyValue('SPONSOR')`.
// One catalogue per language (pt-BR/, en/), each split by area with the same keys; the English
// one is typed after the Portuguese, and a unit test compares their keys at run time as well.
import { en } from './en';
import { currentLanguage, type Language } from './language';
import { ptBR } from './pt-BR';

export type Catalogue = typeof ptBR;

export const catalogues: Record<Language, Catalogue> = { 'pt-BR': ptBR, en };

export const messages = (): Catalogue => catalogues[currentLanguage()];
