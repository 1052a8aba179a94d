// The operator's team: site/equipe/<slug>.env, one file per member, and an optional photo beside it
// (<slug>.jpg, or any picture format the site takes). Each file is read by the settings' strict
// reader and checked as site.env is (member-settings.ts); a member whose file is wrong is a problem
// of that member alone, returned with the others' settings: one reseller's typo never stops the build.
import { existsSync, readdirSync } from 'node:fs';
import { extname, join } from 'node:path';
import { slugProblemOf } from '../../contracts/members';
import { ConfigError } from '../errors';
import { memberSettingNames, memberUnknownName, parseMemberSettings, type MemberSettings } from '../member-settings';
import type { SiteSettings } from '../settings';
import { messages } from '../../messages/catalogue';
import { readStrictFile, shownPath } from './env-file';

export const teamFolderName = 'equipe';
export const memberFileExtension = '.env';
/** The picture formats a member's photo may be in: the site's own. */
export const memberPhotoExtensions = ['.jpg', '.jpeg', '.png', '.webp', '.avif'] as const;

export interface MemberPhotoSource {
  path: string;
  /** As the operator reads it: site/equipe/maria.jpg. */
  shownPath: string;
}

export interface TeamMember {
  member: MemberSettings;
  /** The member's file as the operator reads it. */
  file: string;
  photo: MemberPhotoSource | null;
}

/** A member who cannot be published this build: the slug (when the file name is one) and what to do. */
export interface MemberProblem {
  slug: string | null;
  message: string;
}

export interface TeamFolder {
  members: TeamMember[];
  problems: MemberProblem[];
  /** For the verdict: a landline, a file the build does not use. */
  warnings: string[];
}

/** The slug a file's base name would be, written as the rule wants it, or null when nothing close is one. */
function suggestedSlug(base: string): string | null {
  const slug = base
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return slug !== base && slugProblemOf(slug) === null ? slug : null;
}

/** The folder's entries grouped by base name: member files, photos, and what is neither. */
function groupEntries(dir: string): { files: Map<string, string>; photos: Map<string, string[]>; other: string[] } {
  const files = new Map<string, string>();
  const photos = new Map<string, string[]>();
  const other: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    if (name.startsWith('.')) continue;
    const extension = extname(name).toLowerCase();
    const base = name.slice(0, name.length - extension.length);
    if (extension === memberFileExtension) files.set(base, name);
    else if ((memberPhotoExtensions as readonly string[]).includes(extension))
      photos.set(base, [...(photos.get(base) ?? []), name]);
    else other.push(name);
  }
  return { files, photos, other };
}

/**
 * Every member of `siteDir`/equipe/: their settings, or the problem that keeps them from being
 * published. `taken` holds first path segments the build serves besides the contract's reserved ones
 * (static/'s top-level names). No folder: no team.
 */
export function readTeamFolder(
  root: string,
  siteDir: string,
  operator: SiteSettings,
  taken: ReadonlySet<string> = new Set(),
): TeamFolder {
  const dir = join(siteDir, teamFolderName);
  const team: TeamFolder = { members: [], problems: [], warnings: [] };
  if (!existsSync(dir)) return team;
  const shown = (name: string) => shownPath(root, join(dir, name));
  const text = messages().team;
  const { files, photos, other } = groupEntries(dir);
  for (const name of other) {
    const misnamed = /^(.*\.env)(\.txt)+$/i.exec(name);
    if (misnamed) team.problems.push({ slug: null, message: text.misnamed(shown(name), shown(misnamed[1]!)) });
    else team.warnings.push(text.strayFile(shown(name)));
  }
  for (const [base, names] of photos)
    if (!files.has(base))
      team.problems.push({ slug: null, message: text.photoWithoutFile(shown(names[0]!), shown(`${base}.env`)) });
  for (const [slug, name] of files) {
    const file = shown(name);
    const problem = slugProblemOf(slug) ?? (taken.has(slug) ? 'reserved' : null);
    if (problem !== null) {
      team.problems.push({ slug: null, message: text.badSlug(file, problem, suggestedSlug(slug)) });
      continue;
    }
    const photoNames = photos.get(slug) ?? [];
    if (photoNames.length > 1) {
      team.problems.push({ slug, message: text.twoPhotos(photoNames.map(shown)) });
      continue;
    }
    try {
      const read = readStrictFile(join(dir, name), file, (reason) => text.unreadable(file, reason), {
        names: memberSettingNames,
        unknownName: memberUnknownName,
      });
      const { member, warnings } = parseMemberSettings(slug, read, { file, lines: read.lines }, operator);
      const [photoName] = photoNames;
      const photo = photoName === undefined ? null : { path: join(dir, photoName), shownPath: shown(photoName) };
      team.members.push({ member, file, photo });
      team.warnings.push(...warnings);
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      team.problems.push({ slug, message: error.message });
    }
  }
  return team;
}

