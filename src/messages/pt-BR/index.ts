// O catálogo em português: tudo o que o operador lê, por assunto (um arquivo por assunto).
import { build } from './build';
import { leads } from './leads';
import { pictures } from './pictures';
import { report } from './report';
import { settings } from './settings';

export const ptBR = { settings, leads, build, pictures, report };
