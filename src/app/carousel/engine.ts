// Carousel maths as plain functions of the carousel's shape: how many slides fit, where each slide
// sits, and which moves are possible. The component only renders what these return.

export interface Breakpoint {
  /** In em, as the CSS: the layout follows the visitor's text size (48em is 768 px at 16 px). */
  minWidthEm: number;
  slidesPerView: number;
}

/**
 * 1 slide per view below 48em (768 px at the default text size), 2 from 48em, 3 from 64em
 * (1024 px). Decided twice, in step: the CSS (Carousel.module.css, the slide widths) and
 * useSlidesPerView (these min-width media queries, for the moves and inert slides). Tested at
 * 767/768/1023/1024 px in test/components/Carousel.test.tsx
 * and in a real browser in test/e2e/carousel.test.ts.
 */
export const carouselBreakpoints: readonly Breakpoint[] = [
  { minWidthEm: 48, slidesPerView: 2 },
  { minWidthEm: 64, slidesPerView: 3 },
];

export interface CarouselShape {
  count: number;
  perView: number;
  loop: boolean;
}

export type Direction = -1 | 1;

export function wrap(index: number, count: number): number {
  return ((index % count) + count) % count;
}

/** Whether there is anything to move: with every slide in view, the carousel stands still. */
function scrolls({ count, perView }: CarouselShape): boolean {
  return count > perView;
}

/** The last index a slide can be aligned to the start at. */
export function lastStartIndex(shape: CarouselShape): number {
  if (!scrolls(shape)) return 0;
  return shape.loop ? shape.count - 1 : shape.count - shape.perView;
}

/**
 * Whether the carousel can move that way. Disabled buttons follow this exactly: when looping with
 * more slides than fit, it is always true, so the buttons are never disabled.
 */
export function canMove(shape: CarouselShape, index: number, direction: Direction): boolean {
  if (!scrolls(shape)) return false;
  if (shape.loop) return true;
  return direction === -1 ? index > 0 : index < lastStartIndex(shape);
}

export function clampIndex(shape: CarouselShape, index: number): number {
  return Math.min(Math.max(index, 0), lastStartIndex(shape));
}

export function step(shape: CarouselShape, index: number, direction: Direction): number {
  if (!canMove(shape, index, direction)) return clampIndex(shape, index);
  return shape.loop ? wrap(index + direction, shape.count) : index + direction;
}

/**
 * Where a slide sits, in slide widths from the start of the viewport (0 is the first visible
 * place). Looping keeps one slide parked just before the start, so stepping back slides it in,
 * and the rest after the visible ones: -1 … count-2. A slide whose place jumps by more than one
 * between two steps wraps around out of view, and must not animate across it.
 */
export function slideOffset(shape: CarouselShape, slide: number, index: number): number {
  if (!shape.loop || !scrolls(shape)) return slide - clampIndex(shape, index);
  const offset = wrap(slide - index, shape.count);
  return offset === shape.count - 1 ? -1 : offset;
}

export function isInView(shape: CarouselShape, slide: number, index: number): boolean {
  const offset = slideOffset(shape, slide, index);
  return offset >= 0 && offset < shape.perView;
}

/**
 * A drag moves the carousel one step when it travels far enough: a fifth of a slide, 80 px at
 * most, and never less than a few pixels (a carousel not laid out yet has no width).
 */
export const minDragPx = 8;

export function dragDirection(dragPx: number, slideWidthPx: number): Direction | 0 {
  const threshold = Math.max(minDragPx, Math.min(80, slideWidthPx * 0.2));
  if (dragPx <= -threshold) return 1;
  if (dragPx >= threshold) return -1;
  return 0;
}
