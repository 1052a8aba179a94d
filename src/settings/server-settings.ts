// The server's own settings (PORT, HOST, HSTS), read when it starts and validated like the
// site's: a bad value stops start-up naming the variable and the expected form.
import { limitOf, settingName, type Env } from './setting-table';
import { fail, parseSwitch, valueOrDefault } from './settings';
import { messages } from '../messages/catalogue';
import { isIPv4Literal, isIPv6Literal } from './ip-address';

/** Settings the server reads when it starts. */
export interface ServerSettings {
  port: number;
  host: string;
  /** Send Strict-Transport-Security: only when the site is served over HTTPS. */
  hsts: boolean;
}

const { PORT, HOST, HSTS } = settingName;

const hostNamePattern =
  /^(?=.{1,253}$)[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/;

/** An IP literal (IPv6 with or without brackets) or a host name; digits and dots only must be IPv4. */
function parseHost(value: string): string {
  const expected = messages().server.expected.host;
  const unbracketed = /^\[(.*)\]$/.exec(value)?.[1] ?? value;
  if (isIPv6Literal(unbracketed)) return unbracketed;
  if (/^[0-9.]+$/.test(value))
    return isIPv4Literal(value) ? value : fail(HOST, `${expected} ${messages().server.expected.ipv4}`, value);
  if (!hostNamePattern.test(value)) fail(HOST, expected, value);
  return value;
}

export function parseServerSettings(env: Env): ServerSettings {
  const portValue = valueOrDefault(env, PORT);
  const port = Number(portValue);
  if (!/^[0-9]{1,5}$/.test(portValue) || port > limitOf(PORT, 'max')) {
    fail(PORT, messages().server.expected.port, portValue);
  }
  const host = parseHost(valueOrDefault(env, HOST));
  const hsts = parseSwitch(HSTS, valueOrDefault(env, HSTS));
  return { port, host, hsts };
}
