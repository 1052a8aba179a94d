// Everything the server can answer, known at start-up from the build's own records: the header
// rules (dist/headers.json) and the settings (dist/build.json). Files are read into memory once
// (large ones are streamed from disk instead), so a request is a map look-up: no URL can reach a
// file outside the map (no path traversal by construction), and dotfiles never enter it.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BuildInfo } from '../build/site-build';
import type { FileRule, HeaderRules, Variant } from '../build/header-rules';
import type { SiteSettings, SiteVariable } from '../config/settings';

/** Files up to this size are held in memory; larger ones (a long video) are streamed from disk. */
export const maxInMemoryBytes = 8 * 1024 * 1024;

export interface LoadedVariant {
  etag: string;
  size: number;
  /** The bytes, when held in memory. */
  body: Buffer | null;
  absolutePath: string;
}

export interface Resource {
  contentType: string;
  cacheControl: string;
  /** The precompressed encodings this file has, decided at start-up. */
  codings: ReadonlyArray<'br' | 'gzip'>;
  identity: LoadedVariant;
  br?: LoadedVariant;
  gzip?: LoadedVariant;
}

export interface Site {
  builtAt: string;
  settings: SiteSettings;
  /** Site variables the build filled with demo values because they were unset. */
  demoDefaultsUsed: SiteVariable[];
  security: Record<string, string>;
  pages: Map<string, Resource>;
  notFoundPage: Resource;
  files: Map<string, Resource>;
}

export class MissingBuildError extends Error {
  override name = 'MissingBuildError';
}

function loadVariant(distDir: string, variant: Variant): LoadedVariant {
  const absolutePath = join(distDir, variant.file);
  const body = variant.size <= maxInMemoryBytes ? readFileSync(absolutePath) : null;
  if (body && body.byteLength !== variant.size) throw new Error(`${variant.file} changed since the build`);
  return { etag: variant.etag, size: variant.size, body, absolutePath };
}

function loadResource(distDir: string, rule: FileRule): Resource {
  const codings: Array<'br' | 'gzip'> = [];
  const resource: Resource = { contentType: rule.contentType, cacheControl: rule.cacheControl, codings, identity: loadVariant(distDir, rule.identity) };
  if (rule.br) {
    resource.br = loadVariant(distDir, rule.br);
    codings.push('br');
  }
  if (rule.gzip) {
    resource.gzip = loadVariant(distDir, rule.gzip);
    codings.push('gzip');
  }
  return resource;
}

export function loadSite(distDir: string): Site {
  const infoPath = join(distDir, 'build.json');
  const rulesPath = join(distDir, 'headers.json');
  if (!existsSync(infoPath) || !existsSync(rulesPath)) {
    throw new MissingBuildError(`No build found in ${distDir} (build.json or headers.json is missing). Run "npm run build" first.`);
  }
  try {
    const info = JSON.parse(readFileSync(infoPath, 'utf8')) as BuildInfo;
    const rules = JSON.parse(readFileSync(rulesPath, 'utf8')) as HeaderRules;
    const resourceFor = (file: string) => {
      const rule = rules.files[file];
      if (!rule) throw new Error(`headers.json has no rule for ${file}`);
      return loadResource(distDir, rule);
    };
    return {
      builtAt: info.builtAt,
      settings: info.settings,
      demoDefaultsUsed: info.demoDefaultsUsed ?? [],
      security: rules.security,
      pages: new Map(Object.entries(rules.pages).map(([path, file]) => [path, resourceFor(file)])),
      notFoundPage: resourceFor(rules.notFoundPage),
      files: new Map(Object.entries(rules.publicFiles).map(([path, file]) => [path, resourceFor(file)])),
    };
  } catch (error) {
    throw new MissingBuildError(`The build in ${distDir} is incomplete or damaged (${(error as Error).message}). Run "npm run build" again.`);
  }
}
