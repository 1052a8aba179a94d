// Skew protection: a page served just before a deploy still refers to the previous build's hashed
// files (chunk names change with the settings). Every file under assets/ that a build live within
// the last ASSET_RETENTION_DAYS referred to is carried into the new build folder (hard-linked: no
// copy, no extra disk) and listed in headers.json under retainedFiles, so the Node server, nginx
// and static hosts keep serving it with its immutable headers. Pages always refer to the newest.
// The clock starts when a file stops being referred to: the time of the build that dropped it.
import { copyFile, link, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { assetHistoryFile, headerRulesFile, type HeaderRules } from '../../contracts/site-format';

const dayMs = 24 * 60 * 60 * 1000;

/** Retained files (dist-relative) → when the live build stopped referring to them. */
export type AssetHistory = Record<string, { supersededAt: string }>;

export interface RetentionInput {
  /** Every assets/ file the previous build served: its own and the ones it retained. */
  previousAssets: readonly string[];
  previousHistory: AssetHistory;
  /** The assets/ files of the new build. */
  currentAssets: ReadonlySet<string>;
  now: Date;
  retentionDays: number;
}

/** Keeps a file superseded less than the window ago; prunes the rest. 0 days keeps none. */
export function planRetention({ previousAssets, previousHistory, currentAssets, now, retentionDays }: RetentionInput) {
  const retained: AssetHistory = {};
  const pruned: string[] = [];
  for (const file of previousAssets) {
    if (currentAssets.has(file)) continue;
    const supersededAt = previousHistory[file]?.supersededAt ?? now.toISOString();
    const ageMs = now.getTime() - Date.parse(supersededAt);
    if (ageMs < retentionDays * dayMs) retained[file] = { supersededAt };
    else pruned.push(file);
  }
  return { retained, pruned };
}

async function readJson<T>(path: string, fallback: T): Promise<T> {
  try {
    return JSON.parse(await readFile(path, 'utf8')) as T;
  } catch {
    return fallback;
  }
}

/** A hard link (no bytes copied), or a copy across file systems; a file already there is the same file. */
export async function linkOrCopy(from: string, to: string): Promise<void> {
  try {
    await link(from, to);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    // Already there: a rollback's target build may hold the file too, and a hashed name is its content.
    if (code === 'EEXIST') return;
    if (code !== 'EXDEV' && code !== 'EPERM') throw error;
    await copyFile(from, to);
  }
}

export interface RetentionResult {
  rules: HeaderRules;
  retained: string[];
  pruned: string[];
  /** Retained files that were missing from the previous build's folder (not carried over). */
  missing: string[];
}

/** Carries the retained files of `previousDir` into `buildDir` and records them in its header rules. */
export async function retainAssets(
  buildDir: string,
  previousDir: string | null,
  rules: HeaderRules,
  now: Date,
  retentionDays: number,
): Promise<RetentionResult> {
  const isAsset = (file: string) => file.startsWith('assets/');
  const previousRules = previousDir
    ? await readJson<HeaderRules | null>(join(previousDir, headerRulesFile), null)
    : null;
  const previousHistory = previousDir ? await readJson<AssetHistory>(join(previousDir, assetHistoryFile), {}) : {};
  const plan = planRetention({
    previousAssets: previousRules ? Object.keys(previousRules.files).filter(isAsset) : [],
    previousHistory,
    currentAssets: new Set(Object.keys(rules.files).filter(isAsset)),
    now,
    retentionDays,
  });
  const history: AssetHistory = {};
  const retainedFiles: Record<string, string> = {};
  const missing: string[] = [];
  for (const [file, entry] of Object.entries(plan.retained)) {
    const rule = previousRules!.files[file]!;
    try {
      for (const variant of [rule.identity, rule.br, rule.gzip]) {
        if (variant) await linkOrCopy(join(previousDir!, variant.file), join(buildDir, variant.file));
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      missing.push(file);
      continue;
    }
    rules.files[file] = rule;
    retainedFiles[`/${file}`] = file;
    history[file] = entry;
  }
  const merged: HeaderRules = { ...rules, retainedFiles };
  await writeFile(join(buildDir, headerRulesFile), JSON.stringify(merged, null, 2) + '\n');
  await writeFile(join(buildDir, assetHistoryFile), JSON.stringify(history, null, 2) + '\n');
  return { rules: merged, retained: Object.keys(history), pruned: plan.pruned, missing };
}
