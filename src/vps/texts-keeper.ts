// Reads the operator's own changes to the code from git, keeps their texts in site/texts.env
// where that file does not already set them (text-migration.ts decides which are texts, from the
// new code's content files), and returns the files whose edits are not texts. Their changes are
// either the working tree (the update, before it sets them aside) or a branch that holds them
// (`ozonteck guardar-textos`, after a manual update).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { messages } from '../messages/catalogue';
import { siteFolder } from '../settings/site-folder/env-file';
import { textsFileName } from '../settings/site-folder/texts-file';
import { operatorTextNames } from '../settings/text-names';
import { run } from './run';
import { writeIfDifferent } from './service-control';
import { withSettings } from './site-env-edit';
import { StepFailed } from './steps';
import { migrateTexts, textPlaces, type ChangedFile } from './text-migration';

export const gitOut = (root: string, ...args: string[]) => run('git', ['-C', root, ...args]).stdout.trim();

/** A file at a commit, or '' where it does not exist. */
const fileAt = (root: string, ref: string, path: string) => run('git', ['-C', root, 'show', `${ref}:${path}`]).stdout;

const readOr = (path: string): string => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
};

const isContent = (path: string) => /(^|\/)content\//.test(path);
const contentFolder = 'src/app/content';

/** The texts of `texts` that the texts file does not set yet. */
export function newTexts(texts: Readonly<Record<string, string>>, textsFile: string): Record<string, string> {
  const set = (name: string) => new RegExp(`^\\s*${name}\\s*=`, 'm').test(textsFile);
  return Object.fromEntries(Object.entries(texts).filter(([name]) => !set(name)));
}

export interface OperatorChanges {
  /** The new code, whose content files say which text is which. */
  release: string;
  /** The operator's changes: a branch or commit, or null for the working tree. */
  mine: string | null;
}

export function keepOperatorTexts(root: string, { release, mine }: OperatorChanges): string[] {
  const base = gitOut(root, 'merge-base', mine ?? 'HEAD', release);
  const diffArgs = mine === null ? [base] : [base, mine];
  const paths = gitOut(root, 'diff', '--name-only', ...diffArgs, '--', 'src').split('\n').filter(Boolean);
  const changed: ChangedFile[] = paths.filter(isContent).map((path) => ({
    path,
    before: fileAt(root, base, path),
    mine: mine === null ? readOr(join(root, path)) : fileAt(root, mine, path),
  }));
  const names = gitOut(root, 'ls-tree', '--name-only', `${release}:${contentFolder}`).split('\n').filter(Boolean);
  const sources = Object.fromEntries(names.map((name) => [name, fileAt(root, release, `${contentFolder}/${name}`)]));
  const { texts, otherEdits } = migrateTexts(textPlaces(sources), changed);
  const textsPath = join(siteFolder(root, {}), textsFileName);
  const current = readOr(textsPath);
  const fresh = newTexts(texts, current);
  writeIfDifferent(textsPath, withSettings(current, fresh, textsFileName, operatorTextNames));
  for (const name of Object.keys(fresh)) console.log(`✓ ${messages().vps.update.textKept(name, textsPath)}`);
  return [...otherEdits, ...paths.filter((path) => !isContent(path))];
}

/** `ozonteck guardar-textos <branch>`: the texts of a branch the operator set aside by hand. */
export function keepTextsOf(root: string, branch: string | undefined): boolean {
  const said = messages().vps.update;
  if (!branch || run('git', ['-C', root, 'rev-parse', '--verify', '--quiet', `${branch}^{commit}`]).code !== 0) {
    throw new StepFailed(said.noSuchBranch(branch ?? ''), said.nothingChanged, said.nameTheBranch);
  }
  const others = keepOperatorTexts(root, { release: 'HEAD', mine: branch });
  if (others.length > 0) console.log(`! ${said.notTexts(others.join(', '))}`);
  return true;
}
