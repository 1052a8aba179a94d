// Every setting, one row each, and the only place a setting's name is written: who reads it, the
// function that parses it, its form and limits, its default (or demo value), what applies a change,
// and its line in the README's settings table. The loader (site-folder/load-settings.ts), the
// strict file reader, the parsers, the errors and the README's test all read it; code names a
// setting by its typed key (`settingName.SPONSOR`), so a misspelled name fails the type check.
// Pure: importable anywhere.

/** The programs that read settings: the build (and dev), the server, the offline report. */
export type Reader = 'build' | 'server' | 'report';
/** What makes a changed value take effect. */
export type Applier = 'rebuild' | 'reload' | 'restart';

/** The values a process reads settings from: the command's environment, with the settings file's under it. */
export type Env = Record<string, string | undefined>;

export interface SettingRow {
  readonly name: string;
  /** The part of the program that reads it, as the README's sections describe them. */
  readonly group: 'site' | 'deploy' | 'location' | 'server' | 'access-log' | 'process';
  readonly readBy: readonly Reader[];
  readonly applies: readonly Applier[];
  /** Settable in the settings file, or only in the command's environment (it says where the file is). */
  readonly setIn: 'file' | 'environment';
  /**
   * The function that parses it, exported by a module of src/settings/ (test/unit/setting-parsers.test.ts), or
   * null when Node reads it itself.
   */
  readonly parser: string | null;
  /** A site setting's field in SiteSettings (settings.ts): the one mapping from a setting's name to its value. */
  readonly field?: string;
  /** The value used when it is unset (as written in the file), or null when there is none. */
  readonly defaultValue: string | null;
  /** The default is a demo value: correctly shaped, reaching no real sponsor (a warning says so). */
  readonly demo?: true;
  /** What the value may be: the bounds its parser checks. */
  readonly limits?: { readonly min?: number; readonly max?: number; readonly maxLength?: number };
  /** The README's settings table (in Portuguese): the default cell, when not the value itself, and the text. */
  readonly readme: { readonly defaultCell?: string; readonly text: string };
}

const buildOnly = { readBy: ['build'], setIn: 'file' } as const;
const siteRow = { ...buildOnly, group: 'site', applies: ['rebuild', 'reload'], parser: 'parseSiteSettings' } as const;
const deployRow = { ...buildOnly, group: 'deploy', applies: ['rebuild'] } as const;
const locationRow = {
  group: 'location',
  readBy: ['build', 'server'],
  applies: ['rebuild', 'restart'],
  setIn: 'environment',
} as const;
const serverRow = { readBy: ['server'], applies: ['restart'], setIn: 'file' } as const;

/** In the README's order. */
export const settingRows = [
  {
    ...siteRow,
    name: 'SITE_URL',
    field: 'siteUrl',
    defaultValue: 'https://negociosozonteck.example',
    demo: true,
    readme: {
      text: 'O endereço público, para os links canônicos, a prévia ao compartilhar e o sitemap: ' +
        '`https://dominio` (`http` avisa), sem caminho, `?` ou `#`.',
    },
  },
  {
    ...siteRow,
    name: 'SPONSOR',
    field: 'sponsor',
    defaultValue: 'demo',
    demo: true,
    limits: { maxLength: 64 },
    readme: { text: 'Seu código de patrocinador: de 1 a 64 letras sem acento, dígitos, `.`, `_` ou `-`.' },
  },
  {
    ...siteRow,
    name: 'REGISTER_URL',
    field: 'registerUrl',
    defaultValue: 'https://cadastro.ozonteck.example/register',
    demo: true,
    readme: {
      text: 'Sua página de cadastro: um endereço `http(s)://` completo com nome (não um IP, não este site), ' +
        'sem espaços, `#`, usuário ou `sponsor` próprio (o resto do `?` é mantido).',
    },
  },
  {
    ...siteRow,
    name: 'WHATSAPP_NUMBER',
    field: 'whatsappNumber',
    defaultValue: '5551999999999',
    demo: true,
    limits: { min: 8, max: 15 },
    readme: {
      text: 'O WhatsApp da conversa, como você escreve: `+55 (51) 98765-4321`. Brasil: 55, um DDD real, 9 ' +
        'dígitos (8 de um fixo: um aviso). Sem o 55 o build para: *você quis dizer 55…?* ' +
        'Outro país: o código do país primeiro, de 8 a 15 dígitos.',
    },
  },
  {
    ...siteRow,
    name: 'WHATSAPP_MESSAGE',
    field: 'whatsappMessage',
    defaultValue: 'Olá! Vim pelo site e quero me cadastrar como revendedor Ozonteck. Pode me ajudar com o cadastro?',
    limits: { maxLength: 500 },
    readme: {
      defaultCell: 'um "Olá!" pedindo o cadastro',
      text: 'A mensagem que já vem escrita na conversa: até 500 caracteres (um emoji conta um); `\\n` ' +
        'começa uma linha nova.',
    },
  },
  {
    ...siteRow,
    name: 'SOCIAL_PROOF',
    field: 'socialProof',
    defaultValue: 'on',
    readme: { text: '`on` ou `off`: o aviso "Acabou de se cadastrar!".' },
  },
  {
    ...deployRow,
    name: 'ASSET_RETENTION_DAYS',
    parser: 'parseRetentionDays',
    defaultValue: '7',
    limits: { min: 0, max: 365 },
    readme: {
      text: 'Dias, de 0 a 365: por quanto tempo os arquivos dos builds anteriores seguem no ar, para páginas ' +
        'abertas antes de uma publicação.',
    },
  },
  {
    ...deployRow,
    name: 'REPLACE_REAL_SETTINGS_WITH_DEMO',
    parser: 'parseDemoOverride',
    defaultValue: 'no',
    readme: {
      text: '`yes` deixa um build com valores de demonstração substituir um build no ar com os reais ' +
        '(também `npm run build -- --replace-real-settings-with-demo`).',
    },
  },
  {
    ...locationRow,
    name: 'SITE_ENV_FILE',
    parser: 'settingsFilePlace',
    defaultValue: 'site/site.env',
    readme: { text: 'O arquivo de configurações, a partir da pasta do projeto; precisa existir.' },
  },
  {
    ...locationRow,
    name: 'SITE_DIR',
    parser: 'siteFolder',
    defaultValue: 'site',
    readme: {
      text: 'A sua pasta (configurações, fotos, equipe), a partir da pasta do projeto. Estas duas vão na ' +
        'linha de comando, não no arquivo.',
    },
  },
  {
    ...serverRow,
    group: 'server',
    name: 'PORT',
    parser: 'parseServerSettings',
    defaultValue: '3000',
    limits: { min: 0, max: 65535 },
    readme: { text: 'Número inteiro, de 0 a 65535 (0 escolhe uma porta livre). Ignorada com o socket do systemd.' },
  },
  {
    ...serverRow,
    group: 'server',
    name: 'HOST',
    parser: 'parseServerSettings',
    defaultValue: '127.0.0.1',
    readme: {
      text: 'Um IP desta máquina (`0.0.0.0` ou `::`: todos; IPv6 com ou sem `[ ]`) ou um nome que leve a ' +
        'um deles. Ignorado com o socket do systemd.',
    },
  },
  {
    ...serverRow,
    group: 'server',
    name: 'HSTS',
    parser: 'parseServerSettings',
    defaultValue: 'off',
    readme: {
      text: '`on` ou `off`: envia `Strict-Transport-Security`. Ligue **só** com o site em HTTPS (o instalador ' +
        'liga).',
    },
  },
  {
    ...serverRow,
    group: 'access-log',
    name: 'ACCESS_LOG',
    parser: 'parseAccessLogSettings',
    defaultValue: 'off',
    readme: {
      text: '`off`, `stdout` ou o caminho completo de um arquivo, como `/var/log/ozonteck/access.log`: ' +
        'uma linha por pedido ([Logs](#logs)).',
    },
  },
  {
    ...serverRow,
    group: 'access-log',
    name: 'ACCESS_LOG_FULL_IP',
    parser: 'parseAccessLogSettings',
    defaultValue: 'off',
    readme: { text: '`on` ou `off`. Desligado, os endereços saem encurtados (IPv4 até o /24, IPv6 até o /48).' },
  },
  {
    ...serverRow,
    group: 'access-log',
    name: 'TRUST_PROXY',
    parser: 'parseAccessLogSettings',
    defaultValue: 'off',
    readme: {
      text: 'O IP do proxy na frente (`127.0.0.1`, o Caddy), ou vários separados por vírgula: o log de ' +
        'acesso lê o visitante de `X-Forwarded-For` só nos pedidos vindos deles.',
    },
  },
  // Node reads it from the environment itself (the access log's times); the server sets it when unset.
  {
    ...serverRow,
    group: 'process',
    name: 'TZ',
    readBy: ['build', 'server', 'report'],
    parser: 'parseTimeZone',
    defaultValue: 'America/Sao_Paulo',
    readme: { text: 'O fuso do log de acesso, dos dias do relatório e das horas do `status`.' },
  },
  {
    group: 'process',
    name: 'SITE_LANGUAGE',
    parser: 'parseLanguage',
    readBy: ['build', 'server', 'report'],
    applies: ['rebuild', 'restart'],
    setIn: 'file',
    defaultValue: 'pt-BR',
    readme: { text: '`pt-BR` ou `en`: a língua de todas as mensagens.' },
  },
] as const satisfies readonly SettingRow[];

type Row = (typeof settingRows)[number];
export type SettingName = Row['name'];
/** The settings baked into the pages at build time. */
export type SiteVariable = Extract<Row, { group: 'site' }>['name'];
/** The settings whose default is a demo value. */
export type DemoVariable = Extract<Row, { demo: true }>['name'];

type SiteRow = Extract<Row, { group: 'site' }>;
/** Each site setting's field in SiteSettings (settings.ts): `siteSettingField.SPONSOR` is 'sponsor'. */
export const siteSettingField = Object.fromEntries(
  settingRows.flatMap((row: SettingRow) => (row.field === undefined ? [] : [[row.name, row.field]])),
) as { readonly [Site in SiteRow as Site['name']]: Site['field'] };

/**
 * Each setting's name under its own key: `settingName.SPONSOR` is 'SPONSOR', and `settingName.SPONSER` does
 * not compile.
 */
export const settingName = Object.fromEntries(settingRows.map((row) => [row.name, row.name])) as {
  readonly [Name in SettingName]: Name;
};

const rowsByName = new Map<string, SettingRow>(settingRows.map((row) => [row.name, row]));

export function settingRow(name: SettingName): SettingRow {
  return rowsByName.get(name)!;
}

/** The value a setting takes when it is unset, as written in the file. */
export const defaultOf = (name: SettingName): string | null => settingRow(name).defaultValue;

/** A bound of a setting's value (the table's limits). */
export const limitOf = (name: SettingName, limit: 'min' | 'max' | 'maxLength'): number =>
  settingRow(name).limits![limit]!;

/** The names of the rows that `keep` keeps, in the table's order. */
export function namesWhere<Name extends SettingName = SettingName>(
  keep: (row: SettingRow) => boolean,
): readonly Name[] {
  return settingRows.filter((row: SettingRow) => keep(row)).map((row) => row.name as Name);
}

/** Read by no program but the build: a problem in one never stops the server, which serves the live build. */
export const isBuildOnly = (name: string): boolean =>
  rowsByName.get(name)?.readBy.every((reader) => reader === 'build') ?? false;
