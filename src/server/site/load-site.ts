// Everything the server can answer, read at start-up from the build's records (dist/headers.json,
// dist/build.json): a request is a map look-up, so no URL can reach a file outside the map.
import { existsSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { join } from 'node:path';
import {
  buildFormat,
  buildInfoFile,
  headerRulesFile,
  isMemberPageFile,
  pingToOf,
  type BuildInfo,
  type FileRule,
  type HeaderRules,
  type Variant,
} from '../../contracts/site-format';
import type { SiteSettings, SiteVariable } from '../../settings/settings';
import { messages } from '../../messages/catalogue';
import { systemDetail, systemErrorOf } from '../../messages/system-errors';

/** Files up to this size are held in memory; larger ones (a long video) are streamed from disk. */
export const maxInMemoryBytes = 8 * 1024 * 1024;

export interface LoadedVariant {
  etag: string;
  size: number;
  body: Buffer | null; // null when streamed from disk
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
  /** The Vary header, when the answer depends on a request header (the coding, Save-Data). */
  vary?: string;
  /** /bio's and the 404 page's lean twin, sent instead to `Save-Data: on` (http/save-data.ts). */
  saveData?: Resource;
}

export interface Site {
  buildDir: string; // dist resolved once: a later switch does not move it
  builtAt: string;
  settings: SiteSettings;
  demoDefaultsUsed: SiteVariable[]; // the variables the build filled with demo values
  security: Record<string, string>;
  pages: Map<string, Resource>;
  notFoundPage: Resource;
  files: Map<string, Resource>;
  pings: ReadonlyMap<string, string | null>; // id whose ping (POST /ping/<id>) counts → the Ping-To it must carry
  /** Removed members' slugs: their pages answer 301 to / (absent: none). */
  removedMembers?: ReadonlySet<string>;
}

export class MissingBuildError extends Error {
  override name = 'MissingBuildError';
}

/**
 * Where a file's bytes live: memory (the current build's files) or disk (large or retained ones); a
 * member's page keeps only its Brotli variant in memory (what browsers ask for), the others on disk,
 * so a team of a thousand fits in a small server's memory.
 */
type Placement = 'memory' | 'disk' | 'brotli';

function loadVariant(distDir: string, variant: Variant, placement: Placement): LoadedVariant {
  const absolutePath = join(distDir, variant.file);
  const body = placement !== 'disk' && variant.size <= maxInMemoryBytes ? readFileSync(absolutePath) : null;
  const size = body ? body.byteLength : statSync(absolutePath).size;
  if (size !== variant.size) throw new Error(messages().server.build.changed(variant.file));
  return { etag: variant.etag, size: variant.size, body, absolutePath };
}

function loadResource(distDir: string, rule: FileRule, placement: Placement): Resource {
  const codings: Array<'br' | 'gzip'> = [];
  const resource: Resource = {
    contentType: rule.contentType,
    cacheControl: rule.cacheControl,
    codings,
    identity: loadVariant(distDir, rule.identity, placement === 'brotli' && rule.br ? 'disk' : placement),
  };
  for (const coding of ['br', 'gzip'] as const) {
    if (!rule[coding]) continue;
    const where = placement === 'brotli' && coding !== 'br' ? 'disk' : placement;
    resource[coding] = loadVariant(distDir, rule[coding], where);
    codings.push(coding);
  }
  if (codings.length > 0) resource.vary = 'Accept-Encoding';
  return resource;
}

/** A page with its lean twin for `Save-Data: on` (HeaderRules.saveDataPages), both varying on Save-Data. */
export function pageResource(
  file: string,
  saveDataPages: Record<string, string> | undefined,
  resourceFor: (file: string) => Resource,
): Resource {
  const page = resourceFor(file);
  const leanFile = saveDataPages?.[file];
  if (leanFile === undefined) return page;
  const lean = resourceFor(leanFile);
  for (const resource of [page, lean])
    resource.vary = resource.codings.length > 0 ? 'Accept-Encoding, Save-Data' : 'Save-Data';
  page.saveData = lean;
  return page;
}

/** Reads a whole build before any of it is served, or throws MissingBuildError, changing nothing. */
export function loadSite(distPath: string): Site {
  const missing = [buildInfoFile, headerRulesFile].some((file) => !existsSync(join(distPath, file)));
  if (missing) throw new MissingBuildError(messages().server.build.missing(distPath, buildInfoFile, headerRulesFile));
  // dist links to the live build: resolved once, so every file comes from the same build.
  const distDir = realpathSync(distPath);
  let info: BuildInfo;
  try {
    info = JSON.parse(readFileSync(join(distDir, buildInfoFile), 'utf8')) as BuildInfo;
  } catch (error) {
    throw new MissingBuildError(
      messages().server.build.damaged(distPath, `${buildInfoFile}: ${systemDetail(error)}`),
    );
  }
  const format = info.format ?? 1;
  if (format !== buildFormat)
    throw new MissingBuildError(messages().server.build.otherFormat(distPath, format, buildFormat));
  try {
    const rules = JSON.parse(readFileSync(join(distDir, headerRulesFile), 'utf8')) as HeaderRules;
    const resourceFor = (file: string, placement: Placement = isMemberPageFile(file) ? 'brotli' : 'memory') => {
      const rule = rules.files[file];
      if (!rule) throw new Error(messages().server.build.noRule(headerRulesFile, file));
      return loadResource(distDir, rule, placement);
    };
    const pageFor = (file: string) => pageResource(file, rules.saveDataPages, resourceFor);
    return {
      buildDir: distDir,
      builtAt: info.builtAt,
      settings: info.settings,
      demoDefaultsUsed: info.demoDefaultsUsed ?? [],
      security: rules.security,
      pages: new Map(Object.entries(rules.pages).map(([path, file]) => [path, pageFor(file)])),
      notFoundPage: pageFor(rules.notFoundPage),
      files: new Map([
        ...Object.entries(rules.publicFiles).map(([path, file]) => [path, resourceFor(file)] as const),
        // Earlier builds' hashed files, kept for pages those builds served: read from disk on demand.
        ...Object.entries(rules.retainedFiles ?? {}).map(([path, file]) => [path, resourceFor(file, 'disk')] as const),
      ]),
      pings: new Map(
        Object.keys(rules.callsToAction ?? {}).map((id) => [
          id,
          pingToOf(rules.pingDestinations, id, rules.memberPingDestinations),
        ]),
      ),
      removedMembers: new Set(rules.removedMembers ?? []),
    };
  } catch (error) {
    // A file the server may not read, or a failing disk, is not a damaged build: said as what it is.
    const code = systemErrorOf(error)?.code;
    if (code !== undefined && code !== 'ENOENT')
      throw new MissingBuildError(messages().server.build.unreadable(distPath, systemDetail(error)));
    throw new MissingBuildError(messages().server.build.damaged(distPath, systemDetail(error)));
  }
}
