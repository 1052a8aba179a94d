// Who is published this build, measured against the live build: members whose files are right are
// published; a member whose file is wrong keeps their last good pages (carried from the live build),
// or has none yet; a member the live build had and no file names any more is removed, and stays
// removed in every later build (their addresses redirect to /, so a printed flyer never ends on a 404).
import { memberPagePath } from '../../contracts/members';
import type { BuildInfo } from '../../contracts/site-format';
import { messages } from '../../messages/catalogue';
import type { PreparedMember, PreparedTeam } from './team-step';

export interface TeamPlan {
  published: PreparedMember[];
  /** Slugs whose live pages are carried over unchanged (their file is wrong this build). */
  kept: string[];
  /** Every removed slug, this build's and earlier builds', sorted. */
  removed: string[];
  /** The paths sitemap.xml lists for the team. */
  sitemapPaths: string[];
  /** For the build's last lines: each member not updated, each member removed by this build. */
  lines: string[];
}

/** More members removed by one build than this are said in one line. */
const manyRemoved = 5;

/** Whether the live build's sitemap lists a member's landing page. */
const inLiveSitemap = (sitemap: string | null, slug: string) => sitemap?.includes(`/${slug}</loc>`) ?? false;

export function planTeam(team: PreparedTeam, live: BuildInfo | null, liveSitemap: string | null): TeamPlan {
  const text = messages().team;
  const liveMembers = live?.members ?? {};
  const named = new Set([...team.members.map((member) => member.profile.slug), ...team.problems.map((p) => p.slug)]);
  const troubled = team.problems.flatMap((problem) => (problem.slug === null ? [] : [problem.slug]));
  const kept = [...new Set(troubled.filter((slug) => slug in liveMembers))];
  const newlyRemoved = Object.keys(liveMembers).filter((slug) => !named.has(slug));
  const everRemoved = new Set([...(live?.removedMembers ?? []), ...newlyRemoved]);
  const removed = [...everRemoved].filter((slug) => !named.has(slug)).sort();
  const published = team.members;
  const sitemapPaths = [
    ...published.filter((member) => member.inSitemap).map((member) => member.profile.slug),
    ...kept.filter((slug) => inLiveSitemap(liveSitemap, slug)),
  ].flatMap((slug) => [memberPagePath(slug, 'landing'), memberPagePath(slug, 'bio')]);
  const lines = [
    ...team.problems.map((problem) =>
      text.notPublished(problem.message, problem.slug !== null && kept.includes(problem.slug)),
    ),
    // A whole team gone at once (a folder moved away) is one line, not a thousand.
    ...(newlyRemoved.length > manyRemoved
      ? [text.removedMany(newlyRemoved.length, newlyRemoved.slice(0, manyRemoved))]
      : newlyRemoved.map((slug) => text.removed(slug))),
  ];
  return { published, kept, removed, sitemapPaths, lines };
}
