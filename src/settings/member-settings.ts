// A team member's file (site/equipe/<slug>.env): the operator's lead settings, for the member, plus
// the name visitors read and the sitemap switch. Read by the same strict reader as site.env; the
// lead values go through the operator's own parser (parseSiteSettings), so a member's number, link
// and code are held to exactly the operator's rules, demo and example values refused alike. Pure.
import { messages } from '../messages/catalogue';
import { ConfigError } from './errors';
import { nearestName } from './nearest-name';
import { locatedMessage, type SettingOrigins } from './setting-origin';
import { fileSettingNames } from './setting-names';
import { settingName, type Env } from './setting-table';
import { parseSiteSettings, siteUrlWarning, switchValue, type SiteSettings } from './settings';
import { markupIn } from './text-names';
import { visibleLength } from './visible-length';

const { SPONSOR, REGISTER_URL, WHATSAPP_NUMBER, WHATSAPP_MESSAGE, SITE_URL } = settingName;
/** The member's name as visitors read it ("Seu contato: Maria Souza"). */
export const memberNameSetting = 'NAME';
/** `SITEMAP=off` leaves the member's pages out of sitemap.xml (they are still served). */
export const memberSitemapSetting = 'SITEMAP';
export const memberNameMaxLength = 60;

/** What a member's file may set, in the order the guide lists them. */
export const memberSettingNames: readonly string[] = [
  memberNameSetting,
  SPONSOR,
  REGISTER_URL,
  WHATSAPP_NUMBER,
  WHATSAPP_MESSAGE,
  memberSitemapSetting,
];
const requiredNames = [memberNameSetting, SPONSOR, REGISTER_URL, WHATSAPP_NUMBER];

export interface MemberSettings {
  slug: string;
  name: string;
  sponsor: string;
  registerUrl: string;
  /** Digits, as the operator's. */
  whatsappNumber: string;
  /** The member's own, or the operator's when the file sets none. */
  whatsappMessage: string;
  inSitemap: boolean;
}

/** What a name a member's file may not set is told: an operator's setting, or a misspelling. */
export function memberUnknownName(name: string): string {
  const text = messages().team;
  if (fileSettingNames.includes(name)) return text.operatorSetting(name);
  const nearest = nearestName(name, memberSettingNames);
  return nearest ? text.didYouMean(name, nearest, memberSettingNames) : text.notASetting(name, memberSettingNames);
}

function memberName(value: string | undefined, where: string): string {
  const text = messages().team;
  const name = value!.trim();
  const length = visibleLength(name);
  if (length > memberNameMaxLength) throw new ConfigError(`${where}: ${text.nameTooLong(memberNameMaxLength, length)}`);
  const markup = markupIn(name);
  if (markup) throw new ConfigError(`${where}: ${messages().texts.markup(memberNameSetting, markup)}`);
  return name;
}

function sitemapSwitch(value: string | undefined, where: string): boolean {
  if (value === undefined) return true;
  const on = switchValue(value.trim());
  if (on !== undefined) return on;
  const text = messages().settings;
  throw new ConfigError(`${where}: ${text.mustBe(memberSitemapSetting, text.onOrOff, JSON.stringify(value))}`);
}

/**
 * A member's settings from their file's values, every value checked as the operator's are, or a
 * ConfigError naming the file and the line. Warnings (a landline) come back for the build's verdict.
 */
export function parseMemberSettings(
  slug: string,
  file: { values: Env; lines: Record<string, number> },
  origins: SettingOrigins,
  operator: SiteSettings,
): { member: MemberSettings; warnings: string[] } {
  const { values, lines } = file;
  const whereOf = (name: string) =>
    lines[name] === undefined ? origins.file : messages().settings.atLine(origins.file, lines[name]!);
  const missing = requiredNames.filter((name) => values[name] === undefined || values[name]!.trim() === '');
  if (missing.length > 0) throw new ConfigError(`${origins.file}: ${messages().team.missing(missing)}`);
  const name = memberName(values[memberNameSetting], whereOf(memberNameSetting));
  const inSitemap = sitemapSwitch(values[memberSitemapSetting], whereOf(memberSitemapSetting));
  // The operator's site and message stand in for what a member's file does not set.
  const env: Env = {
    [SITE_URL]: operator.siteUrl,
    [SPONSOR]: values[SPONSOR],
    [REGISTER_URL]: values[REGISTER_URL],
    [WHATSAPP_NUMBER]: values[WHATSAPP_NUMBER],
    [WHATSAPP_MESSAGE]: values[WHATSAPP_MESSAGE] ?? operator.whatsappMessage,
  };
  let parsed: ReturnType<typeof parseSiteSettings>;
  try {
    parsed = parseSiteSettings(env, origins);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    const message = locatedMessage(error, origins, {});
    throw new ConfigError(message.startsWith(origins.file) ? message : `${origins.file}: ${message}`);
  }
  const { settings } = parsed;
  // The operator's own site address is said once, in the operator's warnings, never once per member.
  const warnings = parsed.warnings.filter((warning) => warning !== siteUrlWarning(operator));
  const member: MemberSettings = {
    slug,
    name,
    sponsor: settings.sponsor,
    registerUrl: settings.registerUrl,
    whatsappNumber: settings.whatsappNumber,
    whatsappMessage: settings.whatsappMessage,
    inSitemap,
  };
  return { member, warnings: warnings.map((warning) => `${origins.file}: ${warning}`) };
}
