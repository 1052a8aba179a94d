// The live build as the team step reads it: where kept members' pages come from, and what the build
// says of the team once it is written.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { headerRulesFile, type BuildInfo, type HeaderRules } from '../../contracts/site-format';
import { messages } from '../../messages/catalogue';
import type { LiveBuild } from './write-team';

/** The live build's folder, build.json and headers.json, or null when there is none (or it cannot be read). */
export async function readLiveBuild(liveDir: string | null, info: BuildInfo | null): Promise<LiveBuild | null> {
  if (!liveDir || !info) return null;
  try {
    const rules = JSON.parse(await readFile(join(liveDir, headerRulesFile), 'utf8')) as HeaderRules;
    return { dir: liveDir, info, rules };
  } catch {
    return null;
  }
}

/** One line: how many members are live, and how many have a problem (said again at the end). */
export const teamSummary = (rules: HeaderRules, problems: number, ms: number): string =>
  `${messages().team.published(Object.keys(rules.memberPingDestinations ?? {}).length, problems)} (${ms} ms)`;
