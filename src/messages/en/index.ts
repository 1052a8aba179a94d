// The English catalogue: the same messages as the Portuguese one, area by area.
import type { ptBR } from '../pt-BR';
import { report } from './report';
import { settings } from './settings';

export const en: typeof ptBR = { settings, report };
