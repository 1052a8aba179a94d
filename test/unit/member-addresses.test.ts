// The shape of a team member's addresses (src/contracts/members.ts): which slugs can name a member,
// the two pages' paths, and call-to-action ids under a member's slug.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  memberCallToActionId,
  memberPageOfPath,
  memberPagePath,
  slugProblemOf,
  splitCallToActionId,
} from '../../src/contracts/members';

test('a slug is lower-case letters, digits and single hyphens, at most 40, and no name the site answers', () => {
  for (const slug of ['maria', 'maria-souza', 'ana2', '007']) assert.is(slugProblemOf(slug), null, slug);
  for (const slug of ['Maria', 'maria_souza', 'maria--souza', '-maria', 'maria-', 'maria.souza', 'joão', ''])
    assert.is(slugProblemOf(slug), 'shape', slug);
  assert.is(slugProblemOf('a'.repeat(41)), 'length');
  assert.is(slugProblemOf('a'.repeat(40)), null);
  for (const slug of ['bio', 'assets', 'media', 'ping', 'ritmo', 'healthz']) assert.is(slugProblemOf(slug), 'reserved', slug);
});

test("a member's pages are /<slug> and /<slug>/bio, and a path names a member page by its shape only", () => {
  assert.is(memberPagePath('maria', 'landing'), '/maria');
  assert.is(memberPagePath('maria', 'bio'), '/maria/bio');
  assert.equal(memberPageOfPath('/maria'), { slug: 'maria', page: 'landing' });
  assert.equal(memberPageOfPath('/maria/bio'), { slug: 'maria', page: 'bio' });
  for (const path of ['/', '/bio', '/maria/', '/maria/bio/', '/Maria', '/maria/x', '/assets', '/robots.txt', '/a/b/bio'])
    assert.is(memberPageOfPath(path), null, path);
});

test("a member's call-to-action id is the operator's under the slug, and splits back", () => {
  assert.is(memberCallToActionId('maria', 'hero/cadastro'), 'maria/hero/cadastro');
  assert.equal(splitCallToActionId('maria/hero/cadastro'), { member: 'maria', id: 'hero/cadastro' });
  assert.equal(splitCallToActionId('hero/cadastro'), { member: null, id: 'hero/cadastro' });
});

test.run();
