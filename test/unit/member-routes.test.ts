// Which page a path shows in a member's document (routeIn over memberPagePaths): the member's two pages, their
// near misses as the operator's pages have them (another case, a trailing slash or dot), and the
// 404 page for anything else, another member's pages and the operator's among them.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { memberPagePaths } from '../../src/contracts/members';
import { routeIn } from '../../src/contracts/routes';

const rows: Array<[path: string, route: string]> = [
  ['/maria', 'landing'],
  ['/maria/bio', 'bio'],
  ['/Maria', 'landing'],
  ['/maria/', 'landing'],
  ['/maria.', 'landing'],
  ['/MARIA/Bio', 'bio'],
  ['/maria/bio/', 'bio'],
  ['/maria/bio.', 'bio'],
  ['/maria/bio//', 'not-found'],
  ['/maria/biografia', 'not-found'],
  ['/maria/x', 'not-found'],
  ['/maria/x/bio', 'not-found'],
  ['/mariana', 'not-found'],
  ['/joana', 'not-found'],
  ['/joana/bio', 'not-found'],
  ['/', 'not-found'],
  ['/bio', 'not-found'],
  ['//maria', 'not-found'],
];

for (const [path, route] of rows) {
  test(`in Maria's pages, ${path} is the ${route} page`, () => {
    assert.is(routeIn(path, memberPagePaths('maria')), route);
  });
}

test("Maria's pages' paths, and without a member's paths the operator's routes", () => {
  assert.equal(memberPagePaths('maria'), { landing: '/maria', bio: '/maria/bio' });
  assert.is(routeIn('/bio'), 'bio');
  assert.is(routeIn('/Bio/'), 'bio');
  assert.is(routeIn('/maria'), 'not-found');
});

test.run();
