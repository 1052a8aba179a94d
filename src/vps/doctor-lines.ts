// `ozonteck verificar`'s judgement: one line per piece, ✓ or ✗ with what to do. Pure: the facts
// are read by doctor.ts, so each rule can be tried on made-up machines.
import { messages } from '../messages/catalogue';
import type { Freshness } from './freshness';
import type { HttpsResult } from './https-check';
import type { CheckLine } from './machine-check';
import { minimumFreeMegabytes } from './machine-check';

export interface DoctorFacts {
  nodeVersion: string;
  units: Record<'socket' | 'service', { enabled: boolean; active: boolean }>;
  socketListening: boolean;
  caddyActive: boolean;
  /** The site's domain (SITE_URL), or null when the settings name none. */
  domain: string | null;
  https: HttpsResult | null;
  now: Date;
  /** HSTS and TRUST_PROXY as the settings file says them (undefined: unset). */
  hsts: string | undefined;
  trustProxy: string | undefined;
  proxyAddress: string;
  /** The live build's demo values (none: live). null without a build. */
  demoValues: readonly string[] | null;
  freshness: Freshness;
  /** Site settings in the file that differ from the live build's. */
  settingsDrift: readonly string[];
  freeMegabytes: number | null;
  logrotateInPlace: boolean;
  clockSynchronized: boolean | 'container' | null;
  /** Paths of the live build the server's user cannot read (empty: all readable). */
  unreadable: readonly string[];
}

/**
 * The part of a certificate's life left below which it should have been renewed: Caddy renews
 * with a third left (30 days of Let's Encrypt's 90; 4 hours of its own 12-hour ones).
 */
export const overdueRenewal = 1 / 5;

const ok = (text: string): CheckLine => ({ mark: '✓', text });
const bad = (text: string): CheckLine => ({ mark: '✗', text });

function httpsLines(facts: DoctorFacts): CheckLine[] {
  const said = messages().vps.doctor;
  if (facts.domain === null) return [bad(said.noDomain)];
  const result = facts.https;
  if (result === null || result.problem !== undefined)
    return [bad(said.httpsDown(facts.domain, result?.problem ?? '?'))];
  const { answer } = result;
  const lines: CheckLine[] = [
    answer.status === 200 && answer.ownPage
      ? ok(said.httpsUp(facts.domain))
      : bad(said.httpsWrong(facts.domain, answer.status)),
  ];
  if (answer.certificateExpires === null) lines.push(bad(said.noCertificate(facts.domain)));
  else {
    const left = answer.certificateExpires.getTime() - facts.now.getTime();
    const life = answer.certificateExpires.getTime() - (answer.certificateStarts ?? facts.now).getTime();
    const days = Math.floor(left / 86_400_000);
    const expires = answer.certificateExpires.toISOString().slice(0, 10);
    const soon = left < life * overdueRenewal;
    lines.push(soon ? bad(said.certificateSoon(expires, days)) : ok(said.certificate(expires, days)));
  }
  return lines;
}

function proxyLine(facts: DoctorFacts): CheckLine {
  const said = messages().vps.doctor;
  const hstsOn = ['on', 'sim', 'yes', 'true', '1'].includes((facts.hsts ?? '').toLowerCase());
  const trusts = (facts.trustProxy ?? '').split(',').map((part) => part.trim()).includes(facts.proxyAddress);
  return hstsOn && trusts ? ok(said.proxySettings) : bad(said.proxySettingsWrong(facts.proxyAddress));
}

function buildLines(facts: DoctorFacts): CheckLine[] {
  const said = messages().vps.doctor;
  const lines: CheckLine[] = [];
  if (facts.demoValues === null) return [bad(said.noBuild)];
  const demo = facts.demoValues;
  lines.push(demo.length === 0 ? ok(said.liveSettings) : bad(said.demoSettings(demo.join(', '))));
  const fresh = facts.freshness;
  if (fresh.kind === 'code') lines.push(bad(said.codeNewer(fresh.file)));
  else if (fresh.kind === 'site') lines.push(bad(said.siteNewer(fresh.file)));
  else if (facts.settingsDrift.length > 0) lines.push(bad(said.settingsNewer(facts.settingsDrift.join(', '))));
  else lines.push(ok(said.buildFresh));
  const unreadable = facts.unreadable.slice(0, 3).join(', ');
  lines.push(unreadable === '' ? ok(said.readable) : bad(said.unreadable(unreadable)));
  return lines;
}

export function doctorLines(facts: DoctorFacts): CheckLine[] {
  const said = messages().vps.doctor;
  const major = Number(facts.nodeVersion.replace(/^v/, '').split('.')[0]);
  const unit = (name: 'socket' | 'service') =>
    facts.units[name].enabled && facts.units[name].active ? ok(said.unitUp(name)) : bad(said.unitDown(name));
  const disk = facts.freeMegabytes;
  return [
    major >= 20 ? ok(said.node(facts.nodeVersion)) : bad(said.nodeOld(facts.nodeVersion)),
    unit('socket'),
    unit('service'),
    facts.socketListening ? ok(said.listening) : bad(said.notListening),
    facts.caddyActive ? ok(said.caddy) : bad(said.caddyDown),
    ...httpsLines(facts),
    proxyLine(facts),
    ...buildLines(facts),
    disk === null ? bad(said.diskUnknown) : disk < minimumFreeMegabytes ? bad(said.diskLow(disk)) : ok(said.disk(disk)),
    facts.logrotateInPlace ? ok(said.logrotate) : bad(said.logrotateMissing),
    facts.clockSynchronized === 'container'
      ? ok(said.clockOfHost)
      : facts.clockSynchronized
        ? ok(said.clock)
        : bad(said.clockUnsynced),
  ];
}
