// Whether the live build is older than what it is made from: the code (a `git pull` without a
// build) or the operator's texts and pictures in site/ (changed and not published).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { buildInfoFile, type BuildInfo } from '../contracts/site-format';
import { ConfigError } from '../settings/errors';
import type { Env } from '../settings/setting-table';
import { siteSettingsDrift } from '../settings/settings';

/** What the build is made from, besides site/: the checked-out code. */
const codeEntries = ['src', 'static', 'build.ts', 'server.ts', 'package.json', 'package-lock.json'];

/** The most recently changed file under `paths`, as [path from root, when], or null. */
export function newestFile(root: string, paths: readonly string[]): [string, Date] | null {
  let newest: [string, Date] | null = null;
  const visit = (path: string) => {
    let stats;
    try {
      stats = statSync(path);
    } catch {
      return;
    }
    if (stats.isDirectory()) for (const name of readdirSync(path)) visit(join(path, name));
    else if (newest === null || stats.mtime > newest[1]) newest = [relative(root, path), stats.mtime];
  };
  for (const path of paths) visit(join(root, path));
  return newest;
}

/** The live build's record, or null without a build. */
export function liveBuildInfo(root: string): BuildInfo | null {
  try {
    return JSON.parse(readFileSync(join(root, 'dist', buildInfoFile), 'utf8')) as BuildInfo;
  } catch {
    return null;
  }
}

/** The site settings `env` (the settings file's) sets otherwise than the live build: a build is due. */
export function settingsDrift(env: Env, info: BuildInfo | null): string[] {
  if (!info) return [];
  try {
    return siteSettingsDrift(env, info.settings);
  } catch (error) {
    if (error instanceof ConfigError) return [error.message];
    throw error;
  }
}

export type Freshness = { kind: 'no-build' } | { kind: 'fresh' } | { kind: 'code' | 'site'; file: string };

export function buildFreshness(root: string, siteDir = 'site'): Freshness {
  const info = liveBuildInfo(root);
  if (info === null) return { kind: 'no-build' };
  const builtAt = new Date(info.builtAt);
  const code = newestFile(root, codeEntries);
  if (code && code[1] > builtAt) return { kind: 'code', file: code[0] };
  // site.env's settings are compared with the build's own (a server setting needs no build).
  const site = newestFile(root, [`${siteDir}/texts.env`, `${siteDir}/images`]);
  if (site && site[1] > builtAt) return { kind: 'site', file: site[0] };
  return { kind: 'fresh' };
}
