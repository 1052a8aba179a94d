// The access log's server settings: ACCESS_LOG, ACCESS_LOG_FULL_IP and TRUST_PROXY, validated
// like the others (a bad value stops start-up naming the variable and the expected form).
import { accessLogVariables } from '../../config/setting-names';
import { fail, parseOnOff, valueOf, type Env } from '../../config/settings';
import { canonicalAddress } from '../net/ip-address';

export { accessLogVariables };

/** Where the access log goes (ACCESS_LOG). */
export type AccessLogDestination = { kind: 'off' } | { kind: 'stdout' } | { kind: 'file'; path: string };

export interface AccessLogSettings {
  destination: AccessLogDestination;
  /** Write client addresses whole instead of their /24 (IPv4) or /48 (IPv6). */
  fullIp: boolean;
  /** Canonical addresses of the reverse proxies whose X-Forwarded-For is believed. */
  trustedProxies: ReadonlySet<string>;
}

function parseDestination(value: string | undefined): AccessLogDestination {
  if (value === undefined || value.toLowerCase() === 'off') return { kind: 'off' };
  if (value.toLowerCase() === 'stdout') return { kind: 'stdout' };
  // Absolute, so the file does not depend on the directory the server was started from.
  if (!value.startsWith('/') || value.endsWith('/') || /[\u0000-\u001f\u007f]/.test(value)) {
    fail('ACCESS_LOG', '"off", "stdout", or the absolute path of a file to append to, e.g. /var/log/ozonteck/access.log', value);
  }
  return { kind: 'file', path: value };
}

function parseTrustedProxies(value: string | undefined): Set<string> {
  const proxies = new Set<string>();
  if (value === undefined || value.toLowerCase() === 'off') return proxies;
  for (const entry of value.split(',')) {
    const address = canonicalAddress(entry.trim());
    if (address === null) {
      fail('TRUST_PROXY', 'the IP address of your reverse proxy, or several separated by commas, e.g. 127.0.0.1 or 127.0.0.1,::1 ("off" to trust none)', value);
    }
    proxies.add(address);
  }
  return proxies;
}

export function parseAccessLogSettings(env: Env): AccessLogSettings {
  const fullIpValue = valueOf(env, 'ACCESS_LOG_FULL_IP');
  return {
    destination: parseDestination(valueOf(env, 'ACCESS_LOG')),
    fullIp: fullIpValue === undefined ? false : parseOnOff('ACCESS_LOG_FULL_IP', fullIpValue),
    trustedProxies: parseTrustedProxies(valueOf(env, 'TRUST_PROXY')),
  };
}
