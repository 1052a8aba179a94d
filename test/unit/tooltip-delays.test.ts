import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createTooltipDelayGroup } from '../../src/app/tooltip/delays';
import { FakeClock } from '../support/fake-clock';

// The spec's tooltip defaults: 700 ms open delay, 300 ms skip delay.
function setUp() {
  const clock = new FakeClock();
  const group = createTooltipDelayGroup(clock);
  let opens = 0;
  const open = () => {
    opens++;
  };
  return { clock, group, open, opens: () => opens };
}

test('a tooltip opens after the 700 ms delay, and not at 699 ms', () => {
  const { clock, group, open, opens } = setUp();
  group.requestOpen(open);
  assert.is(opens(), 0);
  clock.advance(699);
  assert.is(opens(), 0);
  clock.advance(1);
  assert.is(opens(), 1);
});

test('cancelling before 700 ms means it never opens', () => {
  const { clock, group, open, opens } = setUp();
  const cancel = group.requestOpen(open);
  clock.advance(699);
  cancel();
  clock.advance(10_000);
  assert.is(opens(), 0);
  assert.is(clock.pendingTimers, 0);
});

// After one closes, the next opens at once for 300 ms (the skip delay), then waits the full 700 ms.
const afterClose: Array<[msSinceClose: number, atOnce: boolean]> = [
  [0, true],
  [1, true],
  [150, true],
  [299, true],
  [300, false],
  [301, false],
  [5_000, false],
];

for (const [msSinceClose, atOnce] of afterClose) {
  test(`${msSinceClose} ms after a tooltip closes, the next opens ${atOnce ? 'at once (skip delay)' : 'after the full 700 ms delay'}`, () => {
    const { clock, group, open, opens } = setUp();
    group.opened();
    group.closed();
    clock.advance(msSinceClose);
    group.requestOpen(open);
    if (atOnce) {
      assert.is(opens(), 1);
      return;
    }
    assert.is(opens(), 0);
    clock.advance(699);
    assert.is(opens(), 0);
    clock.advance(1);
    assert.is(opens(), 1);
  });
}

test('while one tooltip is open, the next opens at once, however long it has been open', () => {
  const { clock, group, open, opens } = setUp();
  group.opened();
  clock.advance(10_000);
  group.requestOpen(open);
  assert.is(opens(), 1);
});

test('the skip window counts from the latest close', () => {
  const { clock, group, open, opens } = setUp();
  group.closed();
  clock.advance(200);
  group.opened();
  group.closed(); // restarts the 300 ms window
  clock.advance(299);
  group.requestOpen(open);
  assert.is(opens(), 1);
});

test.run();
