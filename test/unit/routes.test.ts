import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { pageRedirectFor, routeFor } from '../../src/contracts/routes';

// A near miss of a page's path (another case, a trailing slash or dot) is that page, redirected;
// anything else is not a page.
const rows: Array<[path: string, redirect: string | null, route: string]> = [
  ['/', null, 'landing'],
  ['/bio', null, 'bio'],
  ['/Bio', '/bio', 'bio'],
  ['/BIO', '/bio', 'bio'],
  ['/bio/', '/bio', 'bio'],
  ['/Bio/', '/bio', 'bio'],
  ['/bio.', '/bio', 'bio'],
  ['/bio./', null, 'not-found'],
  ['/bio..', null, 'not-found'],
  ['/bio//', null, 'not-found'],
  ['/biografia', null, 'not-found'],
  ['/.', null, 'not-found'],
  ['//', null, 'not-found'],
  ['/nao-existe', null, 'not-found'],
];

for (const [path, redirect, route] of rows) {
  test(`${path}: ${redirect ? `301 to ${redirect}` : 'no redirect'}, the ${route} page`, () => {
    assert.is(pageRedirectFor(path), redirect);
    assert.is(routeFor(path), route);
  });
}

test.run();
