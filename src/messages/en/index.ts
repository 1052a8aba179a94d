// The English catalogue: the same messages as the Portuguese one, area by area.
import type { ptBR } from '../pt-BR';
import { deploy } from './deploy';
import { dev } from './dev';
import { server } from './server';
import { settings } from './settings';
import { texts } from './texts';

export const en: typeof ptBR = { settings, server, deploy, dev, texts };
