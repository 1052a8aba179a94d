// Writes the team into a new build folder: each published member's pages (from the team's page
// cache) and photo, each kept member's pages and the files they refer to (from the live build, as
// they were), and what the header rules record of the team: pages, Save-Data twins, calls to action
// and their destinations, and the removed members.
import { readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { mkdir } from 'node:fs/promises';
import { memberPagePath, type MemberPageId, type MemberProfile } from '../../contracts/members';
import { routedPages, saveDataFileOf } from '../../contracts/routes';
import { memberPageFile, type BuildInfo, type FileRule, type HeaderRules } from '../../contracts/site-format';
import { limiter, settleAll } from '../pictures/cache';
import { memberPingTable } from '../output/ping-table';
import type { RenderedSite } from '../output/render-site';
import { linkOrCopy } from '../store/asset-retention';
import { writeMemberPages } from './member-pages';
import type { TeamPlan } from './team-plan';
import type { PreparedTeam } from './team-step';

/** What the team adds to the header rules and build.json. */
export interface TeamOutput {
  rules: Record<string, FileRule>;
  pages: Record<string, string>;
  saveDataPages: Record<string, string>;
  callsToAction: Record<string, string>;
  memberPingDestinations: Record<string, Record<string, string>>;
  members: Record<string, { name: string }>;
  removedMembers: string[];
  /** The page cache's folders this build used. */
  usedCache: Set<string>;
}

export interface LiveBuild {
  dir: string;
  info: BuildInfo;
  rules: HeaderRules;
}

export const emptyTeamOutput = (): TeamOutput => ({
  rules: {},
  pages: {},
  saveDataPages: {},
  callsToAction: {},
  memberPingDestinations: {},
  members: {},
  removedMembers: [],
  usedCache: new Set(),
});

/** The pages a member has, and their Save-Data twins, recorded under the member's addresses. */
function recordPages(output: TeamOutput, slug: string): void {
  for (const route of routedPages) {
    const file = memberPageFile(slug, route.file);
    output.pages[memberPagePath(slug, route.id as MemberPageId)] = file;
    const lean = saveDataFileOf(route);
    if (lean !== null) output.saveDataPages[file] = memberPageFile(slug, lean);
  }
}

/** A published member's addresses, calls to action and destinations, and their name for build.json. */
export function recordMember(output: TeamOutput, profile: MemberProfile): void {
  recordPages(output, profile.slug);
  Object.assign(output.callsToAction, memberPingTable(profile.slug));
  output.memberPingDestinations[profile.slug] = { cadastro: profile.registerHref, whatsapp: profile.chatHref };
  output.members[profile.slug] = { name: profile.name };
}

/** A kept member: their files, rules, ids and destinations as the live build has them, and the assets they name. */
async function keepMember(distDir: string, live: LiveBuild, slug: string, output: TeamOutput): Promise<void> {
  const prefix = memberPageFile(slug, '');
  for (const [file, rule] of Object.entries(live.rules.files)) {
    if (!file.startsWith(prefix)) continue;
    await mkdir(join(distDir, prefix), { recursive: true });
    for (const variant of [rule.identity, rule.br, rule.gzip])
      if (variant) await linkOrCopy(join(live.dir, variant.file), join(distDir, variant.file));
    output.rules[file] = rule;
    // The scripts, styles and photo the page names stay as long as the page does: carried as this build's own.
    const html = await readFile(join(live.dir, rule.identity.file), 'utf8');
    for (const [asset] of html.matchAll(/\/assets\/[\w.@~-]+(?:\/[\w.@~-]+)*/g)) {
      const target = join(distDir, asset);
      if (existsSync(target) || !existsSync(join(live.dir, asset))) continue;
      await mkdir(dirname(target), { recursive: true });
      await linkOrCopy(join(live.dir, asset), target);
    }
  }
  recordPages(output, slug);
  for (const [id, path] of Object.entries(live.rules.callsToAction ?? {}))
    if (id.startsWith(`${slug}/`)) output.callsToAction[id] = path;
  const destinations = live.rules.memberPingDestinations?.[slug];
  if (destinations) output.memberPingDestinations[slug] = destinations;
  output.members[slug] = live.info.members![slug]!;
}

export async function writeTeam(
  distDir: string,
  site: RenderedSite,
  team: PreparedTeam,
  plan: TeamPlan,
  live: LiveBuild | null,
  caches: { pages: string; compress: boolean },
): Promise<TeamOutput> {
  const output = emptyTeamOutput();
  output.removedMembers = plan.removed;
  Object.assign(output.rules, team.photoRules);
  await Promise.all(
    [...team.photoFiles].map(async ([distPath, cached]) => {
      await mkdir(dirname(join(distDir, distPath)), { recursive: true });
      await linkOrCopy(cached, join(distDir, distPath));
    }),
  );
  // Rendering is the main thread's; the rest (a cache hit) is file I/O, overlapped.
  const pool = limiter(16);
  const written = await settleAll(
    plan.published.map(({ profile }) => pool(() => writeMemberPages(distDir, site, profile, caches))),
  );
  plan.published.forEach(({ profile }, i) => {
    Object.assign(output.rules, written[i]!.rules);
    output.usedCache.add(written[i]!.cacheDir);
    recordMember(output, profile);
  });
  for (const slug of plan.kept) if (live) await keepMember(distDir, live, slug, output);
  return output;
}

/** What build.json records of the team (nothing at all for a site without one). */
export function teamRecord(team: TeamOutput): Pick<BuildInfo, 'members' | 'removedMembers'> {
  return {
    ...(Object.keys(team.members).length > 0 ? { members: team.members } : {}),
    ...(team.removedMembers.length > 0 ? { removedMembers: team.removedMembers } : {}),
  };
}
