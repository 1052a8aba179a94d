// The kind of device, from the User-Agent alone: a phone, a tablet or a computer, and whether the
// page was open in an app's own browser (Instagram, Facebook, TikTok) rather than the phone's.
// iPads since iPadOS 13 present themselves as a Mac, so they count as computers.
import { inAppBrowserOf } from './sources';

export type DeviceKind = 'phone' | 'tablet' | 'desktop';

const tablet = /iPad|Tablet|PlayBook|Silk|Kindle|Nexus (?:7|9|10)\b/i;
const phone = /Mobi|iPhone|iPod|Android|Windows Phone|Opera Mini/i;

export function deviceOf(userAgent: string): DeviceKind {
  if (tablet.test(userAgent)) return 'tablet';
  // Android tablets' browsers leave "Mobile" out; in-app browsers on phones keep it.
  if (/Android/i.test(userAgent) && !/Mobile/i.test(userAgent)) return 'tablet';
  return phone.test(userAgent) ? 'phone' : 'desktop';
}

export const deviceKeys = ['phone', 'phone-app', 'tablet', 'tablet-app', 'desktop', 'desktop-app'] as const;
export type DeviceKey = (typeof deviceKeys)[number];

/** The device, with "-app" when the page was open in an app's own browser. */
export const deviceKeyOf = (userAgent: string): DeviceKey =>
  `${deviceOf(userAgent)}${inAppBrowserOf(userAgent) ? '-app' : ''}` as DeviceKey;
