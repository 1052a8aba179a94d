// What the server must send, written out here rather than read from dist/headers.json (which the
// build writes from the code under test): the security headers word for word, and a strong ETag
// computed by hand with node:crypto. Only the CSP's style hash depends on the build: it is
// recomputed from the <style> blocks of the built pages, the way a browser checks it.
import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { readBuilt } from './built-html';
import { distDir } from './serve';

/** The inline <style> blocks of every built page, hashed as CSP level 2 says: base64 of sha256. */
export function builtStyleHashes(): string[] {
  const pages = readdirSync(distDir).filter((file) => file.endsWith('.html'));
  const hashes = new Set<string>();
  for (const page of pages) {
    for (const [, css] of readBuilt(page).matchAll(/<style>([\s\S]*?)<\/style>/g)) {
      hashes.add(`'sha256-${createHash('sha256').update(css!, 'utf8').digest('base64')}'`);
    }
  }
  return [...hashes].sort();
}

/** The Content-Security-Policy, directive by directive; style-src also allows the inline styles by hash. */
export function expectedCspDirectives(styleHashes = builtStyleHashes()): string[] {
  return [
    "default-src 'self'",
    "script-src 'self'",
    `style-src 'self' ${styleHashes.join(' ')}`.trim(),
    "img-src 'self'",
    "media-src 'self'",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ];
}

/** A CSP header as directives, with the style-src hashes sorted (their order carries no meaning). */
export function cspDirectives(header: string): string[] {
  return header
    .split(';')
    .map((directive) => directive.trim())
    .filter(Boolean)
    .map((directive) => {
      if (!directive.startsWith('style-src ')) return directive;
      const [name, self, ...hashes] = directive.split(/\s+/);
      return [name, self, ...hashes.sort()].join(' ');
    });
}

/** Every security header but the CSP, exactly as it must be sent (header names in lower case). */
export const expectedSecurityHeaders: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy':
    'accelerometer=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), hid=(), magnetometer=(), microphone=(), midi=(), payment=(), serial=(), usb=(), fullscreen=(self), picture-in-picture=(self)',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'x-frame-options': 'DENY',
};

/** A strong ETag of these bytes: the first 27 characters of their base64url sha256, quoted. */
export function expectedEtag(bytes: Uint8Array, suffix = ''): string {
  return `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}${suffix}"`;
}
