// The scripts each built page asks for (issue 9): one tiny entry script, and every chunk the route
// evaluates listed in <meta name="module-chunks">, which the entry preloads all at once after the
// first paint (no script request before the paint, and no waterfall after it). Only the route's
// own page: /bio never downloads the landing page's code.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parseBuilt } from '../support/built-html';
import { distDir } from '../support/test-server';

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

/** Chunks a built module imports: statically (`from"./x.js"`) and with import("./x.js"). */
function importsOf(href: string): { static: string[]; dynamic: string[] } {
  const code = readAsset(href);
  const toHref = (name: string) => `/assets/${name.replace(/^\.\//, '')}`;
  return {
    static: [...code.matchAll(/(?:from|import)\s*"(\.\/[^"]+\.js)"/g)].map((match) => toHref(match[1]!)),
    dynamic: [...code.matchAll(/import\("(\.\/[^"]+\.js)"\)/g)].map((match) => toHref(match[1]!)),
  };
}

// A phrase that only one page's code contains: where it is, that page's code is.
const pages = [
  { file: 'index.html', own: 'Acabou de se cadastrar!' },
  { file: 'bio.html', own: 'Somos representantes Oficiais Ozonteck' },
  { file: '404.html', own: 'Oops! Page not found' },
];

for (const { file, own } of pages) {
  preloads(`${file}: the entry script is small; every chunk it needs is preloaded, React's first`, () => {
    const { entry, preloaded } = scriptsOf(file);
    assert.ok(readAsset(entry).length < 4_000, `entry is ${readAsset(entry).length} B`);
    assert.ok(preloaded.length >= 2 && preloaded.length <= 12, `${preloaded.length} preloads`);
    // No waterfall: whatever a listed script imports statically is listed too.
    const listed = new Set([entry, ...preloaded]);
    for (const href of listed) {
      for (const imported of importsOf(href).static) assert.ok(listed.has(imported), `${href} imports ${imported}, not preloaded`);
    }
    assert.match(readAsset(preloaded[0]!), 'react.dev/errors', 'the first preload is React');
  });

  preloads(`${file}: preloads its own page's code and no other page's`, () => {
    const { entry, preloaded } = scriptsOf(file);
    const code = [entry, ...preloaded].map(readAsset).join('\n');
    assert.ok(code.includes(own), `${own} is in the preloaded code`);
    for (const other of pages.filter((page) => page.own !== own)) {
      assert.not.ok(code.includes(other.own), `${file} preloads code of ${other.file}`);
    }
  });
}

preloads("the entry loads each route's code with import(), never statically: it waits for the first paint", () => {
  const { entry } = scriptsOf('index.html');
  const { static: staticImports, dynamic } = importsOf(entry);
  assert.ok(dynamic.length >= 4, 'React and the three routes, each with import()');
  const staticCode = staticImports.map(readAsset).join('\n');
  for (const { own } of pages) assert.not.ok(staticCode.includes(own), `${own} is imported statically`);
  assert.not.match(staticCode, 'react.dev/errors', 'React is imported statically');
});

preloads.run();
