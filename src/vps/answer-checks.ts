// The install's questions checked with the settings' own parsers and messages, one answer at a
// time: what a wrong SPONSOR, REGISTER_URL or WHATSAPP_NUMBER gets from the build, the installer
// says at once, so the operator types it again. The build reads them all again in the end. Pure.
import { ConfigError } from '../settings/errors';
import { leadProblems, leadVariables, unnamedHost, type LeadVariable } from '../settings/lead-settings';
import { messages } from '../messages/catalogue';
import { defaultOf, settingName, type Env } from '../settings/setting-table';
import { parseSiteSettings } from '../settings/settings';
import { unknownOrigins } from '../settings/setting-origin';
import { parseWhatsappNumber } from '../settings/whatsapp-number';

const { SITE_URL, SPONSOR, REGISTER_URL, WHATSAPP_NUMBER } = settingName;
const demo = {
  sponsor: defaultOf(SPONSOR)!,
  registerUrl: defaultOf(REGISTER_URL)!,
  whatsappDigits: defaultOf(WHATSAPP_NUMBER)!,
};

export type Checked<T> = { value: T; problem?: undefined; warnings: string[] } | { problem: string };

/** The domain as an operator may paste it ("https://www.Site.com.br/"): its bare lower-case name. */
export function checkDomain(answer: string): Checked<string> {
  const domain = answer.trim().toLowerCase().replace(/^https?:\/\//, '').replace(/\/+$/, '').replace(/^www\./, '');
  const said = messages().vps.questions;
  const malformed = domain === '' || /[\s/:@?#]/.test(domain) || unnamedHost(domain) !== null;
  if (malformed) return { problem: said.badDomain(answer) };
  try {
    parseSiteSettings({ [SITE_URL]: `https://${domain}` });
  } catch (error) {
    if (error instanceof ConfigError) return { problem: error.message };
    throw error;
  }
  return { value: domain, warnings: [] };
}

/**
 * One lead answer, in the company of the answers before it (`known`, with SITE_URL): its form, as
 * the build checks it, then what would keep it from going live (a demo or example value, this
 * site as the registration page), leaving out that the others are not answered yet.
 */
export function checkLeadAnswer(name: LeadVariable, answer: string, known: Env): Checked<string> {
  const value = answer.trim();
  if (value === '') return { problem: messages().settings.emptyLeadValue(name) };
  try {
    parseSiteSettings({ [SITE_URL]: known[SITE_URL], [name]: value });
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    // Without a setting, the error is that the lead settings are not all set: the form is right.
    if (error.setting !== undefined) return { problem: error.message };
  }
  const env: Env = { ...known, [name]: value };
  const values = {
    sponsor: env[SPONSOR],
    registerUrl: env[REGISTER_URL] === undefined ? undefined : new URL(env[REGISTER_URL]).href,
    whatsappDigits: env[WHATSAPP_NUMBER] === undefined ? undefined : parseWhatsappNumber(env[WHATSAPP_NUMBER]).digits,
  };
  const siteHost = known[SITE_URL] === undefined ? undefined : new URL(known[SITE_URL]).hostname;
  const unanswered = leadVariables
    .filter((other) => env[other] === undefined)
    .map((other) => messages().leads.missing(other));
  const problems = leadProblems(env, values, demo, unknownOrigins, siteHost).filter((p) => !unanswered.includes(p));
  if (problems.length > 0) return { problem: problems.join('\n') };
  // The build's warnings about this one value: a landline or a number outside Brazil, a plain http page.
  const warnings =
    name === WHATSAPP_NUMBER
      ? parseWhatsappNumber(value).warnings
      : name === REGISTER_URL && values.registerUrl!.startsWith('http:')
        ? [messages().settings.registerPlainHttp(values.registerUrl!)]
        : [];
  return { value, warnings };
}
