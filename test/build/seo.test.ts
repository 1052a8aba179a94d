// What crawlers and share previews read, checked in the built HTML and files (they run no
// JavaScript): head tags with absolute URLs from SITE_URL, JSON-LD, robots, sitemap, icons.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { imageSize } from '../support/image-size';
import { parseBuilt } from '../support/built-html';
import { distDir } from '../support/serve';
import { expectedChatHref, expectedSiteUrl, requireTestBuild } from '../support/test-site';

const seo = suite('search and share previews');

requireTestBuild(distDir);
const siteUrl = expectedSiteUrl;
/** The absolute address of each page, as SITE_URL of the test build makes it. */
const absolute = { '/': 'https://negociosozonteck.example/', '/bio': 'https://negociosozonteck.example/bio' } as const;
const pages = { '/': 'index.html', '/bio': 'bio.html' } as const;

const parse = parseBuilt;

const metaContent = (document: Document, key: string) =>
  [...document.querySelectorAll(`meta[property="${key}"], meta[name="${key}"]`)].map((meta) => meta.getAttribute('content'));

seo('each page has a unique pt-BR title and description', () => {
  const heads = [...Object.values(pages), '404.html'].map((file) => {
    const document = parse(file);
    return { title: document.title, description: metaContent(document, 'description')[0] ?? '' };
  });
  assert.is(new Set(heads.map((head) => head.title)).size, heads.length);
  assert.is(new Set(heads.map((head) => head.description)).size, heads.length);
  for (const head of heads) assert.ok(head.description.length > 50, head.title);
  assert.is(parse('index.html').documentElement.getAttribute('lang'), 'pt-BR');
});

for (const [path, file] of Object.entries(pages)) {
  seo(`${path}: canonical, Open Graph and Twitter tags, all absolute from SITE_URL`, () => {
    const document = parse(file);
    const url = absolute[path as keyof typeof absolute];
    assert.is(document.querySelector('link[rel="canonical"]')?.getAttribute('href'), url);
    assert.equal(metaContent(document, 'og:url'), [url]);
    assert.equal(metaContent(document, 'og:type'), ['website']);
    assert.equal(metaContent(document, 'og:locale'), ['pt_BR']);
    assert.equal(metaContent(document, 'og:site_name'), ['Negócios Ozonteck']);
    assert.equal(metaContent(document, 'og:title'), [document.title]);
    assert.ok(metaContent(document, 'og:description')[0]);
    assert.is(metaContent(document, 'twitter:card')[0], 'summary_large_image');
    assert.ok(metaContent(document, 'twitter:image')[0]?.startsWith(siteUrl + '/'));
    assert.is(document.querySelector('meta[name="robots"]'), null, 'indexable');
  });

  seo(`${path}: every og:image exists in dist/ with the width and height the tags state, and has alt text`, () => {
    const document = parse(file);
    const images = metaContent(document, 'og:image');
    const widths = metaContent(document, 'og:image:width');
    const heights = metaContent(document, 'og:image:height');
    const alts = metaContent(document, 'og:image:alt');
    assert.ok(images.length >= 1);
    assert.is(widths.length, images.length);
    images.forEach((image, index) => {
      assert.ok(image!.startsWith(siteUrl + '/'), `${image} is absolute`);
      const local = join(distDir, new URL(image!).pathname);
      assert.ok(existsSync(local), `${local} exists`);
      assert.equal(imageSize(local, readFileSync(local)), { width: Number(widths[index]), height: Number(heights[index]) });
      assert.ok((alts[index] ?? '').length > 10);
    });
    assert.equal([widths[0], heights[0]], ['1200', '630'], 'the main share image is 1200x630');
  });
}

seo('the 404 page is noindex and has no canonical URL', () => {
  const document = parse('404.html');
  assert.is(document.querySelector('meta[name="robots"]')?.getAttribute('content'), 'noindex');
  assert.is(document.querySelector('link[rel="canonical"]'), null);
});

seo('the landing page carries an Organization JSON-LD block with the footer address and the chat link', () => {
  const blocks = [...parse('index.html').querySelectorAll('script[type="application/ld+json"]')];
  assert.is(blocks.length, 1);
  const data = JSON.parse(blocks[0]!.textContent ?? '');
  assert.is(data['@context'], 'https://schema.org');
  assert.is(data['@type'], 'Organization');
  assert.is(data.name, 'Negócios Ozonteck');
  assert.is(data.url, absolute['/']);
  assert.ok(existsSync(join(distDir, new URL(data.logo).pathname)), 'logo exists');
  assert.is(data.address['@type'], 'PostalAddress');
  assert.is(data.address.addressLocality, 'Lajeado');
  assert.is(data.address.addressRegion, 'RS');
  assert.is(data.address.addressCountry, 'BR');
  assert.equal(data.sameAs, [expectedChatHref]);
  assert.is(parse('bio.html').querySelectorAll('script[type="application/ld+json"]').length, 0);
});

seo('robots.txt allows crawling and points to the absolute sitemap', () => {
  const robots = readFileSync(join(distDir, 'robots.txt'), 'utf8');
  assert.match(robots, /^User-agent: \*$/m);
  assert.match(robots, /^Allow: \/$/m);
  assert.match(robots, new RegExp(`^Sitemap: ${siteUrl.replace(/\./g, '\\.')}/sitemap\\.xml$`, 'm'));
});

seo('sitemap.xml lists / and /bio only, as absolute URLs', () => {
  const sitemap = readFileSync(join(distDir, 'sitemap.xml'), 'utf8');
  const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  assert.equal(locations, [absolute['/'], absolute['/bio']]);
  assert.match(sitemap, /xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9"/);
});

seo('favicon set, web app manifest and theme-color', () => {
  const document = parse('index.html');
  const icon = (selector: string) => document.querySelector(selector)?.getAttribute('href');
  assert.is(icon('link[rel="icon"][type="image/svg+xml"]'), '/favicon.svg');
  assert.is(icon('link[rel="icon"][sizes="32x32"]'), '/favicon-32.png');
  assert.is(icon('link[rel="apple-touch-icon"]'), '/apple-touch-icon.png');
  assert.ok(existsSync(join(distDir, 'favicon.svg')));
  assert.equal(imageSize('.png', readFileSync(join(distDir, 'favicon-32.png'))), { width: 32, height: 32 });
  assert.equal(imageSize('.png', readFileSync(join(distDir, 'apple-touch-icon.png'))), { width: 180, height: 180 });
  const manifest = JSON.parse(readFileSync(join(distDir, icon('link[rel="manifest"]')!.slice(1)), 'utf8'));
  assert.is(manifest.lang, 'pt-BR');
  assert.is(manifest.theme_color, metaContent(document, 'theme-color')[0]);
  for (const entry of manifest.icons) {
    const [width, height] = entry.sizes.split('x').map(Number);
    assert.equal(imageSize('.png', readFileSync(join(distDir, entry.src.slice(1)))), { width, height });
  }
});

for (const file of ['index.html', 'bio.html', '404.html']) {
  seo(`${file}: valid structure: no duplicate ids, no interactive element inside another`, () => {
    const document = parse(file);
    const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
    assert.equal(ids.filter((id, index) => ids.indexOf(id) !== index), []);
    const interactive = 'a[href], button, input, select, textarea, video[controls], [tabindex]:not([tabindex="-1"])';
    const nested = [...document.querySelectorAll(interactive)].filter((element) => element.parentElement?.closest(interactive));
    assert.equal(nested.map((element) => element.outerHTML.slice(0, 80)), []);
    assert.is(document.querySelectorAll('h1').length, 1, 'one h1');
  });
}

seo.run();
