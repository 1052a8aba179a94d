// The install's first words: what it found on the machine, a line each, before it changes
// anything. ✓ fine, ! worth knowing, ✗ stops the install, ? could not be told (said, not guessed).
// Pure: the facts come from probes.ts.
import { messages } from '../messages/catalogue';
import { isSupported, type SystemRelease } from './os-release';

export interface MachineFacts {
  release: SystemRelease | null;
  memoryMegabytes: number;
  /** Free space in the project's file system; null when it cannot be read. */
  freeMegabytes: number | null;
  /** Who listens on 80 and 443: '' nobody, a program's name, null when it cannot be told. */
  ports: Record<80 | 443, string | null>;
  /** The domain, the addresses its name resolves to (null: it resolves to none) and this machine's own. */
  dns?: { domain: string; addresses: string[] | null; own: string[] };
}

export const minimumFreeMegabytes = 2048;
export const comfortableMemoryMegabytes = 900;

export interface CheckLine {
  mark: '✓' | '!' | '✗' | '?';
  text: string;
}

/** What a port's holder means: nobody or Caddy (this install's own) is fine; any other program is in the way. */
function portLine(port: 80 | 443, holder: string | null): CheckLine {
  const said = messages().vps.machine;
  if (holder === null) return { mark: '?', text: said.portUnknown(port) };
  if (holder === '') return { mark: '✓', text: said.portFree(port) };
  if (holder === 'caddy') return { mark: '✓', text: said.portCaddy(port) };
  return { mark: '✗', text: said.portTaken(port, holder) };
}

export function dnsLine(dns: NonNullable<MachineFacts['dns']>): CheckLine {
  const said = messages().vps.machine;
  if (dns.addresses === null || dns.addresses.length === 0) return { mark: '✗', text: said.dnsNone(dns.domain) };
  const here = dns.addresses.filter((address) => dns.own.includes(address));
  if (here.length > 0) return { mark: '✓', text: said.dnsHere(dns.domain, here.join(', ')) };
  const loopback = (address: string) => address.startsWith('127.') || address === '::1' || address.startsWith('fe80');
  const own = dns.own.filter((address) => !loopback(address));
  return { mark: '?', text: said.dnsElsewhere(dns.domain, dns.addresses.join(', '), own.join(', ') || '?') };
}

export function machineLines(facts: MachineFacts): CheckLine[] {
  const said = messages().vps.machine;
  const release = facts.release;
  const lines: CheckLine[] = [
    release === null
      ? { mark: '✗', text: said.releaseUnknown }
      : isSupported(release)
        ? { mark: '✓', text: said.release(release.prettyName) }
        : { mark: '✗', text: said.releaseUnsupported(release.prettyName) },
    facts.memoryMegabytes >= comfortableMemoryMegabytes
      ? { mark: '✓', text: said.memory(facts.memoryMegabytes) }
      : { mark: '!', text: said.memoryLow(facts.memoryMegabytes) },
    facts.freeMegabytes === null
      ? { mark: '?', text: said.diskUnknown }
      : facts.freeMegabytes >= minimumFreeMegabytes
        ? { mark: '✓', text: said.disk(facts.freeMegabytes) }
        : { mark: '✗', text: said.diskLow(facts.freeMegabytes, minimumFreeMegabytes) },
    portLine(80, facts.ports[80]),
    portLine(443, facts.ports[443]),
  ];
  if (facts.dns) lines.push(dnsLine(facts.dns));
  return lines;
}

/** The install goes on unless a line says it cannot. */
export const machineBlocks = (lines: readonly CheckLine[]): boolean => lines.some((line) => line.mark === '✗');
