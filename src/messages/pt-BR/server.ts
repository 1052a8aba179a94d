// Mensagens do servidor (node dist/server.mjs): o texto de cada linha do log que o operador lê
// (o campo "text"; o "msg" fica em inglês, o nome estável do evento) e os erros que o impedem de iniciar.

export const server = {
  /** `build`: its folder in .dist-builds/, as npm run status lists it; `builtAt`: on the operator's clock. */
  listening: (url: string, pid: number, build: string, builtAt: string) =>
    `Site no ar em ${url} (processo ${pid}), com o build ${build}, feito em ${builtAt}.`,
  settingsFileRead: (file: string) =>
    `Configurações lidas de ${file} (as variáveis definidas no comando têm prioridade).`,
  demoValues: (variables: string) =>
    `Este build usa valores de demonstração (${variables}): os links não levam a nenhum patrocinador real. ` +
      `Defina-os ` +
      `em site/site.env e rode npm run build.`,
  settingsDrift: (variables: string) =>
    `Em site/site.env, ${variables} ${variables.includes(',') ? 'estão diferentes' : 'está diferente'} do build no ` +
      `ar: as configurações do site entram no build. Rode npm run build && systemctl reload ozonteck para ` +
      `aplicá-las.`,
  shuttingDown: (signal: string, seconds: number) =>
    `${signal} recebido: o servidor não aceita novas conexões e termina as respostas em andamento (até ` +
      `${seconds} s).`,
  graceOver: 'O prazo acabou: as conexões restantes foram fechadas.',
  stopped: 'Servidor parado.',
  notFoundDropped: (dropped: number, perSecond: number) =>
    `${dropped} linha(s) de 404 omitida(s) no último segundo (no máximo ${perSecond} por segundo, para que uma ` +
      `enxurrada não encha o disco).`,
  requestFailed: (error: string) => `Um pedido falhou (o visitante recebeu a página de erro): ${error}`,
  uncaught: (error: string) =>
    `Erro inesperado, o servidor vai parar (${error}). O systemd o inicia de novo (Restart=on-failure); se ` +
      `repetir, guarde estas linhas (journalctl -u ozonteck) e peça ajuda a quem mantém o código.`,
  reloaded: (build: string, builtAt: string) => `Recarregado: o build ${build}, feito em ${builtAt}, está no ar.`,
  reloadRefused: (reason: string) => `Recarga recusada; o build anterior continua no ar. Motivo: ${reason}`,
  restartToApply: (variables: readonly string[]) =>
    `${variables.join(', ')} ${variables.length === 1 ? 'mudou' : 'mudaram'} desde que o servidor iniciou; uma ` +
      `recarga não ${variables.length === 1 ? 'aplica essa mudança' : 'aplica essas mudanças'}: systemctl restart ` +
      `ozonteck aplica.`,
  restartWouldStop: (problem: string) => `${problem} Um reinício pararia nisso: corrija antes.`,
  socketUnusable: (fd: number, error: string) =>
    `Não é possível escutar no socket que o systemd passou (descritor ${fd}): ${error}`,
  listenFdsNotCount: (got: string) =>
    `LISTEN_FDS deve ser o número de sockets que o systemd passa, pelo menos 1 (recebido: ${got}).`,
  listenFdsMany: (count: string) =>
    `LISTEN_FDS é ${count}: o servidor escuta em um socket só; deixe um único ListenStream= na unidade .socket.`,
  listen: {
    inUse: (port: number, host: string, portSetting = 'PORT') =>
      `A porta ${port} em ${host} já está em uso. Pare o outro processo ou mude ${portSetting}.`,
    portIn: (file: string) => `PORT em ${file}`,
    noPermission: (port: number) =>
      `Sem permissão para escutar na porta ${port} (PORT). Use uma porta acima de 1023 ou um proxy na frente.`,
    noSuchHost: (host: string, code: string) => `HOST=${host} não serve para escutar: esse nome não existe ` +
      `(${code}).`,
    notThisMachine: (host: string) => `HOST=${host} não é um endereço desta máquina (EADDRNOTAVAIL).`,
    noIpv6: (host: string) => `HOST=${host} é um endereço IPv6, mas esta máquina não tem IPv6 (EAFNOSUPPORT).`,
    hostAdvice:
      'Use em HOST um endereço desta máquina, por exemplo 127.0.0.1 (só esta máquina) ou 0.0.0.0 (todas as ' +
        'interfaces).',
    other: (host: string, port: number, error: string) =>
      `Não é possível escutar em HOST=${host} PORT=${port}: ${error}`,
  },
  build: {
    missing: (dist: string, info: string, rules: string) =>
      `Nenhum build em ${dist} (falta ${info} ou ${rules}). Rode npm run build primeiro.`,
    damaged: (dist: string, detail: string) =>
      `O build em ${dist} está incompleto ou danificado (${detail}). Rode npm run build de novo.`,
    unreadable: (dist: string, detail: string) =>
      `O build em ${dist} não pode ser lido (${detail}). Confira o dono e as permissões dos arquivos (ls -l ` +
        `${dist}/): o servidor precisa ler todos; se é o disco, veja dmesg | tail.`,
    changed: (file: string) => `${file} mudou depois do build`,
    noRule: (rules: string, file: string) => `${rules} não tem regra para ${file}`,
    otherFormat: (dist: string, format: number, readable: number) =>
      `O build em ${dist} tem o formato ${format}, e este servidor lê o formato ${readable}: foi feito por outra ` +
        `versão do código. Reinicie o servidor para rodar o código que o fez.`,
  },
  expected: {
    port: 'um número inteiro de 0 a 65535 (0 escolhe uma porta livre)',
    host: 'um endereço IP ou nome desta máquina para escutar, por exemplo 127.0.0.1, 0.0.0.0 ou ::',
    ipv4: '(um endereço IPv4 são quatro números de 0 a 255)',
    accessLog:
      '"off", "stdout" ou o caminho absoluto de um arquivo onde acrescentar linhas, por exemplo ' +
        '/var/log/ozonteck/access.log',
    trustProxy:
      'o endereço IP do seu proxy reverso, ou vários separados por vírgulas, por exemplo 127.0.0.1 ou ' +
        '127.0.0.1,::1 ("off" para nenhum)',
  },
  accessLog: {
    on: (destination: string) => `Log de acesso ligado: ${destination}.`,
    cannotOpen: (path: string) => `ACCESS_LOG=${path} não pode ser aberto para escrita:`,
    orOff: 'ou defina ACCESS_LOG=stdout ou ACCESS_LOG=off.',
    systemdHint:
      'Com systemd, acrescente LogsDirectory=ozonteck à seção [Service] e use ' +
        'ACCESS_LOG=/var/log/ozonteck/access.log.',
    noFolder: (folder: string, user: string) =>
      `a pasta ${folder} não existe. Crie-a (mkdir -p ${folder}, com escrita para ${user}, o usuário deste ` +
        `servidor),`,
    noRight: (user: string, where: string, target: string) =>
      `${user}, o usuário deste servidor, não pode escrever ${where}. Dê a permissão a esse usuário (chown ` +
        `${user} ` +
        `${target}),`,
    inIt: 'nele',
    inFolder: (folder: string) => `em ${folder}`,
    readOnly: (folder: string) =>
      `${folder} é somente leitura para este servidor (o ProtectSystem=strict do systemd faz isso).`,
    partIsFile: (folder: string) =>
      `uma parte de ${folder} é um arquivo, não uma pasta. Indique um arquivo dentro de uma pasta,`,
    isFolder: (path: string, example: string) =>
      `${path} é uma pasta. Indique um arquivo dentro dela, por exemplo ${example}.`,
    other: (detail: string) => `${detail}. Confira o caminho,`,
    behind: 'O log de acesso está atrasado em relação ao disco; linhas são descartadas até ele alcançar.',
    caughtUp: (dropped: number) => `O log de acesso alcançou o disco; ${dropped} linha(s) descartada(s).`,
    broken: (path: string, error: string) =>
      `O log de acesso ${path} não pode ser escrito (${error}); o site continua no ar, e as linhas são descartadas ` +
        `até um SIGUSR2 ou um reinício.`,
    stillBroken: (path: string, dropped: number) =>
      `O log de acesso ${path} ainda não pode ser escrito; ${dropped} linha(s) descartada(s). Corrija, depois ` +
        `systemctl kill --signal=SIGUSR2 ozonteck (ou reinicie).`,
    reopened: (path: string) => `Log de acesso reaberto: ${path}.`,
    reopenedAfterLoss: (path: string, dropped: number) =>
      `Log de acesso reaberto: ${path}; ${dropped} linha(s) perdida(s) enquanto ele não podia ser escrito.`,
    nothingToReopen: 'SIGUSR2: não há arquivo de log de acesso para reabrir.',
    unaddressed: (count: number) =>
      `${count} pedido(s) recusado(s) ficaram fora do log de acesso: o endereço do cliente era desconhecido.`,
  },
};
