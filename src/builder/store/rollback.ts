// npm run rollback: the build before the live one becomes live again, with the same guarantees as a
// deploy. Pages the live build served until the reload still ask for its hashed files, so those are
// carried into the build going live (asset-retention.ts, as a new build carries them), the result
// is loaded as the server will load it, and only then dist is switched with one rename. Nothing is
// pruned: the next call goes one build further back.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { loadSite } from '../../server/site/load-site';
import { headerRulesFile, type HeaderRules } from '../../contracts/site-format';
import { writeExports } from '../output/write-site';
import { retainAssets } from './asset-retention';
import {
  BuildRefused,
  buildStoreName,
  keptBuilds,
  listBuilds,
  lockStore,
  switchDist,
  type KeptBuild,
} from './build-store';
import { previousBuild } from './build-report';
import { messages } from '../../messages/catalogue';

export interface RollbackResult {
  from: KeptBuild;
  to: KeptBuild;
  /** Every kept build after the switch, newest first. */
  builds: KeptBuild[];
}

/** A build's header rules without the files it retained from earlier builds: what it serves of its own. */
async function ownRules(dir: string): Promise<HeaderRules> {
  const rules = JSON.parse(await readFile(join(dir, headerRulesFile), 'utf8')) as HeaderRules;
  const files = { ...rules.files };
  for (const file of Object.values(rules.retainedFiles ?? {})) delete files[file];
  const { retainedFiles: _retained, ...own } = rules;
  return { ...own, files };
}

export async function rollBack(root: string, now: Date, retentionDays: number): Promise<RollbackResult> {
  // Before any build there is no store to lock, and nothing to go back to.
  if (!existsSync(join(root, buildStoreName))) throw new BuildRefused(messages().deploy.rollback.noBuildYet);
  const unlock = await lockStore(join(root, buildStoreName));
  try {
    const builds = await listBuilds(root);
    const from = builds.find((build) => build.live);
    if (!from) throw new BuildRefused(messages().deploy.rollback.noLiveBuild(buildStoreName));
    const to = previousBuild(builds);
    if (!to) {
      throw new BuildRefused(messages().deploy.rollback.liveIsOldest(from.name, keptBuilds));
    }
    const retention = await retainAssets(to.dir, from.dir, await ownRules(to.dir), now, retentionDays);
    await writeExports(to.dir, retention.rules);
    // Refused here, before the switch, if the server could not load it (damaged, or made by another version
    // of the code).
    loadSite(to.dir);
    await switchDist(root, to.dir);
    return { from, to, builds: builds.map((build) => ({ ...build, live: build.name === to.name })) };
  } finally {
    await unlock();
  }
}
