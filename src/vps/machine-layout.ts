// Where the install puts each piece on the VPS, in one place: the install, doctor, update and
// uninstall, the build's check of who can read it, and the tests read these names.
import { defaultOf, settingName } from '../settings/setting-table';

/** The server's name on the machine: its units, its user, its log folder, the operator's command. */
export const serviceName = 'ozonteck';

export const machineLayout = {
  /** The system user the server runs as: no login, no home, the code read-only to it. */
  user: serviceName,
  unitDir: '/etc/systemd/system',
  socketUnit: `${serviceName}.socket`,
  serviceUnit: `${serviceName}.service`,
  /** Where the socket listens and Caddy sends requests: the server's own default address. */
  listen: `${defaultOf(settingName.HOST)}:${defaultOf(settingName.PORT)}`,
  logDir: `/var/log/${serviceName}`,
  accessLog: `/var/log/${serviceName}/access.log`,
  logrotateFile: `/etc/logrotate.d/${serviceName}`,
  caddyfile: '/etc/caddy/Caddyfile',
  /** The Caddyfile the system had before the install, put back by the uninstall. */
  caddyfileBefore: '/etc/caddy/Caddyfile.antes-do-ozonteck',
  /** Where Caddy keeps the root of its own authority (`tls internal`). */
  caddyLocalRoot: '/var/lib/caddy/.local/share/caddy/pki/authorities/local/root.crt',
  command: `/usr/local/bin/${serviceName}`,
  /** The server's proxy, for TRUST_PROXY: Caddy on this machine. */
  proxyAddress: '127.0.0.1',
} as const;

/** The unit file of `unit` (socket or service). */
export const unitPath = (unit: string) => `${machineLayout.unitDir}/${unit}`;
