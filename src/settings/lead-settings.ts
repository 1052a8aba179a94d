// Live means every lead setting is real. The three settings that decide where a visitor goes
// (SPONSOR, REGISTER_URL, WHATSAPP_NUMBER) are all demo (no setting: the demo site) or all the
// operator's own: one left out would put a demo link live beside the real ones, and a value copied
// from the README would send every visitor to nobody, or to somebody else.
import { messages } from '../messages/catalogue';
import { ConfigError } from './errors';
import { exampleValues, isExampleHost, withoutWww } from './example-values';
import { describeSetting, type SettingOrigins } from './setting-origin';
import { settingName, type Env } from './setting-table';

const { SITE_URL, SPONSOR, REGISTER_URL, WHATSAPP_NUMBER } = settingName;
export const leadVariables = [SPONSOR, REGISTER_URL, WHATSAPP_NUMBER] as const;
export type LeadVariable = (typeof leadVariables)[number];

const digitsOf = (value: string) => value.replace(/[^0-9]/g, '');

/** The lead values, parsed: what each must not be. */
export interface LeadValues {
  sponsor: string;
  registerUrl: string;
  whatsappDigits: string;
}

/** The site's own host (SITE_URL, when the operator set it): the registration page is elsewhere. */
type SiteHost = string | undefined;

/** A URL host visitors cannot be sent to by name: an IP address, or a name without a dot (a machine's). */
export function unnamedHost(host: string): 'ip' | 'machine' | null {
  if (/^[0-9.]+$/.test(host) || host.startsWith('[')) return 'ip';
  return host.includes('.') ? null : 'machine';
}

/**
 * Why REGISTER_URL cannot reach a visitor's registration, or null: an IP address (a machine on
 * the operator's network, or one without the name the page is known by), a name with no dot (a
 * machine's name, not a web address), this site itself (which has no registration page), or a
 * sponsor of its own in the address that the SPONSOR setting would replace.
 */
function registerUrlProblem(
  where: string,
  registerUrl: string,
  sponsor: string | undefined,
  siteHost: SiteHost,
): string | null {
  const text = messages().leads;
  const url = new URL(registerUrl);
  const host = url.hostname;
  const unnamed = unnamedHost(host);
  if (unnamed === 'ip') return text.ipAddressHost(where, host);
  if (unnamed === 'machine') return text.localHost(where, host);
  if (siteHost !== undefined && withoutWww(host) === withoutWww(siteHost)) return text.ownSite(where, host);
  const ownSponsor = [...url.searchParams].find(([key]) => key.toLowerCase() === 'sponsor');
  if (ownSponsor && (ownSponsor[0] !== 'sponsor' || ownSponsor[1] !== sponsor))
    return text.sponsorInUrl(where, `${ownSponsor[0]}=${ownSponsor[1]}`);
  return null;
}

/** True when none of the three is set: the demo site. */
export const isDemo = (env: Env) => leadVariables.every((name) => env[name] === undefined);

/**
 * Every reason the lead settings cannot go live: one missing, or still a demo or README example.
 * Empty when all three are the operator's own.
 */
export function leadProblems(
  env: Env,
  values: Partial<LeadValues>,
  demo: LeadValues,
  origins: SettingOrigins,
  siteHost?: SiteHost,
): string[] {
  const text = messages().leads;
  const where = (name: LeadVariable) => describeSetting(origins, name, env);
  const problems: string[] = [];
  const flagged = new Set<LeadVariable>();
  const flag = (name: LeadVariable, problem: string) => (flagged.add(name), problems.push(problem));
  const check = (
    name: LeadVariable,
    value: string | undefined,
    demoValue: string,
    examples: readonly string[],
    same: (a: string, b: string) => boolean,
  ) => {
    const written = JSON.stringify(env[name]?.trim());
    if (env[name] === undefined || value === undefined) flag(name, text.missing(name));
    else if (same(value, demoValue)) flag(name, text.demo(where(name), written));
    else if (examples.some((example) => same(value, example))) flag(name, text.example(where(name), written));
  };
  check(SPONSOR, values.sponsor, demo.sponsor, exampleValues.SPONSOR, (a, b) => a.toLowerCase() === b.toLowerCase());
  check(
    REGISTER_URL,
    values.registerUrl,
    demo.registerUrl,
    exampleValues.REGISTER_URL,
    (a, b) => new URL(a).href === new URL(b).href,
  );
  check(
    WHATSAPP_NUMBER,
    values.whatsappDigits,
    demo.whatsappDigits,
    exampleValues.WHATSAPP_NUMBER,
    (a, b) => digitsOf(a) === digitsOf(b),
  );
  const host = values.registerUrl === undefined ? '' : new URL(values.registerUrl).hostname;
  if (!flagged.has(REGISTER_URL) && host && isExampleHost(host))
    flag(REGISTER_URL, text.reservedHost(where(REGISTER_URL), host));
  const unreachable =
    flagged.has(REGISTER_URL) || !values.registerUrl
      ? null
      : registerUrlProblem(where(REGISTER_URL), values.registerUrl, values.sponsor, siteHost);
  if (unreachable) flag(REGISTER_URL, unreachable);
  return problems;
}

/**
 * Stops when the lead settings are set but cannot go live, or SITE_URL is the README's example
 * (`exampleSiteUrl`, as parsed: somebody else's site), listing every problem at once.
 */
export function requireRealLeads(
  env: Env,
  values: Partial<LeadValues>,
  demo: LeadValues,
  origins: SettingOrigins,
  siteHost?: SiteHost,
  exampleSiteUrl?: string,
): void {
  const problems = isDemo(env) ? [] : leadProblems(env, values, demo, origins, siteHost);
  if (problems.length > 0) {
    const siteUrl = exampleSiteUrl
      ? [messages().leads.example(describeSetting(origins, SITE_URL, env), JSON.stringify(env[SITE_URL]?.trim()))]
      : [];
    throw new ConfigError(messages().leads.notLive([...siteUrl, ...problems], origins.file));
  }
  if (exampleSiteUrl) throw new ConfigError(messages().settings.exampleSiteUrl(exampleSiteUrl), SITE_URL);
}
