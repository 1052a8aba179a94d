// The access log's server settings, validated like the others (a bad value stops start-up naming
// it and the expected form); any word that turns a switch off ("não") turns the log or proxies off.
import { settingName, type Env } from './setting-table';
import { fail, parseSwitch, switchValue, valueOrDefault } from './settings';
import { messages } from '../messages/catalogue';
import { canonicalAddress } from './ip-address';

/** Where the access log goes (ACCESS_LOG). */
export type AccessLogDestination = { kind: 'off' } | { kind: 'stdout' } | { kind: 'file'; path: string };

export interface AccessLogSettings {
  destination: AccessLogDestination;
  /** Write client addresses whole instead of their /24 (IPv4) or /48 (IPv6). */
  fullIp: boolean;
  /** Canonical addresses of the reverse proxies whose X-Forwarded-For is believed. */
  trustedProxies: ReadonlySet<string>;
}

const { ACCESS_LOG, ACCESS_LOG_FULL_IP, TRUST_PROXY } = settingName;

function parseDestination(value: string): AccessLogDestination {
  if (switchValue(value) === false) return { kind: 'off' };
  if (value.toLowerCase() === 'stdout') return { kind: 'stdout' };
  // Absolute, so the file does not depend on the directory the server was started from.
  if (!value.startsWith('/') || value.endsWith('/') || /[\u0000-\u001f\u007f]/.test(value)) {
    fail(ACCESS_LOG, messages().server.expected.accessLog, value);
  }
  return { kind: 'file', path: value };
}

function parseTrustedProxies(value: string): Set<string> {
  const proxies = new Set<string>();
  if (switchValue(value) === false) return proxies;
  for (const entry of value.split(',')) {
    const address = canonicalAddress(entry.trim());
    if (address === null) {
      fail(TRUST_PROXY, messages().server.expected.trustProxy, value);
    }
    proxies.add(address);
  }
  return proxies;
}

export function parseAccessLogSettings(env: Env): AccessLogSettings {
  return {
    destination: parseDestination(valueOrDefault(env, ACCESS_LOG)),
    fullIp: parseSwitch(ACCESS_LOG_FULL_IP, valueOrDefault(env, ACCESS_LOG_FULL_IP)),
    trustedProxies: parseTrustedProxies(valueOrDefault(env, TRUST_PROXY)),
  };
}
