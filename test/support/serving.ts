// What the serving tests (test/server/serving*.test.ts) share: the facts of the build under test
// (read from dist/headers.json and the files, never from the server), the security headers as the
// tests spell them, and the one suite set-up: a real server (serve.ts) started before the suite's
// tests and closed after them. Requests go through test/support/http-client.ts.
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import { suite, type Test } from 'uvu';
import * as assert from 'uvu/assert';
import type { HeaderRules } from '../../src/contracts/site-format';
import { cspDirectives, expectedCspDirectives, expectedSecurityHeaders } from './expected-headers';
import { distDir, serve, type Served } from './serve';

// --- what the build wrote ----------------------------------------------------------------------

export const rules = JSON.parse(readFileSync(join(distDir, 'headers.json'), 'utf8')) as HeaderRules;
export const distFile = (file: string) => readFileSync(join(distDir, file));
/** URL path → dist-relative file, for everything the server answers with a file. */
export const servedFiles: Record<string, string> = { ...rules.pages, ...rules.publicFiles };
export const servedUrls = Object.keys(servedFiles);
export const assetUrls = servedUrls.filter((url) => url.startsWith('/assets/'));
export const unhashedUrls = servedUrls.filter((url) => !url.startsWith('/assets/'));
/** URLs whose file has .br and .gz siblings on disk. */
export const precompressedUrls = servedUrls.filter((url) => existsSync(join(distDir, `${servedFiles[url]}.br`)) && existsSync(join(distDir, `${servedFiles[url]}.gz`)));
export const jsAssetUrl = precompressedUrls.find((url) => /^\/assets\/main-.*\.js$/.test(url)) ?? precompressedUrls.find((url) => url.endsWith('.js'));
export const videoUrl = '/media/hero.mp4';
export const notFoundPageBytes = distFile(rules.notFoundPage);

// --- the security headers ----------------------------------------------------------------------

const expectedCsp = expectedCspDirectives();
const requiredCspDirectives = ["default-src 'self'", "frame-ancestors 'none'", "base-uri 'self'", "form-action 'none'", "object-src 'none'", "media-src 'self'"];

/** The security headers, exactly as written in test/support/expected-headers.ts, and what they must say. */
export function assertSecurityHeaders(headers: IncomingHttpHeaders, label: string, hsts = false): void {
  for (const [name, value] of Object.entries(expectedSecurityHeaders)) assert.is(headers[name], value, `${label}: ${name}`);
  assert.equal(cspDirectives(String(headers['content-security-policy'] ?? '')), expectedCsp, `${label}: Content-Security-Policy`);
  const csp = String(headers['content-security-policy'] ?? '');
  const directives = csp.split(';').map((directive) => directive.trim());
  for (const directive of requiredCspDirectives) assert.ok(directives.includes(directive), `${label}: CSP lacks ${directive}`);
  assert.not.match(csp, /'unsafe-inline'|'unsafe-eval'/, `${label}: CSP allows unsafe code`);
  assert.is(headers['x-content-type-options'], 'nosniff', label);
  assert.is(headers['referrer-policy'], 'strict-origin-when-cross-origin', label);
  const permissions = String(headers['permissions-policy'] ?? '')
    .split(',')
    .map((feature) => feature.trim());
  assert.ok(permissions.includes('camera=()'), `${label}: camera not switched off`);
  assert.ok(permissions.includes('microphone=()'), `${label}: microphone not switched off`);
  assert.is(headers['cross-origin-opener-policy'], 'same-origin', label);
  assert.is(headers['cross-origin-resource-policy'], 'same-origin', label);
  assert.is(headers['x-powered-by'], undefined, `${label}: X-Powered-By sent`);
  if (hsts) {
    const maxAge = /^max-age=(\d+)/.exec(String(headers['strict-transport-security'] ?? ''));
    assert.ok(maxAge && Number(maxAge[1]) > 0, `${label}: HSTS without a max-age: ${headers['strict-transport-security']}`);
  } else {
    assert.is(headers['strict-transport-security'], undefined, `${label}: HSTS sent though not enabled`);
  }
}

// --- the one suite set-up ----------------------------------------------------------------------

export interface ServingContext {
  server: Served;
}

export interface ServingSetUp<Extra> {
  /** The server the suite's tests ask (default: the app over the built dist/); may fill in `Extra`. */
  start?: (context: ServingContext & Extra) => Promise<Served>;
  /** What else the suite started or wrote, removed after it (the server is closed in any case). */
  cleanUp?: (context: ServingContext & Extra) => Promise<void>;
  /** Empty the captured log lines before each test, for suites that assert on them. */
  freshLogs?: boolean;
}

/** A uvu suite whose tests share one running server (`context.server`). */
export function servingSuite<Extra extends object = object>(name: string, setUp: ServingSetUp<Extra> = {}): Test<ServingContext & Extra> {
  const tests = suite<ServingContext & Extra>(name);
  tests.before(async (context) => {
    context.server = await (setUp.start ?? (() => serve()))(context);
  });
  tests.after(async (context) => {
    await context.server?.close();
    await setUp.cleanUp?.(context);
  });
  if (setUp.freshLogs) {
    tests.before.each(({ server }) => {
      server.logs.length = 0;
    });
  }
  return tests;
}
