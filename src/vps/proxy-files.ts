// The two other files the install writes: Caddy's site (automatic HTTPS for the domain, `www.`
// sent to it, every request passed to the server's socket, nothing else: the server sends its own
// headers) and the access log's rotation (13 months, monthly, compressed; SIGUSR2 makes the server
// reopen its file, src/server/access-log/start.ts). Pure.
import { machineLayout } from './machine-layout';

export interface CaddySite {
  domain: string;
  /** Also answer `www.<domain>`, redirecting to the domain (only once its DNS points here). */
  www: boolean;
  /** Caddy's own authority instead of a public certificate: the test machine, which has no internet. */
  internalTls?: boolean;
  upstream?: string;
}

export const caddyfileMark = '# Escrito por "ozonteck instalar"; refeito a cada instalação.';

export function caddyfile(site: CaddySite): string {
  const tls = site.internalTls ? ['\ttls internal'] : [];
  // A test machine cannot add Caddy's authority to the system's store, and needs not.
  const global = site.internalTls ? ['{', '\tskip_install_trust', '}', ''] : [];
  const www = site.www
    ? ['', `www.${site.domain} {`, ...tls, `\tredir https://${site.domain}{uri} permanent`, '}']
    : [];
  return [
    caddyfileMark,
    ...global,
    `${site.domain} {`,
    ...tls,
    `\treverse_proxy ${site.upstream ?? machineLayout.listen}`,
    '}',
    ...www,
    '',
  ].join('\n');
}

export function logrotateFile(user: string = machineLayout.user, group: string = user): string {
  return [
    `${machineLayout.accessLog} {`,
    '\tmonthly',
    '\trotate 13',
    '\tcompress',
    '\tdelaycompress',
    '\tmissingok',
    '\tnotifempty',
    // The folder belongs to the server's user (LogsDirectory=): logrotate works in it as that user.
    `\tsu ${user} ${group}`,
    `\tcreate 0640 ${user} ${group}`,
    '\tpostrotate',
    `\t\tsystemctl kill --signal=SIGUSR2 ${machineLayout.serviceUnit}`,
    '\tendscript',
    '}',
    '',
  ].join('\n');
}
