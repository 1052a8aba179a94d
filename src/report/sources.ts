// Where a visit came from, told by the page request's Referer, or, when there is none, by an app's
// own browser naming itself in the User-Agent. One table, one row per source: the referrer hosts
// (with their subdomains: l.instagram.com is instagram.com; "google.*" is any Google country
// site), the Android apps that open links in the phone's browser and say so
// (Referer: android-app://<package>/), and the in-app browser's mark in the User-Agent.

export type NamedSource = 'instagram' | 'facebook' | 'whatsapp' | 'tiktok' | 'youtube' | 'google' | 'search';
/**
 * Named sources, then: another site (by host), our own pages, no referrer, and a click whose page view was
 * not found.
 */
export type SourceId = NamedSource | 'site' | 'internal' | 'direct' | 'unknown';

export interface SourceRule {
  source: NamedSource;
  hosts: readonly string[];
  apps: readonly string[];
  inAppBrowser: RegExp | null;
}

export const sourceRules: readonly SourceRule[] = [
  { source: 'instagram', hosts: ['instagram.com'], apps: ['com.instagram.android'], inAppBrowser: /\bInstagram\b/ },
  {
    source: 'facebook',
    hosts: ['facebook.com', 'fb.com', 'fb.me', 'messenger.com'],
    apps: ['com.facebook.katana', 'com.facebook.lite', 'com.facebook.orca'],
    inAppBrowser: /\bFB(?:AN|AV|_IAB)\//,
  },
  // WhatsApp has no browser of its own (its User-Agent is the link preview's, a bot): its links
  // arrive with no referrer, or with the app's Android name.
  {
    source: 'whatsapp',
    hosts: ['whatsapp.com', 'wa.me', 'whatsapp.net'],
    apps: ['com.whatsapp', 'com.whatsapp.w4b'],
    inAppBrowser: null,
  },
  {
    source: 'tiktok',
    hosts: ['tiktok.com'],
    apps: ['com.zhiliaoapp.musically', 'com.ss.android.ugc.trill'],
    inAppBrowser: /musical_ly|BytedanceWebview|\bTikTok\b/,
  },
  { source: 'youtube', hosts: ['youtube.com', 'youtu.be'], apps: ['com.google.android.youtube'], inAppBrowser: null },
  { source: 'google', hosts: ['google.*'], apps: ['com.google.android.googlequicksearchbox'], inAppBrowser: null },
  {
    source: 'search',
    hosts: [
      'bing.com',
      'duckduckgo.com',
      'search.yahoo.com',
      'yandex.*',
      'ecosia.org',
      'search.brave.com',
      'baidu.com',
      'qwant.com',
      'ask.com',
    ],
    apps: [],
    inAppBrowser: null,
  },
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** "name.*": the name followed by a country or generic ending (google.com, google.com.br, yandex.ru). */
const hostPattern = (host: string) =>
  host.endsWith('.*') ? `${escapeRegExp(host.slice(0, -2))}\\.[a-z]{2,3}(?:\\.[a-z]{2})?` : escapeRegExp(host);

const compiled = sourceRules.map((rule) => ({
  source: rule.source,
  host: new RegExp(`(?:^|\\.)(?:${rule.hosts.map(hostPattern).join('|')})$`),
  apps: new Set(rule.apps),
  inAppBrowser: rule.inAppBrowser,
}));

export interface Source {
  source: SourceId;
  /** For 'site': the referring host (or Android app), lower-case, without "www.". */
  host?: string;
}

/** The host of an http(s) referrer, or the package of an android-app:// one; null for anything else. */
export function referrerHost(referrer: string): string | null {
  const schemeEnd = referrer.indexOf('://');
  if (schemeEnd === -1) return null;
  const scheme = referrer.slice(0, schemeEnd).toLowerCase();
  if (scheme !== 'http' && scheme !== 'https' && scheme !== 'android-app') return null;
  const rest = referrer.slice(schemeEnd + 3);
  const end = rest.search(/[/?#:\\]/);
  const host = (end === -1 ? rest : rest.slice(0, end)).toLowerCase();
  if (host === '') return null;
  return host.startsWith('www.') ? host.slice(4) : host;
}

/**
 * Whether a Referer is a page of the site: a web address on `ownHost` (the build's SITE_URL, "www."
 * or not), or, with no build to say the host, any web address. A browser sends one from the site's
 * pages (Referrer-Policy: strict-origin-when-cross-origin); '-' is none.
 */
export function isOwnPage(referrer: string, ownHost: string | null): boolean {
  if (!/^https?:\/\//i.test(referrer)) return false;
  return ownHost === null || referrerHost(referrer) === ownHost;
}

/** The app whose own browser this is (Instagram, Facebook, TikTok), or null for a browser. */
export function inAppBrowserOf(userAgent: string): NamedSource | null {
  for (const rule of compiled) if (rule.inAppBrowser?.test(userAgent)) return rule.source;
  return null;
}

/** Where a page view came from; `ownHost` is the site's own host (a view from one of its pages is 'internal'). */
export function sourceOf(referrer: string, userAgent: string, ownHost: string | null): Source {
  if (referrer === '-' || referrer === '') {
    const app = inAppBrowserOf(userAgent);
    return { source: app ?? 'direct' };
  }
  const isApp = referrer.toLowerCase().startsWith('android-app://');
  const host = referrerHost(referrer);
  if (host === null) return { source: 'site', host: '?' };
  if (host === ownHost) return { source: 'internal' };
  for (const rule of compiled) if (isApp ? rule.apps.has(host) : rule.host.test(host)) return { source: rule.source };
  return { source: 'site', host };
}
