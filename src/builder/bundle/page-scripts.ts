// The scripts that stand alone, bundled in a pass of their own, one file each with nothing shared,
// so none of them can pull in the app or React:
// - the scripts of the pages that start the app on demand (routes.ts: startsApp 'on-demand'): each
//   page's one small module for what the spec asks of it that HTML cannot do before the app is
//   there, and the app's start on demand (src/app/boot/on-demand.ts). Each stays under 1.25 KB brotli
//   (test/build/browser-outputs.test.ts): anything bigger belongs in the app;
// - the field-speed script (src/app/field-speed/send-field-speed.ts), at most 3 KB brotli, every page's.
import * as esbuild from 'esbuild';
import type { RouteId } from '../../contracts/routes';

/**
 * The script of each page that starts the app on demand, by route (the build requires one), and the
 * field-speed script.
 */
export const pageScriptEntries: Partial<Record<RouteId | 'field-speed', string>> = {
  bio: 'src/app/pages/bio/page-script.ts',
  'not-found': 'src/app/pages/not-found/page-script.ts',
  'field-speed': 'src/app/field-speed/send-field-speed.ts',
};

/** `base`: what every browser bundle shares (browser-options.ts). */
export function pageScriptsBuildOptions(base: esbuild.BuildOptions): esbuild.BuildOptions {
  return {
    ...base,
    entryPoints: Object.entries(pageScriptEntries).map(([route, file]) => ({
      in: file!,
      out: route === 'field-speed' ? route : `page-${route}`,
    })),
    splitting: false,
    entryNames: '[name]-[hash]',
  };
}

/** Route (or 'field-speed') → the script esbuild wrote for it (a file in the scratch folder). */
export type PageScripts = Map<RouteId | 'field-speed', string>;

export function pageScriptsOf(metafile: esbuild.Metafile): PageScripts {
  const scripts: PageScripts = new Map();
  for (const [route, entry] of Object.entries(pageScriptEntries)) {
    const output = Object.keys(metafile.outputs).find((file) => metafile.outputs[file]!.entryPoint === entry);
    if (!output) throw new Error(`esbuild produced no script for ${entry}`);
    if (metafile.outputs[output]!.imports.length > 0)
      throw new Error(`${entry} imports another script: a static page's script must stand alone.`);
    scripts.set(route as RouteId | 'field-speed', output);
  }
  return scripts;
}

export async function buildPageScripts(base: esbuild.BuildOptions): Promise<PageScripts> {
  const { metafile } = await esbuild.build(pageScriptsBuildOptions(base));
  return pageScriptsOf(metafile!);
}
