// Whether a floating part (toast, chat bubble, chat button, back-to-top) covers a call to action,
// and so must step aside. Pure: boxes in, an answer out.

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** True when the part shares some area with any target (touching edges do not count; an empty box, a part not shown, covers nothing). */
export function coversAny(part: Box, targets: readonly Box[]): boolean {
  return part.left < part.right && part.top < part.bottom && targets.some((target) => part.left < target.right && target.left < part.right && part.top < target.bottom && target.top < part.bottom);
}
