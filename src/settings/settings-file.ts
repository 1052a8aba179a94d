// The settings file's syntax, read strictly (README, Configurações): every line is NAME=value, a
// comment starting with #, or blank. Anything else stops the build and the server with the file,
// the line number and the line, because a lenient reader turned a missing "=" into a setting that
// silently vanished, together with the line after it. A name that is not a setting is an error
// too, with the nearest known one suggested: a typo must never put demo links live. Nothing is
// guessed: bytes that are not UTF-8 stop (a Latin-1 "á" would reach the page as "�"), and a # in
// an unquoted value stops (it was cut as a comment: "kit #azul" went live as "kit"). Curly quotes
// around a value are quotes (“Olá!” reached the chat with them), and `\"` is a quote in any value
// (it reached the chat with its backslash).
import { messages } from '../messages/catalogue';
import { ConfigError } from './errors';
import { editDistance, nearestName } from './nearest-name';
import { fileSettingNames, locationVariables } from './setting-names';
import type { Env } from './setting-table';

export { fileSettingNames, locationVariables };

const namePattern = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** A line as it can be shown safely: control characters escaped, long lines cut. */
function shown(line: string): string {
  const cut = line.length > 120 ? `${line.slice(0, 120)}…` : line;
  return JSON.stringify(cut).replace(
    /[\u007f-\u009f\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** C0 control characters by their usual names; the C1 ones (128 to 159) have none an operator would know. */
const controlNames = [
  ...'NUL SOH STX ETX EOT ENQ ACK BEL BS TAB LF VT FF CR SO SI DLE DC1 DC2 DC3 DC4'.split(' '),
  ...'NAK SYN ETB CAN EM SUB ESC FS GS RS US'.split(' '),
];
// A tab is whitespace to a browser; every other control character would reach the HTML as is
// (ESC, BEL from a terminal or a word processor's copy), and a lone CR is one too.
const controlCharacter = /[\u0000-\u0008\u000a-\u001f\u007f-\u009f]/;

function controlCharacterName(character: string): string {
  const code = character.charCodeAt(0);
  return messages().settings.characterCode(controlNames[code] ?? (code === 0x7f ? 'DEL' : 'C1'), code);
}

/** A line with a tab or spaces where "=" belongs (`SPONSOR\tmaria`), written as it should be, or null. */
function spacedForEquals(trimmed: string): { tab: boolean; written: string } | null {
  // Upper-case names only: "Quero me cadastrar", a message's second line, is no setting.
  const match = /^([A-Z][A-Z0-9_]*)([ \t]+)(?!=)(.+)$/.exec(trimmed);
  return match ? { tab: match[2]!.includes('\t'), written: `${match[1]}=${match[3]}` } : null;
}

/** A name from the environment as it can be printed: anything but printable ASCII escaped. */
const printable = (name: string) =>
  name.replace(/[^\x20-\x7e]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** Each quote a value may open with → the quotes that close it. Curly ones (a word processor's, a phone's) count. */
const closingQuotes: Record<string, string> = {
  '"': '"',
  "'": "'",
  '`': '`',
  '\u201c': '\u201d\u201c', // “…” and “…“
  '\u201e': '\u201c\u201d', // „…“
  '\u201d': '\u201d', // ”…”
  '\u2018': '\u2019', // ‘…’
};
const straightQuotes = '"\'`';
const curlyQuotes = /[\u201c\u201d\u201e\u2018\u2019]/;

/** Where the value opened by `raw[0]` closes: its last closing quote not written with a backslash, or 0. */
function closingIndex(raw: string): number {
  const closers = closingQuotes[raw[0]!]!;
  for (let i = raw.length - 1; i > 0; i--) if (closers.includes(raw[i]!) && raw[i - 1] !== '\\') return i;
  return 0;
}

/**
 * The value after "=". Quoted (as shell and dotenv files quote, or in curly quotes as a word
 * processor writes them), it runs from the first quote to the last one of its kind on the line and
 * may hold anything, # and quotes included; a comment may follow it. Bare, it is taken whole, and a
 * # in it stops: quote the value, or put the comment on its own line. In every value, bare or
 * quoted, `\n` is a line break and a backslash before a quote (`\"`, `\'`, `` \` ``) is that quote.
 */
function parseValue(raw: string, name: string, where: string): string {
  const text = messages().settings;
  const quote = raw[0] ?? '';
  if (closingQuotes[quote] !== undefined) {
    const curly = !straightQuotes.includes(quote);
    const end = closingIndex(raw);
    if (end === 0) {
      // "maria” : opened straight, closed curly (a phone's keyboard), said as such.
      const curlyClose = curly ? undefined : [...raw.slice(1)].reverse().find((char) => curlyQuotes.test(char));
      if (curlyClose) throw new ConfigError(`${where}: ${text.closedByCurlyQuote(quote, curlyClose, name)}`);
      throw new ConfigError(`${where}: ${curly ? text.curlyQuoteNotClosed(quote, name) : text.quoteNotClosed(quote)}`);
    }
    const rest = raw.slice(end + 1).trim();
    if (rest !== '' && !rest.startsWith('#')) {
      const problem = curly ? text.textAfterCurlyQuote(raw[end]!, name) : text.textAfterQuote(quote);
      throw new ConfigError(`${where}: ${problem}`);
    }
    return unescaped(raw.slice(1, end));
  }
  if (raw.includes('#')) throw new ConfigError(`${where}: ${text.hashInValue(name)}`);
  return unescaped(raw);
}

/** `\n` is a line break and `\"`, `\'`, `` \` `` a quote in every value, bare or quoted: one rule (README). */
const unescaped = (value: string) => value.replace(/\\([n"'`])/g, (_, char: string) => (char === 'n' ? '\n' : char));

function unknownNameMessage(name: string, names: readonly string[]): string {
  const text = messages().settings;
  if (names === fileSettingNames && (locationVariables as readonly string[]).includes(name))
    return text.locationVariable(name);
  const nearest = nearestName(name, names);
  if (names === fileSettingNames) return nearest ? text.didYouMean(name, nearest) : text.notASetting(name, names);
  // The texts file (site/texts.env): say "text", and send a setting to the settings file.
  const texts = messages().texts;
  if (fileSettingNames.includes(name)) return texts.settingNotText(name);
  return nearest ? texts.didYouMean(name, nearest, names) : texts.notAText(name, names);
}

/** The settings a file sets, and the line each is on. */
export interface SettingsFile {
  values: Env;
  lines: Record<string, number>;
  /** Problems in lines the reader tolerates (ReadOptions.tolerate): said as warnings, the line left out. */
  skipped: string[];
}

export interface ReadOptions {
  /**
   * Whether a problem in a line about this setting (its name, or the nearest known name) leaves the
   * line out instead of stopping: the server tolerates the settings only the build reads. A
   * comment, or a line that resembles no setting, is about '' (none).
   */
  tolerate?: (name: string) => boolean;
  /** Lines whose bytes are not UTF-8 (from decodeSettingsFile). */
  notUtf8Lines?: readonly number[];
  /** The names the file may set: the settings (the default), or the operator's texts (site/texts.env). */
  names?: readonly string[];
}

/** The setting a line is about, as far as it can be told: its name, the nearest known name, or '' (none). */
function settingOfLine(trimmed: string): string {
  const name = /^[A-Za-z_][A-Za-z0-9_]*/.exec(trimmed)?.[0];
  if (!name || trimmed.startsWith('#')) return '';
  return fileSettingNames.includes(name) ? name : (nearestName(name, fileSettingNames) ?? '');
}

/** One line's setting, or a ConfigError naming `where` (the file and the line). */
function readLine(line: string, number: number, shownPath: string, file: SettingsFile, options: ReadOptions): void {
  const trimmed = line.trim();
  if (options.notUtf8Lines?.includes(number)) throw new ConfigError(messages().settings.notUtf8(shownPath, number));
  if (trimmed === '' || trimmed.startsWith('#')) return;
  const text = messages().settings;
  const where = text.atLine(shownPath, number);
  const control = controlCharacter.exec(line)?.[0];
  if (control !== undefined) throw new ConfigError(`${where}: ${text.controlCharacter(controlCharacterName(control))}`);
  const equals = trimmed.indexOf('=');
  const name = equals === -1 ? '' : trimmed.slice(0, equals).trim();
  if (!namePattern.test(name)) {
    const spaced = spacedForEquals(trimmed);
    throw new ConfigError(
      `${where}: ${spaced ? text.spaceForEquals(spaced.tab, spaced.written) : text.notSettingLine(shown(line))}`,
    );
  }
  const names = options.names ?? fileSettingNames;
  if (!names.includes(name)) throw new ConfigError(`${where}: ${unknownNameMessage(name, names)}`);
  const earlier = file.lines[name];
  if (earlier !== undefined) throw new ConfigError(`${where}: ${messages().settings.givenTwice(name, earlier)}`);
  file.values[name] = parseValue(trimmed.slice(equals + 1).trim(), name, where);
  file.lines[name] = number;
}

/**
 * The file's settings and their lines, or a ConfigError naming `shownPath`, the line number and
 * the line. A byte-order mark (Windows Notepad's "UTF-8 with BOM") is ignored; CRLF line ends are fine.
 */
export function readSettingsText(text: string, shownPath: string, options: ReadOptions = {}): SettingsFile {
  const file: SettingsFile = { values: {}, lines: {}, skipped: [] };
  text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .forEach((line, index) => {
      try {
        readLine(line, index + 1, shownPath, file, options);
      } catch (error) {
        const about = settingOfLine(line.trim());
        if (!(error instanceof ConfigError) || !options.tolerate?.(about)) throw error;
        file.skipped.push(error.message);
      }
    });
  return file;
}

/** The file's settings (readSettingsText without the lines). */
export const parseSettingsFile = (text: string, shownPath: string): Env => readSettingsText(text, shownPath).values;

/**
 * The file's bytes as text, and the lines that are not UTF-8 (a file saved as "ANSI": Latin-1,
 * Windows-1252), which readSettingsText stops on instead of turning "Olá" into "Ol\uFFFD".
 */
export function decodeSettingsFile(bytes: Uint8Array): { text: string; notUtf8Lines: number[] } {
  try {
    return { text: new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes), notUtf8Lines: [] };
  } catch {
    const notUtf8Lines: number[] = [];
    let start = 0;
    for (let line = 1; start <= bytes.length; line++) {
      const end = bytes.indexOf(0x0a, start) === -1 ? bytes.length : bytes.indexOf(0x0a, start);
      try {
        new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(start, end));
      } catch {
        notUtf8Lines.push(line);
      }
      start = end + 1;
    }
    return { text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes), notUtf8Lines };
  }
}

/**
 * Variables of the command's environment that look like a misspelled setting (at most two letters
 * off a long setting name, or one in lower case), each with the message to stop on. Short names
 * are left out: HOME is two letters from HOST and is no mistake.
 */
export function misspelledInEnvironment(env: Env): string[] {
  const known = new Set<string>([...fileSettingNames, ...locationVariables]);
  const longNames = fileSettingNames.filter((name) => name.length >= 6);
  const problems: string[] = [];
  for (const name of Object.keys(env)) {
    if (known.has(name) || name.length < 6) continue;
    const nearest = nearestName(name, longNames);
    if (nearest && editDistance(name.toUpperCase(), nearest) <= 2)
      problems.push(messages().settings.misspelledInEnvironment(printable(name), nearest));
  }
  return problems;
}
