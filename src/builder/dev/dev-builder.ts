// What npm run dev rebuilds on a save: the pictures when static/images/ or site/images/ changed, static/ when
// another file there changed, then the app and prerender passes (incremental esbuild contexts) and
// the site held in memory (dev-site.ts). React's script is built once per session.
import * as esbuild from 'esbuild';
import { rm } from 'node:fs/promises';
import type { SiteConfig } from '../../settings/links';
import type { SiteSettings, SiteVariable } from '../../settings/settings';
import type { Site } from '../../server/site/load-site';
import { appBuildOptions, browserBaseOptions, buildReact, prerenderBuildOptions } from '../bundle/browser-options';
import { pageScriptsBuildOptions, pageScriptsOf } from '../bundle/page-scripts';
import { renderSite } from '../output/render-site';
import type { BuildPaths } from '../paths';
import { generateImages, imagePaths, type GeneratedImages } from '../pictures/generate';
import { devSite, readStaticFiles } from './dev-site';
import { reloadScriptPath } from './live-reload';
import { messages } from '../../messages/catalogue';
import { noTeam, prepareTeam } from '../team/team-step';
import { planTeam } from '../team/team-plan';

export interface DevOptions {
  settings: SiteSettings;
  demoDefaultsUsed: SiteVariable[];
  config: SiteConfig;
}

export interface DevBuilder {
  /** The pictures as last generated (served straight from the variant cache). */
  images(): GeneratedImages;
  /** The team's photos as last encoded: path under dist/ → the cached file. */
  teamPhotos(): ReadonlyMap<string, string>;
  /** Marks what changed since the last rebuild (a path relative to static/, or null for code). */
  changed(staticPath: string | null): void;
  /** Re-reads what changed and renders the site; null when esbuild reported errors (printed already). */
  rebuild(): Promise<Site | null>;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Throws when the pictures cannot be generated: the dev server cannot start without them. */
/**
 * The incremental esbuild passes: React's script once, then the app, the prerender and the static
 * pages' scripts, rebuilt on every save. `manifest` reads the pictures as last generated.
 */
async function createPasses(paths: BuildPaths, config: SiteConfig, manifest: () => GeneratedImages['manifest']) {
  // esbuild writes every save's hashed chunks to the scratch folder and never removes old ones:
  // each session starts with it empty, so it holds one session's worth at most.
  await rm(paths.scratchDir, { recursive: true, force: true });
  const react = await buildReact(paths);
  // The prerender takes React from node_modules instead of bundling it: Node loads it once and
  // keeps it warm, where a freshly bundled copy would be compiled again on every save.
  const prerender = await esbuild.context({
    ...prerenderBuildOptions(paths, config, manifest),
    external: ['react', 'react/*', 'react-dom', 'react-dom/*'],
  });
  const app = await esbuild.context(appBuildOptions(paths, config, manifest, react));
  const pageScripts = await esbuild.context(pageScriptsBuildOptions(browserBaseOptions(paths)));
  return { react, prerender, app, pageScripts };
}

export async function createDevBuilder(paths: BuildPaths, options: DevOptions): Promise<DevBuilder> {
  const pictures = imagePaths(paths.root, paths.siteDir);
  let images = await generateImages(pictures);
  images.warnings.forEach((warning) => console.warn(warning));
  let staticFiles = await readStaticFiles(paths.root);
  let picturesChanged = false;
  let staticChanged = false;
  const passes = await createPasses(paths, options.config, () => images.manifest);

  const refreshInputs = async (): Promise<boolean> => {
    if (picturesChanged) {
      picturesChanged = false;
      const started = performance.now();
      try {
        images = await generateImages(pictures);
        console.log(messages().dev.pictures(images.encoded, Math.round(performance.now() - started)));
        images.warnings.forEach((warning) => console.warn(warning));
      } catch (error) {
        console.error(messages().dev.picturesNotUpdated(messageOf(error)));
        return false;
      }
    }
    if (staticChanged) {
      staticChanged = false;
      try {
        staticFiles = await readStaticFiles(paths.root);
      } catch (error) {
        console.error(messages().dev.staticNotReread(messageOf(error)));
      }
    }
    return true;
  };

  let team = noTeam;
  return {
    images: () => images,
    teamPhotos: () => team.photoFiles,
    changed(staticPath) {
      if (staticPath === null) return;
      if (staticPath.split(/[\\/]/)[0] === 'images') picturesChanged = true;
      else staticChanged = true;
    },
    async rebuild() {
      if (!(await refreshInputs())) return null;
      // The passes at once: they are independent. Each is let finish, failed or not, so the next
      // save never asks a pass to rebuild while its previous rebuild still runs.
      const settled = await Promise.allSettled([
        passes.app.rebuild(),
        passes.prerender.rebuild(),
        passes.pageScripts.rebuild(),
      ]);
      const built = settled.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
      if (built.length < settled.length) return null; // esbuild has printed the errors
      const [app, prerender, pageScripts] = built as [esbuild.BuildResult, esbuild.BuildResult, esbuild.BuildResult];
      const prerendered = prerender.metafile!;
      // The team is read again on every rebuild (a save in site/equipe/ rebuilds too): cheap for a team.
      team = await prepareTeam(paths, options.settings);
      for (const problem of team.problems) console.warn(messages().team.notPublished(problem.message, false));
      const rendered = await renderSite(
        paths,
        { metafile: app.metafile!, react: passes.react, pageScripts: pageScriptsOf(pageScripts.metafile!) },
        images.manifest,
        {
          ...options,
          extraScripts: [reloadScriptPath],
          buildPrerender: async () => prerendered,
          memberSitemapPaths: planTeam(team, null, null).sitemapPaths,
        },
      );
      return devSite({
        rendered,
        staticFiles,
        settings: options.settings,
        demoDefaultsUsed: options.demoDefaultsUsed,
        buildDir: paths.scratchDir,
        members: team.members.map((member) => member.profile),
      });
    },
  };
}
