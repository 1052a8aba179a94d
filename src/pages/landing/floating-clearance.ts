// Which floating parts (toast, chat bubble, chat button, back-to-top) must step aside so that no
// call to action is under them. Pure: boxes in, indexes out.

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** True when the two boxes share some area (touching edges do not count). */
export function boxesOverlap(a: Box, b: Box): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/**
 * The indexes of the parts over any call to action. A part that holds keyboard focus stays (hiding
 * it would drop the focus), and an empty box (a part not shown) covers nothing.
 */
export function partsOverCallsToAction(parts: ReadonlyArray<{ box: Box; focused: boolean }>, callsToAction: readonly Box[]): number[] {
  const covering: number[] = [];
  for (const [index, { box, focused }] of parts.entries()) {
    if (focused || box.right <= box.left || box.bottom <= box.top) continue;
    if (callsToAction.some((target) => boxesOverlap(box, target))) covering.push(index);
  }
  return covering;
}
