// Mensagens sobre os erros do sistema que o operador encontra (disco cheio, falta de permissão,
// arquivo que não existe, disco só para leitura): a frase inteira, que diz com qual arquivo e o que
// fazer, e a razão curta que vai dentro de outra frase ("o disco está cheio"). Quem escolhe qual:
// messages/system-errors.ts.

export const system = {
  /** Short, for inside another sentence: "não foi possível gravar o log (o disco está cheio)". */
  reasons: {
    noSpace: 'o disco está cheio',
    noPermission: 'sem permissão para este usuário',
    missing: 'o arquivo ou a pasta não existe',
    readOnly: 'o disco está montado só para leitura',
    diskError: 'erro de leitura ou escrita no disco',
    isFolder: 'é uma pasta, não um arquivo',
    notFolder: 'uma parte do caminho é um arquivo, não uma pasta',
    other: (code: string) => `erro do sistema ${code}`,
  },
  noSpace: (file: string, command: string) =>
    `O disco está cheio: não foi possível gravar ${file}. Libere espaço (df -h mostra quanto resta; apague logs ` +
      `ou arquivos antigos que não usa mais) e rode ${command} de novo.`,
  noPermission: (file: string, user: string, command: string, folder: string) =>
    `O usuário ${user} não tem permissão para mexer em ${file}. Rode ${command} com o mesmo usuário que fez os ` +
      `arquivos (ls -ld ${folder} mostra o dono), ou passe a pasta para ${user}: sudo chown -R ${user} ${folder}.`,
  missing: (file: string, command: string) =>
    `${file} não existe (foi apagado ou movido?). Confira o caminho e rode ${command} de novo.`,
  readOnly: (file: string, command: string) =>
    `${file} fica num disco montado só para leitura: nada pode ser gravado nele. Rode ${command} numa pasta onde ` +
      `se pode gravar; se o disco ficou assim sozinho, ele deu erro: veja dmesg | tail e peça ajuda a quem cuida ` +
      `do servidor.`,
  diskError: (file: string) =>
    `Erro de leitura ou escrita no disco em ${file}: o disco pode estar com defeito. Veja dmesg | tail, guarde uma ` +
      `cópia de site/ e dos logs, e peça ajuda a quem cuida do servidor.`,
  wrongKind: (file: string, reason: string, command: string) =>
    `${file}: ${reason}. Confira o caminho e rode ${command} de novo.`,
  /** A file the error does not name (a write to a file already open). */
  someFile: 'um arquivo',
  unexpected: (command: string, detail: string) =>
    `${command} parou num erro inesperado (${detail}). Não é um problema das suas configurações: rode ${command} ` +
      `de novo; se repetir, guarde as linhas abaixo e peça ajuda a quem mantém o código.`,
};
