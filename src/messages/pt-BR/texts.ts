// Mensagens sobre os textos do operador (site/texts.env).

export const texts = {
  read: (file: string, names: string) => `Textos lidos de ${file}: ${names}.`,
  tooLong: (name: string, max: number, got: number) =>
    `${name} tem ${got} caracteres (um emoji conta como um); o máximo é ${max}. Encurte o texto.`,
  notAText: (name: string, known: readonly string[]) =>
    `${name} não é um dos textos que você pode mudar. Os textos são: ${known.join(', ')}.`,
  didYouMean: (name: string, nearest: string, known: readonly string[]) =>
    `${name} não é um dos textos; você quis dizer ${nearest}? Corrija o nome (os textos são: ${known.join(', ')}).`,
  settingNotText: (name: string) =>
    `${name} é uma configuração, não um texto: ela vai em site/site.env, não em site/texts.env. Mova a linha ` +
      `para lá.`,
  markup: (name: string, found: string) =>
    `${name} tem HTML (${found}), e o site mostra o texto exatamente como está escrito: os visitantes veriam ` +
      `${found}. Escreva só o texto, sem marcação (para &, escreva & mesmo).`,
  unreadable: (file: string, error: string) =>
    `O arquivo de textos ${file} não pode ser lido (${error}). Confira se é um arquivo legível por este usuário ` +
      `(chmod 644 ${file}).`,
};
