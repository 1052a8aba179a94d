// TZ: the time zone of every date and time the operator reads: the access log's lines (the server
// runs in it), the report's days, and the times the build, status and rollback show. One rule, here:
// TZ (the command's, else the settings file's), else Brasília's. Node reads TZ itself and, given a
// name it does not know ("Brasilia", "America/Sao Paulo", "america/sao_paulo"), runs in UTC without
// a word, so such a name stops the server and the build with the list's nearest names.
import { messages } from '../messages/catalogue';
import { ConfigError } from './errors';
import { nearestNames } from './nearest-name';
import { defaultOf, settingName, type Env } from './setting-table';
import { valueOf } from './settings';

const name = settingName.TZ;
/** Brasília's time, where the operator is when TZ does not say: a VPS's clock is usually UTC. */
export const defaultTimeZone = defaultOf(name)!;

let zones: readonly string[] | null = null;
/** The zone names Node knows, spelled as the tz database spells them. */
const knownZones = (): readonly string[] => (zones ??= ['UTC', ...Intl.supportedValuesOf('timeZone')]);

/** A name as compared for suggestions: no case, no accents, spaces and hyphens as the list's "_". */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\s_-]+/g, '_');
/** The city of Area/City. */
const cityOf = (zone: string) => zone.slice(zone.lastIndexOf('/') + 1);
/** How Brasília's time is called, folded: no zone of the list is named so. */
const brasiliaWords = new Set(['brasilia', 'brasil', 'brazil', 'brt', 'bsb', 'horario_de_brasilia']);

/** The zone the list spells `value` as, when Node would run in it; else null. */
function knownZone(value: string): string | null {
  if (knownZones().includes(value)) return value;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
  } catch {
    return null;
  }
  // An older name (Brazil/East, GMT) Node knows only as the tz database spells it: every part capitalised.
  const sameButCase = knownZones().some((zone) => zone.toLowerCase() === value.toLowerCase());
  return !sameButCase && value.split('/').every((part) => /^[A-Z]/.test(part)) ? value : null;
}

/** The names of the list the operator most likely meant, nearest first (at most three). */
function suggestionsFor(value: string): string[] {
  const folded = fold(value);
  if (brasiliaWords.has(folded) || brasiliaWords.has(fold(cityOf(value)))) return [defaultTimeZone];
  try {
    // Node knows it, in another case (brazil/east): the list's own name for it.
    return [new Intl.DateTimeFormat('en', { timeZone: value }).resolvedOptions().timeZone];
  } catch {
    // not a name in any case
  }
  const all = knownZones();
  const same = all.filter((zone) => fold(zone) === folded || fold(cityOf(zone)) === folded);
  if (same.length > 0) return same.slice(0, 3);
  const byName = nearestNames(value, all, 3, fold);
  if (byName.length > 0) return byName;
  const cities = all.map(cityOf);
  return nearestNames(cityOf(value), cities, 3, fold).map((city) => all[cities.indexOf(city)]!);
}

/**
 * TZ as Node will run in it: a name of the tz list (`America/Sao_Paulo`, `UTC`; glibc's `:` before
 * it allowed), or Brasília's when unset. Any other value stops, naming the list's nearest names.
 */
export function parseTimeZone(env: Env): string {
  const value = valueOf(env, name);
  if (value === undefined) return defaultTimeZone;
  const zone = knownZone(value.startsWith(':') ? value.slice(1) : value);
  if (zone !== null) return zone;
  throw new ConfigError(messages().settings.unknownTimeZone(JSON.stringify(value), suggestionsFor(value)), name);
}

/**
 * The zone every command shows days and times in: parseTimeZone's. A TZ naming no zone is
 * Brasília's here: the server and the build stop on it, and the other commands warn of it
 * (site-folder/load-settings.ts) before they show a time.
 */
export function operatorTimeZone(env: Env): string {
  try {
    return parseTimeZone(env);
  } catch (error) {
    if (error instanceof ConfigError) return defaultTimeZone;
    throw error;
  }
}
