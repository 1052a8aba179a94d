import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { coversAny, type Box } from '../../src/pages/landing/floating-clearance';

const box = (left: number, top: number, right: number, bottom: number): Box => ({ left, top, right, bottom });
// A 390 px phone: the register button across the middle, 52 px tall, from y 600.
const registerButton = box(60, 600, 330, 652);

// A floating part steps aside exactly when it shares some area with a call to action.
const rows: Array<[name: string, part: Box, covers: boolean]> = [
  ['a toast over the button', box(16, 560, 374, 660), true],
  ["a bubble over the button's right end", box(134, 640, 374, 720), true],
  ['a part just below the button (edges touch)', box(16, 652, 374, 740), false],
  ['a part beside it (edges touch)', box(330, 600, 386, 656), false],
  ['a part above the button', box(16, 400, 374, 599), false],
  ['a part not shown (no box) where the button is', box(100, 620, 100, 620), false],
];

for (const [name, part, covers] of rows) {
  test(`${name}: ${covers ? 'covers it' : 'does not cover it'}`, () => {
    assert.is(coversAny(part, [registerButton]), covers);
  });
}

test('a part covering any one of several calls to action covers', () => {
  assert.ok(coversAny(box(200, 700, 374, 760), [registerButton, box(180, 720, 300, 770)]));
  assert.not.ok(coversAny(box(16, 700, 100, 760), [registerButton, box(180, 720, 300, 770)]));
  assert.not.ok(coversAny(box(16, 700, 100, 760), []));
});

test.run();
