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
  /** The README's settings table: the default cell when it is not the value itself, and the description. */
  readonly readme: { readonly defaultCell?: string; readonly text: string };
  /** The short gloss the README's Portuguese section gives the setting, where it gives one. */
  readonly readmePortuguese?: string;
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
    readmePortuguese: 'o endereço do site',
    readme: {
      text: 'The public origin, for canonical URLs, share previews and the sitemap: `http(s)://host` ' +
        '(plain `http` warns), no path, query or `#`.',
    },
  },
  {
    ...siteRow,
    name: 'SPONSOR',
    field: 'sponsor',
    defaultValue: 'demo',
    demo: true,
    limits: { maxLength: 64 },
    readmePortuguese: 'seu código',
    readme: { text: 'Your sponsor code: 1 to 64 unaccented letters, digits, `.`, `_` or `-`.' },
  },
  {
    ...siteRow,
    name: 'REGISTER_URL',
    field: 'registerUrl',
    defaultValue: 'https://cadastro.ozonteck.example/register',
    demo: true,
    readmePortuguese: 'sua página de cadastro',
    readme: {
      text: 'The registration page: an absolute `http(s)` URL with a name (not an IP address, not this ' +
        'site), without spaces, `#`, user name or a `sponsor` of its own (the rest of its query is kept).',
    },
  },
  {
    ...siteRow,
    name: 'WHATSAPP_NUMBER',
    field: 'whatsappNumber',
    defaultValue: '5551999999999',
    demo: true,
    limits: { min: 8, max: 15 },
    readmePortuguese: 'com 55 e o DDD',
    readme: {
      text: 'The chat (`https://wa.me/NUMBER`), as you write it: `+55 (51) 98765-4321`. Brazil: 55, a real ' +
        'DDD, 9 digits (8 for a landline: a warning). Without 55 it stops: *did you mean 55…?* ' +
        'Elsewhere: country code first, 8 to 15 digits.',
    },
  },
  {
    ...siteRow,
    name: 'WHATSAPP_MESSAGE',
    field: 'whatsappMessage',
    defaultValue: 'Olá! Vim pelo site e quero me cadastrar como revendedor Ozonteck. Pode me ajudar com o cadastro?',
    limits: { maxLength: 500 },
    readme: {
      defaultCell: 'a pt-BR greeting asking to register',
      text: 'The message prefilled in the chat: at most 500 characters, an emoji counting as one; `\\n` ' +
        'starts a new line.',
    },
  },
  {
    ...siteRow,
    name: 'SOCIAL_PROOF',
    field: 'socialProof',
    defaultValue: 'on',
    readme: { text: '`on` or `off`: the "Acabou de se cadastrar!" toast.' },
  },
  {
    ...deployRow,
    name: 'ASSET_RETENTION_DAYS',
    parser: 'parseRetentionDays',
    defaultValue: '7',
    limits: { min: 0, max: 365 },
    readme: {
      text: "Whole days, 0 to 365: how long earlier builds' files stay served, for pages opened before a deploy.",
    },
  },
  {
    ...deployRow,
    name: 'REPLACE_REAL_SETTINGS_WITH_DEMO',
    parser: 'parseDemoOverride',
    defaultValue: 'no',
    readme: {
      text: '`yes` lets a build with demo values replace a live build made with real ones (also `npm run ' +
        'build -- --replace-real-settings-with-demo`).',
    },
  },
  {
    ...locationRow,
    name: 'SITE_ENV_FILE',
    parser: 'settingsFilePlace',
    defaultValue: 'site/site.env',
    readme: { text: 'The settings file, relative to the project folder; must exist.' },
  },
  {
    ...locationRow,
    name: 'SITE_DIR',
    parser: 'siteFolder',
    defaultValue: 'site',
    readme: {
      text: "Your folder (settings, pictures), relative to the project folder. Set these two in the command's " +
        "environment, not the file.",
    },
  },
  {
    ...serverRow,
    group: 'server',
    name: 'PORT',
    parser: 'parseServerSettings',
    defaultValue: '3000',
    limits: { min: 0, max: 65535 },
    readme: { text: 'Whole number, 0 to 65535 (0 picks a free port). Ignored under the systemd socket unit.' },
  },
  {
    ...serverRow,
    group: 'server',
    name: 'HOST',
    parser: 'parseServerSettings',
    defaultValue: '127.0.0.1',
    readme: {
      text: 'An IP address of this machine (`0.0.0.0` or `::`: all; IPv6 with or without `[ ]`) or a host ' +
        'name resolving to one. Ignored under the socket unit.',
    },
  },
  {
    ...serverRow,
    group: 'server',
    name: 'HSTS',
    parser: 'parseServerSettings',
    defaultValue: 'off',
    readme: {
      text: '`on` or `off`: send `Strict-Transport-Security`. Turn it on **only** when the site is reached over HTTPS.',
    },
  },
  {
    ...serverRow,
    group: 'access-log',
    name: 'ACCESS_LOG',
    parser: 'parseAccessLogSettings',
    defaultValue: 'off',
    readme: {
      text: '`off`, `stdout`, or the absolute path of a file to append to, e.g. ' +
        '`/var/log/ozonteck/access.log`: one line per request ([Access log](#access-log)).',
    },
  },
  {
    ...serverRow,
    group: 'access-log',
    name: 'ACCESS_LOG_FULL_IP',
    parser: 'parseAccessLogSettings',
    defaultValue: 'off',
    readme: { text: '`on` or `off`. Off: client addresses are written shortened (IPv4 to its /24, IPv6 to its /48).' },
  },
  {
    ...serverRow,
    group: 'access-log',
    name: 'TRUST_PROXY',
    parser: 'parseAccessLogSettings',
    defaultValue: 'off',
    readme: {
      text: 'The IP address of your reverse proxy (`127.0.0.1`), or several separated by commas: the ' +
        'access log takes the client from `X-Forwarded-For` for requests from those addresses only.',
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
    readme: { text: "The zone of the access log, the report's days and status's times." },
  },
  {
    group: 'process',
    name: 'SITE_LANGUAGE',
    parser: 'parseLanguage',
    readBy: ['build', 'server', 'report'],
    applies: ['rebuild', 'restart'],
    setIn: 'file',
    defaultValue: 'pt-BR',
    readme: { text: '`pt-BR` or `en`: the language of every message.' },
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
