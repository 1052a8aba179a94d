// O catálogo em português: tudo o que o operador lê, por assunto (um arquivo por assunto).
import { settings } from './settings';

export const ptBR = { settings };
