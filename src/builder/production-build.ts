// `npm run build` for production: the whole site is written into a new folder beside the live one
// (build-store.ts), with the previous builds' hashed files carried over (asset-retention.ts),
// loaded once as the server would load it, and only then switched in with one rename. Anything
// that fails before the switch removes the new folder and leaves dist/ as it was.
import * as esbuild from 'esbuild';
import { rm } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import type { SiteConfig } from '../settings/links';
import type { SiteSettings, SiteVariable } from '../settings/settings';
import { loadSite } from '../server/site/load-site';
import { retainAssets } from './store/asset-retention';
import { BuildRefused, buildStoreName, listBuilds, liveBuildDir, startBuild } from './store/build-store';
import { goLiveAdvice } from './store/build-report';
import { recordServerCode, serverCodeDiffers } from './store/server-code';
import { checkServerCanRead, makeBuildReadable } from './store/server-readable';
import { verdictLines } from './output/verdict';

export { BuildRefused };
import { foldVariantRows, runImageStep } from './pictures/generate';
import { gonePictureWarnings } from './pictures/gone';
import { demoOverRealMessage, demoValuesOverReal, readLiveBuildInfo } from './store/settings-guard';
import { buildBrowserCode } from './bundle/browser-options';
import { reportBuildOptions, serverBuildOptions } from './bundle/server-bundle';
import { measureDist } from './output/sizes';
import { writeBioQr } from './qr/qr-code';
import { writeExports, writeSite } from './output/write-site';
import type { BuildPaths } from './paths';
import { sizeTable } from './output/sizes';
import { messages } from '../messages/catalogue';
import { readFile } from 'node:fs/promises';
import { prepareTeam } from './team/team-step';
import { planTeam } from './team/team-plan';
import { foldTeamRows } from './team/team-sizes';
import { readLiveBuild, teamSummary } from './team/live-build';

export interface AtomicBuildOptions {
  settings: SiteSettings;
  demoDefaultsUsed: SiteVariable[];
  config: SiteConfig;
  retentionDays: number;
  /** The operator said demo values may replace real ones (settings-guard.ts). */
  allowDemoOverReal: boolean;
  /** Named in messages: where the operator keeps the settings. */
  settingsFile: string;
  /** Printed while the settings were read; repeated in the verdict. */
  warnings?: readonly string[];
  builtAt?: Date;
}

/**
 * The build's last lines: the kept builds, what puts it live (a reload, or a restart when the server's code
 * changed), then the verdict (what went live, every warning, the restart again last).
 */
async function printWhatWentLive(root: string, options: AtomicBuildOptions, qrLine: string, restart: boolean) {
  console.log(qrLine);
  const builds = await listBuilds(root);
  console.log(messages().deploy.build.keptCount(builds.length));
  console.log(goLiveAdvice(restart));
  console.log(verdictLines({ ...options, warnings: options.warnings ?? [], restart }).join('\n'));
}

export async function buildAtomically(paths: BuildPaths, options: AtomicBuildOptions): Promise<void> {
  const started = performance.now();
  const builtAt = options.builtAt ?? new Date();
  const liveDir = await liveBuildDir(paths.root);
  const liveInfo = await readLiveBuildInfo(liveDir);
  const demoOverReal = demoValuesOverReal(liveInfo, options.demoDefaultsUsed);
  if (demoOverReal.length > 0 && !options.allowDemoOverReal)
    throw new BuildRefused(demoOverRealMessage(demoOverReal, options.settingsFile));

  // Pictures first: a bad source stops the build before a new folder exists.
  const images = await runImageStep(paths);
  const gonePictures = gonePictureWarnings(liveInfo, images);
  for (const warning of gonePictures) console.warn(warning);
  // The team: one member's mistake keeps that member's last good pages, and stops nothing else.
  const team = await prepareTeam(paths, options.settings);
  const liveBuild = await readLiveBuild(liveDir, liveInfo);
  const liveSitemap = liveDir ? await readFile(join(liveDir, 'sitemap.xml'), 'utf8').catch(() => null) : null;
  const plan = planTeam(team, liveInfo, liveSitemap);
  const pending = await startBuild(paths.root, builtAt);
  const target: BuildPaths = { ...paths, distDir: pending.dir, assetsDir: join(pending.dir, 'assets') };
  try {
    await rm(paths.scratchDir, { recursive: true, force: true });
    const browser = await buildBrowserCode(target, options.config, () => images.manifest);
    const teamStarted = performance.now();
    const teamInput = { prepared: team, plan, live: liveBuild };
    const rules = await writeSite(target, browser, images, { ...options, builtAt, team: teamInput });
    if (team.members.length + team.problems.length > 0)
      console.log(teamSummary(rules, team.problems.length, Math.round(performance.now() - teamStarted)));
    const qrLine = await writeBioQr(pending.dir, options.settings.siteUrl);
    await Promise.all([esbuild.build(serverBuildOptions(target)), esbuild.build(reportBuildOptions(target))]);
    await recordServerCode(pending.dir, paths.root);
    // The server running the live build runs its code: a different one takes a restart to serve this build.
    const restart = liveDir !== null && (await serverCodeDiffers(liveDir, pending.dir));
    const sizes = sizeTable(foldVariantRows(foldTeamRows(await measureDist(pending.dir, rules.files))));
    const retention = await retainAssets(pending.dir, liveDir, rules, builtAt, options.retentionDays);
    await writeExports(pending.dir, retention.rules);
    // Readable by the server's user whatever the umask, and checked as that user before it can go live.
    await makeBuildReadable(paths.root, pending.dir);
    const unreadable = await checkServerCanRead(paths.root, pending.dir, resolve(paths.root, options.settingsFile));
    const readWarnings = unreadable ? [unreadable] : [];
    for (const warning of readWarnings) console.warn(warning);
    // Loaded exactly as the server will load it: a build that the server would refuse is never live.
    loadSite(pending.dir);
    const live = await pending.finish();

    console.log(sizes);
    const said = messages().deploy.build;
    const { retained, pruned, missing } = retention;
    console.log(
      said.retained(retained.length, options.retentionDays, pruned.length) +
        (missing.length > 0 ? said.alreadyGone(missing.length, missing.join(', ')) : ''),
    );
    console.log(said.built(Math.round(performance.now() - started), `${buildStoreName}/${basename(live)}`));
    // The pictures' warnings join the settings' in the verdict, on every build: a cached picture is cropped the same.
    await printWhatWentLive(
      paths.root,
      {
        ...options,
        // The team's lines last: a member not published is what the operator must not miss.
        warnings: [
          ...(options.warnings ?? []),
          ...images.warnings,
          ...gonePictures,
          ...readWarnings,
          ...team.warnings,
          ...plan.lines,
        ],
      },
      qrLine,
      restart,
    );
  } catch (error) {
    await pending.discard();
    console.error(messages().deploy.build.failed);
    throw error;
  }
}
