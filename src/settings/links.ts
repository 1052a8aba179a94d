// The two outbound destinations every call to action leads to. Built with URL, never by gluing
// strings, so a sponsor code or message can never break out of its query parameter.
import type { SiteSettings } from './settings';
import type { OperatorTexts } from './text-names';

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
