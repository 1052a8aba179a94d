// The server's own settings (PORT, HOST, HSTS), read when it starts and validated like the
// site's: a bad value stops start-up naming the variable and the expected form.
import { fail, parseOnOff, valueOf, type Env } from '../../config/settings';
import { isIPv4Literal, isIPv6Literal } from '../net/ip-address';

/** Settings the server reads when it starts. */
export interface ServerSettings {
  port: number;
  host: string;
  /** Send Strict-Transport-Security: only when the site is served over HTTPS. */
  hsts: boolean;
}

const hostNamePattern = /^(?=.{1,253}$)[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/;

/** An IP literal (IPv6 with or without brackets) or a host name; digits and dots only must be IPv4. */
function parseHost(value: string): string {
  const expected = 'an IP address or host name of this machine to listen on, e.g. 127.0.0.1, 0.0.0.0 or ::';
  const unbracketed = /^\[(.*)\]$/.exec(value)?.[1] ?? value;
  if (isIPv6Literal(unbracketed)) return unbracketed;
  if (/^[0-9.]+$/.test(value)) return isIPv4Literal(value) ? value : fail('HOST', `${expected} (an IPv4 address is four numbers from 0 to 255)`, value);
  if (!hostNamePattern.test(value)) fail('HOST', expected, value);
  return value;
}

export function parseServerSettings(env: Env): ServerSettings {
  const portValue = valueOf(env, 'PORT') ?? '3000';
  const port = Number(portValue);
  if (!/^[0-9]{1,5}$/.test(portValue) || port > 65535) {
    fail('PORT', 'a whole number from 0 to 65535 (0 picks a free port)', portValue);
  }
  const host = parseHost(valueOf(env, 'HOST') ?? '127.0.0.1');
  const hstsValue = valueOf(env, 'HSTS');
  const hsts = hstsValue === undefined ? false : parseOnOff('HSTS', hstsValue);
  return { port, host, hsts };
}
