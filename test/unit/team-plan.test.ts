// Who a build publishes, measured against the live build (src/builder/team/team-plan.ts): members
// whose files are right; a member whose file is wrong keeps their live pages, or has none yet; a
// member the live build had and no file names is removed, and stays removed until named again.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { useLanguage } from '../../src/messages/language';
import { planTeam } from '../../src/builder/team/team-plan';
import type { PreparedTeam } from '../../src/builder/team/team-step';
import type { BuildInfo } from '../../src/contracts/site-format';

useLanguage('en');

const member = (slug: string, inSitemap = true) => ({
  profile: { slug, name: slug, registerHref: 'https://x.com.br/r', chatHref: 'https://wa.me/1' },
  inSitemap,
  file: `site/equipe/${slug}.env`,
});
const team = (members: string[], problems: Array<string | null> = []): PreparedTeam => ({
  members: members.map((slug) => member(slug, slug !== 'hidden')),
  problems: problems.map((slug) => ({ slug, message: `${slug ?? 'X.env'}: wrong.` })),
  warnings: [],
  photoFiles: new Map(),
  photoRules: {},
});
const live = (members: string[], removedMembers?: string[]) =>
  ({ members: Object.fromEntries(members.map((slug) => [slug, { name: slug }])), removedMembers }) as BuildInfo;

test('a first build: every right file published, a wrong one not yet live, nothing removed', () => {
  const plan = planTeam(team(['ana', 'hidden'], ['bia']), null, null);
  assert.equal(plan.published.map((m) => m.profile.slug), ['ana', 'hidden']);
  assert.equal([plan.kept, plan.removed], [[], []]);
  assert.equal(plan.sitemapPaths, ['/ana', '/ana/bio']);
  assert.equal(plan.lines, ['MEMBER NOT UPDATED: bia: wrong. They have no page yet; correct it and run the build again.']);
});

test('a live member whose file is now wrong is kept (in the sitemap as the live build had them)', () => {
  const sitemap = '<loc>https://s.com.br/bia</loc><loc>https://s.com.br/bia/bio</loc>';
  const plan = planTeam(team(['ana'], ['bia']), live(['ana', 'bia']), sitemap);
  assert.equal(plan.kept, ['bia']);
  assert.equal(plan.sitemapPaths, ['/ana', '/ana/bio', '/bia', '/bia/bio']);
  assert.match(plan.lines[0]!, /Their previous pages stay live/);
});

test('removed members are remembered in later builds, and a file naming one again brings them back', () => {
  const removed = planTeam(team(['ana']), live(['ana', 'caio']), null);
  assert.equal(removed.removed, ['caio']);
  assert.equal(removed.lines, ['/caio left the team: /caio and /caio/bio now send visitors to your home page (/), with the link\'s campaign.']);
  const later = planTeam(team(['ana']), live(['ana'], ['caio']), null);
  assert.equal([later.removed, later.lines], [['caio'], []]);
  assert.equal(planTeam(team(['ana', 'caio']), live(['ana'], ['caio']), null).removed, []);
  assert.equal(planTeam(team(['ana'], ['caio']), live(['ana'], ['caio']), null).removed, [], 'a wrong file names them too');
});

test('a whole team gone at once is said in one line', () => {
  const slugs = Array.from({ length: 8 }, (_, i) => `m${i}`);
  const plan = planTeam(team([]), live(slugs), null);
  assert.equal(plan.removed, slugs);
  assert.equal(plan.lines.length, 1);
  assert.match(plan.lines[0]!, /^8 members left the team at once \(\/m0, \/m1, \/m2, \/m3, \/m4…\)/);
});

test.run();
