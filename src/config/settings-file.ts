// The settings file's syntax, read strictly (README, Configuration): every line is NAME=value, a
// comment starting with #, or blank. Anything else stops the build and the server with the file,
// the line number and the line, because a lenient reader turned a missing "=" into a setting that
// silently vanished, together with the line after it. A name that is not a setting is an error
// too, with the nearest known one suggested: a typo must never put demo links live.
import { editDistance, nearestName } from './nearest-name';
import { fileSettingNames, locationVariables } from './setting-names';
import { ConfigError, type Env } from './settings';

export { fileSettingNames, locationVariables };

const namePattern = /^[A-Za-z_][A-Za-z0-9_]*$/;
const lineShape = 'Each line must be NAME=value (e.g. SPONSOR=joana123), a comment starting with #, or blank';

/** A line as it can be shown safely: control characters escaped, long lines cut. */
function shown(line: string): string {
  const cut = line.length > 120 ? `${line.slice(0, 120)}…` : line;
  return JSON.stringify(cut).replace(/[\u007f-\u009f\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** A name from the environment as it can be printed: anything but printable ASCII escaped. */
const printable = (name: string) => name.replace(/[^\x20-\x7e]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** The value after "=": quoted (as shell and dotenv files quote) or bare, with a trailing # comment allowed. */
function parseValue(raw: string, where: string): string {
  const quote = raw[0];
  if (quote === '"' || quote === "'" || quote === '`') {
    const end = raw.indexOf(quote, 1);
    if (end === -1) throw new ConfigError(`${where}: the ${quote} quote is not closed on this line. Close it, or write the value without quotes.`);
    const rest = raw.slice(end + 1).trim();
    if (rest !== '' && !rest.startsWith('#')) throw new ConfigError(`${where}: text after the closing ${quote} quote. Put the whole value inside the quotes.`);
    const inner = raw.slice(1, end);
    // In double quotes \n is a line break, as Node's own env-file reader had it.
    return quote === '"' ? inner.replace(/\\n/g, '\n') : inner;
  }
  const comment = /\s#/.exec(raw);
  return (comment ? raw.slice(0, comment.index) : raw).trim();
}

function unknownNameMessage(name: string): string {
  if ((locationVariables as readonly string[]).includes(name)) {
    return `${name} cannot be set in the settings file (it says where that file is). Set it in the command's environment instead.`;
  }
  const nearest = nearestName(name, fileSettingNames);
  return nearest
    ? `${name} is not a setting; did you mean ${nearest}? Correct the name.`
    : `${name} is not a setting. The settings are: ${fileSettingNames.join(', ')}.`;
}

/**
 * The file's settings, or a ConfigError naming `shownPath`, the line number and the line.
 * A byte-order mark (Windows Notepad's "UTF-8 with BOM") is ignored; CRLF line ends are fine.
 */
export function parseSettingsFile(text: string, shownPath: string): Env {
  const values: Env = {};
  const lineOf = new Map<string, number>();
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  lines.forEach((line, index) => {
    const number = index + 1;
    const trimmed = line.trim();
    if (trimmed === '' || trimmed.startsWith('#')) return;
    const where = `${shownPath}, line ${number}`;
    const equals = trimmed.indexOf('=');
    const name = equals === -1 ? '' : trimmed.slice(0, equals).trim();
    if (!namePattern.test(name)) throw new ConfigError(`${where}: ${shown(line)} is not a setting line. ${lineShape}.`);
    if (!fileSettingNames.includes(name)) throw new ConfigError(`${where}: ${unknownNameMessage(name)}`);
    const earlier = lineOf.get(name);
    if (earlier !== undefined) throw new ConfigError(`${where}: ${name} is already set on line ${earlier}. Keep one of the two lines.`);
    values[name] = parseValue(trimmed.slice(equals + 1).trim(), where);
    lineOf.set(name, number);
  });
  return values;
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
    if (nearest && editDistance(name.toUpperCase(), nearest) <= 2) {
      problems.push(`${printable(name)} is set in the environment but is not a setting; did you mean ${nearest}? Correct or unset it.`);
    }
  }
  return problems;
}
