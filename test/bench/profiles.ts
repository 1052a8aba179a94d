// The page bench's profiles: a screen, DevTools throttling (network per request, CPU slowed) and
// the routes loaded with each. Every phone profile also loads the React floor (page-loads.ts).
import type { BrowserContextOptions } from 'playwright';
import { notFoundPath } from './server-bench';

export interface Throttling {
  /** Added to every request, ms. */
  latencyMs: number;
  /** Bytes per second. */
  downloadBytesPerSecond: number;
  uploadBytesPerSecond: number;
  cpuSlowdown: number;
}

export interface Profile {
  name: 'mobile' | 'phone-wifi' | 'slow-phone' | 'desktop' | '3g';
  description: string;
  context: BrowserContextOptions;
  throttling: Throttling | null;
  /** The routes loaded with this profile: the slow ones load `/` only, the page they compare. */
  routes: readonly string[];
}

/** Every page of the site: the landing page, `/bio` and the 404 page (which answers 404). */
export const allRoutes = ['/', '/bio', notFoundPath] as const;

/**
 * Lighthouse's mobile profile (constants.throttling.mobileSlow4G): 150 ms round trip, 1.6 Mbps down,
 * 750 Kbps up, CPU 4x, on a 412 x 823 screen. Lighthouse turns Kbps into bytes per second as
 * Kbps * 1024 / 8, and so do we: 1.6 * 1024 Kbps = 209,715 B/s down, 750 Kbps = 96,000 B/s up.
 * These are the figures Lighthouse's default (simulated) throttling models, applied here as
 * DevTools request-level throttling: the 150 ms is added once per request. (Lighthouse's own
 * DevTools mode uses 562.5 ms and 90% of the throughput to make up for what request-level
 * throttling misses; we use the plain figures the requirement names.)
 */
export const mobileProfile: Profile = {
  name: 'mobile',
  description: 'mobile: 412x823 @1.75x, touch; 150 ms RTT, 1.6 Mbps down, 750 Kbps up, CPU 4x',
  context: { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
  throttling: {
    latencyMs: 150,
    downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
    uploadBytesPerSecond: (750 * 1024) / 8,
    cpuSlowdown: 4,
  },
  routes: allRoutes,
};

/**
 * The same phone (CPU 4x) with the scripts at hand: Wi-Fi, or a warm cache. No network throttling,
 * so the scripts arrive with the document and only waiting for the first paint keeps their
 * evaluation from delaying it.
 */
export const phoneOnWifiProfile: Profile = {
  name: 'phone-wifi',
  description: 'phone on Wi-Fi: the mobile screen and CPU 4x, no network throttling',
  context: mobileProfile.context,
  throttling: { latencyMs: 0, downloadBytesPerSecond: -1, uploadBytesPerSecond: -1, cpuSlowdown: 4 },
  routes: allRoutes,
};

/**
 * A slower phone, or this bench on a slower host: the mobile profile with the CPU slowed 8x. A
 * page's own work grows with the CPU where the network's share does not, so its ratio to the React
 * floor here shows what a 4x run hides.
 */
export const slowPhoneProfile: Profile = {
  name: 'slow-phone',
  description: 'slow phone: the mobile profile with CPU 8x',
  context: mobileProfile.context,
  throttling: { ...(mobileProfile.throttling as Throttling), cpuSlowdown: 8 },
  routes: ['/'],
};

/**
 * A phone on a slow 3G link: 400 ms round trip, 400 Kbps down and up, CPU 4x. Where the
 * wait for hydration is longest, and every control must already work natively.
 */
export const slow3gProfile: Profile = {
  name: '3g',
  description: '3G: the mobile screen and CPU 4x; 400 ms RTT, 400 Kbps down and up',
  context: mobileProfile.context,
  throttling: { latencyMs: 400, downloadBytesPerSecond: (400 * 1024) / 8, uploadBytesPerSecond: (400 * 1024) / 8, cpuSlowdown: 4 },
  routes: ['/'],
};

export const desktopProfile: Profile = {
  name: 'desktop',
  description: 'desktop: 1280x800 @1x; no throttling',
  context: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
  throttling: null,
  routes: ['/', '/bio'],
};

/** The phone profiles, each loaded with the React floor beside our routes. */
export const phoneProfiles = [mobileProfile, phoneOnWifiProfile, slowPhoneProfile, slow3gProfile];

/** The profiles a comma-separated list names (BENCH_PROFILES=mobile,slow-phone); every profile when unset. */
export function profilesNamed(list: string | undefined): Profile[] {
  const all = [...phoneProfiles, desktopProfile];
  if (list === undefined) return all;
  const names = list.split(',').map((name) => name.trim());
  const named = all.filter((profile) => names.includes(profile.name));
  if (named.length === 0) throw new Error(`BENCH_PROFILES names no profile; the profiles: ${all.map((profile) => profile.name).join(', ')}`);
  return named;
}
