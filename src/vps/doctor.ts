// `ozonteck verificar`: reads every piece of the installed site (doctor-lines.ts judges them),
// prints a line each and fails on any ✗.
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import { messages } from '../messages/catalogue';
import { settingName } from '../settings/setting-table';
import { doctorLines, type DoctorFacts } from './doctor-lines';
import { buildFreshness, liveBuildInfo, settingsDrift } from './freshness';
import { askHttps } from './https-check';
import { fileSettings } from './install';
import { machineLayout } from './machine-layout';
import * as probe from './probes';
import { logrotateFile } from './proxy-files';
import { domainOf } from './questions';
import { installed } from './run';
import { serverReader, unreadableBy } from './server-reader';

function unreadableLive(root: string): string[] {
  const reader = serverReader();
  if (reader === null) return [];
  try {
    return unreadableBy(reader, realpathSync(join(root, 'dist')));
  } catch {
    return [join(root, 'dist')];
  }
}

export async function gatherDoctorFacts(root: string, internalTls: boolean): Promise<DoctorFacts> {
  const env = fileSettings(root);
  const domain = domainOf(env) ?? null;
  const info = liveBuildInfo(root);
  const [host, port] = machineLayout.listen.split(':');
  return {
    nodeVersion: process.version,
    units: { socket: probe.unitState(machineLayout.socketUnit), service: probe.unitState(machineLayout.serviceUnit) },
    socketListening: await probe.accepting(host!, Number(port)),
    caddyActive: probe.unitState('caddy.service').active,
    domain,
    https: domain === null ? null : await askHttps(domain, root, internalTls),
    now: new Date(),
    hsts: env[settingName.HSTS],
    trustProxy: env[settingName.TRUST_PROXY],
    proxyAddress: machineLayout.proxyAddress,
    demoValues: info?.demoDefaultsUsed ?? null,
    freshness: buildFreshness(root),
    settingsDrift: settingsDrift(env, info),
    freeMegabytes: Math.min(probe.freeMegabytes(root) ?? Infinity, probe.freeMegabytes('/var/log') ?? Infinity),
    logrotateInPlace:
      installed('logrotate') &&
      existsSync(machineLayout.logrotateFile) &&
      readFileSync(machineLayout.logrotateFile, 'utf8') === logrotateFile(),
    clockSynchronized: probe.clockSynchronized(),
    unreadable: unreadableLive(root),
  };
}

export async function doctor(root: string, internalTls: boolean): Promise<boolean> {
  const lines = doctorLines(await gatherDoctorFacts(root, internalTls));
  for (const line of lines) console.log(`${line.mark} ${line.text}`);
  const failed = lines.filter((line) => line.mark === '✗').length;
  console.log(failed === 0 ? messages().vps.doctor.allGood : messages().vps.doctor.someBad(failed));
  return failed === 0;
}
