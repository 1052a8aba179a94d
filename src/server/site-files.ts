// Everything the server can answer, known at start-up: the prerendered pages and a map from URL
// path to file for the rest of dist/. A request is a map look-up, so no URL can reach a file
// outside the map (no path traversal by construction), and dotfiles never enter it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import type { SiteSettings, SiteVariable } from '../config/settings';
import type { BuildInfo } from '../build/site-build';

export interface StaticFile {
  absolutePath: string;
  contentType: string;
  cacheControl: string;
}

export interface Page {
  body: Buffer;
}

export interface Site {
  builtAt: string;
  settings: SiteSettings;
  /** Site variables the build filled with demo values because they were unset. */
  demoDefaultsUsed: SiteVariable[];
  pages: Map<string, Page>;
  notFoundPage: Page;
  files: Map<string, StaticFile>;
}

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.mp4': 'video/mp4',
  '.mp3': 'audio/mpeg',
  '.woff2': 'font/woff2',
};

/** Build products that are not public files: the server itself, its build record and the pages. */
const privateFiles = new Set(['server.mjs', 'build.json']);

export class MissingBuildError extends Error {
  override name = 'MissingBuildError';
}

export const hashedAssetCache = 'public, max-age=31536000, immutable';
export const revalidateCache = 'no-cache';

function readPage(distDir: string, file: string): Page {
  return { body: readFileSync(join(distDir, file)) };
}

export function loadSite(distDir: string): Site {
  const infoPath = join(distDir, 'build.json');
  if (!existsSync(infoPath)) {
    throw new MissingBuildError(`No build found in ${distDir} (build.json is missing). Run "npm run build" first.`);
  }
  let info: BuildInfo;
  try {
    info = JSON.parse(readFileSync(infoPath, 'utf8'));
    const pages = new Map<string, Page>([
      ['/', readPage(distDir, info.pages['/'])],
      ['/bio', readPage(distDir, info.pages['/bio'])],
    ]);
    const pageFiles = new Set([info.pages['/'], info.pages['/bio'], info.notFoundPage]);
    return {
      builtAt: info.builtAt,
      settings: info.settings,
      demoDefaultsUsed: info.demoDefaultsUsed ?? [],
      pages,
      notFoundPage: readPage(distDir, info.notFoundPage),
      files: mapStaticFiles(distDir, (file) => !privateFiles.has(file) && !pageFiles.has(file)),
    };
  } catch (error) {
    throw new MissingBuildError(`The build in ${distDir} is incomplete (${(error as Error).message}). Run "npm run build" again.`);
  }
}

function mapStaticFiles(distDir: string, isPublic: (relativePath: string) => boolean): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  for (const entry of readdirSync(distDir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const absolutePath = join(entry.parentPath, entry.name);
    const relativePath = relative(distDir, absolutePath).split(sep).join('/');
    if (relativePath.split('/').some((part) => part.startsWith('.')) || !isPublic(relativePath)) continue;
    const urlPath = '/' + relativePath;
    files.set(urlPath, {
      absolutePath,
      contentType: contentTypes[extname(entry.name).toLowerCase()] ?? 'application/octet-stream',
      // Everything under /assets/ carries a content hash in its name, so it can be cached forever.
      cacheControl: urlPath.startsWith('/assets/') ? hashedAssetCache : revalidateCache,
    });
  }
  return files;
}
