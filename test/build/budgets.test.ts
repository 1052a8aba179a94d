// Byte budgets, checked on the built dist/ (deterministic, so they are ordinary tests; timings
// live in `npm run bench`). KB here means 1,000 bytes: the stricter reading.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import * as esbuild from 'esbuild';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { generateImages, imagePaths } from '../../src/builder/pictures/generate';
import { browserBuildOptions } from '../../src/builder/bundle/browser-options';
import { buildPaths } from '../../src/builder/paths';
import { siteConfigFrom } from '../../src/settings/links';
import { parseBuilt, readBuilt } from '../support/built-html';
import { distDir } from '../support/serve';
import { testSiteDir } from '../support/test-site';

const budgets = suite('size budgets');
const kb = 1000;
const brotli = (bytes: Uint8Array | string) =>
  brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).byteLength;
const html = readBuilt;

const parse = parseBuilt;

for (const file of ['index.html', 'bio.html']) {
  budgets(`${file}: at most 14 KB brotli, first paint included (CSS inlined, no render-blocking request)`, () => {
    const size = brotli(html(file));
    assert.ok(size <= 14 * kb, `${file} is ${size} B brotli`);
    const document = parse(file);
    assert.is(document.querySelectorAll('link[rel="stylesheet"]').length, 0, 'no external stylesheet');
    assert.ok(document.querySelector('head style')?.textContent?.includes('--color-navy-950'), 'the stylesheet is inline');
    for (const script of document.querySelectorAll('script[src]')) {
      assert.is(script.getAttribute('type'), 'module', 'scripts are modules (deferred), never render-blocking');
    }
  });
}

/** The JS a first visit loads: the entry script and the chunks it preloads after the paint. */
function firstLoadScripts(): string[] {
  const document = parse('index.html');
  return [
    ...[...document.querySelectorAll('script[type="module"][src]')].map((script) => script.getAttribute('src')!),
    ...(document.querySelector('meta[name="module-chunks"]')?.getAttribute('content')?.split(' ') ?? []),
  ];
}

// 75 KB: React, and our own code below, which since the 74 KB budget carries the floating layer
// kept off the page's controls, the toast moved clear of them rather than hidden for its 5 s
// (about 0.5 KB in all), the start on demand (a page followed from /bio or the 404 page rendered in
// place) and the field-speed script's loader (about 0.1 KB each), the hero video's handlers and
// icons that grow with the text (about 0.1 KB) and /bio's button icons (0.1 KB).
budgets('JavaScript for the first load of /: at most 75 KB brotli in all', () => {
  const scripts = firstLoadScripts();
  assert.ok(scripts.length >= 1);
  // Files under 1 KB are not precompressed (the server sends them as they are): count their brotli size anyway.
  const total = scripts.reduce((sum, src) => sum + brotli(readFileSync(join(distDir, src.slice(1)))), 0);
  assert.ok(total <= 75 * kb, `${total} B brotli over ${scripts.join(', ')}`);
});

// 15.8 KB: every page's code (the router moves between all three: /bio with its button icons and
// the 404 page, about 1.3 KB, are in the app, which renders them in place when followed from either), the operator's texts from site/texts.env
// applied before hydration (so the app renders the prerendered words), the picture manifest (every slot's widths,
// hash and `sizes`, which the page needs to render pictures after hydration), the router, the
// native-first enhancements of the menu, the video and the carousel, the floating layer's watch that keeps
// it off the page's controls (the toast moved, the other parts stepping aside), the field-speed script's loader, and every outbound link's `ping` and
// its id (React renders the same attribute when it hydrates, so the ids must be in the chunk; the
// table itself is not: components name their id as a literal, checked against it by type).
budgets('our own JavaScript on / (everything but react, react-dom and scheduler): at most 15.8 KB brotli', async () => {
  // The same build with React left out, in one file: what remains is ours.
  const info = JSON.parse(html('build.json'));
  const root = join(distDir, '..');
  const { manifest } = await generateImages(imagePaths(root, testSiteDir)); // from the cache the build filled
  const options = browserBuildOptions(buildPaths(root), siteConfigFrom(info.settings, 2000), () => manifest);
  const result = await esbuild.build({
    ...options,
    entryPoints: { main: 'src/app/main.tsx' },
    splitting: false,
    write: false,
    metafile: true,
    external: ['react', 'react/*', 'react-dom', 'react-dom/*', 'scheduler'],
  });
  const js = result.outputFiles.filter((file) => file.path.endsWith('.js'));
  const inputs = Object.keys(result.metafile!.inputs);
  assert.ok(!inputs.some((input) => /node_modules\/(react|react-dom|scheduler)\//.test(input)), 'React was left out');
  const size = js.reduce((sum, file) => sum + brotli(file.contents), 0);
  assert.ok(size <= 15.8 * kb, `own code is ${size} B brotli`);
});

budgets('all CSS: at most 8 KB brotli; fonts from the system stack, never a font host', () => {
  const css = parse('index.html').querySelector('head style')!.textContent ?? '';
  assert.ok(brotli(css) <= 8 * kb, `${brotli(css)} B`);
  assert.not.match(css, /https?:\/\//, 'no third-party URL in the CSS');
  assert.not.match(css, /@font-face/, 'no web font (the system stack)');
  assert.match(css, /--font-sans:\s*system-ui/);
});

const candidates = (srcset: string) => srcset.split(', ').map((candidate) => candidate.split(' ')[0]!);

budgets('the hero poster: every AVIF variant at most 30 KB, preloaded from the same srcset and sizes with fetchpriority="high"', () => {
  const document = parse('index.html');
  const avif = document.querySelector('#home picture source[type="image/avif"]')!;
  const preload = document.querySelector('link[rel="preload"][as="image"]');
  assert.ok(preload, 'preloaded');
  assert.is(preload!.getAttribute('imagesrcset'), avif.getAttribute('srcset'));
  assert.is(preload!.getAttribute('imagesizes'), avif.getAttribute('sizes'));
  assert.is(preload!.getAttribute('type'), 'image/avif');
  assert.is(preload!.getAttribute('fetchpriority'), 'high');
  for (const url of candidates(avif.getAttribute('srcset')!)) {
    assert.ok(readFileSync(join(distDir, url.slice(1))).byteLength <= 30 * kb, url);
  }
});

budgets('content pictures load lazily, all with width and height and existing files; the video preloads nothing', () => {
  for (const file of ['index.html', 'bio.html', '404.html']) {
    const document = parse(file);
    const heroPoster = document.querySelector('#home picture img');
    for (const image of document.querySelectorAll('img')) {
      const isLogo = image.getAttribute('src')!.startsWith('/assets/logo');
      if (image !== heroPoster && !isLogo) assert.is(image.getAttribute('loading'), 'lazy', image.outerHTML.slice(0, 80));
      assert.ok(Number(image.getAttribute('width')) > 0 && Number(image.getAttribute('height')) > 0, image.outerHTML.slice(0, 80));
      assert.ok(existsSync(join(distDir, image.getAttribute('src')!.slice(1))));
    }
    for (const source of document.querySelectorAll('picture source')) {
      for (const url of candidates(source.getAttribute('srcset')!)) assert.ok(existsSync(join(distDir, url.slice(1))), url);
    }
  }
  const video = parse('index.html').querySelector('video')!;
  assert.ok(['none', 'metadata'].includes(video.getAttribute('preload') ?? ''), 'video preload');
});

budgets('nothing is requested from another origin: every src and stylesheet or script href is same-origin', () => {
  for (const file of ['index.html', 'bio.html', '404.html']) {
    const document = parse(file);
    const fetched = [
      ...[...document.querySelectorAll('[src]')].map((element) => element.getAttribute('src')!),
      ...[...document.querySelectorAll('video[poster]')].map((element) => element.getAttribute('poster')!),
      ...[...document.querySelectorAll('link[href]:not([rel="canonical"])')].map((element) => element.getAttribute('href')!),
    ];
    for (const url of fetched) assert.ok(url.startsWith('/') && !url.startsWith('//'), `${file}: ${url}`);
  }
});

budgets.run();
