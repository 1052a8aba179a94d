// The folders' import rules (src/README.md, "Boundaries"), over the whole import graph read from
// esbuild's metafile: app code never reaches Node code through any chain of imports, each
// part imports only its allowed packages, the server never imports the build, and no code outside
// the build loads modules where no import graph can see them. Each rule is planted and caught.
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { codeOnly, hiddenLoads, hiddenLoadViolations } from '../support/hidden-loads';
import { allowedPackages, allowedZones, browserEntries, chainFromEntries, importGraphReader, readSource, sourceFiles, violations, zoneOf, type CodeZone } from '../support/import-graph';

const root = join(import.meta.dirname, '..', '..');
const graphs = await importGraphReader(root);
test.after(() => graphs.dispose());
const bioPage = 'src/app/pages/bio/BioPage.tsx';
/** How the browser's app reaches the bio page (src/app/pages/all-pages.ts is its page table, and the prerender's). */
const toBioPage = `src/app/boot/app.tsx → src/app/pages/all-pages.ts → ${bioPage}`;

/** `file` with `lines` planted at its top. */
const planted = (file: string, ...lines: string[]) => ({ [file]: `${lines.join('\n')}\n${readSource(root, file)}` });

/** The rule violations and the hidden loads of the tree with `replace` planted. */
async function problems(replace: Record<string, string> = {}): Promise<string[]> {
  const graph = await graphs.read(replace);
  const sources = sourceFiles(root).map((file): [string, string] => [file, replace[file] ?? readSource(root, file)]);
  return [...violations(graph), ...hiddenLoadViolations(sources, chainFromEntries(graph))];
}

test('zones are read from the folders', () => {
  const table: Array<[string, string]> = [
    ['server.ts', 'server'],
    ['src/server/http/app.ts', 'server'],
    ['src/server/site/live-site.ts', 'server'],
    ['src/settings/restart-settings.ts', 'settings'],
    ['build.ts', 'builder'],
    ['src/builder/production-build.ts', 'builder'],
    ['src/report/cli.ts', 'report'],
    ['src/vps/cli.ts', 'vps'],
    ['src/settings/site-folder/env-file.ts', 'site-folder'],
    ['src/settings/settings.ts', 'settings'],
    ['src/contracts/site-format.ts', 'contracts'],
    ['src/contracts/routes.ts', 'contracts'],
    ['src/contracts/request-form.ts', 'contracts'],
    ['src/messages/catalogue.ts', 'messages'],
    ['src/app/App.tsx', 'app'],
    ['src/server/access-log/line.ts', 'server'],
    ['src/settings/ip-address.ts', 'settings'],
    ['src/app/pages/bio/BioPage.tsx', 'app'],
    ['src/app/ui/SiteConfigContext.tsx', 'app'],
    ['src/app/main.tsx', 'app'],
    ['express', 'outside'],
    ['node:fs', 'outside'],
  ];
  for (const [path, zone] of table) assert.is(zoneOf(path), zone, path);
});

/** The rows of the Boundaries table in src/README.md: zone → the `code` spans of each cell after it. */
function boundariesTable(): Map<string, string[][]> {
  const section = readSource(root, 'src/README.md').split('## Boundaries')[1]!.split('\n## ')[0]!;
  const rows = section.split('\n').filter((line) => line.startsWith('| `'));
  const spans = (cell: string) => [...cell.matchAll(/`([^`]+)`|\b(yes|no)\b$/g)].map((match) => match[1] ?? match[2]!);
  return new Map(rows.map((row) => row.split('|').slice(1, -1).map((cell) => spans(cell.trim()))).map((cells) => [cells[0]![0]!, cells.slice(1)]));
}

test("the rules are the code map's Boundaries table, row for row", () => {
  const table = boundariesTable();
  assert.equal([...table.keys()].sort(), Object.keys(allowedZones).sort());
  for (const [zone, [files, zones, packages, node]] of table) {
    const codeZone = zone as CodeZone;
    if (codeZone !== 'builder') assert.equal([...zones!].sort(), [...allowedZones[codeZone]].sort(), `${zone}: may import`);
    const expected = allowedPackages[codeZone].packages;
    if (expected !== '*') assert.equal([...packages!].sort(), [...expected].filter((name) => !name.startsWith('site:')).sort(), `${zone}: packages`);
    assert.equal(node, [allowedPackages[codeZone].node ? 'yes' : 'no'], `${zone}: node: modules`);
    for (const file of files!.filter((listed) => listed !== 'src/')) {
      const path = file === 'build.ts' || file === 'server.ts' ? file : `src/${file}${file.endsWith('/') ? 'x.ts' : ''}`;
      assert.is(zoneOf(path), codeZone, `${file} is listed under ${zone}`);
    }
  }
  assert.equal([...allowedZones.builder].sort(), Object.keys(allowedZones).sort(), 'the builder may import every zone');
});

test('the source tree crosses no boundary and loads nothing out of sight', async () => {
  const graph = await graphs.read();
  const imports = [...graph.values()].reduce((sum, each) => sum + each.length, 0);
  assert.ok(imports > 200, `the graph has ${imports} imports: is it reading the sources?`);
  for (const entry of browserEntries) assert.ok(graph.has(entry), `browser entry ${entry} is not in the graph`);
  assert.equal(await problems(), []);
});

test('browser code reaching Node through a file of another zone is caught with the whole chain', async () => {
  assert.equal(await problems(planted(bioPage, "import '../../../settings/site-folder/env-file';")), [
    `${toBioPage} → src/settings/site-folder/env-file.ts → node:fs: app code never imports site-folder code`,
  ]);
  assert.equal(await problems(planted('src/contracts/routes.ts', "import '../server/site/load-site';")), [
    'src/app/prerender.tsx → src/contracts/routes.ts → src/server/site/load-site.ts → node:fs: contracts code never imports server code',
  ]);
});

test('a page reaching node: through a settings file is caught with the chain from the browser entry', async () => {
  const settingsFile = 'src/settings/settings-file.ts';
  const found = await problems({ ...planted(bioPage, "import '../../../settings/settings-file';"), ...planted(settingsFile, "import 'node:fs';") });
  assert.equal(found, [
    `${toBioPage} → ${settingsFile} → node:fs: settings code never imports Node's modules`,
    // settings-file.ts words its errors from the operator's catalogue: allowed for settings, not on an app chain.
    `${toBioPage} → ${settingsFile} → src/messages/catalogue.ts: app code never reaches messages code`,
  ]);
});

test("a landing-page component importing the operator's messages, the builder, the server or the report is caught", async () => {
  const header = 'src/app/pages/landing/Header.tsx';
  const toHeader = `src/app/boot/app.tsx → src/app/pages/all-pages.ts → src/app/pages/landing/LandingPage.tsx → ${header}`;
  const found = await problems(planted(header, "import '../../../messages/catalogue';", "import '../../../builder/output/verdict';", "import '../../../server/http/not-found-log';", "import '../../../report/labels';"));
  const first = (rule: string) => found.find((line) => line.endsWith(rule));
  assert.is(first('app code never imports messages code'), `${toHeader} → src/messages/catalogue.ts: app code never imports messages code`);
  assert.ok(first('app code never imports builder code')?.startsWith(`${toHeader} → src/builder/output/verdict.ts`), found.join('\n'));
  assert.ok(first('app code never imports server code')?.startsWith(`${toHeader} → src/server/http/not-found-log.ts`), found.join('\n'));
  assert.ok(first('app code never imports report code')?.startsWith(`${toHeader} → src/report/labels.ts`), found.join('\n'));
});

test('browser code reaching the messages through an allowed file is caught at the first import that breaks the rule', async () => {
  const links = 'src/settings/links.ts';
  const found = await problems({ ...planted(bioPage, "import '../../../settings/links';"), ...planted(links, "import '../messages/catalogue';") });
  assert.equal(found, [`${toBioPage} → ${links} → src/messages/catalogue.ts: app code never reaches messages code`]);
});

test('browser code importing express, sharp or esbuild is caught; each zone keeps to its packages', async () => {
  assert.equal(await problems(planted(bioPage, "import 'express';", "import 'sharp';", "import 'esbuild';")), [
    `${toBioPage} → esbuild: app code may import only the packages react, react-dom, web-vitals, not esbuild`,
    `${toBioPage} → express: app code may import only the packages react, react-dom, web-vitals, not express`,
    `${toBioPage} → sharp: app code may import only the packages react, react-dom, web-vitals, not sharp`,
  ]);
  const server = 'src/server/http/app.ts';
  const report = 'src/report/cli.ts';
  assert.equal(await problems({ ...planted(server, "import 'sharp';"), ...planted(report, "import 'express';") }), [
    `${report} → express: report code may import no package, not express`,
    `${server} → sharp: server code may import only the packages express, compression, fresh, range-parser, negotiator, proxy-addr, ipaddr.js, not sharp`,
  ]);
});

test('createRequire, require( and a computed import() are refused outside the build, with the chain', async () => {
  const found = await problems(planted(bioPage, "import { createRequire } from 'node:module';", 'const load = createRequire(import.meta.url);', "load('node:fs');"));
  assert.equal(found, [
    `${toBioPage} → node:module: app code never imports Node's modules`,
    `${toBioPage} (line 1): createRequire, a load no import graph sees; only the build (build.ts, src/builder/) may load code this way`,
    `${toBioPage} (line 2): createRequire, a load no import graph sees; only the build (build.ts, src/builder/) may load code this way`,
  ]);
  const server = 'src/server/http/app.ts';
  assert.equal(await problems(planted(server, "const name = 'node:fs';", 'await import(name);', "require('node:fs');")), [
    `${server} (line 2): import() of a computed specifier, a load no import graph sees; only the build (build.ts, src/builder/) may load code this way`,
    `${server} (line 3): require(, a load no import graph sees; only the build (build.ts, src/builder/) may load code this way`,
  ]);
});

test('a planted import from the server into the build, or from config into the server, is caught', async () => {
  const app = 'src/server/http/app.ts';
  assert.equal(await problems(planted(app, "import '../../builder/paths';")), [`${app} → src/builder/paths.ts: server code never imports builder code`]);
  const settings = 'src/settings/settings.ts';
  assert.equal(await problems(planted(settings, "import '../server/process/log';")), [`${settings} → src/server/process/log.ts: settings code never imports server code`]);
});

test('only code counts as a load: comments, strings and regular expressions do not', () => {
  const rows: Array<[source: string, loads: string[]]> = [
    ["// require('x') in a comment", []],
    ["/* createRequire(import.meta.url) */ const a = 1;", []],
    ["const message = 'call require(name) here';", []],
    ['const message = "import(name) is refused";', []],
    ['const pattern = /require\\(/g;', []],
    ['const test = (line: string) => /import\\(name\\)/.test(line);', []],
    ["const dynamic = import('./page');", []],
    ['const dynamic = import(`./page`);', []],
    ['const dynamic = import(`./${name}`);', ['import() of a computed specifier']],
    ['const dynamic = import(name);', ['import() of a computed specifier']],
    ["const fs = require('node:fs');", ['require(']],
    ["const quote = `it's ${require('node:os').EOL}`;", ['require(']],
    ["const a = x / 2; const b = require('y') / 3;", ['require(']],
    ['const load = module.createRequire(url);', ['createRequire']],
  ];
  for (const [source, loads] of rows) {
    assert.equal(
      hiddenLoads('src/x.ts', source).map((load) => load.what),
      loads,
      `${source}\n→ ${codeOnly(source)}`,
    );
  }
});

test.run();
