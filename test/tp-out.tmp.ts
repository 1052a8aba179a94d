import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as esbuild from 'esbuild';
import { generateImages, imagePaths } from '../src/builder/pictures/generate.ts';
import { browserBuildOptions } from '../src/builder/bundle/browser-options.ts';
import { buildPaths } from '../src/builder/paths.ts';
import { siteConfigFrom } from '../src/settings/links.ts';
import { testSiteDir } from './support/test-site.ts';
const root = '/work/wt-team-pages';
const info = JSON.parse(readFileSync(join(root, 'dist/build.json'), 'utf8'));
const { manifest } = await generateImages(imagePaths(root, testSiteDir));
const options = browserBuildOptions(buildPaths(root), siteConfigFrom(info.settings, 2000), () => manifest);
const result = await esbuild.build({ ...options, entryPoints: { main: 'src/app/main.tsx' }, splitting: false, write: false, metafile: true,
  external: ['react', 'react/*', 'react-dom', 'react-dom/*', 'scheduler'] });
const js = result.outputFiles.find((f) => f.path.endsWith('.js'))!.text;
for (const needle of ['member-page', 'landing"?', '.slug', 'dangerouslySetInnerHTML', '/bio`']) {
  let at = js.indexOf(needle); while (at >= 0) { console.log('…' + js.slice(Math.max(0, at - 150), at + 150) + '…\n'); at = js.indexOf(needle, at + 1); }
}
