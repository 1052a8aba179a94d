import { operatorText } from './operator-texts';

// The bubble can be overridden from site/texts.env (operator-texts.ts).
export const chat = {
  buttonLabel: 'Conversar no WhatsApp',
  tooltip: 'Fale conosco no WhatsApp',
  get bubble() {
    return operatorText('CHAT_BUBBLE', 'Olá, eu posso te ajudar com o seu cadastro?');
  },
  dismissLabel: 'Fechar mensagem',
} as const;

export const backToTop = {
  label: 'Voltar ao topo',
} as const;
