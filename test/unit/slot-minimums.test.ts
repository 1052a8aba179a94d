// Each picture slot's minimum source size, pinned to the README's slot table: for every slot, a
// source of exactly the minimum is accepted and one pixel narrower or shorter is refused with the
// message the operator reads. The expected sizes are read from README.md, not from the code, so
// the table and the code cannot drift apart. Test pictures are made in memory with sharp.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { checkSource } from '../../src/builder/pictures/check-source';
import type { SlotSource } from '../../src/builder/pictures/sources';
import { slotNames, type SlotName } from '../../src/app/content/image-slots';
import { useLanguage } from '../../src/messages/language';

useLanguage('en');

type Minimum = { width: number; height: number } | { longerSide: number };

/** The README's slot table: slot names (with `a` … `b` ranges expanded) → the minimum source. */
function readmeSlotTable(): Map<string, Minimum> {
  const readme = readFileSync(join(import.meta.dirname, '..', '..', 'README.md'), 'utf8');
  const start = readme.indexOf('| Lugar de foto (nome sem extensão) |');
  assert.ok(start >= 0, 'the README has no slot table');
  const rows = readme.slice(start, readme.indexOf('\n\n', start)).split('\n').slice(2);
  const table = new Map<string, Minimum>();
  for (const row of rows) {
    const [slotsCell, minimumCell] = row.split('|').slice(1, 3).map((cell) => cell.trim());
    const names = [...slotsCell!.matchAll(/`([a-z0-9-]+)`/g)].map((match) => match[1]!);
    const range = /^`([a-z-]+)(\d+)` … `\1(\d+)`$/.exec(slotsCell!);
    const slots = range ? Array.from({ length: Number(range[3]) - Number(range[2]) + 1 }, (_, i) => `${range[1]}${Number(range[2]) + i}`) : names;
    const size = /^(\d+)×(\d+)$/.exec(minimumCell!);
    const longer = /(\d+) px no lado maior/.exec(minimumCell!);
    assert.ok(size || longer, `no minimum in the README row: ${row}`);
    for (const slot of slots) table.set(slot, size ? { width: Number(size[1]), height: Number(size[2]) } : { longerSide: Number(longer![1]) });
  }
  return table;
}

const table = readmeSlotTable();
const sourceFor = (slot: SlotName, extension = 'png'): SlotSource => ({ slot, path: `/srv/ozonteck/site/images/${slot}.${extension}`, shownPath: `site/images/${slot}.${extension}` });
const png = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#3a7' } }).png({ compressionLevel: 1 }).toBuffer();

async function refusal(slot: SlotName, width: number, height: number): Promise<string | null> {
  try {
    await checkSource(sourceFor(slot), await png(width, height));
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

test("the README's slot table lists every slot, once", () => {
  assert.equal([...table.keys()].sort(), [...slotNames].sort());
});

for (const slot of slotNames) {
  const minimum = table.get(slot);
  if (!minimum || !('width' in minimum)) continue;
  const { width, height } = minimum;
  test(`${slot}: ${width}×${height} is accepted; ${width - 1}×${height} and ${width}×${height - 1} are refused, naming the file, the slot and the minimum`, async () => {
    assert.is(await refusal(slot, width, height), null);
    for (const [w, h] of [[width - 1, height], [width, height - 1]] as const) {
      const message = await refusal(slot, w, h);
      const expected = new RegExp(`^site/images/${slot}\\.png \\(slot "${slot}"\\) is ${w}×${h} px: too small\\. Cropped to \\d+:\\d+ it is \\d+×\\d+ px; the slot needs at least ${width}×${height} px\\.$`);
      assert.ok(message !== null && expected.test(message), `${w}×${h}: ${message}`);
    }
  });
}

test('logo: a raster of exactly the minimum on its longer side is accepted, one pixel less is refused; an SVG of any size is accepted', async () => {
  const minimum = table.get('logo');
  assert.ok(minimum && 'longerSide' in minimum, 'the README gives the logo a minimum on its longer side');
  const side = minimum.longerSide;
  assert.is(await refusal('logo', side, side), null);
  assert.is(await refusal('logo', side, Math.round(side / 2)), null, 'a wide logo: its longer side counts');
  assert.is(
    await refusal('logo', side - 1, side - 1),
    `site/images/logo.png (slot "logo") is ${side - 1}×${side - 1} px: too small. A raster logo needs at least ${side} px on its longer side (or use an SVG).`,
  );
  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16"><rect width="16" height="16"/></svg>');
  await checkSource(sourceFor('logo', 'svg'), svg);
});

test.run();
