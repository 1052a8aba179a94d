// The English catalogue: the same messages as the Portuguese one, area by area.
import type { ptBR } from '../pt-BR';
import { build } from './build';
import { leads } from './leads';
import { pictures } from './pictures';
import { report } from './report';
import { settings } from './settings';

export const en: typeof ptBR = { settings, leads, build, pictures, report };
