// Bytes of every file the browser loaded for a route, taken from the real page loads (request
// URLs before the network went idle), mapped back to dist/ through dist/headers.json, and
// measured with the build's own `measure` (raw, gzip -9, brotli -11 of the identity file).
import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import type { HeaderRules } from '../../src/contracts/site-format';
import { measure } from '../../src/builder/output/sizes';
import type { LoadSample } from './page-load';

export const fileTypes = ['HTML', 'CSS', 'JS', 'images', 'media', 'other'] as const;
export type FileType = (typeof fileTypes)[number];

export interface FileBytes {
  path: string;
  /** The file in dist/ that answers the path, or null (not a known file: a 404, another origin). */
  file: string | null;
  type: FileType;
  raw: number | null;
  gzip: number | null;
  brotli: number | null;
  /** As received by the browser: Content-Encoding and body bytes on the wire (first load seen). */
  sentEncoding: string | null;
  sentBytes: number | null;
  status: number | null;
  /** In how many loads of each profile the file was requested before idle. */
  loads: Record<string, number>;
}

export interface TypeTotal {
  type: FileType;
  files: number;
  raw: number;
  gzip: number;
  brotli: number;
  sent: number;
}

export interface RouteBytes {
  route: string;
  files: FileBytes[];
  totals: TypeTotal[];
  total: TypeTotal | { type: 'all'; files: number; raw: number; gzip: number; brotli: number; sent: number };
  /** Loads of each profile, for reading `loads`. */
  loadCounts: Record<string, number>;
}

export function typeOf(path: string, contentType: string | null): FileType {
  const ext = extname(path).toLowerCase();
  if (contentType?.startsWith('text/html') || ext === '.html' || ext === '') return 'HTML';
  if (ext === '.css') return 'CSS';
  if (ext === '.js' || ext === '.mjs') return 'JS';
  if (['.webp', '.avif', '.png', '.jpg', '.jpeg', '.gif', '.svg', '.ico'].includes(ext)) return 'images';
  if (['.mp4', '.webm', '.mp3', '.ogg', '.wav', '.m4a'].includes(ext)) return 'media';
  return 'other';
}

export async function readHeaderRules(distDir: string): Promise<HeaderRules> {
  return JSON.parse(await readFile(join(distDir, 'headers.json'), 'utf8')) as HeaderRules;
}

/** Every file requested before idle in any load of the route (any profile), with its sizes. */
export async function routeBytes(distDir: string, rules: HeaderRules, route: string, samples: LoadSample[]): Promise<RouteBytes> {
  const loadCounts: Record<string, number> = {};
  const byPath = new Map<string, FileBytes>();
  for (const sample of samples.filter((s) => s.route === route)) {
    loadCounts[sample.profile] = (loadCounts[sample.profile] ?? 0) + 1;
    const seenThisLoad = new Set<string>();
    for (const request of sample.requests) {
      if (!request.beforeIdle || seenThisLoad.has(request.path)) continue;
      seenThisLoad.add(request.path);
      let entry = byPath.get(request.path);
      if (!entry) {
        const file = request.sameOrigin ? (rules.pages[request.path] ?? rules.publicFiles[request.path] ?? (request.status === 404 ? rules.notFoundPage : null)) : null;
        const rule = file ? rules.files[file] : undefined;
        const sizes = file ? measure(file, await readFile(join(distDir, file))) : null;
        entry = {
          path: request.path,
          file,
          type: typeOf(file ?? request.path, rule?.contentType ?? null),
          raw: sizes?.raw ?? null,
          gzip: sizes?.gzip ?? null,
          brotli: sizes?.brotli ?? null,
          sentEncoding: request.encoding,
          sentBytes: request.transferBodyBytes,
          status: request.status,
          loads: {},
        };
        byPath.set(request.path, entry);
      }
      entry.loads[sample.profile] = (entry.loads[sample.profile] ?? 0) + 1;
    }
  }
  const order = (entry: FileBytes) => fileTypes.indexOf(entry.type);
  const files = [...byPath.values()].sort((a, b) => order(a) - order(b) || a.path.localeCompare(b.path));
  const sum = (list: FileBytes[], key: 'raw' | 'gzip' | 'brotli' | 'sentBytes') => list.reduce((total, entry) => total + (entry[key] ?? 0), 0);
  const totals = fileTypes
    .filter((type) => type !== 'other' || files.some((entry) => entry.type === 'other'))
    .map((type) => {
      const list = files.filter((entry) => entry.type === type);
      return { type, files: list.length, raw: sum(list, 'raw'), gzip: sum(list, 'gzip'), brotli: sum(list, 'brotli'), sent: sum(list, 'sentBytes') };
    });
  const total = { type: 'all' as const, files: files.length, raw: sum(files, 'raw'), gzip: sum(files, 'gzip'), brotli: sum(files, 'brotli'), sent: sum(files, 'sentBytes') };
  return { route, files, totals, total, loadCounts };
}
