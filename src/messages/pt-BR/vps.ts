// Mensagens do comando ozonteck (src/vps/): instalar, verificar, atualizar, publicar, desinstalar.

const unitWord = (name: 'socket' | 'service') => (name === 'socket' ? 'ozonteck.socket' : 'ozonteck.service');

export const vps = {
  usage:
    'Uso: ozonteck <comando>\n' +
    '  instalar      instala ou confere o site neste VPS (pode rodar de novo: só muda o que falta)\n' +
    '  verificar     confere cada parte e diz o que fazer\n' +
    '  publicar      coloca no ar uma mudança de site/ (configurações, textos, fotos)\n' +
    '  atualizar     traz o código novo do site, sem mexer em site/\n' +
    '  relatorio     relatório de visitas e cliques (ozonteck relatorio --html relatorio.html)\n' +
    '  desinstalar   remove o que a instalação pôs; guarda site/ e os logs\n' +
    '  guardar-textos <ramo>  põe em site/texts.env os textos que você mudou no código (num ramo do git)\n' +
    '  unidades      mostra as unidades do systemd que a instalação escreve',
  unknownOption: (option: string) =>
    `✗ A opção ${option} não existe, ou ficou sem o valor (--dominio meusite.com.br).`,
  steps: {
    done: 'feito',
    alreadyRight: 'já estava certo',
    leftAsIs: (what: string) => `Ficou como estava: ${what}`,
    todo: (what: string) => `O que fazer: ${what}`,
  },
  service: {
    commandFailed: (command: string, tail: string) => `o comando "${command}" falhou:\n${tail}`,
    unitsAsBefore: 'o site no ar continua como antes.',
    readJournal: (unit: string) => `veja o motivo com: journalctl -u ${unit} -n 30; corrija e rode de novo.`,
  },
  questions: {
    intro: 'Agora, o que só você sabe (pegue no seu escritório virtual Ozonteck):',
    domain: 'O domínio do site (ex.: meusite.com.br)',
    sponsor: 'Seu código de patrocinador (SPONSOR)',
    registerUrl: 'Seu link de cadastro (REGISTER_URL)',
    whatsapp: 'Seu número de WhatsApp, com 55 e o DDD (WHATSAPP_NUMBER)',
    prompt: (label: string) => `${label}:`,
    badDomain: (answer: string) =>
      `"${answer}" não é um domínio: escreva só o nome, como meusite.com.br (sem https://, sem / no fim).`,
    missing: (label: string) => `falta: ${label}.`,
    fileAsBefore: 'site/site.env não foi mudado.',
    noAnswer: 'a instalação esperava uma resposta e a entrada terminou.',
    runAgain: 'rode de novo e responda às perguntas.',
    giveIt: (label: string) => `rode de novo sem --sim para responder, ou informe ${label} na linha de comando.`,
  },
  machine: {
    releaseUnknown: 'Sistema: não deu para ler /etc/os-release.',
    release: (name: string) => `Sistema: ${name}.`,
    releaseUnsupported: (name: string) =>
      `Sistema: ${name}. A instalação funciona em Debian 12 ou 13 e Ubuntu 22.04 ou 24.04.`,
    memory: (mb: number) => `Memória: ${mb} MB.`,
    memoryLow: (mb: number) => `Memória: ${mb} MB, pouca: o build pode demorar ou falhar; 1 GB é o recomendado.`,
    diskUnknown: 'Disco: não deu para saber o espaço livre.',
    disk: (mb: number) => `Disco: ${mb} MB livres.`,
    diskLow: (mb: number, min: number) =>
      `Disco: só ${mb} MB livres; o site precisa de ${min} MB para builds e logs. Libere espaço e rode de novo.`,
    portUnknown: (port: number) => `Porta ${port}: não deu para saber se está livre (falta o programa ss).`,
    portFree: (port: number) => `Porta ${port}: livre.`,
    portCaddy: (port: number) => `Porta ${port}: com o Caddy (o da instalação).`,
    portTaken: (port: number, holder: string) =>
      `Porta ${port}: usada por ${holder}. O Caddy precisa dela: pare o outro programa (systemctl disable --now ` +
      `${holder}) e rode de novo.`,
    dnsNone: (domain: string) =>
      `DNS: ${domain} não aponta para nenhum endereço. No painel do seu domínio, crie um registro A com o IP ` +
      'deste VPS.',
    dnsHere: (domain: string, addresses: string) => `DNS: ${domain} aponta para esta máquina (${addresses}).`,
    dnsElsewhere: (domain: string, addresses: string, own: string) =>
      `DNS: ${domain} aponta para ${addresses}, e esta máquina tem ${own}. Se o provedor põe o VPS atrás de ` +
      'outro endereço (NAT), pode estar certo: daqui não dá para saber. Se não, corrija o registro A.',
  },
  install: {
    checking: 'Conferindo a máquina:',
    machineBlocks: 'A instalação parou antes de mudar qualquer coisa: corrija o que tem ✗ e rode de novo.',
    nothingChanged: 'nada foi mudado nesta máquina.',
    fixSettingsFile: 'corrija a linha que a mensagem indica em site/site.env (nano site/site.env) e rode de novo.',
    settingsStep: 'Configurações em site/site.env',
    dnsTodo: (domain: string) =>
      `crie o registro A de ${domain} (e de www.${domain}) com o IP deste VPS, espere alguns minutos e rode de novo.`,
    userStep: (user: string) => `Usuário ${user} do servidor`,
    userFailed: (user: string, reason: string) => `não deu para criar o usuário ${user}: ${reason}`,
    reportIt: 'copie estas linhas e mande para quem dá suporte ao site.',
    buildStep: 'Build do site',
    buildFailed: 'o build parou (a mensagem acima diz o arquivo, a linha e o que fazer).',
    liveBuildKept: 'o site no ar continua o mesmo.',
    fixBuild: 'corrija o que o build disse e rode de novo.',
    logStep: 'Log de acesso e sua rotação (13 meses)',
    unitsStep: 'Serviço do site (systemd)',
    caddyStep: 'Caddy (HTTPS)',
    caddySiteStep: 'Site no Caddy',
    noWww: (domain: string) =>
      `www.${domain} não aponta para esta máquina: o site fica só em ${domain}. Quando criar o registro de www, ` +
      'rode ozonteck instalar de novo.',
    firewallStep: 'Firewall (portas 80 e 443)',
    httpsStep: 'HTTPS respondendo',
    notOwnPage: (status: number) => `respondeu ${status}, não a página do site`,
    httpsFailed: (domain: string, why: string) => `https://${domain}/ não respondeu com o site (${why}).`,
    hstsLeftOff: 'HSTS e TRUST_PROXY não foram mudados; o resto está instalado.',
    httpsTodo: (domain: string) =>
      `confira se ${domain} aponta para este VPS e se as portas 80 e 443 estão abertas no painel do provedor; ` +
      'veja journalctl -u caddy -n 30; depois rode ozonteck instalar de novo.',
  },
  apt: {
    failed: (packages: string, tail: string) => `apt-get install ${packages} falhou:\n${tail}`,
    nothingChanged: 'nada mais foi mudado.',
    todo: 'confira a internet do VPS (apt-get update) e rode de novo.',
  },
  caddy: {
    fromSystem: 'Instalando o Caddy dos pacotes do sistema (apt).',
    fromCaddyRepository: 'O sistema não tem o Caddy: instalando dos pacotes do próprio Caddy (dl.cloudsmith.io).',
    keyFailed: (url: string) => `não deu para baixar a chave dos pacotes do Caddy (${url}).`,
    invalid: (tail: string) => `o Caddy recusou o site escrito:\n${tail}`,
    caddyfileAsBefore: 'o Caddyfile continua o de antes.',
    reportIt: 'copie estas linhas e mande para quem dá suporte ao site.',
    reloadFailed: (tail: string) => `o Caddy não recarregou:\n${tail}`,
    caddyfileWritten: 'o Caddyfile novo foi escrito; o Caddy não o leu.',
    readCaddyJournal: 'veja journalctl -u caddy -n 30, corrija e rode de novo.',
  },
  verdict: {
    live: (address: string) => `O site está no ar: ${address} (conferido agora, com uma visita de verdade).`,
    notAnswering: (address: string, why: string) => `${address} não respondeu com o site (${why}).`,
    register: (link: string) => `Link de cadastro: ${link}`,
    whatsapp: (link: string) => `Link do WhatsApp: ${link}`,
    nextCommands: 'Daqui em diante:',
    commands: [
      'ozonteck publicar     depois de mudar site/ (configurações, textos, fotos)',
      'ozonteck atualizar    para trazer a versão nova do site',
      'ozonteck relatorio    visitas e cliques (ozonteck verificar confere tudo)',
    ],
  },
  publish: {
    restarted: 'Publicado: o servidor reiniciou com o código novo (nenhum visitante perdido).',
    reloaded: 'Publicado: o servidor recarregou o build novo (nenhum visitante perdido).',
    noLogs: (dir: string) => `Ainda não há log de acesso em ${dir}: o site precisa receber visitas primeiro.`,
  },
  doctor: {
    node: (version: string) => `Node ${version}.`,
    nodeOld: (version: string) => `Node ${version}: o site precisa do 20 ou mais novo. Rode ozonteck instalar.`,
    unitUp: (name: 'socket' | 'service') => `${unitWord(name)} ativo e ligado na inicialização.`,
    unitDown: (name: 'socket' | 'service') =>
      `${unitWord(name)} parado ou desligado: rode ozonteck instalar (o motivo: journalctl -u ozonteck -n 30).`,
    listening: 'O servidor escuta no endereço do Caddy.',
    notListening: 'Ninguém escuta no endereço do Caddy: systemctl restart ozonteck.socket ozonteck.service.',
    caddy: 'Caddy rodando.',
    caddyDown: 'Caddy parado: systemctl restart caddy (o motivo: journalctl -u caddy -n 30).',
    noDomain: 'site/site.env não tem SITE_URL: rode ozonteck instalar.',
    httpsUp: (domain: string) => `https://${domain}/ responde com a página do site.`,
    httpsDown: (domain: string, why: string) =>
      `https://${domain}/ não responde (${why}): confira o DNS e o Caddy (journalctl -u caddy -n 30).`,
    httpsWrong: (domain: string, status: number) =>
      `https://${domain}/ respondeu ${status}, não a página do site: rode ozonteck publicar.`,
    noCertificate: (domain: string) => `Não deu para ler o certificado de ${domain}.`,
    certificate: (date: string, days: number) =>
      `Certificado válido até ${date} (${days} dias; o Caddy renova sozinho).`,
    certificateSoon: (date: string, days: number) =>
      `O certificado vence em ${date} (${days} dias) e não foi renovado: veja journalctl -u caddy -n 50.`,
    proxySettings: 'HSTS e TRUST_PROXY combinam com o Caddy.',
    proxySettingsWrong: (address: string) =>
      `HSTS=on e TRUST_PROXY=${address} faltam em site/site.env: rode ozonteck instalar.`,
    noBuild: 'Não há build no ar: rode ozonteck publicar.',
    liveSettings: 'O site no ar usa as suas configurações (não a demonstração).',
    demoSettings: (names: string) => `O site no ar é a demonstração (${names}): rode ozonteck instalar.`,
    codeNewer: (file: string) => `O código mudou depois do build (${file}): rode ozonteck publicar.`,
    siteNewer: (file: string) => `${file} mudou depois do build: rode ozonteck publicar.`,
    settingsNewer: (names: string) => `site/site.env mudou depois do build (${names}): rode ozonteck publicar.`,
    buildFresh: 'O build no ar é do código e das configurações atuais.',
    readable: 'O usuário do servidor consegue ler o build no ar.',
    unreadable: (paths: string) =>
      `O usuário do servidor não consegue ler ${paths}: rode chmod -R a+rX nesses caminhos e ozonteck publicar.`,
    diskUnknown: 'Não deu para saber o espaço livre em disco.',
    disk: (mb: number) => `Disco: ${mb} MB livres.`,
    diskLow: (mb: number) => `Disco: só ${mb} MB livres: apague arquivos antigos (df -h mostra onde).`,
    logrotate: 'Rotação do log de acesso configurada.',
    logrotateMissing: 'A rotação do log de acesso falta ou mudou: rode ozonteck instalar.',
    clock: 'Relógio sincronizado.',
    clockOfHost: 'Relógio: o da máquina hospedeira (este sistema é um contêiner).',
    clockUnsynced: 'O relógio não está sincronizado: timedatectl set-ntp true.',
    allGood: 'Tudo certo.',
    someBad: (count: number) => `${count} ${count === 1 ? 'item precisa' : 'itens precisam'} de atenção (✗ acima).`,
  },
  update: {
    fetchFailed: (tail: string) => `não deu para buscar o código novo (git fetch):\n${tail}`,
    nothingChanged: 'nada foi mudado.',
    fetchTodo: 'confira a internet do VPS e rode ozonteck atualizar de novo.',
    current: 'O código já é o mais novo: nada a atualizar.',
    textKept: (name: string, file: string) => `Seu texto ${name} foi guardado em ${file}.`,
    setAside: (branch: string, others: string) =>
      `Suas mudanças no código foram guardadas no ramo ${branch} (git log ${branch}). Mudanças que não são ` +
      `textos de site/texts.env, a refazer à mão se quiser: ${others}.`,
    mergeFailed: 'o git não conseguiu avançar para o código novo.',
    noUpstream: (tail: string) => `o git não sabe de onde vem o código novo (o ramo não segue nenhum):\n${tail}`,
    noSuchBranch: (branch: string) => `não há ramo "${branch}" no git.`,
    nameTheBranch:
      'diga o ramo que guarda as suas mudanças: ozonteck guardar-textos meus-textos (git branch lista os ramos).',
    notTexts: (files: string) =>
      `Mudanças que não são textos de site/texts.env, a refazer à mão se quiser: ${files}.`,
    reportIt: 'copie estas linhas e mande para quem dá suporte ao site.',
    done: (commit: string) => `Atualizado para ${commit}; o site responde.`,
    buildFailed: 'O build do código novo falhou.',
    notAnswering: 'O servidor com o código novo não respondeu.',
    rolledBack: (commit: string) =>
      `O código (${commit}) e o build anteriores voltaram sozinhos; o site responde como antes. ` +
      'Mande estas linhas para quem dá suporte ao site.',
    rollbackFailed:
      'A volta ao código anterior também não respondeu: rode ozonteck verificar e mande o resultado para o suporte.',
  },
  uninstall: {
    units: 'Serviço do site (systemd) removido',
    caddySite: 'Site do Caddy removido',
    logrotate: 'Rotação do log removida',
    command: 'Comando ozonteck removido',
    user: (user: string) => `Usuário ${user} removido`,
    kept: (site: string, logs: string, root: string) =>
      `Guardados: ${site} (suas configurações, textos e fotos) e ${logs} (os logs). O código continua em ${root}; ` +
      `para instalar de novo: bash ${root}/src/vps/instalar.sh`,
  },
  permissions: {
    unreadable: (user: string, path: string) =>
      `o usuário ${user}, que roda o servidor, não consegue ler ${path}: o servidor pararia. Rode ` +
      `chmod -R a+rX ${path} e o build de novo.`,
    unreadableByOthers: (path: string) =>
      `Atenção: um servidor que não rode como root (como o usuário www-data) não conseguiria ler ${path} e ` +
      `pararia. Rode chmod -R a+rX ${path} e o build de novo.`,
  },
};
