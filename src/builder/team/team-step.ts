// The build's team step, before anything is written: every member's file read and checked, every
// photo encoded. A member whose file or photo is wrong becomes a problem of that member alone (named
// in the build's last lines); the build goes on with the others.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { MemberProfile } from '../../contracts/members';
import type { FileRule } from '../../contracts/site-format';
import { chatLink, registrationLink } from '../../settings/links';
import type { SiteSettings } from '../../settings/settings';
import { readTeamFolder, type MemberProblem, type TeamMember } from '../../settings/site-folder/team-folder';
import { cacheDir, type BuildPaths } from '../paths';
import { ImageSourceError } from '../pictures/sources';
import { limiter, settleAll } from '../pictures/cache';
import { encoderSettings } from '../pictures/pictures';
import { memberPhoto } from './member-photo';

export interface PreparedMember {
  profile: MemberProfile;
  inSitemap: boolean;
  file: string;
}

export interface PreparedTeam {
  members: PreparedMember[];
  problems: MemberProblem[];
  warnings: string[];
  /** The members' photos: path under dist/ → the cached file, and its header rule. */
  photoFiles: Map<string, string>;
  photoRules: Record<string, FileRule>;
}

export const noTeam: PreparedTeam = { members: [], problems: [], warnings: [], photoFiles: new Map(), photoRules: {} };

/** The member as their pages show them: finished links, and the photo once encoded. */
export const profileOf = ({ member }: TeamMember): MemberProfile => ({
  slug: member.slug,
  name: member.name,
  registerHref: registrationLink(member.registerUrl, member.sponsor),
  chatHref: chatLink(member.whatsappNumber, member.whatsappMessage),
});

/** First path segments static/ serves (its top-level files and folders): no member may be named after one. */
async function staticNames(root: string): Promise<Set<string>> {
  const names = await readdir(join(root, 'static')).catch(() => [] as string[]);
  return new Set(names.map((name) => name.replace(/\.[^.]*$/, '')));
}

/** Reads site/equipe/ and encodes the photos; never throws for one member's mistake. */
export async function prepareTeam(paths: BuildPaths, operator: SiteSettings): Promise<PreparedTeam> {
  const folder = readTeamFolder(paths.root, paths.siteDir, operator, await staticNames(paths.root));
  const { problems, warnings } = folder;
  const team: PreparedTeam = { members: [], problems, warnings, photoFiles: new Map(), photoRules: {} };
  const encoderKey = JSON.stringify(encoderSettings);
  const photosCache = cacheDir(paths.root, 'images');
  const pool = limiter(2);
  // Encoded two at a time (sharp uses every core for each), then taken in the folder's order.
  const photos = await settleAll(
    folder.members.map((read) =>
      read.photo === null
        ? Promise.resolve(null)
        : memberPhoto(read.member.slug, read.photo!, photosCache, encoderKey, pool).catch((error: unknown) => {
            if (error instanceof ImageSourceError) return error;
            throw error;
          }),
    ),
  );
  folder.members.forEach((read, i) => {
    const profile = profileOf(read);
    const encoded = photos[i];
    if (encoded instanceof ImageSourceError) {
      team.problems.push({ slug: profile.slug, message: encoded.message });
      return;
    }
    if (encoded) {
      profile.photo = encoded.photo;
      for (const [distPath, file] of encoded.files) team.photoFiles.set(distPath, file);
      Object.assign(team.photoRules, encoded.rules);
    }
    team.members.push({ profile, inSitemap: read.member.inSitemap, file: read.file });
  });
  return team;
}
