// Which pages the browser's app carries, and when each page brings it in (routes.ts): every route
// has its page in the app, so the router moves between all of them in place; / starts the app
// after its first paint, /bio and the 404 page once idle (or on intent).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { allPages } from '../../src/app/pages/all-pages';
import { routeFor, routes } from '../../src/contracts/routes';

test('every route has its page in the app', () => {
  for (const route of routes) assert.type(allPages(route.id), 'function', route.id);
});

test("the spec's pages: / starts the app after its first paint; /bio, /bio/ and an unknown path on demand", () => {
  const table: Array<[string, string]> = [
    ['/', 'after-first-paint'],
    ['/bio', 'on-demand'],
    ['/bio/', 'on-demand'],
    ['/nao-existe', 'on-demand'],
  ];
  const startsApp = (path: string) => routes.find((route) => route.id === routeFor(path))!.startsApp;
  for (const [path, expected] of table) assert.is(startsApp(path), expected, path);
});

test.run();
