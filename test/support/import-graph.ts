// The project's import graph, read with esbuild's metafile (no extra dependency), and the rules
// that say which part may import which (src/README.md, "Boundaries").
import * as esbuild from 'esbuild';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

export type Zone = 'browser' | 'shared' | 'config' | 'node' | 'build' | 'server' | 'report' | 'external';

export interface ImportEdge {
  from: string;
  to: string;
  fromZone: Zone;
  toZone: Zone;
}

/** Which part of the architecture a repo-relative file (or a package / node: module) belongs to. */
export function zoneOf(path: string): Zone {
  if (!path.startsWith('src/') && path !== 'build.ts' && path !== 'server.ts') return 'external';
  if (path === 'build.ts' || path.startsWith('src/build/')) return 'build';
  if (path === 'server.ts' || path.startsWith('src/server/')) return 'server';
  if (path.startsWith('src/report/')) return 'report';
  if (path.startsWith('src/site-folder/')) return 'node';
  if (path.startsWith('src/config/')) return 'config';
  if (path === 'src/site-format.ts' || path === 'src/routes.ts' || path.startsWith('src/messages/')) return 'shared';
  return 'browser';
}

/** Node's own modules count as Node code: a browser file must never import one. */
const isNodeBuiltin = (path: string) => path.startsWith('node:');

/** What each zone may import (besides itself and packages). */
const allowed: Record<Exclude<Zone, 'external'>, ReadonlySet<Zone>> = {
  browser: new Set(['browser', 'shared', 'config']),
  shared: new Set(['shared', 'config']),
  config: new Set(['config', 'shared']),
  node: new Set(['node', 'shared', 'config']),
  server: new Set(['server', 'node', 'shared', 'config']),
  report: new Set(['report', 'shared', 'config']),
  build: new Set(['build', 'server', 'node', 'shared', 'config', 'browser']),
};

export function violations(edges: ImportEdge[]): string[] {
  const found: string[] = [];
  for (const edge of edges) {
    if (edge.fromZone === 'external') continue;
    if (isNodeBuiltin(edge.to)) {
      if (edge.fromZone === 'browser' || edge.fromZone === 'shared' || edge.fromZone === 'config') found.push(`${edge.from} imports ${edge.to}: ${edge.fromZone} code never imports Node's modules`);
      continue;
    }
    if (edge.toZone === 'external') continue;
    if (!allowed[edge.fromZone].has(edge.toZone)) found.push(`${edge.from} (${edge.fromZone}) imports ${edge.to} (${edge.toZone})`);
  }
  return found;
}

function sourceFiles(root: string): string[] {
  const inSrc = readdirSync(join(root, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name) && !name.endsWith('.d.ts'))
    .map((name) => `src/${name.split('\\').join('/')}`);
  return ['build.ts', 'server.ts', ...inSrc];
}

/**
 * Every import between the project's files, from esbuild's metafile. `replace` swaps a file's
 * source (repo-relative path → text), so a test can plant an import without touching the tree.
 */
export async function importGraph(root: string, replace: Record<string, string> = {}): Promise<ImportEdge[]> {
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
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: sourceFiles(root),
    bundle: true,
    write: false,
    outdir: join(root, 'graph-not-written'),
    platform: 'neutral',
    format: 'esm',
    jsx: 'automatic',
    metafile: true,
    logLevel: 'silent',
    // Packages and the build's virtual modules are leaves: only the project's own files matter.
    external: ['site:*', 'react', 'react/*', 'react-dom', 'react-dom/*', 'express', 'compression', 'fresh', 'ipaddr.js', 'negotiator', 'proxy-addr', 'range-parser', 'esbuild', 'sharp', 'node:*'],
    loader: { '.css': 'empty', '.webp': 'empty', '.jpg': 'empty', '.png': 'empty', '.svg': 'empty', '.mp4': 'empty', '.mp3': 'empty', '.mjs': 'js' },
    plugins: [override],
  });
  const edges: ImportEdge[] = [];
  for (const [from, input] of Object.entries(result.metafile.inputs)) {
    for (const imported of input.imports) {
      const to = imported.path;
      edges.push({ from, to, fromZone: zoneOf(from), toZone: zoneOf(to) });
    }
  }
  return edges;
}

export const readSource = (root: string, path: string) => readFileSync(join(root, path), 'utf8');
