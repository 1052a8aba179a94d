export const chat = {
  buttonLabel: 'Conversar no WhatsApp',
  tooltip: 'Fale conosco no WhatsApp',
  bubble: 'Olá, eu posso te ajudar com o seu cadastro?',
  dismissLabel: 'Fechar mensagem',
} as const;

export const backToTop = {
  label: 'Voltar ao topo',
} as const;
