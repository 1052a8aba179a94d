// The mark on each part of the landing page's floating layer (the toast, the chat bubble and
// button, back-to-top) that must keep clear of the page's calls to action: the layer finds its
// parts by it (pages/landing/useClearOfCallsToAction.ts).
export const floatingPartAttribute = 'data-floating-part';

/** Spread on a floating part's element. */
export const floatingPart = { [floatingPartAttribute]: '' } as const;
