// Pure maths for responsive pictures: how wide a slot is drawn at a viewport width (mirroring the
// CSS), the `sizes` attribute that tells the browser the same, the variant widths to generate,
// and the crop that gives a source the slot's aspect ratio. No I/O: the build and the browser
// code both use it, and test/unit/image-layout.test.ts checks it against hand-computed figures.

/**
 * From the viewport width `fromViewport` up (a CSS `min-width` breakpoint), the picture is
 * `(min(100vw − padding, container) − gaps) / columns − inset` CSS pixels wide. `padding` is the
 * page's horizontal padding (both sides together), `container` the content's max-width, `gaps`
 * the gaps between the columns in a row (all of them together), `columns` how many pictures share
 * the row (a fraction when the picture's column is a share of a grid: the hero's is 1 of 2.05fr),
 * `inset` what the picture's own box loses inside its column (borders, padding).
 */
export interface LayoutRule {
  fromViewport: number;
  padding: number;
  container?: number;
  gaps?: number;
  columns?: number;
  inset?: number;
}

/** Rules in ascending `fromViewport` order; the first must start at 0. */
export type SlotLayout = readonly LayoutRule[];

/** Aspect ratio as width:height, e.g. [16, 9]. */
export type Ratio = readonly [number, number];

/** The viewport widths and densities the variants are generated for (README, Fotos). */
export const viewportRange = { min: 320, max: 1280 } as const;
/** Phones (up to 480 px wide) go up to 3x; tablets and computers to 2x. */
export const phoneViewportMax = 480;
export function maxDensityAt(viewport: number): number {
  return viewport <= phoneViewportMax ? 3 : 2;
}
/** Consecutive variant widths differ by at most this factor, so a browser never gets more than
 * 20% more width (44% more pixels) than it needs, within the range of the source. */
export const widthStep = 1.2;

function ruleAt(layout: SlotLayout, viewport: number): LayoutRule {
  let chosen = layout[0]!;
  for (const rule of layout) if (rule.fromViewport <= viewport) chosen = rule;
  return chosen;
}

/** The CSS width of the slot's picture at a viewport width. */
export function displayWidth(layout: SlotLayout, viewport: number): number {
  const { padding, container = Infinity, gaps = 0, columns = 1, inset = 0 } = ruleAt(layout, viewport);
  return (Math.min(viewport - padding, container) - gaps) / columns - inset;
}

/** The default text size: the CSS's breakpoints are in em, so the layout follows the visitor's
 * text size, and `sizes` says the same (`fromViewport` is in px at this size). */
const remPx = 16;

const px = (value: number) => `${Math.round(value * 100) / 100}px`;

/** `calc(…)` for the fluid part of a rule: (100vw − padding − gaps − inset·columns) / columns. */
function fluidLength(rule: LayoutRule): string {
  const { padding, gaps = 0, columns = 1, inset = 0 } = rule;
  const subtracted = padding + gaps + inset * columns;
  const minus = subtracted === 0 ? '100vw' : `100vw - ${px(subtracted)}`;
  if (columns === 1) return subtracted === 0 ? '100vw' : `calc(${minus})`;
  return `calc((${minus}) / ${Math.round(columns * 1000) / 1000})`;
}

/**
 * The `sizes` attribute for a layout: one entry per rule, widest breakpoint first, plus a fixed
 * width from the viewport at which the container's max-width is reached (when that happens before
 * the next breakpoint). Only `em` media conditions, `px` and `calc()`: every browser with `srcset` reads it.
 */
export function sizesAttribute(layout: SlotLayout): string {
  const segments: { from: number; length: string }[] = [];
  layout.forEach((rule, index) => {
    const next = layout[index + 1]?.fromViewport ?? Infinity;
    const cappedFrom = rule.container === undefined ? Infinity : rule.container + rule.padding;
    if (cappedFrom > rule.fromViewport) segments.push({ from: rule.fromViewport, length: fluidLength(rule) });
    if (cappedFrom < next) {
      const from = Math.max(cappedFrom, rule.fromViewport);
      segments.push({ from, length: px(displayWidth(layout, from)) });
    }
  });
  // A segment that repeats the previous one's length adds nothing.
  const distinct = segments.filter((segment, index) => index === 0 || segment.length !== segments[index - 1]!.length);
  return distinct
    .reverse()
    .map(({ from, length }) => (from === 0 ? length : `(min-width: ${from / remPx}em) ${length}`))
    .join(', ');
}

/** The most device pixels the slot needs across the viewport range, at each width's highest density. */
export function widestNeed(layout: SlotLayout): number {
  let widest = 0;
  for (let viewport = viewportRange.min; viewport <= viewportRange.max; viewport++) {
    widest = Math.max(widest, displayWidth(layout, viewport) * maxDensityAt(viewport));
  }
  return Math.ceil(widest);
}

/** The smallest: the narrowest viewport at 1x. */
export function narrowestNeed(layout: SlotLayout): number {
  let narrowest = Infinity;
  for (let viewport = viewportRange.min; viewport <= viewportRange.max; viewport++) {
    narrowest = Math.min(narrowest, displayWidth(layout, viewport));
  }
  return Math.ceil(narrowest);
}

const roundUpTo8 = (value: number) => Math.ceil(value / 8) * 8;

/**
 * The variant widths for a slot: from the narrowest need upwards in steps of at most `widthStep`,
 * up to the widest need, and never wider than the source (no upscaling): the last variant is the
 * widest need or the source's own width, whichever is smaller.
 */
export function variantWidths(layout: SlotLayout, sourceWidth: number): number[] {
  const narrowest = Math.min(roundUpTo8(narrowestNeed(layout)), sourceWidth);
  const top = Math.min(widestNeed(layout), sourceWidth);
  const widths: number[] = [];
  for (let width = narrowest; width < top; width = roundUpTo8(width * widthStep - 7)) widths.push(width);
  widths.push(top);
  return widths;
}

/** The height of a variant of the given width at the slot's ratio. */
export function heightFor(width: number, [ratioWidth, ratioHeight]: Ratio): number {
  return Math.round((width * ratioHeight) / ratioWidth);
}

/** A point of interest in the source, as fractions of its width and height (0.5, 0.5 = centre). */
export interface FocalPoint {
  x: number;
  y: number;
}

export const centre: FocalPoint = { x: 0.5, y: 0.5 };

export interface CropRegion {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * The largest region of the slot's ratio inside the source, placed so the focal point is as near
 * its centre as the source's edges allow. A source already at the ratio is not cropped (to the
 * pixel); nothing is ever stretched.
 */
export function cropRegion(
  sourceWidth: number,
  sourceHeight: number,
  ratio: Ratio,
  focus: FocalPoint = centre,
): CropRegion {
  const [ratioWidth, ratioHeight] = ratio;
  let width = sourceWidth;
  let height = Math.round((sourceWidth * ratioHeight) / ratioWidth);
  if (height > sourceHeight) {
    height = sourceHeight;
    width = Math.round((sourceHeight * ratioWidth) / ratioHeight);
  }
  const place = (extent: number, full: number, at: number) =>
    Math.min(full - extent, Math.max(0, Math.round(at * full - extent / 2)));
  return { left: place(width, sourceWidth, focus.x), top: place(height, sourceHeight, focus.y), width, height };
}
