// A build must not quietly replace a live site made with the operator's real settings by one with
// demo values (an upgrade run without the settings file, a typo in its name). It stops instead,
// unless the operator says so with a variable or flag whose name states what happens.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseDemoOverride } from '../../settings/deploy-settings';
import { settingName, type Env, type SiteVariable } from '../../settings/setting-table';
import { messages } from '../../messages/catalogue';
import { buildInfoFile, type BuildInfo } from '../../contracts/site-format';

const demoOverrideVariable = settingName.REPLACE_REAL_SETTINGS_WITH_DEMO;
export const demoOverrideFlag = '--replace-real-settings-with-demo';

/** The variables that are real in the live build and would become demo values with this one. */
export function demoValuesOverReal(
  live: Pick<BuildInfo, 'demoDefaultsUsed'> | null,
  next: readonly SiteVariable[],
): SiteVariable[] {
  if (!live) return [];
  const liveDemo = new Set(live.demoDefaultsUsed ?? []);
  return next.filter((name) => !liveDemo.has(name));
}

export function demoOverrideGiven(env: Env, argv: readonly string[]): boolean {
  if (argv.includes(demoOverrideFlag)) return true;
  return parseDemoOverride(env);
}

export function demoOverRealMessage(variables: readonly SiteVariable[], settingsFile: string): string {
  return messages().deploy.demoGuard.overReal(
    variables.join(', '),
    variables.length,
    settingsFile,
    demoOverrideVariable,
    demoOverrideFlag,
  );
}

/** The live build's record, or null when there is none (or it cannot be read: nothing to protect). */
export async function readLiveBuildInfo(liveDir: string | null): Promise<BuildInfo | null> {
  if (!liveDir) return null;
  try {
    return JSON.parse(await readFile(join(liveDir, buildInfoFile), 'utf8')) as BuildInfo;
  } catch {
    return null;
  }
}
