// Where a floating part (toast, chat bubble, chat button, back-to-top) may sit without covering one
// of the page's controls. Pure: boxes in, an answer out.

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const hasArea = (box: Box) => box.left < box.right && box.top < box.bottom;

const overlap = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * True when the part shares some area with any target (touching edges do not count; an empty box, a part not
 * shown, covers nothing).
 */
export function coversAny(part: Box, targets: readonly Box[]): boolean {
  return hasArea(part) && targets.some((target) => hasArea(target) && overlap(part, target));
}

/**
 * How far up the part must move from its place to cover none of the targets: 0 where it covers
 * none, else just above the targets it would cover, in turn. Null when that would take its top
 * above `ceiling` (the header's bottom): there is no such place on the screen.
 */
export function clearingLift(part: Box, targets: readonly Box[], ceiling: number): number | null {
  let lift = 0;
  for (;;) {
    const moved = { ...part, top: part.top - lift, bottom: part.bottom - lift };
    const covered = targets.filter((target) => hasArea(target) && overlap(moved, target));
    if (!hasArea(part) || covered.length === 0) return lift;
    // Strictly more each round (every covered target starts above the moved part's bottom).
    lift = part.bottom - Math.min(...covered.map((target) => target.top));
    if (part.top - lift < ceiling) return null;
  }
}
