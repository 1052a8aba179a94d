// Mensagens de npm run dev (o servidor de desenvolvimento, que refaz o site a cada gravação).

export const dev = {
  stopped: (message: string) => `Servidor de desenvolvimento parado: ${message}`,
  rebuilt: (ms: number, pages: number) => `Refeito em ${ms} ms; recarregando ${pages} página(s).`,
  notRebuilt: 'Não refeito: corrija os erros acima; a última versão boa continua no ar.',
  rebuildFailed: 'O rebuild falhou:',
  listening: (url: string) => `Servidor de desenvolvimento: ${url} (refaz e recarrega a cada mudança; Ctrl+C para)`,
  pictures: (count: number, ms: number) => `Imagens: ${count} arquivo(s) gerado(s) em ${ms} ms.`,
  picturesNotUpdated: (message: string) => `Imagens não atualizadas: ${message}`,
  staticNotReread: (message: string) => `static/ não foi relido (a última versão continua servida): ${message}`,
  building: 'Gerando o site…',
};
