// O catálogo em português: tudo o que o operador lê, por assunto (um arquivo por assunto).
import { report } from './report';
import { settings } from './settings';

export const ptBR = { settings, report };
