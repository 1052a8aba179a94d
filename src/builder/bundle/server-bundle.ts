// The runtime's bundles: the production server (server.ts and the src/server/ code it imports, as
// dist/server.mjs) and the access log report (dist/report.mjs, `npm run report`), each one ES
// module. Packages stay external: at run time they need only the runtime dependencies (express,
// compression and the libraries of theirs the server calls; the report, Node's own modules
// alone), installed with npm ci --omit=dev.
import type * as esbuild from 'esbuild';
import { join } from 'node:path';
import { reportFile, serverFile } from '../../contracts/site-format';
import type { BuildPaths } from '../paths';

function nodeBundle(paths: BuildPaths, entryPoint: string, file: string): esbuild.BuildOptions {
  return {
    entryPoints: [entryPoint],
    absWorkingDir: paths.root,
    outfile: join(paths.distDir, file),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  };
}

export const serverBuildOptions = (paths: BuildPaths) => nodeBundle(paths, 'server.ts', serverFile);

export const reportBuildOptions = (paths: BuildPaths) => nodeBundle(paths, 'src/report/cli.ts', reportFile);
