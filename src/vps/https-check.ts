// The real request the install's verdict and doctor rest on: https://<domain>/ through Caddy,
// answered with the live build's own home page, byte for byte (asked for without compression),
// and the certificate it came with. Over `tls internal` (the test machine) Caddy's own authority
// is trusted for this request only.
import { readFileSync } from 'node:fs';
import { request } from 'node:https';
import { join } from 'node:path';
import { rootCertificates, type PeerCertificate, type TLSSocket } from 'node:tls';
import { machineLayout } from './machine-layout';

export interface HttpsAnswer {
  status: number;
  /** The body is the live build's index.html. */
  ownPage: boolean;
  hsts: boolean;
  /** When the certificate Caddy showed became valid, and when it stops being valid. */
  certificateStarts: Date | null;
  certificateExpires: Date | null;
}

export type HttpsResult = { answer: HttpsAnswer; problem?: undefined } | { answer?: undefined; problem: string };

/** The authorities a request trusts: the system's, and Caddy's own under `tls internal`. */
function authorities(internalTls: boolean): string[] | undefined {
  if (!internalTls) return undefined;
  try {
    return [...rootCertificates, readFileSync(machineLayout.caddyLocalRoot, 'utf8')];
  } catch {
    return undefined;
  }
}

export function askHttps(domain: string, root: string, internalTls = false): Promise<HttpsResult> {
  return new Promise((resolve) => {
    const ask = request(
      { host: domain, path: '/', servername: domain, ca: authorities(internalTls), timeout: 15_000 },
      (response) => {
        const certificate = (response.socket as TLSSocket).getPeerCertificate?.() as PeerCertificate | undefined;
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          let page: Buffer | null = null;
          try {
            page = readFileSync(join(root, 'dist', 'index.html'));
          } catch {
            // no build: the answer cannot be the site's own page
          }
          resolve({
            answer: {
              status: response.statusCode ?? 0,
              ownPage: page !== null && Buffer.concat(chunks).equals(page),
              hsts: response.headers['strict-transport-security'] !== undefined,
              certificateStarts: certificate?.valid_from ? new Date(certificate.valid_from) : null,
              certificateExpires: certificate?.valid_to ? new Date(certificate.valid_to) : null,
            },
          });
        });
      },
    );
    ask.on('timeout', () => ask.destroy(new Error('timeout')));
    ask.on('error', (error: NodeJS.ErrnoException) => resolve({ problem: error.code ?? error.message }));
    ask.end();
  });
}

/** Asks until the site's own page answers or `waitMs` pass (Caddy may still be getting the certificate). */
export async function waitForHttps(
  domain: string,
  root: string,
  internalTls: boolean,
  waitMs: number,
): Promise<HttpsResult> {
  const until = Date.now() + waitMs;
  for (;;) {
    const result = await askHttps(domain, root, internalTls);
    if ((result.answer?.status === 200 && result.answer.ownPage) || Date.now() > until) return result;
    await new Promise((resolve) => setTimeout(resolve, 3000));
  }
}

/** Whether the server answers on its socket with the live build's home page, asked until `waitMs` pass. */
export async function askLocally(root: string, waitMs: number): Promise<boolean> {
  const until = Date.now() + waitMs;
  for (;;) {
    try {
      const response = await fetch(`http://${machineLayout.listen}/`, { signal: AbortSignal.timeout(5000) });
      const body = Buffer.from(await response.arrayBuffer());
      if (response.status === 200 && body.equals(readFileSync(join(root, 'dist', 'index.html')))) return true;
    } catch {
      // not answering yet
    }
    if (Date.now() > until) return false;
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
}
