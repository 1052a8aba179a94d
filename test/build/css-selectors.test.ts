// An engine drops a whole style rule when one selector of its list is one it does not know: iOS 16
// knows neither `:popover-open` nor (before 15.4) `:has()`, older Samsung Internet neither. So in
// the CSS the build ships (inlined in each page, and any stylesheet file), a selector that names
// one of them never shares a list with a selector an older engine understands: the older engine
// would lose the fallback along with the new rule (the phone menu's ≡ and × on top of each other,
// its panel never shown).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { distDir } from '../support/serve';

/** Selectors newer than the engines the site still serves. */
const newSelectors = [':popover-open', ':has('];

/** The CSS of a built file: a stylesheet whole, a page's `<style>` elements. */
function cssOf(file: string): string {
  const text = readFileSync(join(distDir, file), 'utf8');
  if (file.endsWith('.css')) return text;
  return [...text.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join('\n');
}

/** Every style rule's selector list (at-rule preludes aside), comments and strings removed first. */
function selectorLists(css: string): string[][] {
  const plain = css.replace(/\/\*[\s\S]*?\*\//g, '').replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, '""');
  const lists: string[][] = [];
  for (const match of plain.matchAll(/([^{};]*)\{/g)) {
    const prelude = match[1]!.trim();
    if (prelude === '' || prelude.startsWith('@')) continue;
    lists.push(splitTopLevel(prelude));
  }
  return lists;
}

/** A selector list split at its top-level commas (not those inside `:is(a, b)`). */
function splitTopLevel(prelude: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < prelude.length; i++) {
    if (prelude[i] === '(') depth++;
    else if (prelude[i] === ')') depth--;
    else if (prelude[i] === ',' && depth === 0) {
      parts.push(prelude.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(prelude.slice(start).trim());
  return parts;
}

const isNew = (selector: string) => newSelectors.some((name) => selector.includes(name));

test('the check finds a shared list, and passes rules that stand alone', () => {
  const mixed = selectorLists('.a,.b:has(.c:popover-open) .d{display:none}@media (min-width:1px){.e{color:red}}');
  assert.equal(mixed, [['.a', '.b:has(.c:popover-open) .d'], ['.e']]);
  assert.ok(mixed.some((list) => list.some(isNew) && !list.every(isNew)));
  assert.equal(selectorLists('.x:is(.a,.b){content:"{,}"}'), [['.x:is(.a,.b)']]);
});

test('no rule of the built CSS puts :popover-open or :has( in one list with an older selector', () => {
  const files = [
    ...readdirSync(distDir).filter((name) => name.endsWith('.html')),
    ...readdirSync(join(distDir, 'assets')).filter((name) => name.endsWith('.css')).map((name) => `assets/${name}`),
  ];
  let rulesWithNew = 0;
  for (const file of files) {
    for (const list of selectorLists(cssOf(file))) {
      if (!list.some(isNew)) continue;
      rulesWithNew++;
      assert.ok(list.every(isNew), `${file}: "${list.join(', ')}" shares a list with an older selector`);
    }
  }
  // The phone menu's open state is written with them: the check has rules to look at.
  assert.ok(rulesWithNew > 0, 'no rule with :popover-open or :has( found in dist/');
});

test.run();
