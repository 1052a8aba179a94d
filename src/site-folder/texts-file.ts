// The operator's own texts: site/texts.env (in the operator's folder, which git and npm never
// touch) overrides the texts the README lists (config/text-names.ts), so an upgrade never asks
// the operator to merge. Read by the same strict NAME=value reader as site.env, with the same
// errors ("did you mean"); a text longer than its limit stops the build too.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseSettingsFile } from '../config/settings-file';
import { ConfigError, valueOf } from '../config/settings';
import { operatorTextLimits, operatorTextNames, type OperatorTexts } from '../config/text-names';
import { messages } from '../messages/catalogue';
import { shownPath } from './env-file';

export const textsFileName = 'texts.env';

export interface ReadTexts {
  texts: OperatorTexts;
  /** The file read, as the operator names it, or null when there is none (every default stays). */
  file: string | null;
}

/** The overrides in `siteDir`/texts.env, or a ConfigError naming the file, the line or the text. */
export function readOperatorTexts(root: string, siteDir: string): ReadTexts {
  const path = join(siteDir, textsFileName);
  if (!existsSync(path)) return { texts: {}, file: null };
  const file = shownPath(root, path);
  let content: string;
  try {
    content = readFileSync(path, 'utf8');
  } catch (error) {
    throw new ConfigError(messages().texts.unreadable(file, (error as Error).message));
  }
  const values = parseSettingsFile(content, file, operatorTextNames);
  const texts: OperatorTexts = {};
  for (const name of operatorTextNames) {
    const value = valueOf(values, name);
    if (value === undefined) continue;
    const length = [...value].length;
    if (length > operatorTextLimits[name]) throw new ConfigError(messages().texts.tooLong(file, name, operatorTextLimits[name], length));
    texts[name] = value;
  }
  return { texts, file };
}
