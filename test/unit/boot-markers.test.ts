// The start-up's names (src/app/boot/markers.ts) where code cannot import them: the main picture's
// Element Timing attribute, set by the app's Picture component (the app chunk may not share code
// with the entry).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mainPictureAttribute } from '../../src/app/boot/markers';

const root = join(import.meta.dirname, '..', '..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');

test('the main picture carries the attribute the entry looks for', () => {
  assert.is(mainPictureAttribute, 'elementtiming');
  const picture = read('src/app/images/Picture.tsx');
  assert.match(picture, new RegExp(`\\{ ${mainPictureAttribute}: '[a-z-]+' \\}`));
});

test('no stylesheet scopes rules by an attribute on <html> or <body>: a change there restyles the whole document', () => {
  const css = readdirCss(join(root, 'src'));
  const offenders = css.filter(({ text }) => /(?:^|[\s,(])(?::global\()?(?:html|body)\[[^\]]+\]/m.test(text)).map(({ path }) => path);
  assert.equal(offenders, []);
});

function readdirCss(folder: string): Array<{ path: string; text: string }> {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.css'))
    .map((name) => ({ path: name, text: readFileSync(join(folder, name), 'utf8') }));
}

test.run();
