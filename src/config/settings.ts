// The site's settings, read from the environment once (by the build; the server compares them
// with the live build's) and validated up front: a bad value stops with a message naming the
// variable and the expected form, instead of producing broken links at run time. Pure: browser
// code may import it. The server's own settings live in server/settings/.
import { siteVariables, type SiteVariable } from './setting-names';

export { siteVariables, type SiteVariable };

export class ConfigError extends Error {
  override name = 'ConfigError';
}

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

export type Env = Record<string, string | undefined>;


/** Demo values: correctly shaped links that reach no real sponsor. Using one prints a warning. */
export const demoSiteValues = {
  SITE_URL: 'https://negociosozonteck.example',
  SPONSOR: 'demo',
  REGISTER_URL: 'https://cadastro.ozonteck.example/register',
  WHATSAPP_NUMBER: '5551999999999',
} as const;

export const defaultWhatsappMessage =
  'Olá! Vim pelo site e quero me cadastrar como revendedor Ozonteck. Pode me ajudar com o cadastro?';

const sponsorPattern = /^[A-Za-z0-9._-]{1,64}$/;
const whatsappNumberPattern = /^[0-9]{10,15}$/;
const maxMessageLength = 500;

/**
 * The value of a variable, trimmed; undefined when it is unset. A variable that is set but empty
 * (`SPONSOR=` in the env file) is a mistake, not "unset": it stops with a message naming it.
 */
export function valueOf(env: Env, name: string): string | undefined {
  const raw = env[name];
  if (raw === undefined) return undefined;
  const trimmed = raw.trim();
  if (trimmed === '') throw new ConfigError(`${name} is set but empty. Give it a value, or remove the line to use the default.`);
  return trimmed;
}

export function fail(name: string, expected: string, got: string): never {
  throw new ConfigError(`${name} must be ${expected} (got ${JSON.stringify(got)}).`);
}

/** An absolute http(s) URL without credentials, or a stop naming the variable and the form. */
function parseHttpUrl(name: string, expected: string, value: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    fail(name, expected, value);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') fail(name, expected, value);
  if (url.username || url.password) fail(name, `${expected}, without user name or password`, value);
  return url;
}

function parseRegisterUrl(value: string): string {
  const expected = 'an absolute http(s) URL of the registration page, e.g. https://example.com/register';
  const url = parseHttpUrl('REGISTER_URL', expected, value);
  if (url.hash) fail('REGISTER_URL', `${expected}, without a #fragment`, value);
  return url.href;
}

function parseSiteUrl(value: string): string {
  const expected = 'the public origin of the site, e.g. https://negociosozonteck.com.br (no path, query or #fragment)';
  const url = parseHttpUrl('SITE_URL', expected, value);
  if (url.search || url.hash || url.pathname !== '/') fail('SITE_URL', expected, value);
  return url.origin;
}

export function parseOnOff(name: string, value: string): boolean {
  const lower = value.toLowerCase();
  if (lower === 'on') return true;
  if (lower === 'off') return false;
  fail(name, '"on" or "off"', value);
}

export interface ParsedSiteSettings {
  settings: SiteSettings;
  /** The demo values used because the variable was unset; empty in a real deployment. */
  demoDefaultsUsed: SiteVariable[];
}

export function parseSiteSettings(env: Env): ParsedSiteSettings {
  const demoDefaultsUsed: SiteVariable[] = [];
  const orDemo = (name: keyof typeof demoSiteValues): string => {
    const value = valueOf(env, name);
    if (value !== undefined) return value;
    demoDefaultsUsed.push(name);
    return demoSiteValues[name];
  };

  const siteUrl = parseSiteUrl(orDemo('SITE_URL'));
  const sponsor = orDemo('SPONSOR');
  if (!sponsorPattern.test(sponsor)) {
    fail('SPONSOR', "1 to 64 letters, digits, '.', '_' or '-' (the sponsor code, e.g. joana123)", sponsor);
  }
  const registerUrl = parseRegisterUrl(orDemo('REGISTER_URL'));
  const whatsappNumber = orDemo('WHATSAPP_NUMBER');
  if (!whatsappNumberPattern.test(whatsappNumber)) {
    fail('WHATSAPP_NUMBER', 'digits only, country code first, 10 to 15 digits (e.g. 5551999999999)', whatsappNumber);
  }
  const whatsappMessage = valueOf(env, 'WHATSAPP_MESSAGE') ?? defaultWhatsappMessage;
  if (whatsappMessage.length > maxMessageLength) {
    fail('WHATSAPP_MESSAGE', `a message of at most ${maxMessageLength} characters`, `${whatsappMessage.slice(0, 40)}…`);
  }
  const socialProofValue = valueOf(env, 'SOCIAL_PROOF');
  const socialProof = socialProofValue === undefined ? true : parseOnOff('SOCIAL_PROOF', socialProofValue);

  return { settings: { siteUrl, sponsor, registerUrl, whatsappNumber, whatsappMessage, socialProof }, demoDefaultsUsed };
}

export function demoDefaultsWarning(used: readonly SiteVariable[]): string | null {
  if (used.length === 0) return null;
  return (
    `Warning: using demo values for ${used.join(', ')}. The links work in shape but reach no real sponsor; ` +
    'set these variables in site/site.env (or the environment) before building for production (see README, Configuration).'
  );
}

/** A site served over plain http:// is allowed (a test machine), but never without a word. */
export function siteUrlWarning(settings: SiteSettings): string | null {
  if (!settings.siteUrl.startsWith('http://')) return null;
  return (
    `Warning: SITE_URL is ${settings.siteUrl} (plain http): the canonical URLs, the share previews (og:url, og:image) ` +
    'and the sitemap point to it, so search engines and WhatsApp get http:// links. Use https:// once the site has a certificate.'
  );
}

/**
 * The site variables the environment sets explicitly to something other than what a build used:
 * the server warns about these ("rebuild to apply") because site settings are baked in at build time.
 */
export function siteSettingsDrift(env: Env, built: SiteSettings): SiteVariable[] {
  const asked = parseSiteSettings(env).settings;
  const explicitlySet = (name: SiteVariable) => valueOf(env, name) !== undefined;
  const differs: Record<SiteVariable, boolean> = {
    SITE_URL: asked.siteUrl !== built.siteUrl,
    SPONSOR: asked.sponsor !== built.sponsor,
    REGISTER_URL: asked.registerUrl !== built.registerUrl,
    WHATSAPP_NUMBER: asked.whatsappNumber !== built.whatsappNumber,
    WHATSAPP_MESSAGE: asked.whatsappMessage !== built.whatsappMessage,
    SOCIAL_PROOF: asked.socialProof !== built.socialProof,
  };
  return siteVariables.filter((name) => explicitlySet(name) && differs[name]);
}
