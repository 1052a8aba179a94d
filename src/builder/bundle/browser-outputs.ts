// Which JavaScript the app is (every page hydrates, routes.ts). Three scripts:
//   - the entry (src/app/main.tsx), tiny: the landing page's only <script> tag, which waits for the
//     first paint; on /bio and the 404 page, named in <meta name="app-entry"> for their own script
//     to start on demand (src/app/boot/on-demand.ts);
//   - React (src/builder/bundle/react-bundle.ts), evaluated in a task of its own;
//   - the app (src/app/boot/app.tsx): every page (the router moves between all three in place) and
//     the hydration code, one file.
// The last two are listed in <meta name="module-chunks"> and fetched together right after the
// first paint (src/app/boot/chunks.ts), React first: it is the longest download.
import type * as esbuild from 'esbuild';
import { basename } from 'node:path';
import type { ReactBundle } from './react-bundle';

export const browserEntry = 'src/app/main.tsx';
/** The app's chunk: the entry imports it with import() once React has been evaluated. */
export const appModule = 'src/app/boot/app.tsx';

function outputOf(metafile: esbuild.Metafile, entryPoint: string): string | undefined {
  return Object.keys(metafile.outputs).find((file) => metafile.outputs[file]!.entryPoint === entryPoint);
}

export interface BrowserOutputs {
  entry: string;
  stylesheet: string;
  /** Every script the browser may load (files in the scratch folder). */
  scripts: string[];
  /** The chunks a page that hydrates fetches after the first paint, React first. */
  preloads: string[];
}

export function browserOutputs(metafile: esbuild.Metafile, react: ReactBundle): BrowserOutputs {
  const outputs = metafile.outputs;
  const entry = outputOf(metafile, browserEntry);
  if (!entry) throw new Error(`esbuild produced no output for ${browserEntry}`);
  const stylesheet = outputs[entry]!.cssBundle;
  if (!stylesheet) throw new Error(`esbuild produced no CSS for ${browserEntry}`);
  const app = outputOf(metafile, appModule);
  if (!app)
    throw new Error(`${appModule} is not a chunk of its own: import it only with import() from ${browserEntry}`);
  const scripts = Object.keys(outputs).filter((file) => file.endsWith('.js'));
  // Any other chunk would be one more request before hydration: esbuild makes one when a module
  // is imported both by the entry and by the app. The entry must stay self-contained.
  const extra = scripts.filter((file) => file !== entry && file !== app);
  if (extra.length > 0) {
    const modules = extra.flatMap((file) => Object.keys(outputs[file]!.inputs));
    throw new Error(
      `The browser build made ${extra.length} chunk(s) besides the entry and the app ` +
        `(${modules.join(', ') || "esbuild's own helpers, for syntax lowered for the target browsers"}): ` +
        `${browserEntry} must not import what the app imports.`,
    );
  }
  const reactImports = outputs[entry]!.imports.filter(
    (record) => record.external && basename(record.path) === basename(react.file),
  );
  if (reactImports.length === 0)
    throw new Error(`${browserEntry} does not import React (${react.href}) before the app.`);
  return { entry, stylesheet, scripts: [entry, app, react.file], preloads: [react.file, app] };
}
