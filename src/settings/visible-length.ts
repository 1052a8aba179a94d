// A text's length as the operator sees it: an emoji, a flag or a letter with its accent typed as
// two code points is one character, so a limit of 500 means 500 of what is on the screen.

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** The characters a person sees in `text` (grapheme clusters). */
export function visibleLength(text: string): number {
  let count = 0;
  for (const _ of graphemes.segment(text)) count++;
  return count;
}
