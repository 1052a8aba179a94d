// The sources read on a laptop's half screen: no line of src/ runs past 120 characters.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';

const root = join(import.meta.dirname, '..', '..');
const maxCharacters = 120;

/** Every line over the limit, as "file:line (length)"; length in characters, not bytes ("ção" is 3). */
function longLines(files: ReadonlyMap<string, string>): string[] {
  return [...files].flatMap(([file, text]) =>
    text.split('\n').flatMap((line, index) => {
      const length = [...line].length;
      return length > maxCharacters ? [`${file}:${index + 1} (${length})`] : [];
    }),
  );
}

const sources = new Map(
  readdirSync(join(root, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.(ts|tsx|mjs|css)$/.test(name))
    .map((name) => [`src/${name}`, readFileSync(join(root, 'src', name), 'utf8')] as const),
);

test('no line of src/ is over 120 characters', () => {
  assert.ok(sources.size > 200, `read ${sources.size} files`);
  assert.equal(longLines(sources), []);
});

test('a line of 121 characters is caught; 120 accented ones are not', () => {
  const planted = new Map([
    ['src/a.ts', `${'x'.repeat(121)}\nshort`],
    ['src/b.ts', 'ç'.repeat(120)],
  ]);
  assert.equal(longLines(planted), ['src/a.ts:1 (121)']);
});

test.run();
