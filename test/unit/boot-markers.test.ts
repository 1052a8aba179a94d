// The start-up's names (src/boot/markers.ts) where code cannot import them: the CSS that holds
// rendering back while the page boots, and the main picture's Element Timing attribute.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { bootingAttribute, mainPictureAttribute } from '../../src/boot/markers';

const root = join(import.meta.dirname, '..', '..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');

test('the hero video CSS holds its controls back under the booting attribute the entry removes', () => {
  assert.is(bootingAttribute, 'data-booting');
  const css = read('src/pages/landing/HeroVideo.module.css');
  assert.ok(css.includes(`:global(html[${bootingAttribute}])`), `HeroVideo.module.css has no html[${bootingAttribute}] rule`);
  // Every attribute-scoped rule in the CSS names an attribute the start-up actually sets.
  const scoped = [...css.matchAll(/html\[([a-z-]+)\]/g)].map((match) => match[1]);
  assert.equal([...new Set(scoped)], [bootingAttribute]);
});

test('the main picture carries the attribute the entry looks for', () => {
  const picture = read('src/images/Picture.tsx');
  assert.match(picture, new RegExp(`\\{ ${mainPictureAttribute}: '[a-z-]+' \\}`));
});

test.run();
