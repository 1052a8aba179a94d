import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { clearingLift, coversAny, type Box } from '../../src/app/pages/landing/floating-clearance';

const box = (left: number, top: number, right: number, bottom: number): Box => ({ left, top, right, bottom });
// A 390 px phone: the register button across the middle, 52 px tall, from y 600.
const registerButton = box(60, 600, 330, 652);

// A floating part steps aside exactly when it shares some area with one of the page's controls.
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

// The toast moves up instead: just above what it would cover, never above the header's bottom.
const toast = box(16, 590, 368, 716);
const header = 64;
const liftRows: Array<[name: string, targets: Box[], lift: number | null]> = [
  ['nothing under it: stays', [box(60, 300, 330, 352)], 0],
  ['a button under its lower part: just above it', [box(64, 630, 344, 682)], 716 - 630],
  ['a button across its top: above the button', [box(64, 560, 344, 612)], 716 - 560],
  ['lifted onto a second control: above both', [box(64, 630, 344, 682), box(20, 520, 200, 560)], 716 - 520],
  ['no room below the header: nowhere', [box(0, 100, 400, 700)], null],
  ['a control beside it, edges touching: stays', [box(368, 590, 420, 716)], 0],
  ['a control with no box (not shown): stays', [box(100, 600, 100, 600)], 0],
];

for (const [name, targets, lift] of liftRows) {
  test(`the toast, ${name}`, () => {
    assert.is(clearingLift(toast, targets, header), lift);
  });
}

test('a toast not shown (no box) never moves', () => {
  assert.is(clearingLift(box(16, 716, 368, 716), [box(0, 0, 400, 800)], header), 0);
});

test.run();
