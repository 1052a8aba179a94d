// Mensagens sobre os textos do operador (site/texts.env).

export const texts = {
  read: (file: string, names: string) => `Textos lidos de ${file}: ${names}.`,
  tooLong: (name: string, max: number, got: number) => `${name} tem ${got} caracteres; o máximo é ${max}. Encurte o texto.`,
  markup: (name: string, found: string) =>
    `${name} tem HTML (${found}), e o site mostra o texto exatamente como está escrito: os visitantes veriam ${found}. Escreva só o texto, sem marcação (para &, escreva & mesmo).`,
  unreadable: (file: string, error: string) => `O arquivo de textos ${file} não pode ser lido (${error}). Confira se é um arquivo legível por este usuário (chmod 644 ${file}).`,
};
