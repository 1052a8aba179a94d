// What the operator reads about a build: the settings it put live and where it stands among the
// kept builds. The build's last lines, npm run status and npm run rollback all say it this way,
// so a wrong sponsor is on the last screen, not scrolled away above the size table.
import { registrationLink } from '../../settings/links';
import { restartVariables } from '../../settings/setting-names';
import { settingName, type SiteVariable } from '../../settings/setting-table';
import type { BuildInfo } from '../../contracts/site-format';
import { messages } from '../../messages/catalogue';
import { shownTime } from '../../messages/dates';
import { operatorTimeZone } from '../../settings/time-zone';
import { buildStoreName, type KeptBuild } from './build-store';

/** The site settings a visitor meets, one per line, demo values marked. */
export function settingsLines(info: BuildInfo | null, indent = '  '): string[] {
  const said = messages().deploy.report;
  if (!info) return [`${indent}${said.noBuildJson}`];
  const demo = new Set<SiteVariable>(info.demoDefaultsUsed ?? []);
  const mark = (name: SiteVariable) => (demo.has(name) ? said.demoMark(name) : '');
  const { sponsor, registerUrl, whatsappNumber, siteUrl } = info.settings;
  const rows: Array<[string, string, SiteVariable]> = [
    [said.sponsor, sponsor, settingName.SPONSOR],
    [said.registerLink, registrationLink(registerUrl, sponsor), settingName.REGISTER_URL],
    [said.whatsappNumber, whatsappNumber, settingName.WHATSAPP_NUMBER],
    [said.siteUrl, siteUrl, settingName.SITE_URL],
  ];
  const width = Math.max(...rows.map(([label]) => label.length)) + 2;
  return rows.map(([label, value, name]) => `${indent}${label.padEnd(width)}${value}${mark(name)}`);
}

/** One kept build on one line: its folder, when it was built, its sponsor. */
export function buildLine(build: KeptBuild): string {
  const said = messages().deploy.report;
  const when = build.info
    ? said.built(shownTime(build.info.builtAt, operatorTimeZone(process.env)))
    : said.noBuildInfo;
  const sponsor = build.info ? said.sponsorOf(build.info.settings.sponsor) : '';
  const line = `${build.live ? '*' : ' '} ${buildStoreName}/${build.name}  ${when}  ` +
    `${sponsor}${build.live ? said.liveMark : ''}`;
  return line.trimEnd();
}

/** A reload switches pages and site settings; the server's own settings wait for a restart. */
export const reloadAdvice = () => messages().deploy.report.reloadAdvice(restartVariables.join(', '));

/** What puts a build live: a reload, or a restart when its server code is not the running one's (server-code.ts). */
export const goLiveAdvice = (restart: boolean) => (restart ? messages().deploy.report.restartAdvice : reloadAdvice());

/** The kept builds, newest first, the live one starred. */
export function keptLines(builds: readonly KeptBuild[]): string[] {
  return [messages().deploy.report.kept(builds.length), ...builds.map(buildLine)];
}

/** The build before the live one: what npm run rollback would make live, or null. */
export function previousBuild(builds: readonly KeptBuild[]): KeptBuild | null {
  const live = builds.find((build) => build.live);
  return live ? (builds.find((build) => build.name < live.name) ?? null) : null;
}
