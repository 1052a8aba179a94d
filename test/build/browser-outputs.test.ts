// The scripts each built page asks for: no request before the first paint. The landing page: one tiny entry
// script, and two chunks listed in <meta name="module-chunks">, which the entry preloads together
// after the first paint (no script request before the paint, no waterfall after it): React, and
// the app with every page. /bio and the 404 page: one small script of their own each, which names
// the same entry and chunks to start on demand (src/app/boot/on-demand.ts); no tag of the app's.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parseBuilt } from '../support/built-html';
import { distDir } from '../support/serve';

const preloads = suite('module preloads per route');

const readAsset = (href: string) => readFileSync(join(distDir, href.slice(1)), 'utf8');

function scriptsOf(file: string): { entry: string; preloaded: string[] } {
  const document = parseBuilt(file);
  const entries = [...document.querySelectorAll('script[type="module"][src]')].map((script) => script.getAttribute('src')!);
  assert.is(entries.length, 1, `${file}: one module script`);
  assert.is(document.querySelectorAll('link[rel="modulepreload"]').length, 0, `${file}: no script request before the first paint`);
  const list = document.querySelectorAll('meta[name="module-chunks"]');
  assert.is(list.length, 1, `${file}: one list of chunks`);
  const preloaded = list[0]!.getAttribute('content')!.split(' ');
  return { entry: entries[0]!, preloaded };
}

/** Scripts a built module imports: statically (`from"./x.js"`, `from"/assets/x.js"`) and with import(). */
function importsOf(href: string): { static: string[]; dynamic: string[] } {
  const code = readAsset(href);
  const toHref = (name: string) => (name.startsWith('/') ? name : `/assets/${name.replace(/^\.\//, '')}`);
  return {
    static: [...new Set([...code.matchAll(/(?:from|import)\s*"((?:\.|\/assets)\/[^"]+\.js)"/g)].map((match) => toHref(match[1]!)))],
    dynamic: [...code.matchAll(/import\("((?:\.|\/assets)\/[^"]+\.js)"\)/g)].map((match) => toHref(match[1]!)),
  };
}

// A phrase that only one page's code contains: where it is, that page's code is.
const pages = [
  { file: 'index.html', own: 'Acabou de se cadastrar!' },
  { file: 'bio.html', own: 'Somos representantes Oficiais Ozonteck' },
  { file: '404.html', own: 'Oops! Page not found' },
];

const isReact = (code: string) => code.includes('react.dev/errors');

for (const { file } of pages.filter((page) => page.file === 'index.html')) {
  preloads(`${file}: a small entry and two preloaded chunks, React first; nothing else is imported`, () => {
    const { entry, preloaded } = scriptsOf(file);
    assert.ok(readAsset(entry).length < 2_000, `entry is ${readAsset(entry).length} B`);
    assert.is(preloaded.length, 2, `${preloaded.join(' ')}`);
    assert.ok(isReact(readAsset(preloaded[0]!)), 'the first preload is React');
    assert.not.ok(isReact(readAsset(preloaded[1]!)), 'the second is not React');
    // No waterfall and no third chunk: whatever any of the three imports is one of the three.
    const listed = new Set([entry, ...preloaded]);
    for (const href of listed) {
      const { static: staticImports, dynamic } = importsOf(href);
      for (const imported of [...staticImports, ...dynamic]) assert.ok(listed.has(imported), `${href} imports ${imported}, not preloaded`);
    }
  });
}

for (const file of ['bio.html', '404.html']) {
  preloads(`${file}: one script of its own that imports nothing, at most 1.25 KB brotli; the app's entry and chunks named to start on demand`, () => {
    const document = parseBuilt(file);
    const scripts = [...document.querySelectorAll('script[src]')].map((script) => script.getAttribute('src')!);
    assert.is(scripts.length, 1, scripts.join(' '));
    assert.is(document.querySelectorAll('link[rel="modulepreload"]').length, 0, 'no script request before the first paint');
    const code = readAsset(scripts[0]!);
    assert.not.ok(isReact(code), 'React is in it');
    assert.equal(importsOf(scripts[0]!), { static: [], dynamic: [] });
    const size = brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).byteLength;
    // The page's own work, the paint wait and the on-demand start with the router's click rules:
    // what must run before the app, which it decides whether to run.
    assert.ok(size <= 1280, `${scripts[0]} is ${size} B brotli`);
    const landing = scriptsOf('index.html');
    assert.is(document.querySelector('meta[name="app-entry"]')?.getAttribute('content'), landing.entry, 'the landing page\'s entry');
    assert.equal(document.querySelector('meta[name="module-chunks"]')?.getAttribute('content')?.split(' '), landing.preloaded);
  });
}

preloads("React's script holds React only; the app holds every page's code", () => {
  const [react, app] = scriptsOf('index.html').preloaded.map(readAsset);
  for (const { own } of pages) {
    assert.not.ok(react!.includes(own), `${own} is in the React script`);
    assert.ok(app!.includes(own), `${own} is not in the app`);
  }
});

preloads('the entry imports React and then the app with import(), never statically: it waits for the first paint', () => {
  const { entry, preloaded } = scriptsOf('index.html');
  const { static: staticImports, dynamic } = importsOf(entry);
  assert.equal(staticImports, [], 'no static import');
  assert.equal(dynamic, preloaded, 'React first, then the app');
  const entryCode = readAsset(entry);
  for (const { own } of pages) assert.not.ok(entryCode.includes(own), `${own} is in the entry`);
  assert.not.ok(isReact(entryCode), 'React is in the entry');
});

preloads('the field-speed script: named on every page (with the page) but the Save-Data twins, imports nothing, at most 3 KB brotli', () => {
  const named = (file: string) => parseBuilt(file).querySelector('meta[name="field-speed-script"]');
  const hrefs = pages.map(({ file }) => named(file)?.getAttribute('content'));
  assert.ok(hrefs[0], 'index.html names it');
  assert.equal(new Set(hrefs).size, 1, `one script for every page: ${hrefs.join(' ')}`);
  assert.equal(pages.map(({ file }) => named(file)?.getAttribute('data-page')), ['landing', 'bio', 'not-found']);
  for (const twin of ['bio.save-data.html', '404.save-data.html']) assert.is(named(twin), null, `${twin}: nothing measured for a visitor saving data`);
  assert.equal(importsOf(hrefs[0]!), { static: [], dynamic: [] });
  const size = brotliCompressSync(readAsset(hrefs[0]!), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).byteLength;
  assert.ok(size <= 3 * 1024, `${hrefs[0]} is ${size} B brotli`);
});

preloads.run();
