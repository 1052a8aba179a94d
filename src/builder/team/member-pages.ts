// A member's pages, rendered and precompressed once and kept in .cache/team-pages/, one folder per
// member keyed by everything the pages are made from (the member's profile, and the renderer's key:
// the prerender's code with the settings, texts and pictures baked in, the stylesheet, the scripts'
// names). A build after one member changed renders and compresses that member alone; the others'
// files are hard-linked into the new build with the headers recorded beside them.
import { mkdir, readdir, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { MemberProfile } from '../../contracts/members';
import { memberPageFile, type FileRule } from '../../contracts/site-format';
import { cachedSlot, cacheKey } from '../pictures/cache';
import { cacheKeepDays } from '../paths';
import { precompress } from '../output/precompress';
import type { RenderedSite } from '../output/render-site';
import { fileRuleOf } from '../output/write-site';
import { linkOrCopy } from '../store/asset-retention';

/** The shape of result.json: raise it when that changes. */
const cachedResultVersion = 1;

interface CachedPages {
  /** Route file (index.html…) → its rule, with file names relative to the cache folder. */
  rules: Record<string, FileRule>;
}

export interface MemberPages {
  /** dist/ path → rule. */
  rules: Record<string, FileRule>;
  /** The cache folder the pages came from (pruneTeamPages keeps it). */
  cacheDir: string;
  /** Whether the pages were rendered by this build (false: from the cache). */
  rendered: boolean;
}

const inFolder = (slug: string, rule: FileRule): FileRule => {
  const moved = { ...rule, identity: { ...rule.identity, file: memberPageFile(slug, rule.identity.file) } };
  if (rule.br) moved.br = { ...rule.br, file: memberPageFile(slug, rule.br.file) };
  if (rule.gzip) moved.gzip = { ...rule.gzip, file: memberPageFile(slug, rule.gzip.file) };
  return moved;
};

/** Renders (or finds) `profile`'s pages and links them into `distDir`/equipe/<slug>/. */
export async function writeMemberPages(
  distDir: string,
  site: RenderedSite,
  profile: MemberProfile,
  caches: { pages: string; compress: boolean },
): Promise<MemberPages> {
  const compressed = String(caches.compress);
  const key = cacheKey(site.rendererKey, JSON.stringify(profile), compressed, `${cachedResultVersion}`);
  const cached = await cachedSlot<CachedPages>(caches.pages, profile.slug, key, async (dir) => {
    const rules: Record<string, FileRule> = {};
    for (const [file, html] of site.renderMember(profile)) {
      await writeFile(join(dir, file), html);
      // Not through the shared precompress cache: a member's page is kept whole here, and its bytes
      // change with any setting or script (their names are in it), so an entry there would not be met again.
      rules[file] = await fileRuleOf(dir, file, caches.compress ? await precompress(dir, file) : {});
    }
    return { result: { rules }, encoded: 1 };
  });
  const target = join(distDir, memberPageFile(profile.slug, ''));
  await mkdir(target, { recursive: true });
  const rules: Record<string, FileRule> = {};
  for (const rule of Object.values(cached.result.rules)) {
    for (const written of [rule.identity, rule.br, rule.gzip]) {
      if (written) await linkOrCopy(join(cached.dir, written.file), join(target, written.file));
    }
    const moved = inFolder(profile.slug, rule);
    rules[moved.identity.file] = moved;
  }
  return { rules, cacheDir: cached.dir, rendered: cached.encoded > 0 };
}



/**
 * Removes the cached pages neither this build used (`used`: their folders) nor any build for
 * cacheKeepDays; not every member missing from this build: a team folder moved away for one build
 * must not cost a cold build. A folder in use is touched when a day old, not on every build.
 */
export async function pruneTeamPages(cacheDir: string, used: ReadonlySet<string>, now = new Date()): Promise<void> {
  const day = 24 * 60 * 60 * 1000;
  const names = await readdir(cacheDir).catch(() => [] as string[]);
  await Promise.all(
    names.map(async (name) => {
      const entry = join(cacheDir, name);
      const found = await stat(entry).catch(() => null);
      if (!found) return;
      const age = now.getTime() - found.mtimeMs;
      if (used.has(entry)) {
        if (age > day) await utimes(entry, now, now);
      } else if (age > cacheKeepDays * day) await rm(entry, { recursive: true, force: true });
    }),
  );
}
