// The site's settings, read from the environment once (by the build; the server compares them
// with the live build's) and validated up front: a bad value stops with a message naming the
// variable and the expected form, instead of producing broken links at run time. Pure (no Node).
// The other settings' parsers sit beside it (server-settings.ts, access-log-settings.ts,
// deploy-settings.ts, site-language.ts), each named by its row of the settings table.
import { messages } from '../messages/catalogue';
import { ConfigError } from './errors';
import { isExampleSiteUrl } from './example-values';
import { leadVariables, requireRealLeads, unnamedHost } from './lead-settings';
import { unknownOrigins, type SettingOrigins } from './setting-origin';
import { siteVariables } from './setting-names';
import {
  defaultOf,
  limitOf,
  settingName,
  siteSettingField,
  type DemoVariable,
  type Env,
  type SettingName,
  type SiteVariable,
} from './setting-table';
import { visibleLength } from './visible-length';
import { parseWhatsappNumber } from './whatsapp-number';

export { ConfigError, siteVariables, type Env, type SiteVariable };

/** Settings baked into the prerendered HTML and the client bundle at build time. */
export interface SiteSettings {
  /** The public origin (https://example.com), for canonical URLs, share previews and the sitemap. */
  siteUrl: string;
  sponsor: string;
  registerUrl: string;
  whatsappNumber: string;
  whatsappMessage: string;
  socialProof: boolean;
}

const sponsorPattern = new RegExp(`^[A-Za-z0-9._-]{1,${limitOf(settingName.SPONSOR, 'maxLength')}}$`);

/**
 * The value of a variable, trimmed; undefined when it is unset. A variable that is set but empty
 * (`SPONSOR=` in the env file) is a mistake, not "unset": it stops with a message naming it.
 */
export function valueOf(env: Env, name: SettingName): string | undefined {
  const raw = env[name];
  if (raw === undefined) return undefined;
  const trimmed = raw.trim();
  if (trimmed === '') {
    const text = messages().settings;
    throw new ConfigError(
      (leadVariables as readonly string[]).includes(name) ? text.emptyLeadValue(name) : text.emptyValue(name),
      name,
    );
  }
  return trimmed;
}

/** The value a setting with a default takes when it is unset (the table's). */
const defaultValue = (name: SettingName): string => defaultOf(name)!;

/** The value of a setting that has a default: the table's when it is unset. */
export const valueOrDefault = (env: Env, name: SettingName): string => valueOf(env, name) ?? defaultValue(name);

export function fail(name: SettingName, expected: string, got: string): never {
  throw new ConfigError(messages().settings.mustBe(name, expected, JSON.stringify(got)), name);
}

/** An absolute http(s) URL without credentials, or a stop naming the variable and the form. */
function parseHttpUrl(name: SettingName, expected: string, value: string): URL {
  // The URL parser would turn a space into %20: a link to a page that is not there.
  if (/\s/.test(value)) fail(name, messages().settings.withoutSpaces(expected), value);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    fail(name, expected, value);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') fail(name, expected, value);
  if (url.username || url.password) fail(name, messages().settings.withoutCredentials(expected), value);
  return url;
}

function parseRegisterUrl(value: string): string {
  const expected = messages().settings.registerUrlForm;
  const url = parseHttpUrl(settingName.REGISTER_URL, expected, value);
  if (url.hash) fail(settingName.REGISTER_URL, messages().settings.withoutFragment(expected), value);
  return url.href;
}

function parseSiteUrl(value: string): string {
  const expected = messages().settings.siteUrlForm;
  const url = parseHttpUrl(settingName.SITE_URL, expected, value);
  if (url.search || url.hash || url.pathname !== '/') fail(settingName.SITE_URL, expected, value);
  return url.origin;
}

// The words an operator writes for a switch, in Portuguese or English, case aside: "HSTS=sim"
// must not stop the server, nor "SOCIAL_PROOF=não" the build.
const switchWords: Readonly<Record<string, boolean>> = {
  on: true,
  off: false,
  sim: true,
  não: false,
  nao: false,
  yes: true,
  no: false,
  true: true,
  false: false,
  1: true,
  0: false,
};

/** What a switch's value says (on or off), or undefined when it is not one of the switch words. */
export const switchValue = (value: string): boolean | undefined => switchWords[value.normalize('NFC').toLowerCase()];

/** Every on/off setting's one parser: a switch word, or a stop naming the setting and the words. */
export function parseSwitch(name: SettingName, value: string): boolean {
  const on = switchValue(value);
  if (on === undefined) fail(name, messages().settings.onOrOff, value);
  return on;
}

export interface ParsedSiteSettings {
  settings: SiteSettings;
  /** The demo values used because the variable was unset; empty in a real deployment. */
  demoDefaultsUsed: SiteVariable[];
  /**
   * For the operator (a landline, a number outside Brazil, plain http): printed, and repeated in the build's
   * verdict.
   */
  warnings: string[];
}

const demoLeads = {
  sponsor: defaultValue(settingName.SPONSOR),
  registerUrl: defaultValue(settingName.REGISTER_URL),
  whatsappDigits: defaultValue(settingName.WHATSAPP_NUMBER),
};

/**
 * The site's settings, every value checked. With `origins` (where each value was read), lead
 * settings that cannot go live stop the build (lead-settings.ts).
 */
export function parseSiteSettings(env: Env, origins: SettingOrigins = unknownOrigins): ParsedSiteSettings {
  const demoDefaultsUsed: SiteVariable[] = [];
  const orDemo = (name: DemoVariable): string => {
    const value = valueOf(env, name);
    if (value !== undefined) return value;
    demoDefaultsUsed.push(name);
    return defaultValue(name);
  };

  const { SITE_URL, SPONSOR, REGISTER_URL, WHATSAPP_NUMBER, WHATSAPP_MESSAGE, SOCIAL_PROOF } = settingName;
  const siteUrl = parseSiteUrl(orDemo(SITE_URL));
  const sponsor = orDemo(SPONSOR);
  if (!sponsorPattern.test(sponsor)) fail(SPONSOR, messages().settings.sponsorForm, sponsor);
  const registerUrl = parseRegisterUrl(orDemo(REGISTER_URL));
  const whatsapp = parseWhatsappNumber(orDemo(WHATSAPP_NUMBER));
  const whatsappMessage = valueOrDefault(env, WHATSAPP_MESSAGE);
  const [maxMessageLength, messageLength] = [limitOf(WHATSAPP_MESSAGE, 'maxLength'), visibleLength(whatsappMessage)];
  if (messageLength > maxMessageLength) {
    fail(
      WHATSAPP_MESSAGE,
      messages().settings.messageForm(maxMessageLength, messageLength),
      `${whatsappMessage.slice(0, 40)}…`,
    );
  }
  const socialProof = parseSwitch(SOCIAL_PROOF, valueOrDefault(env, SOCIAL_PROOF));
  const siteHost = demoDefaultsUsed.includes(SITE_URL) ? undefined : new URL(siteUrl).hostname;
  const exampleSiteUrl = isExampleSiteUrl(siteUrl) ? siteUrl : undefined;
  requireRealLeads(
    env,
    { sponsor, registerUrl, whatsappDigits: whatsapp.digits },
    demoLeads,
    origins,
    siteHost,
    exampleSiteUrl,
  );

  const settings = { siteUrl, sponsor, registerUrl, whatsappNumber: whatsapp.digits, whatsappMessage, socialProof };
  const registerUrlWarning = registerUrl.startsWith('http:')
    ? messages().settings.registerPlainHttp(registerUrl)
    : null;
  const warnings = [
    demoDefaultsWarning(demoDefaultsUsed),
    ...(demoDefaultsUsed.includes(WHATSAPP_NUMBER) ? [] : whatsapp.warnings),
    siteUrlWarning(settings),
    registerUrlWarning,
  ];
  return { settings, demoDefaultsUsed, warnings: warnings.filter((warning): warning is string => warning !== null) };
}

export function demoDefaultsWarning(used: readonly SiteVariable[]): string | null {
  return used.length === 0 ? null : messages().settings.demoDefaults(used);
}

/**
 * A site served over plain http://, or at an address with no name (a test machine), is allowed, but never
 * without a word.
 */
export function siteUrlWarning(settings: SiteSettings): string | null {
  if (unnamedHost(new URL(settings.siteUrl).hostname)) return messages().settings.unnamedSite(settings.siteUrl);
  return settings.siteUrl.startsWith('http://') ? messages().settings.plainHttp(settings.siteUrl) : null;
}

/**
 * The site variables the environment sets explicitly to something other than what a build used:
 * the server warns about these ("rebuild to apply") because site settings are baked in at build time.
 */
export function siteSettingsDrift(
  env: Env,
  built: SiteSettings,
  origins: SettingOrigins = unknownOrigins,
): SiteVariable[] {
  const asked = parseSiteSettings(env, origins).settings;
  const explicitlySet = (name: SiteVariable) => valueOf(env, name) !== undefined;
  const differs = (name: SiteVariable) => asked[siteSettingField[name]] !== built[siteSettingField[name]];
  return siteVariables.filter((name) => explicitlySet(name) && differs(name));
}
