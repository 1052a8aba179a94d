// What the operator reads about a build: the settings it put live and where it stands among the
// kept builds. The build's last lines, npm run status and npm run rollback all say it this way,
// so a wrong sponsor is on the last screen, not scrolled away above the size table.
import { registrationLink } from '../../config/links';
import type { SiteVariable } from '../../config/settings';
import type { BuildInfo } from '../../site-format';
import { buildStoreName, type KeptBuild } from './build-store';

/** The site settings a visitor meets, one per line, demo values marked. */
export function settingsLines(info: BuildInfo | null, indent = '  '): string[] {
  if (!info) return [`${indent}(no readable build.json: a build from an older version of the code, or damaged)`];
  const demo = new Set<SiteVariable>(info.demoDefaultsUsed ?? []);
  const mark = (name: SiteVariable) => (demo.has(name) ? `   <- DEMO value: set ${name} in site/site.env` : '');
  const { sponsor, registerUrl, whatsappNumber, siteUrl } = info.settings;
  return [
    `${indent}sponsor          ${sponsor}${mark('SPONSOR')}`,
    `${indent}register link    ${registrationLink(registerUrl, sponsor)}${mark('REGISTER_URL')}`,
    `${indent}WhatsApp number  ${whatsappNumber}${mark('WHATSAPP_NUMBER')}`,
    `${indent}site URL         ${siteUrl}${mark('SITE_URL')}`,
  ];
}

/** One kept build on one line: its folder, when it was built, its sponsor. */
export function buildLine(build: KeptBuild): string {
  const when = build.info ? `built ${build.info.builtAt}` : 'no build.json';
  const sponsor = build.info ? `sponsor ${build.info.settings.sponsor}` : '';
  return `${build.live ? '*' : ' '} ${buildStoreName}/${build.name}  ${when}  ${sponsor}${build.live ? '  (live)' : ''}`.trimEnd();
}

/** A reload switches pages and site settings; the server's own settings wait for a restart. */
export const reloadAdvice =
  'Visitors get it once the server reloads: systemctl reload ozonteck (without systemd: kill -HUP <pid>, the pid in the server\'s "listening" line). ' +
  "A reload switches the pages and their settings only; the server's own settings (PORT, HOST, HSTS, ACCESS_LOG, ACCESS_LOG_FULL_IP, TRUST_PROXY, TZ) apply on a restart: systemctl restart ozonteck.";

/** The kept builds, newest first, the live one starred. */
export function keptLines(builds: readonly KeptBuild[]): string[] {
  return [`Kept builds, newest first (${builds.length}):`, ...builds.map(buildLine)];
}

/** The build before the live one: what npm run rollback would make live, or null. */
export function previousBuild(builds: readonly KeptBuild[]): KeptBuild | null {
  const live = builds.find((build) => build.live);
  return live ? (builds.find((build) => build.name < live.name) ?? null) : null;
}
