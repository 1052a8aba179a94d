// Which pages the browser's app carries (src/pages/hydrated-pages.ts) against the route table:
// every route that hydrates has its page; a route that does not is never rendered in place.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { coversHydratingRoutes } from '../../src/pages/hydrated-pages';
import { hydratesAt, routes } from '../../src/routes';

test('every route that hydrates has its page in the browser app', () => {
  assert.ok(coversHydratingRoutes());
});

test("the spec's pages: / hydrates; /bio, /bio/ and an unknown path do not", () => {
  const table: Array<[string, boolean]> = [
    ['/', true],
    ['/bio', false],
    ['/bio/', false],
    ['/nao-existe', false],
  ];
  for (const [path, hydrates] of table) assert.is(hydratesAt(path), hydrates, path);
  assert.equal(routes.filter((route) => route.hydrates).map((route) => route.path), ['/']);
});

test.run();
