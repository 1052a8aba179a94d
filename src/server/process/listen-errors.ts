// Listen failures in the operator's terms: each message names the setting to change (PORT or
// HOST) instead of Node's bare "getaddrinfo ENOTFOUND 999.1.1.1".
import { messages } from '../../messages/catalogue';

/** `portSetting`: where PORT is to be changed ("PORT (site/site.env, line 3)"), when known. */
export function listenErrorMessage(
  error: NodeJS.ErrnoException,
  port: number,
  host: string,
  portSetting?: string,
): string {
  const said = messages().server.listen;
  switch (error.code) {
    case 'EADDRINUSE':
      return said.inUse(port, host, portSetting);
    case 'EACCES':
      return said.noPermission(port);
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
    case 'EAI_FAIL':
    case 'EAI_NONAME':
      return `${said.noSuchHost(host, error.code)} ${said.hostAdvice}`;
    case 'EADDRNOTAVAIL':
      return `${said.notThisMachine(host)} ${said.hostAdvice}`;
    case 'EAFNOSUPPORT':
      return `${said.noIpv6(host)} ${said.hostAdvice}`;
    default:
      return said.other(host, port, error.message);
  }
}
