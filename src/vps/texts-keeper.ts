// Reads the operator's own changes to the code from git (since the release their branch left),
// keeps their texts in site/texts.env where that file does not already set them
// (text-migration.ts decides which are texts), and returns the files whose edits are not texts.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { messages } from '../messages/catalogue';
import { siteFolder } from '../settings/site-folder/env-file';
import { textsFileName } from '../settings/site-folder/texts-file';
import { operatorTextNames } from '../settings/text-names';
import { run } from './run';
import { writeIfDifferent } from './service-control';
import { withSettings } from './site-env-edit';
import { migrateTexts, textPlaces, type ChangedFile } from './text-migration';

export const gitOut = (root: string, ...args: string[]) => run('git', ['-C', root, ...args]).stdout.trim();

const readOr = (path: string, otherwise = ''): string => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return otherwise;
  }
};

const isContent = (path: string) => /(^|\/)content\//.test(path);

/** The texts of `texts` that the texts file does not set yet. */
export function newTexts(texts: Readonly<Record<string, string>>, textsFile: string): Record<string, string> {
  const set = (name: string) => new RegExp(`^\\s*${name}\\s*=`, 'm').test(textsFile);
  return Object.fromEntries(Object.entries(texts).filter(([name]) => !set(name)));
}

export function keepOperatorTexts(root: string, upstream = '@{u}'): string[] {
  const base = gitOut(root, 'merge-base', 'HEAD', upstream);
  const paths = gitOut(root, 'diff', '--name-only', base, '--', 'src').split('\n').filter(Boolean);
  const changed: ChangedFile[] = paths.filter(isContent).map((path) => ({
    path,
    before: run('git', ['-C', root, 'show', `${base}:${path}`]).stdout,
    mine: readOr(join(root, path)),
  }));
  const contentDir = join(root, 'src', 'app', 'content');
  const sources = Object.fromEntries(readdirSync(contentDir).map((name) => [name, readOr(join(contentDir, name))]));
  const { texts, otherEdits } = migrateTexts(textPlaces(sources), changed);
  const textsPath = join(siteFolder(root, {}), textsFileName);
  const current = readOr(textsPath);
  const fresh = newTexts(texts, current);
  writeIfDifferent(textsPath, withSettings(current, fresh, textsFileName, operatorTextNames));
  for (const name of Object.keys(fresh)) console.log(`✓ ${messages().vps.update.textKept(name, textsPath)}`);
  return [...otherEdits, ...paths.filter((path) => !isContent(path))];
}
