// Writes a rendered site to dist/: pages, scripts, pictures, static files, build.json, the header
// rules and the configs for other hosts.
import { pingDestinationsOf } from '../../settings/links';
import { cp, link, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { SiteVariable } from '../../settings/settings';
import { notFoundRoute, pageFilesByPath, prerenderedFiles, saveDataFilesByFile } from '../../contracts/routes';
import {
  buildFormat,
  buildInfoFile,
  cdnHeadersFileName,
  cdnRedirectsFileName,
  headerRulesFile,
  isMemberPageFile,
  isPublicFile,
  nginxConfigFile,
  type BuildInfo,
  type FileRule,
  type HeaderRules,
  type Variant,
} from '../../contracts/site-format';
import type { BrowserCode } from '../bundle/browser-options';
import { precompressCacheDir, teamPagesCacheDir, type BuildPaths } from '../paths';
import { emptyTeamOutput, teamRecord, writeTeam, type LiveBuild, type TeamOutput } from '../team/write-team';
import { pruneTeamPages } from '../team/member-pages';
import type { TeamPlan } from '../team/team-plan';
import type { PreparedTeam } from '../team/team-step';
import type { GeneratedImages } from '../pictures/generate';
import { cdnHeadersFile, cdnRedirectsFile, nginxConfig } from './export-headers';
import { cacheControlOf, contentTypeOf, securityHeaders, strongEtag } from './header-rules';
import { pingTable } from './ping-table';
import { precompress, prunePrecompressCache, type Precompressed } from './precompress';
import { renderSite, type RenderSiteOptions } from './render-site';

export interface WriteSiteOptions extends RenderSiteOptions {
  demoDefaultsUsed: SiteVariable[];
  /** The build's time (recorded in build.json); now by default. */
  builtAt?: Date;
  /** Write .br/.gz copies (production; tests of other things skip them: brotli 11 is slow). */
  precompress?: boolean;
  /** The team's members, who is published, and the live build kept members' pages come from (team/). */
  team?: { prepared: PreparedTeam; plan: TeamPlan; live: LiveBuild | null };
}

/**
 * Everything in static/ that is served as is: not the picture sources in static/images/, which go through the
 * variant cache.
 */
export const isCopiedStatic = (root: string) => (source: string) => !source.startsWith(join(root, 'static', 'images'));

/** Prerenders every route and writes dist/ (pages, assets, pictures, static files, build.json, header rules). */
export async function writeSite(
  paths: BuildPaths,
  browser: BrowserCode,
  images: GeneratedImages,
  options: WriteSiteOptions,
): Promise<HeaderRules> {
  const { root, distDir, assetsDir } = paths;
  const site = await renderSite(paths, browser, images.manifest, {
    ...options,
    memberSitemapPaths: options.team?.plan.sitemapPaths,
  });
  const compress = options.precompress ?? true;

  await rm(distDir, { recursive: true, force: true });
  await mkdir(assetsDir, { recursive: true });
  for (const [distPath, file] of site.scripts) await cp(file, join(distDir, distPath));
  // Generated pictures, icons and share images (from static/images/, through the variant cache).
  // Hard links where the file system allows (no bytes copied; dist/ files are never modified in place).
  await Promise.all(
    [...images.files].map(([distPath, cached]) =>
      link(cached, join(distDir, distPath)).catch(() => cp(cached, join(distDir, distPath))),
    ),
  );
  await cp(join(root, 'static'), distDir, { recursive: true, filter: isCopiedStatic(root) });
  for (const [file, text] of site.generated) await writeFile(join(distDir, file), text);
  const team = options.team
    ? await writeTeam(distDir, site, options.team.prepared, options.team.plan, options.team.live, {
        pages: teamPagesCacheDir(root),
        compress,
      })
    : emptyTeamOutput();

  const info: BuildInfo = {
    format: buildFormat,
    builtAt: (options.builtAt ?? new Date()).toISOString(),
    settings: options.settings,
    demoDefaultsUsed: options.demoDefaultsUsed,
    pages: pageFilesByPath(),
    notFoundPage: notFoundRoute.file,
    ownPictures: Object.fromEntries(
      Object.entries(images.sources).flatMap(([slot, source]) => (source.own ? [[slot, source.shownPath]] : [])),
    ),
    ...teamRecord(team),
  };
  await writeFile(join(distDir, buildInfoFile), JSON.stringify(info, null, 2) + '\n');
  const pingDestinations = pingDestinationsOf(options.settings);
  const rules = await writeHeaderRules(
    distDir,
    { styleHashes: site.styleHashes },
    pingDestinations,
    compress,
    precompressCacheDir(root),
    team,
  );
  if (options.team) await pruneTeamPages(teamPagesCacheDir(root), team.usedCache);
  await writeExports(distDir, rules);
  return rules;
}

/** The configs for nginx and static hosts, derived from the header rules. */
export async function writeExports(distDir: string, rules: HeaderRules): Promise<void> {
  await writeFile(join(distDir, nginxConfigFile), nginxConfig(rules));
  await writeFile(join(distDir, cdnHeadersFileName), cdnHeadersFile(rules));
  await writeFile(join(distDir, cdnRedirectsFileName), cdnRedirectsFile(rules));
}

async function listDist(distDir: string): Promise<string[]> {
  const entries = await readdir(distDir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(distDir, join(entry.parentPath, entry.name)).split('\\').join('/'))
    .sort();
}

export async function variant(distDir: string, file: string, etagSuffix = ''): Promise<Variant> {
  const bytes = await readFile(join(distDir, file));
  return { file, size: bytes.byteLength, etag: strongEtag(bytes, etagSuffix) };
}

/** A file's headers and encodings, from the file and the compressed siblings written beside it. */
export async function fileRuleOf(distDir: string, file: string, written: Precompressed): Promise<FileRule> {
  const rule: FileRule = {
    contentType: contentTypeOf(file),
    cacheControl: cacheControlOf(file),
    identity: await variant(distDir, file),
  };
  // Each encoding is its own representation, so it gets its own strong ETag.
  if (written.br) rule.br = await variant(distDir, written.br, '-br');
  if (written.gzip) rule.gzip = await variant(distDir, written.gzip, '-gz');
  return rule;
}

/**
 * Precompresses what is worth it and records every public file's headers in dist/headers.json.
 * Files are handled in parallel (compression runs on libuv's thread pool); the rules keep the
 * sorted order of the file list.
 */
async function writeHeaderRules(
  distDir: string,
  csp: { styleHashes: string[] },
  pingDestinations: Record<string, string>,
  compress: boolean,
  cacheDir: string,
  team: TeamOutput,
): Promise<HeaderRules> {
  const ruleOf = async (file: string): Promise<FileRule> =>
    fileRuleOf(distDir, file, compress ? await precompress(distDir, file, cacheDir) : {});
  // The team's pages (with their .br and .gz) and photos come with their rules (team/): never read again.
  const ruled = new Set(
    Object.values(team.rules).flatMap((rule) => [rule.identity, rule.br, rule.gzip].map((variant) => variant?.file)),
  );
  const publicFiles = (await listDist(distDir)).filter((file) => isPublicFile(file) && !ruled.has(file));
  const ruleList = await Promise.all(publicFiles.map(ruleOf));
  const files: Record<string, FileRule> = Object.fromEntries(publicFiles.map((file, i) => [file, ruleList[i]!]));
  if (compress) await prunePrecompressCache(cacheDir);
  const pages = { ...pageFilesByPath(), ...team.pages };
  const saveDataPages = { ...saveDataFilesByFile(), ...team.saveDataPages };
  const pageFileNames = prerenderedFiles();
  const rules: HeaderRules = {
    security: securityHeaders(csp),
    files,
    pages,
    notFoundPage: notFoundRoute.file,
    saveDataPages,
    publicFiles: Object.fromEntries(
      [...Object.keys(files), ...Object.keys(team.rules)]
        .filter((file) => !pageFileNames.has(file) && !isMemberPageFile(file))
        .map((file) => [`/${file}`, file]),
    ),
    callsToAction: { ...pingTable(), ...team.callsToAction },
    pingDestinations,
  };
  Object.assign(rules.files, team.rules);
  if (Object.keys(team.memberPingDestinations).length > 0) rules.memberPingDestinations = team.memberPingDestinations;
  if (team.removedMembers.length > 0) rules.removedMembers = team.removedMembers;
  await writeFile(join(distDir, headerRulesFile), JSON.stringify(rules, null, 2) + '\n');
  return rules;
}
