// Mensagens do deploy: o build atômico, os builds guardados, npm run status e npm run rollback,
// os arquivos de builds anteriores e a proteção contra valores de demonstração.

export const deploy = {
  status: {
    noBuild: 'Ainda não há build: rode npm run build.',
    distNotKept: 'dist não aponta para um build guardado.',
    live: (name: string, builtAt: string, since: string) =>
      `Build no ar: ${name}, feito em ${builtAt}, no ar em dist desde ${since}, com:`,
    rollbackWould: (name: string, sponsor: string) =>
      `npm run rollback colocaria ${name} no ar (patrocinador ${sponsor}).`,
    nowhereBack:
      'Não há versão anterior guardada: npm run rollback não tem para onde voltar (depois de uma mudança ' +
        'de servidor, só o build novo existe).',
    whichServed:
      'Qual build o servidor em execução serve: a última linha "Site no ar" ou "Recarregado" do log dele, que o ' +
        'nomeia como esta lista (journalctl -u ozonteck | grep -E "Site no ar|Recarregado" | tail -n 1).',
    failed: (message: string) => `Status: ${message}`,
  },
  rollback: {
    done: (to: string, builtAt: string, from: string, sponsor: string) =>
      `Voltou: dist -> ${to} (feito em ${builtAt}), no lugar de ${from} (patrocinador ${sponsor}).`,
    further: (name: string) => `Rodar npm run rollback de novo volta mais um build, para ${name}.`,
    oldest: 'Este é o build mais antigo guardado: não há nenhum antes dele.',
    settingsStillNewer:
      'site/site.env ainda tem as configurações do build mais novo: corrija-o antes do próximo npm run ' +
        'build, ou esse build as traz de volta.',
    retentionFallback: (problem: string, days: number) =>
      `Aviso: ${problem} A volta continua com ASSET_RETENTION_DAYS=${days}; corrija isso antes do próximo build.`,
    stopped: (message: string) => `Volta interrompida: ${message} dist/ não mudou.`,
    noBuildYet: 'ainda não há nenhum build, então não há para onde voltar. Rode npm run build.',
    noLiveBuild: (store: string) =>
      `dist não aponta para um build em ${store}/, então não há build anterior para onde voltar. Rode npm run ` +
        `build.`,
    liveIsOldest: (name: string, kept: number) =>
      `o build no ar (${name}) é o mais antigo guardado (os últimos ${kept} builds são guardados): não há ` +
        `nenhum ` +
        `antes dele. Para mudar o site, edite site/site.env e rode npm run build.`,
  },
  usage: (got: string) => `Uso: npm run status | npm run rollback (recebido: ${got}).`,
  report: {
    noBuildJson: '(build.json ilegível: um build de uma versão antiga do código, ou danificado)',
    demoMark: (name: string) => `   <- valor de DEMONSTRAÇÃO: defina ${name} em site/site.env`,
    sponsor: 'patrocinador',
    registerLink: 'link de cadastro',
    whatsappNumber: 'número WhatsApp',
    siteUrl: 'URL do site',
    built: (when: string) => `feito em ${when}`,
    noBuildInfo: 'sem build.json',
    sponsorOf: (sponsor: string) => `patrocinador ${sponsor}`,
    liveMark: '  (no ar)',
    kept: (count: number) => `Builds guardados, do mais novo ao mais antigo (${count}):`,
    /** `restartSettings`: the settings a restart applies, from the settings table (restartVariables). */
    reloadAdvice: (restartSettings: string) =>
      'Os visitantes o recebem quando o servidor recarrega: systemctl reload ozonteck (sem systemd: kill ' +
        '-HUP <pid>, o número do processo na linha "Site no ar" do servidor). ' +
      'Uma recarga troca só as páginas e suas configurações; as do próprio servidor ' +
        `(${restartSettings}) valem após um reinício: systemctl restart ozonteck.`,
    restartAdvice:
      'O código do servidor mudou (dist/server.mjs ou os pacotes que ele usa): os visitantes recebem este build ' +
        'quando o servidor reinicia: systemctl restart ozonteck (sem systemd: pare-o e rode node ' +
        'dist/server.mjs). Um reload não basta: o servidor antigo serviria as páginas novas.',
  },
  build: {
    keptCount: (count: number) =>
      count === 1
        ? '1 build guardado (npm run status o lista). Não há versão anterior guardada: o rollback não tem ' +
          'para onde voltar.'
        : `${count} builds guardados (npm run status os lista); npm run rollback coloca no ar o anterior.`,
    retained: (kept: number, days: number, pruned: number) =>
      `Mantidos ${kept} arquivo(s) com hash de builds anteriores (ASSET_RETENTION_DAYS=${days}); removidos ${pruned} ` +
        `mais antigo(s).`,
    alreadyGone: (count: number, files: string) => ` ${count} arquivo(s) esperado(s) já não existiam: ${files}.`,
    built: (ms: number, target: string) => `dist/ pronto em ${ms} ms (dist -> ${target}).`,
    failed: 'O build falhou: dist/ não mudou.',
    locked: (pid: string) =>
      `outro build (processo ${pid}) está rodando nesta pasta. Espere ele terminar e rode o build de novo.`,
    lockFailed: (lock: string) => `não foi possível obter a trava de build ${lock}.`,
    retentionDays: (max: number) => `um número inteiro de dias de 0 a ${max} (0 guarda só os arquivos do build ` +
      `atual)`,
  },
  demoGuard: {
    overReal: (variables: string, count: number, file: string, variable: string, flag: string) =>
      `o build no ar usa ${count === 1 ? 'o seu valor real de' : 'os seus valores reais de'} ${variables}, mas este ` +
        `build não tem ${count === 1 ? 'esse valor' : 'esses valores'} ` +
      `e colocaria links de demonstração no ar. Defina-${count === 1 ? 'o' : 'os'} em ${file} (veja o README, ` +
        `Configurações), ` +
      `ou, para fazer isso de propósito, rode o build com ${variable}=yes (ou npm run build -- ${flag}).`,
  },
};
