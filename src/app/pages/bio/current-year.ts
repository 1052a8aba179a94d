// The /bio footer shows the current year (spec). The page is prerendered, so its HTML carries the
// build's year; in the browser the year is read from the visitor's clock, so it turns over at New
// Year without a rebuild. /bio's own tiny script (page-script.ts) does this before the app comes;
// the React page does the same in an effect, after hydrating /bio or after an in-app move to it.

/** Marks the element whose text is the year. */
export const currentYearAttribute = 'data-current-year';

/** Writes the year of `now` into every marked element under `root`. */
export function showCurrentYear(root: ParentNode, now: Date): void {
  for (const element of root.querySelectorAll(`[${currentYearAttribute}]`))
    element.textContent = String(now.getFullYear());
}
