// What the install and doctor find on the machine, each read from the system itself: the release,
// memory, disk, who holds ports 80 and 443, where the domain's name points, the firewall, the
// units, the clock. A fact that cannot be read is null, for the message to say so, never guessed.
import { promises as dns } from 'node:dns';
import { readFileSync, statfsSync } from 'node:fs';
import { connect } from 'node:net';
import { networkInterfaces, totalmem } from 'node:os';
import { parseOsRelease, type SystemRelease } from './os-release';
import { run } from './run';

export function systemRelease(): SystemRelease | null {
  try {
    return parseOsRelease(readFileSync('/etc/os-release', 'utf8'));
  } catch {
    return null;
  }
}

export const memoryMegabytes = (): number => Math.round(totalmem() / 2 ** 20);

/** Free space where `path` lives, in megabytes, or null. */
export function freeMegabytes(path: string): number | null {
  try {
    const stats = statfsSync(path);
    return Math.round((stats.bavail * stats.bsize) / 2 ** 20);
  } catch {
    return null;
  }
}

/** Whether something accepts connections on host:port. */
export function accepting(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port, timeout: 3000 }, () => (socket.destroy(), resolve(true)));
    socket.on('error', () => resolve(false));
    socket.on('timeout', () => (socket.destroy(), resolve(false)));
  });
}

/** The program listening on a TCP port ('' when none), or null when it cannot be told (no `ss`). */
export async function portHolder(port: number): Promise<string | null> {
  const ran = run('ss', ['-Hltnp', `sport = :${port}`]);
  if (ran.code !== 0) return (await accepting('127.0.0.1', port)) ? null : '';
  if (ran.stdout.trim() === '') return '';
  return /users:\(\("([^"]+)"/.exec(ran.stdout)?.[1] ?? '?';
}

/** This machine's own addresses (every interface's), to compare with the domain's. */
export const ownAddresses = (): string[] =>
  Object.values(networkInterfaces())
    .flat()
    .flatMap((entry) => (entry ? [entry.address] : []));

/** The addresses a name resolves to here (the system's resolver, /etc/hosts included), or null when it does not. */
export async function addressesOf(name: string): Promise<string[] | null> {
  try {
    return (await dns.lookup(name, { all: true })).map((entry) => entry.address);
  } catch {
    return null;
  }
}

/** Whether ufw is installed and active; null when it is not installed. */
export function ufwActive(): boolean | null {
  const ran = run('ufw', ['status']);
  if (ran.code === null) return null;
  return /Status: active/.test(ran.stdout);
}

/** `systemctl is-enabled` and `is-active` of a unit. */
export function unitState(unit: string): { enabled: boolean; active: boolean } {
  return {
    enabled: run('systemctl', ['is-enabled', unit]).stdout.trim() === 'enabled',
    active: run('systemctl', ['is-active', unit]).stdout.trim() === 'active',
  };
}

/**
 * Whether the clock is kept in sync (timedatectl), 'container' when this system is a container
 * (its clock is the host's, which it cannot set), or null when it cannot tell.
 */
export function clockSynchronized(): boolean | 'container' | null {
  if (run('systemd-detect-virt', ['--container', '--quiet']).code === 0) return 'container';
  const ran = run('timedatectl', ['show', '-p', 'NTPSynchronized', '--value']);
  if (ran.code !== 0) return null;
  return ran.stdout.trim() === 'yes';
}

/** The node a unit should run: the one running this command. */
export const nodePath = (): string => process.execPath;

export const nodeMajor = (version = process.versions.node): number => Number(version.split('.')[0]);
