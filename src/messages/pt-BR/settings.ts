// Mensagens sobre as configurações (site/site.env e variáveis de ambiente).

const list = (names: readonly string[]) => names.join(', ');

export const settings = {
  emptyValue: (name: string) =>
    `${name} está definida mas vazia. Dê um valor a ela, ou apague a linha para usar o padrão.`,
  emptyLeadValue: (name: string) =>
    `${name} está definida mas vazia. Escreva o seu valor depois do = (SPONSOR, REGISTER_URL e WHATSAPP_NUMBER não ` +
      `têm padrão: o site leva os visitantes a você).`,
  mustBe: (name: string, expected: string, got: string) => `${name} deve ser ${expected} (recebido: ${got}).`,
  onOrOff: '"on" ou "off" (também sim/não, yes/no, true/false, 1/0)',
  unknownLanguage: (got: string) => `SITE_LANGUAGE deve ser pt-BR ou en (recebido: ${got}).`,

  // Onde cada valor foi lido.
  characterCode: (name: string, code: number) => `${name} (código ${code})`,
  atLine: (file: string, line: number) => `${file}, linha ${line}`,
  fromEnvironment: (name: string) => `${name} (definida no ambiente do comando, não no arquivo)`,
  inEnvironment: (file: string) => `No ambiente do comando (não em ${file})`,

  // O formato do arquivo.
  notSettingLine: (line: string) =>
    `${line} não é uma linha de configuração. Cada linha deve ser NOME=valor (ex.: SPONSOR=seu.codigo), um ` +
      `comentário começando com #, ou ficar em branco.`,
  spaceForEquals: (tab: boolean, written: string) =>
    `esta linha tem ${tab ? 'uma tabulação (tab)' : 'um espaço'} onde deve estar o =. Escreva-a assim: ${written}`,
  controlCharacter: (character: string) =>
    `esta linha tem um caractere invisível de controle, ${character}, que iria parar na página. Apague-o (costuma ` +
      `vir de texto copiado de outro programa): se preciso, apague a linha e digite-a de novo.`,
  quoteNotClosed: (quote: string) =>
    `as aspas ${quote} não foram fechadas nesta linha. Feche-as, ou escreva o valor sem aspas.`,
  textAfterQuote: (quote: string) => `há texto depois das aspas ${quote} finais. Ponha o valor inteiro entre as ` +
    `aspas.`,
  curlyQuoteNotClosed: (quote: string, name: string) =>
    `as aspas curvas ${quote} não foram fechadas nesta linha. Feche-as, ou troque-as por aspas retas: ` +
      `${name}="…".`,
  textAfterCurlyQuote: (quote: string, name: string) =>
    `há texto depois das aspas curvas ${quote} finais. Ponha o valor inteiro entre aspas retas (as curvas de ` +
      `dentro ficam no valor): ${name}="…".`,
  closedByCurlyQuote: (quote: string, curly: string, name: string) =>
    `as aspas ${quote} abrem reta e fecham curva (${curly}, aspas curvas, de um editor de texto ou do celular). ` +
      `Use a aspa reta nas duas pontas: ${name}="…".`,
  hashInValue: (name: string) =>
    `o valor de ${name} tem um # fora de aspas. Se o # faz parte do valor, ponha o valor entre aspas (${name}="… # ` +
      `…"); se é um comentário, escreva-o numa linha própria, começando com #.`,
  notUtf8: (file: string, line: number) =>
    `${file}, linha ${line}: esta linha tem caracteres que não são UTF-8 (o arquivo foi salvo como "ANSI" ou ` +
      `Latin-1, e um "á" viraria "�"). Salve o arquivo como UTF-8 (no Bloco de Notas: Salvar como → ` +
        `Codificação: ` +
      `UTF-8) e rode de novo.`,
  noSettingsFile: (file: string) =>
    `Não há arquivo ${file}: nenhuma configuração sua foi lida. Crie-o (veja o README, Configurações) para ` +
      `pôr o site ` +
      `no ar com os seus dados.`,
  utf16: (file: string) =>
    `${file} foi salvo como "Unicode" (UTF-16), e assim nenhuma linha dele pode ser lida. Salve o arquivo como UTF-8 ` +
      `(no Bloco de Notas: Salvar como → Codificação: UTF-8) e rode de novo.`,
  misnamedFile: (found: string, expected: string) =>
    `Encontrei ${found}, mas o arquivo deve se chamar ${expected}: o editor acrescentou ".txt" ao nome, e assim ele ` +
      `não seria lido. Renomeie-o para ${expected} (no Windows, ative "Extensões de nomes de arquivos" no ` +
      `Explorador para ver o .txt).`,
  locationVariable: (name: string) =>
    `${name} não pode ser definida no arquivo de configurações (ela diz onde esse arquivo está). Defina-a no ` +
      `ambiente do comando.`,
  didYouMean: (name: string, nearest: string) =>
    `${name} não é uma configuração; você quis dizer ${nearest}? Corrija o nome.`,
  notASetting: (name: string, known: readonly string[]) =>
    `${name} não é uma configuração. As configurações são: ${list(known)}.`,
  givenTwice: (name: string, earlier: number) =>
    `${name} já foi definida na linha ${earlier}. Mantenha só uma das duas linhas.`,
  misspelledInEnvironment: (name: string, nearest: string) =>
    `${name} está definida no ambiente, mas não é uma configuração; você quis dizer ${nearest}? Corrija ou ` +
      `remova ` +
      `essa variável.`,

  buildOnlyProblem: (problem: string) =>
    `${problem} O próximo build vai recusar isto; o build no ar continua servindo.`,
  // Onde fica o arquivo.
  siteDirMissing: (name: string, got: string, dir: string) =>
    `${name} deve indicar uma pasta que existe (recebido: ${got}; ${dir} não é uma pasta). Crie a pasta, ou remova ` +
      `${name} para usar site/ na pasta do projeto.`,
  envFileMissing: (name: string, got: string, path: string) =>
    `${name} deve indicar um arquivo de configurações que existe (recebido: ${got}; ${path} não existe).`,
  twoSettingsFiles: (old: string, current: string) =>
    `Há dois arquivos de configurações: ${old} (o lugar antigo) e ${current}. Passe o que ainda precisa de ${old} ` +
      `para ${current} e depois apague ${old}.`,
  oldPlace: (old: string, folder: string, current: string) =>
    `Aviso: configurações lidas de ${old}, o lugar antigo. Mova o arquivo para a pasta do seu site, onde git e npm ` +
      `nunca mexem: mkdir -p ${folder} && mv ${old} ${current} (e tire EnvironmentFile= da unidade do systemd se ` +
      `ela citar ${old}).`,
  cannotRead: (path: string, reason: string) =>
    `Não foi possível ler o arquivo de configurações ${path} (${reason}). Confira se é um arquivo que este ` +
      `usuário ` +
      `pode ler (chmod 644 ${path}).`,

  // Formas esperadas de cada valor.
  siteUrlForm: 'o endereço público do site, ex.: https://negociosozonteck.com.br (sem caminho, ? nem #)',
  sponsorForm: "de 1 a 64 letras sem acento, dígitos, '.', '_' ou '-' (o seu código de patrocinador, ex.: " +
    "seu.codigo)",
  registerUrlForm:
    'o endereço completo (http ou https) da sua página de cadastro, ex.: ' +
      'https://seu-escritorio.exemplo.com.br/cadastro',
  withoutCredentials: (expected: string) => `${expected}, sem nome de usuário nem senha`,
  withoutFragment: (expected: string) => `${expected}, sem #fragmento`,
  withoutSpaces: (expected: string) => `${expected}, sem espaços (copie o endereço da barra do navegador)`,
  messageForm: (max: number, length: number) =>
    `uma mensagem de no máximo ${max} caracteres, cada emoji contando como um (esta tem ${length})`,
  demoDefaults: (names: readonly string[]) =>
    `Atenção: valores de demonstração em uso para ${list(names)}. Defina cada um em site/site.env (veja o ` +
      `README, ` +
      `Configurações).`,
  unnamedSite: (url: string) =>
    `Atenção: SITE_URL é ${url}, um endereço sem nome (IP ou nome de computador): os endereços canônicos, as ` +
      `prévias ` +
      `de compartilhamento e o sitemap apontam para ele, e ninguém de fora chega lá. Serve para testar; para o ` +
      `site no ar, use o endereço público (ex.: https://negociosozonteck.com.br).`,
  exampleSiteUrl: (url: string) =>
    `SITE_URL ainda é o endereço de exemplo do README (${url}), o site de outra pessoa: os endereços canônicos, ` +
      `as ` +
      `prévias de compartilhamento e o sitemap apontariam para lá. Escreva o endereço do seu próprio site, ou ` +
      `apague a linha para a demonstração.`,
  registerPlainHttp: (url: string) =>
    `Atenção: REGISTER_URL é ${url} (http sem s): na página de cadastro, o celular do visitante pode mostrar ` +
      `"não ` +
      `seguro". Use o endereço https:// da sua página de cadastro, se ela tiver.`,
  plainHttp: (url: string) =>
    `Atenção: SITE_URL é ${url} (http sem s): os endereços canônicos, as prévias de compartilhamento (og:url, ` +
      `og:image) e o sitemap apontam para ele, e buscadores e WhatsApp recebem links http://. Use https:// quando ` +
      `o site tiver certificado.`,

  // TZ
  unknownTimeZone: (got: string, nearest: readonly string[]) =>
    `TZ ${got} não é um fuso horário da lista (tz database): com ele, o Node deixaria o log de acesso em UTC ` +
      `sem avisar.${nearest.length > 0 ? ` Você quis dizer ${nearest[0]}?` : ''}` +
      `${nearest.length > 1 ? ` Outros nomes próximos: ${list(nearest.slice(1))}.` : ''} Escreva o nome como ` +
      `na lista, com as maiúsculas e com _ no lugar dos espaços (o horário de Brasília é TZ=America/Sao_Paulo).`,
  timeZoneFallback: (problem: string, zone: string) =>
    `${problem} Enquanto isso, as datas aqui estão no horário de Brasília (${zone}).`,
};
