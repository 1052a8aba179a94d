// The operator's own texts: site/texts.env (in the operator's folder, which git and npm never
// touch) overrides the texts the README lists (settings/text-names.ts), so an upgrade never asks
// the operator to merge. Read by the same strict NAME=value reader as site.env, with the same
// errors ("did you mean", UTF-8 only, the line named); a text longer than its limit, or with HTML
// in it, stops too.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError } from '../errors';
import { markupIn, operatorTextLimits, operatorTextNames, type OperatorTexts } from '../text-names';
import { visibleLength } from '../visible-length';
import { messages } from '../../messages/catalogue';
import { readStrictFile, shownPath } from './env-file';

export const textsFileName = 'texts.env';

export interface ReadTexts {
  texts: OperatorTexts;
  /** The file read, as the operator names it, or null when there is none (every default stays). */
  file: string | null;
}

/** The overrides in `siteDir`/texts.env, or a ConfigError naming the file, the line and the text. */
export function readOperatorTexts(root: string, siteDir: string): ReadTexts {
  const path = join(siteDir, textsFileName);
  if (!existsSync(path)) return { texts: {}, file: null };
  const file = shownPath(root, path);
  const { values, lines } = readStrictFile(path, file, (reason) => messages().texts.unreadable(file, reason), {
    names: operatorTextNames,
  });
  const texts: OperatorTexts = {};
  for (const name of operatorTextNames) {
    const value = values[name]?.trim();
    if (value === undefined) continue;
    const where = messages().settings.atLine(file, lines[name]!);
    if (value === '') throw new ConfigError(`${where}: ${messages().settings.emptyValue(name)}`, name);
    const length = visibleLength(value);
    if (length > operatorTextLimits[name])
      throw new ConfigError(`${where}: ${messages().texts.tooLong(name, operatorTextLimits[name], length)}`, name);
    // The page shows a text as written: a tag or an entity would reach visitors as its raw signs.
    const markup = markupIn(value);
    if (markup) throw new ConfigError(`${where}: ${messages().texts.markup(name, markup)}`, name);
    texts[name] = value;
  }
  return { texts, file };
}
