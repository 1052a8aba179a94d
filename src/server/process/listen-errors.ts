// Listen failures in the operator's terms: each message names the setting to change (PORT or
// HOST) instead of Node's bare "getaddrinfo ENOTFOUND 999.1.1.1".

const hostAdvice = 'Set HOST to an address of this machine, e.g. 127.0.0.1 (this machine only) or 0.0.0.0 (every interface).';

export function listenErrorMessage(error: NodeJS.ErrnoException, port: number, host: string): string {
  switch (error.code) {
    case 'EADDRINUSE':
      return `Port ${port} on ${host} is already in use. Stop the other process or set PORT.`;
    case 'EACCES':
      return `No permission to listen on port ${port} (PORT). Use a port above 1023 or run behind a proxy.`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
    case 'EAI_FAIL':
    case 'EAI_NONAME':
      return `HOST=${host} cannot be listened on: no such host name (${error.code}). ${hostAdvice}`;
    case 'EADDRNOTAVAIL':
      return `HOST=${host} is not an address of this machine (EADDRNOTAVAIL). ${hostAdvice}`;
    case 'EAFNOSUPPORT':
      return `HOST=${host} is an IPv6 address but this machine has no IPv6 (EAFNOSUPPORT). ${hostAdvice}`;
    default:
      return `Cannot listen on HOST=${host} PORT=${port}: ${error.message}`;
  }
}
