// The production server's bundle: server.ts and the src/server/ code it imports, as one ES module
// (dist/server.mjs). Packages stay external: at run time it needs only the runtime dependencies
// (express, compression), installed with npm ci --omit=dev.
import type * as esbuild from 'esbuild';
import { join } from 'node:path';
import { serverFile } from '../../site-format';
import type { BuildPaths } from '../paths';

export function serverBuildOptions(paths: BuildPaths): esbuild.BuildOptions {
  return {
    entryPoints: ['server.ts'],
    absWorkingDir: paths.root,
    outfile: join(paths.distDir, serverFile),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  };
}
