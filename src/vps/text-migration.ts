// An operator who followed an older README edited the texts in the code (hero.ts in the content
// folder, then under src/, now src/app/content/) and committed them; `git pull` then stops
// ("divergent branches"). The update finds the texts they changed, keeps each where the site
// reads it now (site/texts.env), and names the edits it could not keep that way (other code),
// which stay on a backup branch. Which text is which comes from the content files themselves:
// each overridable text is a getter returning `operatorText('NAME', 'default')`
// (src/app/content/operator-texts.ts). Pure.
import type { OperatorTextName } from '../settings/text-names';

export interface TextPlace {
  /** The content file's name (hero.ts), in the old folder and the new one alike. */
  file: string;
  /** The property the text is in the old files (badge). */
  key: string;
  name: OperatorTextName;
}

const stringLiteral = String.raw`'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"`;
const concatenation = String.raw`(?:${stringLiteral})(?:\s*\+\s*(?:${stringLiteral}))*`;

/** The value of a string expression: quoted pieces joined by `+`. */
function valueOfLiteral(expression: string): string {
  return [...expression.matchAll(new RegExp(stringLiteral, 'g'))]
    .map(([piece]) => piece.slice(1, -1).replace(/\\n/g, '\n').replace(/\\(.)/g, '$1'))
    .join('');
}

/** Each overridable text's file and property, read from the current content files' getters. */
export function textPlaces(contentSources: Readonly<Record<string, string>>): TextPlace[] {
  const getter = /get\s+(\w+)\(\)\s*\{\s*return\s+operatorText\(\s*'([A-Z_]+)'/g;
  return Object.entries(contentSources).flatMap(([file, source]) =>
    [...source.matchAll(getter)].map(([, key, name]) => ({ file, key: key!, name: name as OperatorTextName })),
  );
}

/** Where a text's value is written: `key: '…'` (the old files) or `operatorText('NAME', '…')` (the new). */
const textPatterns = (place: TextPlace): RegExp[] => [
  new RegExp(String.raw`\b${place.key}\s*:\s*(${concatenation})`),
  new RegExp(String.raw`operatorText\(\s*'${place.name}'\s*,\s*(${concatenation})`),
];

/** A text's value in one version of a content file: `key: '…'` (old layout) or `operatorText('NAME', '…')`. */
export function textValue(source: string, place: TextPlace): string | undefined {
  for (const pattern of textPatterns(place)) {
    const match = pattern.exec(source);
    if (match) return valueOfLiteral(match[1]!);
  }
  return undefined;
}

export interface ChangedFile {
  /** The path in the repository, the content folder's old place or its new one. */
  path: string;
  /** The file at the release the operator's commits started from, and as they left it ('' when absent). */
  before: string;
  mine: string;
}

export interface Migration {
  texts: Partial<Record<OperatorTextName, string>>;
  /** Changed files whose changes are not all texts the site now reads from site/texts.env. */
  otherEdits: string[];
}

const baseName = (path: string) => path.slice(path.lastIndexOf('/') + 1);

export function migrateTexts(places: readonly TextPlace[], changed: readonly ChangedFile[]): Migration {
  const texts: Migration['texts'] = {};
  const otherEdits: string[] = [];
  for (const file of changed) {
    const here = places.filter((place) => place.file === baseName(file.path));
    let rest = { before: file.before, mine: file.mine };
    for (const place of here) {
      const [before, mine] = [textValue(file.before, place), textValue(file.mine, place)];
      if (mine !== undefined && mine !== before) texts[place.name] = mine;
      // What is left once the texts are set aside: any other difference is an edit of the code.
      const blank = (source: string) =>
        textPatterns(place).reduce((text, pattern) => text.replace(pattern, ''), source);
      rest = { before: blank(rest.before), mine: blank(rest.mine) };
    }
    if (rest.before !== rest.mine) otherEdits.push(file.path);
  }
  return { texts, otherEdits };
}
