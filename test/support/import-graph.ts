// The project's import graph, read with esbuild's metafile (no extra dependency), and the rules
// of src/README.md ("Boundaries"): which part may import which part, which packages each part may
// import, and that no browser entry reaches Node code through any chain of imports.
import * as esbuild from 'esbuild';
import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, relative } from 'node:path';
import { appModule, browserEntry } from '../../src/builder/bundle/browser-outputs';
import { prerenderEntry } from '../../src/builder/bundle/browser-options';
import { pageScriptEntries } from '../../src/builder/bundle/page-scripts';

export type Zone = 'browser' | 'shared' | 'config' | 'site-folder' | 'server' | 'report' | 'build' | 'outside';

/** Which part of the architecture a repo-relative file belongs to ('outside': packages, node:, tests). */
export function zoneOf(path: string): Zone {
  if (!path.startsWith('src/') && path !== 'build.ts' && path !== 'server.ts') return 'outside';
  if (path === 'build.ts' || path.startsWith('src/builder/')) return 'build';
  if (path === 'server.ts' || path.startsWith('src/server/')) return 'server';
  if (path.startsWith('src/report/')) return 'report';
  if (path.startsWith('src/site-folder/')) return 'site-folder';
  if (path.startsWith('src/config/')) return 'config';
  if (path === 'src/site-format.ts' || path === 'src/routes.ts' || path === 'src/request-form.ts' || path.startsWith('src/messages/')) return 'shared';
  return 'browser';
}

type CodeZone = Exclude<Zone, 'outside'>;

/** The project's own files each zone may import (src/README.md, "Boundaries"). */
const allowedZones: Record<CodeZone, ReadonlySet<Zone>> = {
  browser: new Set(['browser', 'shared', 'config']),
  shared: new Set(['shared', 'config']),
  config: new Set(['config', 'shared']),
  'site-folder': new Set(['site-folder', 'config', 'shared']),
  server: new Set(['server', 'site-folder', 'config', 'shared']),
  // The report reads the settings file's SITE_LANGUAGE (site-folder/operator-language.ts).
  report: new Set(['report', 'site-folder', 'config', 'shared']),
  build: new Set(['build', 'server', 'site-folder', 'config', 'shared', 'browser', 'report']),
};

/** The packages each zone may import ('*': any), and whether it may import Node's own modules. */
const allowedPackages: Record<CodeZone, { packages: ReadonlySet<string> | '*'; node: boolean }> = {
  // React is bundled into the browser scripts; site:config and site:images are the build's
  // generated modules (src/env.d.ts).
  browser: { packages: new Set(['react', 'react-dom', 'site:config', 'site:images']), node: false },
  shared: { packages: new Set(), node: false },
  config: { packages: new Set(), node: false },
  'site-folder': { packages: new Set(), node: true },
  // The runtime dependencies, and the libraries Express itself installs (package.json).
  server: { packages: new Set(['express', 'compression', 'fresh', 'range-parser', 'negotiator', 'proxy-addr', 'ipaddr.js']), node: true },
  report: { packages: new Set(), node: true },
  build: { packages: '*', node: true },
};

/** Where code that runs in a browser starts: the entry, its app chunk, the static pages' scripts, the prerender. */
export const browserEntries: readonly string[] = [browserEntry, appModule, ...Object.values(pageScriptEntries), prerenderEntry];

const nodeBuiltins = new Set(builtinModules);
const isNodeBuiltin = (path: string) => path.startsWith('node:') || nodeBuiltins.has(path.split('/')[0]!);
const isProjectFile = (path: string) => zoneOf(path) !== 'outside';

/** The package a bare specifier names: `react-dom/client` → `react-dom`, `@scope/a/b` → `@scope/a`. */
export function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/** Why `from` may not import `to`, or null when it may. */
export function importProblem(from: string, to: string): string | null {
  const zone = zoneOf(from);
  if (zone === 'outside') return null;
  if (isNodeBuiltin(to)) return allowedPackages[zone].node ? null : `${zone} code never imports Node's modules`;
  if (isProjectFile(to)) {
    const toZone = zoneOf(to);
    return allowedZones[zone].has(toZone) ? null : `${zone} code never imports ${toZone} code`;
  }
  const { packages } = allowedPackages[zone];
  if (packages === '*' || packages.has(packageOf(to))) return null;
  const list = [...packages].filter((name) => !name.startsWith('site:'));
  return `${zone} code may import ${list.length > 0 ? `only the packages ${list.join(', ')}` : 'no package'}, not ${packageOf(to)}`;
}

/** Each file → what it imports (project files repo-relative; packages and node: as written). */
export type ImportGraph = Map<string, string[]>;

/** The shortest chain of imports from any of `starts` to every file reached, as parent links. */
function reachedFrom(graph: ImportGraph, starts: readonly string[]): Map<string, string | null> {
  const parent = new Map<string, string | null>(starts.map((start) => [start, null]));
  const queue = [...starts];
  for (let index = 0; index < queue.length; index += 1) {
    for (const next of graph.get(queue[index]!) ?? []) {
      if (parent.has(next)) continue;
      parent.set(next, queue[index]!);
      queue.push(next);
    }
  }
  return parent;
}

function chainTo(parent: Map<string, string | null>, file: string): string[] {
  const chain: string[] = [];
  for (let at: string | null | undefined = file; at != null; at = parent.get(at)) chain.unshift(at);
  return chain;
}

/** From a file of a forbidden zone, the shortest chain on to one of Node's modules, if any. */
function onToNode(graph: ImportGraph, file: string): string[] {
  const parent = reachedFrom(graph, [file]);
  const builtin = [...parent.keys()].find(isNodeBuiltin);
  return builtin ? chainTo(parent, builtin).slice(1) : [];
}

/** The shortest chain of imports from a browser entry to `file`, or just `file` when no entry reaches it. */
export function chainFromEntries(graph: ImportGraph): (file: string) => string[] {
  const fromEntries = reachedFrom(graph, browserEntries.filter((entry) => graph.has(entry)));
  return (file) => (fromEntries.has(file) ? chainTo(fromEntries, file) : [file]);
}

/**
 * Every import that breaks a rule, one line each: the chain of imports that leads to it (from a
 * browser entry when browser code reaches it, continued on to a Node module where the forbidden
 * file leads to one), then the rule.
 */
export function violations(graph: ImportGraph): string[] {
  const chainFrom = chainFromEntries(graph);
  const found: string[] = [];
  for (const [from, imports] of graph) {
    for (const to of imports) {
      const problem = importProblem(from, to);
      if (!problem) continue;
      const before = chainFrom(from);
      const after = isProjectFile(to) && ['browser', 'shared', 'config'].includes(zoneOf(from)) ? onToNode(graph, to) : [];
      found.push(`${[...before, to, ...after].join(' → ')}: ${problem}`);
    }
  }
  return found.sort();
}

/** The project's code: build.ts, server.ts and every TypeScript or JavaScript file under src/ (declarations aside). */
export function sourceFiles(root: string): string[] {
  const inSrc = readdirSync(join(root, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.(tsx?|jsx|m?js|cjs)$/.test(name) && !name.endsWith('.d.ts'))
    .map((name) => `src/${name.split('\\').join('/')}`);
  return ['build.ts', 'server.ts', ...inSrc.sort()];
}

/** Builds the import graph, again and again: each build re-reads only the files that changed. */
export interface GraphReader {
  /** `replace` swaps a file's source (repo-relative path → text), so a test can plant an import without touching the tree. */
  read(replace?: Record<string, string>): Promise<ImportGraph>;
  dispose(): Promise<void>;
}

/** Every import of the project's files, from esbuild's metafile (type-only imports are erased, as in the bundles). */
export async function importGraphReader(root: string): Promise<GraphReader> {
  let replace: Record<string, string> = {};
  const override: esbuild.Plugin = {
    name: 'planted-source',
    setup(build) {
      build.onLoad({ filter: /\.tsx?$/ }, (args) => {
        const path = relative(root, args.path).split('\\').join('/');
        if (!(path in replace)) return undefined;
        return { contents: replace[path], loader: path.endsWith('x') ? 'tsx' : 'ts' };
      });
    },
  };
  const context = await esbuild.context({
    absWorkingDir: root,
    // One entry importing every source file: one output to write, every file read once.
    stdin: { contents: sourceFiles(root).map((file) => `import './${file}';`).join('\n'), resolveDir: root, loader: 'ts', sourcefile: 'every-source-file' },
    bundle: true,
    write: false,
    outdir: join(root, 'graph-not-written'),
    platform: 'neutral',
    format: 'esm',
    jsx: 'automatic',
    metafile: true,
    logLevel: 'silent',
    // Every package, Node module and generated module is a leaf, kept as written.
    packages: 'external',
    external: ['site:*', 'node:*', ...builtinModules],
    loader: { '.css': 'empty', '.webp': 'empty', '.jpg': 'empty', '.png': 'empty', '.svg': 'empty', '.mp4': 'empty', '.mp3': 'empty', '.mjs': 'js' },
    plugins: [override],
  });
  return {
    async read(planted = {}) {
      replace = planted;
      const { metafile } = await context.rebuild();
      const graph: ImportGraph = new Map();
      for (const [from, input] of Object.entries(metafile.inputs)) {
        if (from !== 'every-source-file') graph.set(from, input.imports.map((imported) => imported.path));
      }
      return graph;
    },
    dispose: () => context.dispose(),
  };
}

export const readSource = (root: string, path: string) => readFileSync(join(root, path), 'utf8');
