// The mark on each part of the landing page's floating layer that must keep clear of the page's
// controls; the layer finds its parts by it (pages/landing/useClearOfControls.ts). A part steps
// aside (hidden, its place kept) while it would cover one; the toast instead moves up, clear of it,
// since the spec fixes how long it is shown.
export const floatingPartAttribute = 'data-floating-part';

/** Spread on a floating part that steps aside. */
export const floatingPart = { [floatingPartAttribute]: '' } as const;

/** Spread on a floating part that moves up instead. */
export const floatingPartThatMoves = { [floatingPartAttribute]: 'moves' } as const;
