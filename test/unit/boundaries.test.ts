// The folders' import rules (src/README.md, "Boundaries"): pages and browser code never import
// Node code; the server never imports the build; config imports neither. Read from esbuild's
// metafile over every source file; planted imports prove each rule can fail.
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { importGraph, readSource, violations, zoneOf } from '../support/import-graph';

const root = join(import.meta.dirname, '..', '..');

test('zones are read from the folders', () => {
  const table: Array<[string, string]> = [
    ['server.ts', 'server'],
    ['src/server/http/app.ts', 'server'],
    ['build.ts', 'build'],
    ['src/build/deploy/atomic-build.ts', 'build'],
    ['src/config/settings.ts', 'config'],
    ['src/site-format.ts', 'shared'],
    ['src/routes.ts', 'shared'],
    ['src/server/net/ip-address.ts', 'server'],
    ['src/pages/bio/BioPage.tsx', 'browser'],
    ['src/main.tsx', 'browser'],
    ['express', 'external'],
  ];
  for (const [path, zone] of table) assert.is(zoneOf(path), zone, path);
});

test('the source tree crosses no forbidden boundary', async () => {
  const edges = await importGraph(root);
  assert.ok(edges.length > 200, `the graph has ${edges.length} imports: is it reading the sources?`);
  assert.equal(violations(edges), []);
});

test('a planted import from the server into the build is caught', async () => {
  const app = 'src/server/http/app.ts';
  const edges = await importGraph(root, { [app]: `import '../../build/paths';\n${readSource(root, app)}` });
  assert.equal(violations(edges), [`${app} (server) imports src/build/paths.ts (build)`]);
});

test('a planted import of Node code from a page is caught, directly or through the server', async () => {
  const page = 'src/pages/bio/BioPage.tsx';
  const source = readSource(root, page);
  const direct = violations(await importGraph(root, { [page]: `import 'node:fs';\n${source}` }));
  assert.equal(direct, [`${page} imports node:fs: browser code never imports Node's modules`]);
  const viaServer = violations(await importGraph(root, { [page]: `import '../../server/process/log';\n${source}` }));
  assert.equal(viaServer, [`${page} (browser) imports src/server/process/log.ts (server)`]);
});

test('a planted import from config into the server is caught', async () => {
  const settings = 'src/config/settings.ts';
  const edges = await importGraph(root, { [settings]: `import '../server/process/log';\n${readSource(root, settings)}` });
  assert.equal(violations(edges), [`${settings} (config) imports src/server/process/log.ts (server)`]);
});

test.run();
