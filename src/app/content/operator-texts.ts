// The operator's own texts (site/texts.env), over the defaults written in the content files. The
// build passes them in the site config (settings/links.ts); the prerender, the build's own head tags
// and the app apply the same object before they render, so the prerendered HTML and the hydrated
// app agree. Content files read an overridable text through a getter, at render time.
import type { OperatorTextName, OperatorTexts } from '../../settings/text-names';

const applied: OperatorTexts = {};

/** Sets the texts every later render uses (replacing any applied before). */
export function applyOperatorTexts(texts: OperatorTexts = {}): void {
  for (const name of Object.keys(applied) as OperatorTextName[]) delete applied[name];
  Object.assign(applied, texts);
}

/** The operator's text for `name`, or the default written in the content file. */
export const operatorText = (name: OperatorTextName, fallback: string): string => applied[name] ?? fallback;
