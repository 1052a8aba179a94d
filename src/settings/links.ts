// The two outbound destinations every call to action leads to. Built with URL, never by gluing
// strings, so a sponsor code or message can never break out of its query parameter.
import type { SiteSettings } from './settings';
import type { OperatorTexts } from './text-names';
import type { RouteId } from '../contracts/routes';

export function registrationLink(registerUrl: string, sponsor: string): string {
  const url = new URL(registerUrl);
  url.searchParams.set('sponsor', sponsor);
  return url.href;
}

export function chatLink(whatsappNumber: string, message: string): string {
  const url = new URL(`https://wa.me/${whatsappNumber}`);
  // encodeURIComponent writes spaces as %20; WhatsApp shows a '+' from URLSearchParams literally
  // in some clients.
  url.search = `text=${encodeURIComponent(message)}`;
  return url.href;
}

/** Each kind of call to action's destination (the part of its id after "/"), as its link's href. */
export function pingDestinationsOf(settings: SiteSettings): Record<'cadastro' | 'whatsapp', string> {
  return {
    cadastro: registrationLink(settings.registerUrl, settings.sponsor),
    whatsapp: chatLink(settings.whatsappNumber, settings.whatsappMessage),
  };
}

/** What the client needs from the settings: finished links and feature switches, nothing else. */
export interface SiteConfig {
  registerHref: string;
  chatHref: string;
  socialProof: boolean;
  /** The year of the build: what the prerendered HTML shows until the browser knows the real year. */
  buildYear: number;
  /** The operator's own texts (site/texts.env), applied before the prerender and the hydration alike. */
  texts?: OperatorTexts;
  /** On a team member's page only (links above are then the member's): src/app/member/member-page.tsx. */
  member?: MemberPageConfig;
}

/**
 * What a member's page needs of the member besides their links, all made at build time
 * (src/app/member/member-page.tsx) so the app adds next to no code for it.
 */
export interface MemberPageConfig {
  slug: string;
  /** Their landing and bio pages' paths: the router keeps to these (routeIn), links lead there. */
  paths: Partial<Record<RouteId, string>>;
  /** What their calls to action's ids begin with ('maria/': memberCallToActionId). */
  idPrefix: string;
  /** Their landing and bio pages' titles (the 404 page's is the operator's). */
  titles: Partial<Record<RouteId, string>>;
  /** Their card's markup (src/app/member/MemberCard.tsx). */
  card: string;
}

export function siteConfigFrom(settings: SiteSettings, buildYear: number, texts: OperatorTexts = {}): SiteConfig {
  const destinations = pingDestinationsOf(settings);
  return {
    registerHref: destinations.cadastro,
    chatHref: destinations.whatsapp,
    socialProof: settings.socialProof,
    buildYear,
    texts,
  };
}
