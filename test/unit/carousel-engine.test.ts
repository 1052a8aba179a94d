import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  canMove,
  dragDirection,
  isInView,
  lastStartIndex,
  slideOffset,
  step,
  wrap,
  type CarouselShape,
  type Direction,
} from '../../src/app/carousel/engine';

// The spec's carousel: 5 slides, looping, 1, 2 or 3 per view by breakpoint.
const slideCount = 5;
const perViews = [1, 2, 3] as const;
const directions: Direction[] = [1, -1];
const indexes = [0, 1, 2, 3, 4];
const looping = (perView: number): CarouselShape => ({ count: slideCount, perView, loop: true });
const notLooping = (perView: number): CarouselShape => ({ count: slideCount, perView, loop: false });
const slides = indexes;

// ---- wrap

const wraps: Array<[index: number, wrapped: number]> = [
  [0, 0],
  [4, 4],
  [5, 0],
  [7, 2],
  [-1, 4],
  [-5, 0],
  [-6, 4],
];

test('wrap: any index lands on a slide of the carousel, counting round from either end', () => {
  for (const [index, wrapped] of wraps) assert.is(wrap(index, slideCount), wrapped, `wrap(${index}, 5)`);
});

// ---- last start index

const lastStarts: Array<[shape: CarouselShape, last: number]> = [
  [notLooping(1), 4],
  [notLooping(2), 3],
  [notLooping(3), 2],
  [looping(1), 4],
  [looping(3), 4],
  // Every slide fits: nowhere to go.
  [{ count: 3, perView: 3, loop: false }, 0],
  [{ count: 2, perView: 3, loop: true }, 0],
];

test('last start index: the last slide a view can be aligned to the start at', () => {
  for (const [shape, last] of lastStarts) assert.is(lastStartIndex(shape), last, JSON.stringify(shape));
});

// ---- which moves are possible (the buttons' disabled state follows this)

test('looping with 5 slides: neither direction is ever disabled, at 1, 2 or 3 per view', () => {
  for (const perView of perViews) {
    for (const index of indexes) {
      for (const direction of directions) {
        assert.ok(canMove(looping(perView), index, direction), `perView ${perView}, index ${index}, direction ${direction}`);
      }
    }
  }
});

const notLoopingMoves: Array<[perView: number, index: number, direction: Direction, can: boolean]> = [
  [1, 0, -1, false],
  [1, 0, 1, true],
  [1, 2, -1, true],
  [1, 2, 1, true],
  [1, 4, -1, true],
  [1, 4, 1, false],
  [3, 0, -1, false],
  [3, 1, 1, true],
  [3, 2, -1, true],
  [3, 2, 1, false],
];

test('not looping: previous is disabled at the start and next at the end', () => {
  for (const [perView, index, direction, can] of notLoopingMoves) {
    assert.is(canMove(notLooping(perView), index, direction), can, `perView ${perView}, index ${index}, direction ${direction}`);
  }
});

test('nothing moves when all slides fit, looping or not', () => {
  const fits: CarouselShape[] = [
    { count: 3, perView: 3, loop: true },
    { count: 3, perView: 3, loop: false },
    { count: 2, perView: 3, loop: true },
    { count: 1, perView: 1, loop: true },
  ];
  for (const shape of fits) {
    for (const direction of directions) {
      assert.is(canMove(shape, 0, direction), false, `${JSON.stringify(shape)} direction ${direction}`);
      assert.is(step(shape, 0, direction), 0, `${JSON.stringify(shape)} stays at 0`);
    }
  }
});

// ---- step

const steps: Array<[shape: CarouselShape, from: number, direction: Direction, to: number]> = [
  [looping(1), 4, 1, 0],
  [looping(1), 0, -1, 4],
  [looping(3), 4, 1, 0],
  [looping(3), 0, -1, 4],
  [looping(2), 2, 1, 3],
  [looping(2), 2, -1, 1],
  [notLooping(1), 4, 1, 4],
  [notLooping(1), 0, -1, 0],
  [notLooping(1), 2, 1, 3],
  [notLooping(3), 2, 1, 2],
  [notLooping(3), 1, -1, 0],
];

test('step: wraps 4 → 0 and 0 → 4 when looping; clamps at the ends when not', () => {
  for (const [shape, from, direction, to] of steps) {
    assert.is(step(shape, from, direction), to, `${JSON.stringify(shape)}: ${from} by ${direction}`);
  }
});

// ---- where each slide sits

test('looping offsets: one slide parked at -1, the rest at 0 … count-2, all distinct', () => {
  const expected = [-1, ...Array.from({ length: slideCount - 1 }, (_, place) => place)];
  for (const perView of perViews) {
    for (const index of indexes) {
      const offsets = slides.map((slide) => slideOffset(looping(perView), slide, index));
      assert.equal([...offsets].sort((a, b) => a - b), expected, `perView ${perView}, index ${index}: ${offsets}`);
      // The slide at the current index is at the first visible place.
      assert.is(offsets[index], 0);
    }
  }
});

test('looping steps: every slide moves one place, except the one wrapping round, which is off-screen before and after', () => {
  for (const perView of perViews) {
    const shape = looping(perView);
    const offScreen = (offset: number) => offset < 0 || offset >= perView;
    for (const index of indexes) {
      for (const direction of directions) {
        const next = step(shape, index, direction);
        let jumps = 0;
        for (const slide of slides) {
          const before = slideOffset(shape, slide, index);
          const after = slideOffset(shape, slide, next);
          const where = `perView ${perView}, slide ${slide}, ${index} → ${next}: ${before} → ${after}`;
          if (Math.abs(after - before) > 1) {
            jumps++;
            // A jump across the track must not be seen: it happens out of view.
            assert.ok(offScreen(before) && offScreen(after), where);
          } else {
            assert.is(after, before - direction, where);
          }
        }
        // Exactly one slide wraps round per step (so the check above is not vacuous).
        assert.is(jumps, 1, `perView ${perView}, ${index} by ${direction}`);
      }
    }
  }
});

test('not looping: a slide sits at its distance from the (clamped) start index', () => {
  assert.equal(slides.map((slide) => slideOffset(notLooping(3), slide, 2)), [-2, -1, 0, 1, 2]);
  // Index 4 cannot be a start with 3 per view: the view stops at the last start, 2.
  assert.equal(slides.map((slide) => slideOffset(notLooping(3), slide, 4)), [-2, -1, 0, 1, 2]);
});

// ---- which slides are in view

test('in view: exactly perView slides, the current one and those after it, at each index', () => {
  for (const perView of perViews) {
    for (const index of indexes) {
      const inView = slides.filter((slide) => isInView(looping(perView), slide, index));
      const expected = Array.from({ length: perView }, (_, place) => wrap(index + place, slideCount)).sort((a, b) => a - b);
      assert.equal(inView, expected, `looping, perView ${perView}, index ${index}`);
    }
    for (let index = 0; index <= lastStartIndex(notLooping(perView)); index++) {
      const inView = slides.filter((slide) => isInView(notLooping(perView), slide, index));
      assert.is(inView.length, perView, `not looping, perView ${perView}, index ${index}`);
    }
  }
});

// ---- dragging

const drags: Array<[dragPx: number, slideWidthPx: number, direction: Direction | 0]> = [
  // 300 px slide: a fifth is 60 px.
  [-60, 300, 1],
  [-59, 300, 0],
  [60, 300, -1],
  [59, 300, 0],
  [0, 300, 0],
  [-250, 300, 1],
  [250, 300, -1],
  // 100 px slide: a fifth is 20 px.
  [-20, 100, 1],
  [19, 100, 0],
  [20, 100, -1],
  // 1000 px slide: a fifth would be 200 px, capped at 80 px.
  [-80, 1000, 1],
  [-79, 1000, 0],
  [80, 1000, -1],
  [79, 1000, 0],
];

test('drag: a fifth of the slide width (80 px at most) moves one step; dragging left is next, right is previous', () => {
  for (const [dragPx, slideWidthPx, direction] of drags) {
    assert.is(dragDirection(dragPx, slideWidthPx), direction, `${dragPx} px on a ${slideWidthPx} px slide`);
  }
});

test.run();
