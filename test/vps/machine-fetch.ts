// An HTTP(S) request made inside the VPS machine with the Node copied there (curl only exists once
// the installer has put it there; a machine made with `node: false` cannot fetch). Certificates
// are checked against Node's own CA list plus the root of Caddy's internal CA (`tls internal`),
// so a site with a broken certificate fails here.
import type { CommandResult } from './host-command';

/** Where Debian's caddy package (user caddy, home /var/lib/caddy) keeps its `tls internal` root. */
export const caddyLocalRoot = '/var/lib/caddy/.local/share/caddy/pki/authorities/local/root.crt';

export interface FetchOptions {
  /** Skip certificate checks (default false). */
  insecure?: boolean;
  /** A CA certificate inside the machine trusted besides the system's. Default caddyLocalRoot. */
  caFile?: string;
  method?: string;
  headers?: Record<string, string>;
  /** Default 10 s. */
  timeoutMs?: number;
}

export interface FetchResult {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  /** The TLS protocol (TLSv1.3) for HTTPS, undefined for HTTP. */
  tls?: string;
}

// Runs with `node -e` inside; its answer is one JSON line on stdout.
const script = `
const [url, request] = process.argv.slice(1);
const { insecure, method, headers, timeoutMs, caFile } = JSON.parse(request);
const fs = require('node:fs');
const extra = fs.existsSync(caFile) ? [fs.readFileSync(caFile, 'utf8')] : [];
const ca = [...require('node:tls').rootCertificates, ...extra];
const client = url.startsWith('https:') ? require('node:https') : require('node:http');
const options = { method, headers, ca, rejectUnauthorized: !insecure, timeout: timeoutMs };
const req = client.request(url, options, (res) => {
  const tls = res.socket.getProtocol ? res.socket.getProtocol() : undefined;
  let body = '';
  res.setEncoding('utf8');
  res.on('data', (chunk) => (body += chunk));
  res.on('end', () => {
    process.stdout.write(JSON.stringify({ status: res.statusCode, headers: res.headers, body, tls }));
  });
});
req.on('timeout', () => req.destroy(new Error('no answer in ' + timeoutMs + ' ms')));
req.on('error', (error) => { process.stderr.write(error.message); process.exit(2); });
req.end();
`;

/** The command and the parser of its output, for Machine.fetch. */
export function fetchScript(url: string, options: FetchOptions) {
  const request = {
    insecure: options.insecure ?? false,
    method: options.method ?? 'GET',
    headers: options.headers ?? {},
    timeoutMs: options.timeoutMs ?? 10_000,
    caFile: options.caFile ?? caddyLocalRoot,
  };
  return {
    argv: ['/usr/local/bin/node', '-e', script, url, JSON.stringify(request)],
    parse(result: CommandResult): FetchResult {
      if (result.code !== 0) throw new Error(`inside the machine, ${url} failed: ${result.stderr.trim()}`);
      return JSON.parse(result.stdout) as FetchResult;
    },
  };
}
