// Mensagens do build (npm run build): o que foi lido, por que parou, e o veredito nas últimas linhas.

export const build = {
  stopped: (message: string) => `Build interrompido: ${message}`,
  serverWouldStop: (problem: string) =>
    `${problem} O servidor lê esta configuração quando inicia e não iniciaria com ela: corrija antes de ` +
      `reiniciá-lo.`,
  settingsRead: (file: string) =>
    `Configurações lidas de ${file} (uma variável definida no comando vale mais que o arquivo).`,

  /** The size table: each file's bytes as written, then as sent compressed ("–": sent as it is). */
  sizeHeader: ['arquivo', 'tamanho (bytes)', 'enviado com gzip', 'enviado com brotli'] as readonly string[],
  sizeTotal: 'total',

  // O veredito: as últimas linhas de todo build.
  verdictRule: '─'.repeat(40),
  // O build não sabe se o servidor já recarregou: diz o que é verdade.
  verdictLive:
    'PRONTO com as suas configurações; fica no ar quando o servidor recarregar (systemctl reload ' +
      'ozonteck). Os links que os visitantes seguem:',
  // O código do servidor mudou (src/builder/store/server-code.ts): um reload não basta.
  verdictLiveRestart:
    'PRONTO com as suas configurações; fica no ar quando o servidor reiniciar (systemctl restart ' +
      'ozonteck). Os links que os visitantes seguem:',
  restartLast:
    'REINICIE o servidor: systemctl restart ozonteck (sem systemd: pare-o e rode node dist/server.mjs). O ' +
      'código do servidor mudou desde o build que estava no ar, e um reload deixaria o servidor antigo ' +
      'servindo as páginas novas.',
  verdictDemo:
    'DEMONSTRAÇÃO: SPONSOR, REGISTER_URL e WHATSAPP_NUMBER não estão definidas, então os links levam à ' +
      'demonstração, não a você. Para pôr o site no ar, configure as três em site/site.env (veja o README, ' +
      'Configurações).',
  registerLink: 'cadastro',
  chatLink: 'WhatsApp',
  siteUrl: 'site',
  warnings: (count: number) =>
    count === 1 ? 'Há 1 aviso (acima, e repetido aqui):' : `Há ${count} avisos (acima, e repetidos aqui):`,
  noWarnings: 'Nenhum aviso.',
};
