// The dev server's site, held in memory: the same Site the production server loads from dist/,
// built straight from a rendered site, so `npm run dev` is answered by the real request handler
// without writing dist/ and reading it back on every save (about 25 ms of each save, on this
// machine). Pictures are not in it: the dev server answers them from the variant cache.
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { SiteSettings, SiteVariable } from '../../settings/settings';
import { pageResource, type Resource, type Site } from '../../server/site/load-site';
import { cacheControlOf, contentTypeOf, securityHeaders, strongEtag } from '../output/header-rules';
import { notFoundRoute, pageFilesByPath, prerenderedFiles, saveDataFilesByFile } from '../../contracts/routes';
import { isMemberPageFile, isPublicFile, memberPageFile, pingToOf } from '../../contracts/site-format';
import type { MemberProfile } from '../../contracts/members';
import { emptyTeamOutput, recordMember } from '../team/write-team';
import { pingDestinationsOf } from '../../settings/links';
import type { RenderedSite } from '../output/render-site';
import { isCopiedStatic } from '../output/write-site';
import { pingTable } from '../output/ping-table';

/** A file's bytes as the server sends them: identity only (nothing is precompressed in development). */
export function memoryResource(distPath: string, bytes: Buffer): Resource {
  return {
    contentType: contentTypeOf(distPath),
    cacheControl: cacheControlOf(distPath),
    codings: [],
    identity: { etag: strongEtag(bytes), size: bytes.byteLength, body: bytes, absolutePath: distPath },
  };
}

/** The files of static/ that a build copies as they are (by their path in dist/), read into memory. */
export async function readStaticFiles(root: string): Promise<Map<string, Buffer>> {
  const staticDir = join(root, 'static');
  const copied = isCopiedStatic(root);
  const entries = await readdir(staticDir, { withFileTypes: true, recursive: true });
  const files = entries.filter((entry) => entry.isFile() && copied(join(entry.parentPath, entry.name)));
  const contents = await Promise.all(files.map((entry) => readFile(join(entry.parentPath, entry.name))));
  return new Map(
    files.map(
      (entry, i) =>
        [relative(staticDir, join(entry.parentPath, entry.name)).split('\\').join('/'), contents[i]!] as const,
    ),
  );
}

export interface DevSiteInputs {
  rendered: RenderedSite;
  /** From readStaticFiles. */
  staticFiles: Map<string, Buffer>;
  settings: SiteSettings;
  demoDefaultsUsed: SiteVariable[];
  /** Where the scripts were read from (shown in the server's log lines). */
  buildDir: string;
  /** The team's members, whose pages are rendered into the site too. */
  members?: readonly MemberProfile[];
}

/** Reads the rendered site's scripts and assembles the Site: pages, scripts, static and crawler files. */
export async function devSite({
  rendered,
  staticFiles,
  settings,
  demoDefaultsUsed,
  buildDir,
  members = [],
}: DevSiteInputs): Promise<Site> {
  const scripts = await Promise.all(
    [...rendered.scripts].map(async ([distPath, file]) => [distPath, await readFile(file)] as const),
  );
  const files = new Map<string, Buffer>([...staticFiles, ...scripts]);
  for (const [distPath, text] of rendered.generated) files.set(distPath, Buffer.from(text));
  const team = emptyTeamOutput();
  for (const member of members) {
    for (const [file, text] of rendered.renderMember(member))
      files.set(memberPageFile(member.slug, file), Buffer.from(text));
    recordMember(team, member);
  }
  const resources = new Map(
    [...files]
      .filter(([distPath]) => isPublicFile(distPath))
      .map(([distPath, bytes]) => [distPath, memoryResource(distPath, bytes)] as const),
  );
  const resourceOf = (distPath: string) => {
    const resource = resources.get(distPath);
    if (!resource) throw new Error(`The rendered site has no ${distPath}`);
    return resource;
  };
  const saveDataPages = { ...saveDataFilesByFile(), ...team.saveDataPages };
  const pageOf = (distPath: string) => pageResource(distPath, saveDataPages, resourceOf);
  const pageFileNames = prerenderedFiles();
  return {
    buildDir,
    builtAt: new Date().toISOString(),
    settings,
    demoDefaultsUsed,
    security: securityHeaders({ styleHashes: rendered.styleHashes }),
    pages: new Map(Object.entries({ ...pageFilesByPath(), ...team.pages }).map(([path, file]) => [path, pageOf(file)])),
    notFoundPage: pageOf(notFoundRoute.file),
    files: new Map(
      [...resources]
        .filter(([distPath]) => !pageFileNames.has(distPath) && !isMemberPageFile(distPath))
        .map(([distPath, resource]) => [`/${distPath}`, resource] as const),
    ),
    pings: new Map(
      Object.keys({ ...pingTable(), ...team.callsToAction }).map((id) => [
        id,
        pingToOf(pingDestinationsOf(settings), id, team.memberPingDestinations),
      ]),
    ),
  };
}
