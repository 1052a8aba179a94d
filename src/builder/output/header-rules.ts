// The one source of truth for response headers: computed at build time from what is in dist/ and
// written to dist/headers.json. The Node server reads it at start; the nginx and CDN configs are
// derived from it (export-headers.ts), so headers are identical wherever dist/ is served.
import { createHash } from 'node:crypto';
import { extname } from 'node:path';

export const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.mp4': 'video/mp4',
  '.mp3': 'audio/mpeg',
  '.woff2': 'font/woff2',
};

/** Text formats worth compressing; images, video and sound are compressed already. */
export const compressibleExtensions = new Set([
  '.html',
  '.js',
  '.css',
  '.json',
  '.webmanifest',
  '.txt',
  '.xml',
  '.svg',
]);
export const minCompressBytes = 1024;

export const immutableCache = 'public, max-age=31536000, immutable';
export const revalidateCache = 'no-cache';

export function contentTypeOf(file: string): string {
  return contentTypes[extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/** Everything under assets/ carries a content hash in its name, so it can be cached forever. */
export function cacheControlOf(file: string): string {
  return file.startsWith('assets/') ? immutableCache : revalidateCache;
}

/** A strong ETag from the bytes: the same file gives the same tag on every machine and build. */
export function strongEtag(bytes: Uint8Array, suffix = ''): string {
  return `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}${suffix}"`;
}

export interface CspInputs {
  /** sha256 hashes (base64) of inline <style> blocks, allowed by hash rather than 'unsafe-inline'. */
  styleHashes: string[];
}

/** A strict policy the site actually satisfies: every script and style is a same-origin file. */
export function contentSecurityPolicy({ styleHashes }: CspInputs): string {
  const styleSources = ["'self'", ...styleHashes.map((hash) => `'sha256-${hash}'`)];
  return [
    "default-src 'self'",
    "script-src 'self'",
    `style-src ${styleSources.join(' ')}`,
    "img-src 'self'",
    "media-src 'self'",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Features the site never uses are switched off; fullscreen and picture-in-picture stay for the video. */
export const permissionsPolicy = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
  'fullscreen=(self)',
  'picture-in-picture=(self)',
].join(', ');

export function securityHeaders(csp: CspInputs): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(csp),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': permissionsPolicy,
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'X-Frame-Options': 'DENY',
  };
}
