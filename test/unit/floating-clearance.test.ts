import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { partsOverCallsToAction, type Box } from '../../src/pages/landing/floating-clearance';

const box = (left: number, top: number, right: number, bottom: number): Box => ({ left, top, right, bottom });
// A 390 px phone: the register button across the middle, 52 px tall, from y 600.
const registerButton = box(60, 600, 330, 652);

// A floating part steps aside exactly when it shares some area with a call to action.
const rows: Array<[name: string, part: Box, focused: boolean, stepsAside: boolean]> = [
  ['a toast over the button', box(16, 560, 374, 660), false, true],
  ['a bubble over the button\'s right end', box(134, 640, 374, 720), false, true],
  ['a part just below the button (edges touch)', box(16, 652, 374, 740), false, false],
  ['a part beside it (edges touch)', box(330, 600, 386, 656), false, false],
  ['a part above the button', box(16, 400, 374, 599), false, false],
  ['a part over it that holds keyboard focus', box(16, 560, 374, 660), true, false],
  ['a part not shown (no box)', box(0, 0, 0, 0), false, false],
];

for (const [name, part, focused, stepsAside] of rows) {
  test(`${name}: ${stepsAside ? 'steps aside' : 'stays'}`, () => {
    assert.equal(partsOverCallsToAction([{ box: part, focused }], [registerButton]), stepsAside ? [0] : []);
  });
}

test('each part is judged on its own, against every call to action', () => {
  const parts = [box(16, 100, 100, 150), box(16, 700, 100, 760), box(200, 700, 374, 760)].map((part) => ({ box: part, focused: false }));
  const links = [registerButton, box(180, 720, 300, 770)];
  assert.equal(partsOverCallsToAction(parts, links), [2]);
});

test.run();
