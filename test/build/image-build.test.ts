// The image step as an operator meets it: `npm run build` in a temporary copy of the project,
// with the operator's pictures in site/images/ over the samples in static/images/. The copy starts
// from this checkout's variant cache, so only the pictures a test changes are encoded.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { generateImages, imagePaths } from '../../src/builder/pictures/generate';
import { parseHtml } from '../support/built-html';
import { copyProject, repoRoot as root } from '../support/project-copy';
import { testSiteDir } from '../support/test-site';
import { childBaseEnv } from '../support/language';

const images = suite('images: site/images/ over static/images/ → variants in dist/');
let copy = '';

function build(): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', './src/builder/node-loader/register.mjs', 'build.ts'], {
      cwd: copy,
      env: { ...childBaseEnv() },
    });
    let output = '';
    const timer = setTimeout(() => child.kill('SIGKILL'), 120_000);
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

/** Every file in the copy's dist/ with a hash of its bytes: to show a failed build left it alone. */
async function distFingerprint(): Promise<string> {
  const dist = join(copy, 'dist');
  const entries = (await readdir(dist, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());
  const lines = await Promise.all(
    entries.map(async (entry) => {
      const path = join(entry.parentPath, entry.name);
      return `${path.slice(dist.length)} ${createHash('sha256').update(await readFile(path)).digest('hex')}`;
    }),
  );
  return lines.sort().join('\n');
}

/** A JPEG in three vertical bands (red ¼, green ½, blue ¼): a centre crop to half the width keeps only green. */
async function bandedJpeg(width: number, height: number): Promise<Buffer> {
  const band = Math.round(width / 4);
  const colour = (r: number, g: number, b: number, w: number) => sharp({ create: { width: w, height, channels: 3, background: { r, g, b } } }).png().toBuffer();
  return sharp({ create: { width, height, channels: 3, background: { r: 0, g: 0, b: 0 } } })
    .composite([
      { input: await colour(255, 0, 0, band), left: 0, top: 0 },
      { input: await colour(0, 200, 0, width - 2 * band), left: band, top: 0 },
      { input: await colour(0, 0, 255, band), left: width - band, top: 0 },
    ])
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** A JPEG cut short, as `head -c 100000 foto.jpg > site/images/hero-poster.jpg` leaves it: a whole header, half the picture. */
async function truncatedJpeg(): Promise<Buffer> {
  const noise = Buffer.from(Array.from({ length: 640 * 360 * 3 }, (_, index) => (index * 7919) % 251));
  const whole = await sharp(noise, { raw: { width: 640, height: 360, channels: 3 } }).resize(1920, 1080).jpeg({ quality: 95 }).toBuffer();
  return whole.subarray(0, Math.min(100_000, Math.floor(whole.length / 2)));
}

/** Scratch folders left in the copy's picture cache: never any, whatever a build stopped on. */
const partialCacheEntries = async () => (await readdir(join(copy, '.cache', 'images'))).filter((entry) => entry.includes('.partial'));

/** The operator's picture folder in the copy. */
const own = (file = '') => join(copy, 'site', 'images', file);
const sample = (file: string) => join(copy, 'static', 'images', file);

images.before(async () => {
  copy = await copyProject('image-build-', { ownImageCache: true });
  await mkdir(own(), { recursive: true });
});

images.after(async () => {
  if (copy) await rm(copy, { recursive: true, force: true });
});

images("the manifest lists pictures in the slot table's order, whatever order they finished in (the bundle's hash must not change between builds)", async () => {
  const { manifest } = await generateImages(imagePaths(root, testSiteDir));
  assert.equal(Object.keys(manifest.pictures), [
    'hero-poster', 'earnings-1', 'earnings-2', 'earnings-3', 'earnings-4', 'earnings-5',
    'product-bem-estar', 'product-capilar', 'product-fragrancia', 'product-nutraceuticos',
    'testimonial-1', 'testimonial-2', 'testimonial-3',
  ]);
});

images('a 1600×1000 JPEG in site/images/ replaces the testimonial-2 sample (which stays): centre-cropped to 4:5 (800×1000), AVIF and WebP at 280…800 px, only that picture encoded; the files Windows writes there are left alone', async () => {
  await writeFile(own('testimonial-2.jpg'), await bandedJpeg(1600, 1000));
  await Promise.all(['Thumbs.db', 'desktop.ini'].map((name) => writeFile(own(name), 'written by Windows')));
  const result = await build();
  assert.is(result.code, 0, result.output);
  // 7 widths × 2 formats, and nothing else.
  assert.match(result.output, /Pictures: encoded 14 files/);

  const html = parseHtml(await readFile(join(copy, 'dist', 'index.html'), 'utf8'));
  const picture = [...html.querySelectorAll('#depoimentos picture')][1]!;
  const expectedWidths = [280, 336, 400, 480, 576, 688, 800];
  for (const format of ['avif', 'webp']) {
    const srcset = picture.querySelector(`source[type="image/${format}"]`)!.getAttribute('srcset')!;
    const candidates = srcset.split(', ').map((candidate) => candidate.split(' '));
    assert.equal(candidates.map(([, descriptor]) => descriptor), expectedWidths.map((width) => `${width}w`));
    for (const [url, descriptor] of candidates) {
      assert.match(url!, new RegExp(`^/assets/testimonial-2-${descriptor!.slice(0, -1)}\\.[\\w-]{8}\\.${format}$`));
      const meta = await sharp(join(copy, 'dist', url!)).metadata();
      assert.equal([meta.format === 'heif' ? 'avif' : meta.format, meta.width, meta.height], [format, Number(descriptor!.slice(0, -1)), Math.round((Number(descriptor!.slice(0, -1)) * 5) / 4)]);
    }
  }
  const image = picture.querySelector('img')!;
  assert.equal([image.getAttribute('width'), image.getAttribute('height')], ['800', '1000']);
  // Centre crop of red | green | blue bands: the picture is green from edge to edge.
  const widest = picture.querySelector('source[type="image/webp"]')!.getAttribute('srcset')!.split(', ').pop()!.split(' ')[0]!;
  const { data } = await sharp(join(copy, 'dist', widest)).extract({ left: 4, top: 500, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
  assert.ok(data[1]! > 150 && data[0]! < 60 && data[2]! < 60, `left edge is ${[...data]}`);

  assert.not.match(result.output, /was cropped/, 'half of it shows: nothing to say');
  const again = await build();
  assert.is(again.code, 0);
  assert.match(again.output, /Pictures: all \d+ files from the cache/, 'a rebuild encodes nothing');
  // A panorama in a 4:5 slot: most of it is cut away, and the build says so.
  await writeFile(own('testimonial-2.jpg'), await bandedJpeg(3000, 1000));
  const panorama = await build();
  assert.is(panorama.code, 0, panorama.output);
  assert.match(panorama.output, /Warning: site\/images\/testimonial-2\.jpg \(slot "testimonial-2"\) was cropped to 4:5, and only 27% of the picture shows on the site\./);
  await Promise.all(['testimonial-2.jpg', 'Thumbs.db', 'desktop.ini'].map((name) => rm(own(name))));
});

/** What a build printed from its verdict on: the lines the operator reads last. */
const verdictOf = (output: string) => output.slice(output.lastIndexOf('────'));

images('HERO-POSTER.JPG, a 3000×4000 portrait, fills the hero-poster slot; that only 42% of it shows is in the verdict of this build and of the next, cached one; deleted, the next verdict names it', async () => {
  await writeFile(own('HERO-POSTER.JPG'), await bandedJpeg(3000, 4000));
  try {
    for (const run of ['first build', 'next build, from the cache']) {
      const result = await build();
      assert.is(result.code, 0, result.output);
      assert.match(verdictOf(result.output), /Warning: site\/images\/HERO-POSTER\.JPG \(slot "hero-poster"\) was cropped to 16:9, and only 42% of the picture shows on the site\./, run);
    }
    // The banded picture, whole in width (a portrait is cut at the top and bottom): red at the left edge.
    const html = await readFile(join(copy, 'dist', 'index.html'), 'utf8');
    const poster = [...html.matchAll(/\/assets\/hero-poster-\d+\.[\w-]{8}\.webp/g)].pop()![0];
    const { data } = await sharp(join(copy, 'dist', poster)).extract({ left: 4, top: 100, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
    assert.ok(data[0]! > 200 && data[1]! < 60, `the poster's left edge is ${[...data]}, not the operator's red band`);
    // Deleted: the sample is back on the site, and the verdict names the picture of the live build's that is gone.
    await rm(own('HERO-POSTER.JPG'));
    const gone = await build();
    assert.is(gone.code, 0, gone.output);
    assert.match(verdictOf(gone.output), /Warning: site\/images\/HERO-POSTER\.JPG \(slot "hero-poster"\) is no longer in site\/images\/\. The live build showed this picture of yours; in this build the sample static\/images\/hero-poster\.webp takes its place\. If that was not on purpose, put the picture back as site\/images\/HERO-POSTER\.JPG and build again/);
  } finally {
    await rm(own('HERO-POSTER.JPG'), { force: true });
  }
});

images('a PNG logo in site/images/ replaces the sample logo.svg: WebP variants in header, footer and /bio, and every icon made from it', async () => {
  // A wide logo (3:2): fitted inside the square, never cropped or stretched.
  await sharp({ create: { width: 600, height: 400, channels: 4, background: { r: 20, g: 200, b: 120, alpha: 1 } } }).png().toFile(own('logo.png'));
  try {
    const result = await build();
    assert.is(result.code, 0, result.output);
    for (const page of ['index.html', 'bio.html']) {
      const html = parseHtml(await readFile(join(copy, 'dist', page), 'utf8'));
      const logos = [...html.querySelectorAll('img')].filter((image) => image.getAttribute('src')!.startsWith('/assets/logo-'));
      assert.ok(logos.length >= 1, page);
      for (const logo of logos) {
        assert.match(logo.getAttribute('srcset')!, /^\/assets\/logo-64\.[\w-]{8}\.webp 64w, \/assets\/logo-128\.[\w-]{8}\.webp 128w, \/assets\/logo-192\.[\w-]{8}\.webp 192w$/);
        assert.ok(/^\d+px$/.test(logo.getAttribute('sizes')!));
      }
    }
    for (const [file, size] of [['favicon-32.png', 32], ['apple-touch-icon.png', 180], ['icon-192.png', 192], ['icon-512.png', 512]] as const) {
      const meta = await sharp(join(copy, 'dist', file)).metadata();
      assert.equal([meta.format, meta.width, meta.height], ['png', size, size], file);
    }
    // The 3:2 mark fitted in the square: transparent above and below it in the favicon.
    const { data } = await sharp(join(copy, 'dist', 'favicon-32.png')).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    assert.is(data[(1 * 32 + 16) * 4 + 3], 0, 'top row transparent');
    assert.ok(data[(16 * 32 + 16) * 4 + 3]! > 200, 'middle opaque');
    assert.match(await readFile(join(copy, 'dist', 'favicon.svg'), 'utf8'), /^<svg [^>]*><image [^>]*href="data:image\/png;base64,/);
  } finally {
    await rm(own('logo.png'));
  }
});

const badSources: Array<[name: string, arrange: () => Promise<void>, message: RegExp, restore: () => Promise<void>]> = [
  [
    'too small',
    () => sharp({ create: { width: 400, height: 500, channels: 3, background: '#888' } }).png().toFile(own('earnings-2.png')).then(() => undefined),
    /site\/images\/earnings-2\.png \(slot "earnings-2"\) is 400×500 px: too small\. .*needs at least 720×900 px/,
    () => rm(own('earnings-2.png')),
  ],
  [
    'not an image',
    () => writeFile(own('product-capilar.webp'), 'this is not a picture'),
    /site\/images\/product-capilar\.webp \(slot "product-capilar"\) is not a readable image: expected JPEG, PNG, WebP or AVIF/,
    () => rm(own('product-capilar.webp')),
  ],
  [
    'two sources for one slot in site/images/',
    () => Promise.all([cp(sample('earnings-1.webp'), own('earnings-1.png')), cp(sample('earnings-1.webp'), own('earnings-1.webp'))]).then(() => undefined),
    /site\/images\/earnings-1\.png and site\/images\/earnings-1\.webp: two sources for slot "earnings-1"\. Keep one\./,
    () => Promise.all([rm(own('earnings-1.png')), rm(own('earnings-1.webp'))]).then(() => undefined),
  ],
  [
    'two samples for one slot (a picture replaced inside static/images/, the sample brought back by git pull)',
    () => cp(sample('earnings-1.webp'), sample('earnings-1.jpg')),
    /static\/images\/earnings-1\.jpg and static\/images\/earnings-1\.webp: two sources for slot "earnings-1"\. Keep one\. static\/images\/ holds the samples: put your own picture in site\/images\/, where git pull never touches it\./,
    () => rm(sample('earnings-1.jpg')),
  ],
  [
    'a JPEG cut short by a copy that did not finish',
    async () => writeFile(own('hero-poster.jpg'), await truncatedJpeg()),
    /^Build stopped: site\/images\/hero-poster\.jpg \(slot "hero-poster"\): the file is cut short \(the copy did not finish\)\. Copy it again and rebuild\.$/m,
    () => rm(own('hero-poster.jpg')),
  ],
  [
    'an empty file (0 bytes)',
    () => writeFile(own('hero-poster.jpg'), ''),
    /^Build stopped: site\/images\/hero-poster\.jpg \(slot "hero-poster"\) is empty \(0 bytes\): the copy did not finish\. Copy the picture again/m,
    () => rm(own('hero-poster.jpg')),
  ],
  [
    'an iPhone photo (HEIC) named .jpg',
    () => writeFile(own('hero-poster.jpg'), Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic'), Buffer.alloc(200)])),
    /^Build stopped: site\/images\/hero-poster\.jpg \(slot "hero-poster"\) is a HEIC photo \(the iPhone's format\), whatever its name says/m,
    () => rm(own('hero-poster.jpg')),
  ],
  [
    'a folder inside site/images/ (its pictures would be ignored), named with that folder only',
    () => mkdir(own('fotos')).then(() => cp(sample('earnings-1.webp'), own('fotos/hero-poster.webp'))),
    /^Build stopped: A picture in site\/images\/ cannot be used:\n {2}- site\/images\/fotos\/ is a folder, and folders inside site\/images\/ are not read\. Put the pictures directly in site\/images\//m,
    () => rm(own('fotos'), { recursive: true }),
  ],
  [
    'an unknown slot name',
    () => cp(sample('earnings-1.webp'), own('earnings-6.webp')),
    /site\/images\/earnings-6\.webp: "earnings-6" is not a picture slot\. Slots: hero-poster, earnings-1/,
    () => rm(own('earnings-6.webp')),
  ],
  [
    'a slot name misspelled, with a space: the slot it was meant for is suggested',
    () => cp(sample('earnings-1.webp'), own('hero postr.webp')),
    /site\/images\/hero postr\.webp: "hero postr" is not a picture slot\. Did you mean hero-poster\.webp\? Rename the file\./,
    () => rm(own('hero postr.webp')),
  ],
  [
    'a raster logo too small for the 512 px icon',
    () => sharp({ create: { width: 300, height: 300, channels: 4, background: '#0a0' } }).png().toFile(own('logo.png')).then(() => undefined),
    /site\/images\/logo\.png \(slot "logo"\) is 300×300 px: too small\. A raster logo needs at least 512 px on its longer side \(or use an SVG\)\./,
    () => rm(own('logo.png')),
  ],
  [
    'a slot with neither a picture of the operator nor a sample',
    () => rm(sample('og-image.jpg')),
    /slot "og-image" has no source\. Add site\/images\/og-image as JPEG, PNG, WebP or AVIF .*or restore the sample with git checkout static\/images\//,
    () => cp(join(root, 'static', 'images', 'og-image.jpg'), sample('og-image.jpg')),
  ],
  [
    'a format the slot does not take',
    () => cp(sample('logo.svg'), own('hero-poster.svg')),
    /site\/images\/hero-poster\.svg: slot "hero-poster" takes JPEG, PNG, WebP or AVIF .*not "\.svg"/,
    () => rm(own('hero-poster.svg')),
  ],
];

for (const [name, arrange, message, restore] of badSources) {
  images(`${name}: the build stops with a message naming the file, the slot and what it expects; dist/ is left as it was`, async () => {
    const before = await distFingerprint();
    await arrange();
    try {
      const result = await build();
      assert.is(result.code, 1, result.output);
      assert.match(result.output, /Build stopped: /);
      assert.match(result.output, message);
      assert.not.match(result.output, /^\s+at /m, 'a stack trace was printed');
      assert.is(await distFingerprint(), before, 'dist/ unchanged');
      assert.equal(await partialCacheEntries(), [], 'a partial entry was left in .cache/images/');
    } finally {
      await restore();
    }
  });
}

images.run();
