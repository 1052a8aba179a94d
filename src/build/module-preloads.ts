// Which JavaScript each page's HTML asks for up front. The entry (src/main.tsx) is tiny and
// imports everything else with import(), so that evaluation can wait for the first paint; the
// downloads must not wait, so every chunk a route will evaluate is listed as a modulepreload tag.
// The other routes' pages are left out: /bio does not download the landing page's code.
import type * as esbuild from 'esbuild';
import type { RouteId } from '../content/pages';

/** Each route's chunk, as src/boot/page-loaders.ts imports it. */
export const pageModules: Record<RouteId, string> = {
  landing: 'src/boot/routes/landing.ts',
  bio: 'src/boot/routes/bio.ts',
  'not-found': 'src/boot/routes/not-found.ts',
};

export const browserEntry = 'src/main.tsx';

function outputOf(metafile: esbuild.Metafile, entryPoint: string): string | undefined {
  return Object.keys(metafile.outputs).find((file) => metafile.outputs[file]!.entryPoint === entryPoint);
}

export interface BrowserOutputs {
  entry: string;
  stylesheet: string;
  /** Every script the browser may load, on any route. */
  scripts: string[];
  /** Per route: the chunks to preload, largest first (React: the longest download, evaluated first). */
  preloads: Record<RouteId, string[]>;
}

export function browserOutputs(metafile: esbuild.Metafile): BrowserOutputs {
  const outputs = metafile.outputs;
  const entry = outputOf(metafile, browserEntry);
  if (!entry) throw new Error(`esbuild produced no output for ${browserEntry}`);
  const stylesheet = outputs[entry]!.cssBundle;
  if (!stylesheet) throw new Error(`esbuild produced no CSS for ${browserEntry}`);
  const pageOutputs = new Map<string, RouteId>();
  for (const [route, source] of Object.entries(pageModules) as Array<[RouteId, string]>) {
    const output = outputOf(metafile, source);
    // A page imported statically somewhere would be in every route's bundle: the split is lost.
    if (!output) throw new Error(`${source} is not a chunk of its own: import it only through src/boot/page-loaders.ts`);
    pageOutputs.set(output, route);
  }

  const reachable = (route: RouteId | null): string[] => {
    const seen = new Set([entry]);
    const queue = [entry];
    for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
      for (const imported of outputs[next]!.imports) {
        if (imported.external || !imported.path.endsWith('.js') || seen.has(imported.path)) continue;
        const pageRoute = pageOutputs.get(imported.path);
        if (route !== null && pageRoute !== undefined && pageRoute !== route) continue;
        seen.add(imported.path);
        queue.push(imported.path);
      }
    }
    return [...seen];
  };
  const preloadsOf = (route: RouteId) =>
    reachable(route)
      .filter((file) => file !== entry)
      .sort((a, b) => outputs[b]!.bytes - outputs[a]!.bytes);
  return {
    entry,
    stylesheet,
    scripts: reachable(null),
    preloads: { landing: preloadsOf('landing'), bio: preloadsOf('bio'), 'not-found': preloadsOf('not-found') },
  };
}
