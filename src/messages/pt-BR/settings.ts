// Mensagens sobre as configurações (site/site.env e variáveis de ambiente).

export const settings = {
  emptyValue: (name: string) => `${name} está definida mas vazia. Dê um valor a ela, ou apague a linha para usar o padrão.`,
  mustBe: (name: string, expected: string, got: string) => `${name} deve ser ${expected} (recebido: ${got}).`,
  onOrOff: '"on" ou "off"',
  unknownLanguage: (got: string) => `SITE_LANGUAGE deve ser pt-BR ou en (recebido: ${got}).`,
};
