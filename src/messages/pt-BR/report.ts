// O relatório do log de acesso (npm run report): o texto no terminal, a página HTML e os erros.
import type { ViewKind } from '../../contracts/field-speed-beacon';
import { brandNames } from '../brands';

const sourceNames = {
  ...brandNames,
  search: 'Outros buscadores',
  site: 'Outro site',
  internal: 'O próprio site',
  direct: 'Direto (sem origem)',
  unknown: 'Clique sem visita encontrada',
  other: 'Outras origens',
};

const deviceNames = {
  phone: 'Celular',
  'phone-app': 'Celular, navegador de app',
  tablet: 'Tablet',
  'tablet-app': 'Tablet, navegador de app',
  desktop: 'Computador',
  'desktop-app': 'Computador, navegador de app',
};

/** How a measured view was reached, for one view and for several. */
const kinds: Record<ViewKind, readonly [one: string, several: string]> = {
  navigate: ['aberta por um link ou pelo endereço', 'abertas por um link ou pelo endereço'],
  reload: ['recarregada', 'recarregadas'],
  'back-forward': ['aberta com o botão voltar ou avançar', 'abertas com o botão voltar ou avançar'],
  'back-forward-cache': [
    'reaberta na hora com o botão voltar ou avançar',
    'reabertas na hora com o botão voltar ou avançar',
  ],
  prerender: ['carregada de antemão pelo navegador', 'carregadas de antemão pelo navegador'],
  restore: ['reaberta ao restaurar a aba', 'reabertas ao restaurar a aba'],
};

const speed = {
  title: 'Velocidade nas visitas reais',
  metric: 'Medida',
  p75: '75% das visitas até',
  views: 'Visitas',
  verdict: 'Avaliação',
  good: 'Bom',
  needsImprovement: 'A melhorar',
  poor: 'Ruim',
  ratings: { good: 'bom', 'needs-improvement': 'a melhorar', poor: 'ruim' },
  /** A rating from fewer views than `sure`: how sure it is, in its own words. */
  likely: (rating: string) => `provavelmente ${rating} (poucas visitas)`,
  perhaps: (rating: string) => `talvez ${rating} (pouquíssimas visitas)`,
  confidenceNote: (likely: number, sure: number) =>
    `Com poucas visitas a avaliação vem com o quanto ela é certa: "provavelmente" quando de ${likely} a ` +
      `${sure - 1} visitas mediram o número, "talvez" com menos de ${likely}. Ela vale para as visitas que ` +
      `houve e fica firme a partir de ${sure}.`,
  /** Tablets count with phones (field-speed.ts). */
  deviceClasses: { phone: 'Celular ou tablet', desktop: 'Computador' },
  /** The beacon's page ids (routes.ts). */
  pageNames: { landing: 'início', bio: 'bio', 'not-found': 'página não encontrada' },
  metricNames: { lcp: 'LCP', inp: 'INP', cls: 'CLS', fcp: 'FCP', ttfb: 'TTFB' },
  kinds,
  /** `kinds`: each kind with its count ("23 abertas por um link…"); `all`: the one kind of every view, if so. */
  kindsLine: (page: string, device: string, views: number, shownViews: string, kinds: string[], all: string | null) =>
    `${page}, ${device}: ${views === 1 ? '1 visita medida' : `${shownViews} visitas medidas`}` +
    (all !== null ? `, ${views === 1 ? all : `todas ${all}`}.` : `: ${kinds.join(', ')}.`),
  none:
    'Nenhuma visita mediu a velocidade neste período (o navegador de cada visitante manda a medida ao servidor ' +
      'uma vez por visita).',
  explained: [
    'LCP: o tempo até aparecer o conteúdo principal (a foto ou o título grande). Bom até 2,5 s, ruim acima ' +
      'de 4 s: num celular lento o visitante olha uma tela quase vazia e muitos desistem.',
    'INP: o tempo até a página reagir a um toque. Bom até 0,2 s, ruim acima de 0,5 s: o visitante toca no ' +
      'botão, nada parece acontecer, e ele toca de novo ou vai embora.',
    'CLS: quanto a página pula enquanto carrega. Bom até 0,1, ruim acima de 0,25: o texto foge do dedo e o ' +
      'visitante toca no lugar errado.',
    'FCP (o primeiro desenho na tela; bom até 1,8 s) e TTFB (a resposta do servidor; bom até 0,8 s) ajudam ' +
      'a achar a causa de um LCP lento.',
    '"75% das visitas até": três de cada quatro visitas foram assim ou melhores, a medida do Google. Bom, ' +
      'a melhorar, ruim: a parte das visitas em cada faixa. O INP só existe quando o visitante toca ou ' +
      'digita.',
    'Uma página reaberta na hora com o botão voltar e uma carregada de antemão pelo navegador também são ' +
      'visitas, contadas nos números.',
  ],
  setAside: (total: string, reasons: string) => `${total} medidas deixadas de fora: ${reasons}.`,
  /** Why a beacon was set aside, each with its count and its rule (field-speed.ts, SpeedSetAside). */
  reasons: {
    unreadable: (count: string) => `${count} ilegíveis`,
    notFromSite: (count: string) => `${count} enviadas de fora do site (por uma página de outro site)`,
    robots: (count: string) => `${count} de robôs`,
    overRate: (count: string, perMinute: number) =>
      `${count} acima de ${perMinute} por minuto do mesmo endereço na mesma página`,
    overViews: (count: string, perView: number) =>
      `${count} mais do que as visitas do mesmo endereço no dia permitem (${perView} por visita)`,
    overDay: (count: string, perDay: number) =>
      `${count} além de ${perDay} num dia do mesmo endereço (mais do que uma pessoa faz)`,
  },
};

export const report = {
  usage: `Uso: npm run report -- [--member NOME] [--json] [--html ARQUIVO] [--since DIA] [--until DIA] <logs…>
  ex.:  npm run report -- /var/log/ozonteck/access.log*      (arquivos rotacionados e .gz também)
  --json    os mesmos números em JSON, para outros programas
  --html    grava uma página (ex.: relatorio.html) para abrir no navegador, mesmo sem internet
  --since   conta a partir desse dia: 01/11/2026, ontem, hoje, 7d (os últimos 7 dias, hoje incluído)
  --until   conta até esse dia, incluído: 15/11/2026, ontem, hoje
  --member  só os números de um membro da equipe (site/equipe/NOME.env), para mandar a ele
  Vários logs juntos (de vários servidores, ou do nginx) somam-se num só relatório.`,
  sinceFormat: (got: string) =>
    `--since espera um dia: 01/11/2026, ontem, hoje ou 7d (os últimos 7 dias); recebido: ${got}.`,
  untilFormat: (got: string) => `--until espera um dia: 15/11/2026, ontem ou hoje; recebido: ${got}.`,
  untilBeforeSince: (until: string, since: string) =>
    `--until ${until} vem antes de --since ${since}: nenhum dia entre os dois.`,
  nothing: 'nada',
  htmlNeedsFile: 'Dê o nome do arquivo depois de --html (ex.: --html relatorio.html).',
  jsonAndHtml: 'Escolha --json ou --html, não os dois.',
  unknownOption: (option: string) => `Opção desconhecida: ${option}.`,
  noFiles: 'Dê o nome de pelo menos um arquivo de log de acesso.',
  cannotRead: (file: string, reason: string) => `Não foi possível ler ${file}: ${reason}.`,
  noSuchFile:
    'arquivo não encontrado (o servidor só escreve o log de acesso com ACCESS_LOG definido em ' +
      'site/site.env; veja o README)',
  htmlInsideBuild: (file: string) =>
    `${file} fica dentro de dist/, que cada build troca: o relatório sumiria. Grave-o fora de dist/, ex.: --html ` +
      `relatorio.html.`,
  isFolder: 'é uma pasta, não um arquivo',
  permissionDenied: 'permissão negada',
  notWholeGzip: (file: string, detail: string) => `${file} não é um arquivo gzip inteiro: ${detail}.`,
  readFailed: (file: string, detail: string) => `${file} não pôde ser lido: ${detail}.`,
  notALogLine: (file: string, line: number, text: string) =>
    `${file} linha ${line} não é uma linha de log de acesso (formato "combined" do nginx): ${text}`,
  impossibleDate: (file: string, line: number, text: string) =>
    `${file} linha ${line} tem uma data impossível: ${text}`,
  /** Lines the report set aside unread, the impossible dates among them. */
  unreadableLines: (count: number, impossibleDates: number) =>
    `${count === 1 ? '1 linha ilegível deixada' : `${count.toLocaleString('pt-BR')} linhas ilegíveis deixadas`} ` +
      `de fora (como a meia linha que um disco cheio deixa, uma linha de outro programa ou de um arquivo danificado` +
      `${impossibleDates > 0 ? `; ${impossibleDates.toLocaleString('pt-BR')} com data impossível` : ''}).`,
  firstUnreadable: (named: string) => `A primeira: ${named}`,
  noReadableRequest: (files: string) => `Nenhum acesso legível em ${files}.`,
  noRequest: (files: string) => `Nenhum acesso em ${files}: os arquivos não têm nenhuma linha.`,
  noRequestIn: (bounds: string, files: string) => `Nenhum acesso ${bounds} em ${files}.`,
  cannotWrite: (file: string, detail: string) => `Não foi possível gravar ${file}: ${detail}.`,
  htmlWritten: (file: string) => `Relatório gravado em ${file}: abra-o no navegador (funciona sem internet).`,

  title: 'Relatório de acessos',
  filesCount: (count: number) => `${count} arquivos`,
  range: (from: string, to: string) => (from === to ? from : `${from} a ${to}`),
  /** The days --since and --until gave, at least one of them. */
  bounds: (since: string | null, until: string | null) =>
    since && until ? `de ${since} a ${until}` : since ? `a partir de ${since}` : `até ${until}`,
  requests: (count: string) => `${count} requisições`,
  day: 'Dia',
  total: 'Total',
  views: 'Visitas',
  viewsOf: (page: string) => `Visitas ${page}`,
  botsAndPreviews: 'Robôs e prévias',
  clicks: 'Cliques',
  ctr: '% de cliques',
  ctrOf: (page: string) => `% cliques ${page}`,
  /** The site's pages by path, as the columns name them. */
  pageNames: { '/': 'início', '/bio': 'bio' } as Record<string, string>,
  /** The calls to action by id (src/app/content/calls-to-action.ts): where the button is, and where it leads. */
  callToActionNames: {
    'menu/cadastro': 'Menu: cadastro',
    'hero/cadastro': 'Topo da página: cadastro',
    'monetize/cadastro': 'Ganhos (carrossel): cadastro',
    'products/cadastro': 'Produtos: cadastro',
    'testimonials/cadastro': 'Depoimentos: cadastro',
    'chat/whatsapp': 'Botão do WhatsApp',
    'chat-bubble/whatsapp': 'Balão do WhatsApp',
    'toast/cadastro': 'Aviso de novo cadastro: cadastro',
    'bio/cadastro': 'Bio: cadastro',
    'bio/whatsapp': 'Bio: WhatsApp',
  } as Record<string, string>,
  callToAction: 'Botão',
  page: 'Página',
  clicksPerDay: 'Cliques por dia',
  noClicks: 'Nenhum botão foi clicado neste período.',
  bySource: 'De onde vieram',
  source: 'Origem',
  byCampaign: 'Por campanha',
  campaign: 'Campanha',
  byDevice: 'Por aparelho',
  device: 'Aparelho',
  perDayChart: 'Visitas e cliques por dia',
  chartLastDays: (days: number, from: string, to: string) =>
    `O gráfico mostra os últimos ${days} dias do período (${from} a ${to}); a tabela por dia tem todos.`,
  sourceNames,
  deviceNames,
  noCampaign: '(sem campanha)',
  otherCampaigns: '(outras campanhas)',
  printedQrCampaign: (name: string) => `${name} (QR code dos panfletos e do balcão)`,
  moreRows: (count: number) => `… e mais ${count} (todas no --json).`,
  notes: [
    'Visitas: GET de uma página respondido 200, por navegadores; robôs e prévias de links (pelo ' +
      'User-Agent) contados à parte.',
    'Cliques: quando o visitante segue um botão do site, o navegador avisa o servidor, e o log de acesso ' +
      'guarda o aviso. O Firefox e alguns bloqueadores não avisam,',
    'então os cliques são um mínimo. % de cliques: cliques nos botões de uma página ÷ visitas a ela. Um ' +
      'clique conta para a origem e a campanha da visita da qual veio.',
  ],
  setAsideClicks: (total: string, reasons: string) =>
    `${total} cliques não contados (falsos ou repetidos): ${reasons}.`,
  /** Why a ping was not counted as a click, each with its count and its rule (tally.ts, SetAsideClicks). */
  clickReasons: {
    refused: (count: string) => `${count} não vieram de um botão do site (o servidor os recusou)`,
    robots: (count: string) => `${count} de robôs ou programas`,
    overRate: (count: string, perMinute: number) =>
      `${count} repetidos, acima de ${perMinute} por minuto do mesmo endereço no mesmo botão`,
    overViews: (count: string, perView: number) =>
      `${count} mais do que as visitas do mesmo endereço no dia permitem (${perView} por visita)`,
    overDay: (count: string, perDay: number) =>
      `${count} além de ${perDay} num dia do mesmo endereço (mais do que uma pessoa faz)`,
  },
  oneSource: (clicks: string, beacons: string) =>
    `Atenção: um mesmo endereço mandou mais do que uma pessoa manda (${clicks} cliques e ${beacons} medidas ` +
      `deixados de fora por isso). Pode ser um programa tentando inflar os números: veja "Deixados de fora, ` +
      `por dia".`,
  setAsideByDay: 'Deixados de fora, por dia (fora de todos os números do relatório)',
  setAsideDay: (day: string, parts: string) => `${day}  ${parts}`,
  dayClicks: (total: string, reasons: string) => `${total} cliques: ${reasons}`,
  dayBeacons: (total: string, reasons: string) => `${total} medidas de velocidade: ${reasons}`,
  setAsideShort: 'Cliques não contados (falsos ou repetidos)',
  speed,
  noBuild:
    'Nenhum build encontrado ao lado do relatório: os cliques ficam sem página ("?") e a taxa por página ' +
      'não é conhecida.',
  unknownIds: 'Página "?": botões que o build atual não tem (renomeados ou removidos desde então).',
  unmatched: (count: string) =>
    `${count} cliques sem a visita de origem nos logs dados (contados como "${sourceNames.unknown}").`,
  otherFolded: 'Nomes além dos 500 mais vistos (campanhas, sites) somados em "outras".',
};
