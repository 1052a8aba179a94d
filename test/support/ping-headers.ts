// The headers a browser's own `<a ping>` carries for a call to action of the test build: what the
// server requires of a ping before it counts (src/server/http/ping.ts). The destination comes from
// the build's headers.json, as the server reads it. And where a ping or a beacon says it comes
// from, written out from what browsers send (Fetch Metadata, the Origin header), not from the code.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pingToOf, type HeaderRules } from '../../src/contracts/site-format';
import { distDir } from './serve';

/** As Chromium, Firefox and Safari say a request comes from a page of the same origin (over HTTPS or loopback). */
export const fromOwnPage = { 'Sec-Fetch-Site': 'same-origin' } as const;

export function browserPingHeaders(id: string): Record<string, string> {
  const rules = JSON.parse(readFileSync(join(distDir, 'headers.json'), 'utf8')) as HeaderRules;
  const pingTo = pingToOf(rules.pingDestinations, id);
  if (pingTo === null) throw new Error(`The test build records no destination for ${id}`);
  return { 'Content-Type': 'text/ping', 'Ping-To': pingTo, ...fromOwnPage };
}

export type OriginCase = [what: string, headers: Record<string, string>];

/**
 * What a browser says of where a request comes from, for a site served at `base`: from one of its
 * own pages (taken), or from anywhere else (refused, 403). The headers replace the whole of
 * Sec-Fetch-Site and Origin: pass them through `withOrigin`.
 */
export function originCases(base: string): { taken: OriginCase[]; refused: OriginCase[] } {
  const { origin, host, hostname } = new URL(base);
  return {
    taken: [
      ['our own page, as Chromium and Safari send it', { 'Sec-Fetch-Site': 'same-origin', Origin: origin }],
      ['our own page over plain HTTP, where no Sec-Fetch-* is sent', { Origin: origin }],
      ['our own page behind a proxy that ends HTTPS', { Origin: `https://${host}` }],
    ],
    refused: [
      ['no word of where it comes from (curl, a script)', {}],
      ["another site's page", { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://concorrente.example' }],
      ["another site's page over plain HTTP", { Origin: 'http://concorrente.example' }],
      ['a page on another port of the same host', { 'Sec-Fetch-Site': 'same-site', Origin: `http://${hostname}:1` }],
      ['a sandboxed page or a redirect (Origin: null)', { 'Sec-Fetch-Site': 'cross-site', Origin: 'null' }],
      ['cross-site with no Origin', { 'Sec-Fetch-Site': 'cross-site' }],
      ['a page of a subdomain', { 'Sec-Fetch-Site': 'same-site', Origin: `https://www.${host}` }],
    ],
  };
}

/** `headers` with Sec-Fetch-Site and Origin replaced by those of `origin` (an OriginCase's). */
export function withOrigin(headers: Record<string, string>, origin: Record<string, string>): Record<string, string> {
  const rest = Object.entries(headers).filter(([name]) => !/^(?:sec-fetch-site|origin)$/i.test(name));
  return { ...Object.fromEntries(rest), ...origin };
}
