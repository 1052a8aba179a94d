// Responsive pictures in a real Chromium: which file the hero fetches at phone and desktop widths,
// that every picture's `sizes` matches the width the CSS gives it, and that every image loads.
import type { Page } from 'playwright';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { openPage, setUpE2E, sharedPage, tearDownE2E, waitForSettled, type E2EContext } from '../support/e2e';

const images = suite<E2EContext>('responsive pictures');
images.before(setUpE2E);
images.after(tearDownE2E);

/** Far carousel slides render once the visitor reaches for the carousel: focus its first button. */
async function engageCarousel(page: Page): Promise<void> {
  await page.locator('#monetize section[aria-roledescription="carousel"] button').first().focus();
}

/** The width in the file name /assets/<slot>-<width>.<hash>.<format>. */
const widthOf = (url: string) => Number(/-(\d+)\.[\w-]+\.(avif|webp)$/.exec(url)![1]);

/** What the hero fetched at 390 px, kept for the test that compares the widths (a cold load costs a context). */
let atPhone: ReturnType<typeof loadHero> | null = null;
const heroFetches = (context: E2EContext, width: number) => (width === 390 ? (atPhone ??= loadHero(context, width)) : loadHero(context, width));

async function loadHero(context: E2EContext, width: number) {
  const { page, close } = await openPage(context, { width, height: 800 }, { deviceScaleFactor: 2, fresh: true });
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/assets/hero-poster-')) fetched.push(new URL(request.url()).pathname);
  });
  await page.goto(context.server.url + '/');
  await waitForSettled(page);
  await page.waitForFunction(() => document.querySelector<HTMLImageElement>('#home picture img')!.complete);
  const cssWidth = await page.locator('#home picture img').evaluate((img) => img.getBoundingClientRect().width);
  const poster = await page.locator('#home video').getAttribute('poster');
  await close();
  return { fetched, cssWidth, poster };
}

images('the hero at 390 px and DPR 2: one AVIF at most about twice its CSS width, the same file the video then uses as poster', async (context) => {
  const { fetched, cssWidth, poster } = await heroFetches(context, 390);
  assert.is(fetched.length, 1, `one request (the preload and the picture agree): ${fetched.join(', ')}`);
  assert.match(fetched[0]!, /\.avif$/);
  assert.ok(widthOf(fetched[0]!) >= cssWidth * 2 && widthOf(fetched[0]!) <= cssWidth * 2 * 1.2, `${fetched[0]} for ${cssWidth} CSS px`);
  assert.ok(poster?.endsWith(fetched[0]!), `poster ${poster}`);
});

images('the hero at 1280 px and DPR 2 fetches a larger variant than at 390 px', async (context) => {
  const phone = await heroFetches(context, 390);
  const desktop = await heroFetches(context, 1280);
  assert.is(desktop.fetched.length, 1);
  assert.ok(widthOf(desktop.fetched[0]!) > widthOf(phone.fetched[0]!), `${desktop.fetched[0]} vs ${phone.fetched[0]}`);
  assert.ok(widthOf(desktop.fetched[0]!) <= desktop.cssWidth * 2 * 1.2, `${desktop.fetched[0]} for ${desktop.cssWidth} CSS px`);
});

/**
 * For every picture: its first source's `sizes`, the width the CSS draws its img at, and the
 * width `sizes` announces at this viewport, worked out by the browser's own media queries and
 * calc() (the first entry whose condition matches, measured through a probe element). One call
 * into the page for all of them.
 */
function picturesSizes(page: Page): Promise<Array<{ sizes: string; rendered: number; announced: number }>> {
  return page.evaluate(() => {
    const announcedWidth = (value: string) => {
      const entries = value.split(/,\s*(?![^()]*\))/);
      for (const entry of entries) {
        const match = /^(\([^)]*\))\s+(.*)$/.exec(entry.trim());
        const [condition, length] = match ? [match[1]!, match[2]!] : [null, entry.trim()];
        if (condition && !matchMedia(condition).matches) continue;
        const probe = document.createElement('div');
        probe.style.position = 'absolute';
        probe.style.width = length;
        document.body.append(probe);
        const width = probe.getBoundingClientRect().width;
        probe.remove();
        return width;
      }
      return NaN;
    };
    return [...document.querySelectorAll('picture')].map((picture) => {
      const sizes = picture.querySelector('source')!.getAttribute('sizes')!;
      return { sizes, rendered: picture.querySelector('img')!.getBoundingClientRect().width, announced: announcedWidth(sizes) };
    });
  });
}

// One tab, loaded again at each width.
for (const width of [320, 390, 700, 768, 1024, 1280]) {
  images(`every picture's sizes matches its rendered width at ${width} px`, async (context) => {
    const { page } = await sharedPage(context, '/', { width, height: 800 });
    await engageCarousel(page);
    const pictures = await picturesSizes(page);
    assert.is(pictures.length, 13, 'hero, 5 earnings, 4 products, 3 testimonials');
    for (const [index, { sizes, rendered, announced }] of pictures.entries()) {
      // Scrollbars are overlays in headless Chromium, so 100vw is the layout width.
      assert.ok(Math.abs(announced - rendered) <= 1.5, `picture ${index}: sizes says ${announced}, CSS draws ${rendered} (${sizes})`);
    }
  });
}

// Landing: 13 pictures and the logo in header and footer; /bio: the logo; the 404 page: none.
for (const [path, imageCount] of [['/', 15], ['/bio', 1], ['/pagina-que-nao-existe', 0]] as const) {
  images(`all ${imageCount} images on ${path} load, and nothing the page asks for fails (walked top to bottom at 390 px)`, async (context) => {
    // A context of its own: every request the page makes is watched, from a cold cache.
    const { page, close } = await openPage(context, { width: 390, height: 844 }, { fresh: true });
    const failed: string[] = [];
    page.on('requestfailed', (request) => failed.push(request.url()));
    page.on('response', (response) => {
      if (response.status() >= 400 && response.request().resourceType() !== 'document') failed.push(`${response.status()} ${response.url()}`);
    });
    await page.goto(context.server.url + path);
    await waitForSettled(page);
    if (path === '/') await engageCarousel(page);
    const height = await page.evaluate(() => document.body.scrollHeight);
    for (let y = 0; y < height; y += 600) await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
    // Carousel slides out of view are in the DOM and lazy: bring each image into view.
    for (const image of await page.locator('img').all()) await image.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
    await page.waitForFunction(() => [...document.images].every((image) => image.complete), undefined, { timeout: 15_000 });
    const broken = await page.evaluate(() => [...document.images].filter((image) => image.naturalWidth === 0).map((image) => image.currentSrc || image.src));
    assert.equal(broken, [], 'no broken image');
    assert.is(await page.locator('img').count(), imageCount);
    assert.equal(failed, [], 'no failed request');
    await close();
  });
}

images.run();
