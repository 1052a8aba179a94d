// Which page a path shows in a member's document (memberRouteFor): the member's two pages, their
// near misses as the operator's pages have them (another case, a trailing slash or dot), and the
// 404 page for anything else, another member's pages and the operator's among them.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { memberNotFoundRenderPath, memberRouteFor } from '../../src/contracts/members';

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
    assert.is(memberRouteFor(path, 'maria'), route);
  });
}

test("a member's 404 page is prerendered at a path under the slug that is none of the member's pages", () => {
  assert.is(memberNotFoundRenderPath('maria'), '/maria/404');
  assert.is(memberRouteFor(memberNotFoundRenderPath('maria'), 'maria'), 'not-found');
});

test.run();
