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

export type Zone = 'app' | 'contracts' | 'messages' | 'settings' | 'site-folder' | 'server' | 'report' | 'vps' | 'builder' | 'outside';

/** The rooms of src/, each a zone (the site folder's reader is a zone of its own inside settings/). */
const zoneFolders: ReadonlyArray<[folder: string, zone: Zone]> = [
  ['src/app/', 'app'],
  ['src/contracts/', 'contracts'],
  ['src/builder/', 'builder'],
  ['src/server/', 'server'],
  ['src/report/', 'report'],
  ['src/vps/', 'vps'],
  ['src/settings/site-folder/', 'site-folder'],
  ['src/settings/', 'settings'],
  ['src/messages/', 'messages'],
];

/** Which part of the architecture a repo-relative file belongs to ('outside': packages, node:, tests). */
export function zoneOf(path: string): Zone {
  if (path === 'build.ts') return 'builder';
  if (path === 'server.ts') return 'server';
  if (!path.startsWith('src/')) return 'outside';
  const zone = zoneFolders.find(([folder]) => path.startsWith(folder))?.[1];
  if (!zone) throw new Error(`${path} is in none of src/'s rooms (${zoneFolders.map(([folder]) => folder).join(', ')})`);
  return zone;
}

export type CodeZone = Exclude<Zone, 'outside'>;

/** The project's own zones each zone may import: the "May import" column of src/README.md's Boundaries table. */
export const allowedZones: Record<CodeZone, ReadonlySet<Zone>> = {
  app: new Set(['app', 'contracts', 'settings']),
  contracts: new Set(['contracts', 'settings']),
  messages: new Set(['messages', 'contracts', 'settings']),
  settings: new Set(['settings', 'contracts', 'messages']),
  'site-folder': new Set(['site-folder', 'contracts', 'settings', 'messages']),
  server: new Set(['server', 'site-folder', 'contracts', 'settings', 'messages']),
  // The report reads the settings file's SITE_LANGUAGE (settings/site-folder/operator-language.ts).
  report: new Set(['report', 'site-folder', 'contracts', 'settings', 'messages']),
  // The VPS install runs the build, the report and git as programs; it reads and writes the operator's site/.
  vps: new Set(['vps', 'site-folder', 'contracts', 'settings', 'messages']),
  builder: new Set(['builder', 'server', 'report', 'vps', 'site-folder', 'contracts', 'settings', 'messages', 'app']),
};

/** The packages each zone may import ('*': any), and whether it may import Node's own modules. */
export const allowedPackages: Record<CodeZone, { packages: ReadonlySet<string> | '*'; node: boolean }> = {
  // React is bundled into the browser scripts; site:config and site:images are the build's
  // generated modules (src/app/env.d.ts).
  app: { packages: new Set(['react', 'react-dom', 'web-vitals', 'site:config', 'site:images']), node: false },
  contracts: { packages: new Set(), node: false },
  messages: { packages: new Set(), node: false },
  // IP literals (HOST, TRUST_PROXY): settings/ip-address.ts, which the server's access log shares.
  settings: { packages: new Set(['ipaddr.js']), node: false },
  'site-folder': { packages: new Set(), node: true },
  // The runtime dependencies, and the libraries Express itself installs (package.json).
  server: { packages: new Set(['express', 'compression', 'fresh', 'range-parser', 'negotiator', 'proxy-addr', 'ipaddr.js']), node: true },
  report: { packages: new Set(), node: true },
  vps: { packages: new Set(), node: true },
  builder: { packages: '*', node: true },
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

/** Why code of `zone` may not import `to`, or null when it may ("reaches": through another zone's file). */
function zoneImportProblem(zone: CodeZone, to: string, verb: 'imports' | 'reaches'): string | null {
  if (isNodeBuiltin(to)) return allowedPackages[zone].node ? null : `${zone} code never ${verb} Node's modules`;
  if (isProjectFile(to)) {
    const toZone = zoneOf(to);
    return allowedZones[zone].has(toZone) ? null : `${zone} code never ${verb} ${toZone} code`;
  }
  const { packages } = allowedPackages[zone];
  if (packages === '*' || packages.has(packageOf(to))) return null;
  const list = [...packages].filter((name) => !name.startsWith('site:'));
  return `${zone} code may ${verb === 'imports' ? 'import' : 'reach'} ${list.length > 0 ? `only the packages ${list.join(', ')}` : 'no package'}, not ${packageOf(to)}`;
}

/** Why `from` may not import `to`, or null when it may. */
export function importProblem(from: string, to: string): string | null {
  const zone = zoneOf(from);
  return zone === 'outside' ? null : zoneImportProblem(zone, to, 'imports');
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

/** The shortest chain of imports from a browser entry to each file a browser entry reaches. */
function reachedFromEntries(graph: ImportGraph): Map<string, string | null> {
  return reachedFrom(graph, browserEntries.filter((entry) => graph.has(entry)));
}

/**
 * Why the import `from` → `to` breaks a rule: `from`'s own zone's, or, when browser code reaches
 * `from`, the browser's: what browser code may not import, it may not reach through any chain.
 */
function problemOf(from: string, to: string, reachedByBrowser: boolean): string | null {
  const own = importProblem(from, to);
  if (own || !reachedByBrowser || zoneOf(from) === 'app') return own;
  return zoneImportProblem('app', to, 'reaches');
}

/** Like reachedFromEntries, but along allowed imports only: the first import that breaks a rule ends a chain, and is its violation. */
function reachedAlongAllowedImports(graph: ImportGraph): Map<string, string | null> {
  const starts = browserEntries.filter((entry) => graph.has(entry));
  const parent = new Map<string, string | null>(starts.map((start) => [start, null]));
  const queue = [...starts];
  for (let index = 0; index < queue.length; index += 1) {
    const from = queue[index]!;
    for (const next of graph.get(from) ?? []) {
      if (parent.has(next) || problemOf(from, next, true)) continue;
      parent.set(next, from);
      queue.push(next);
    }
  }
  return parent;
}

/** The shortest chain of imports from a browser entry to `file`, or just `file` when no entry reaches it. */
export function chainFromEntries(graph: ImportGraph): (file: string) => string[] {
  const fromEntries = reachedFromEntries(graph);
  return (file) => (fromEntries.has(file) ? chainTo(fromEntries, file) : [file]);
}

/**
 * Every import that breaks a rule, one line each: the chain of imports that leads to it (from a
 * browser entry when browser code reaches it, continued on to a Node module where the forbidden
 * file leads to one), then the rule.
 */
export function violations(graph: ImportGraph): string[] {
  const fromEntries = reachedAlongAllowedImports(graph);
  const found: string[] = [];
  for (const [from, imports] of graph) {
    for (const to of imports) {
      const problem = problemOf(from, to, fromEntries.has(from));
      if (!problem) continue;
      const before = fromEntries.has(from) ? chainTo(fromEntries, from) : [from];
      const zone = zoneOf(from);
      const withoutNode = zone !== 'outside' && !allowedPackages[zone].node;
      const after = isProjectFile(to) && withoutNode ? onToNode(graph, to) : [];
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
