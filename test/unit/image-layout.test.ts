import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { imageSlots } from '../../src/app/content/image-slots';
import { cropRegion, displayWidth, heightFor, sizesAttribute, variantWidths } from '../../src/app/images/layout';

// Expected figures are worked out by hand from the CSS (see the comments), not from the module.
const hero = imageSlots['hero-poster'].layout;
const earnings = imageSlots['earnings-1'].layout;
const products = imageSlots['product-capilar'].layout;
const testimonials = imageSlots['testimonial-1'].layout;

const widthCases: Array<[name: string, layout: typeof hero, viewport: number, expected: number]> = [
  // Hero: 20 px padding a side on phones, 32 px from 768 px, then the 1fr column of 1.05fr/1fr with a 48 px gap.
  ['hero', hero, 390, 350],
  ['hero', hero, 768, 704],
  ['hero', hero, 1024, 912 / 2.05],
  ['hero', hero, 1280, 1104 / 2.05],
  // Earnings: a 416 px wrapper on phones, 8 px slide padding a side; 2 then 3 per view.
  ['earnings', earnings, 320, 264],
  ['earnings', earnings, 390, 334],
  ['earnings', earnings, 500, 400],
  ['earnings', earnings, 768, 336],
  ['earnings', earnings, 1280, 368],
  // Products: 1 column, 2 from 640 px (24 px gap), 4 from 1024 px; 1 px borders.
  ['products', products, 390, 348],
  ['products', products, 700, 316],
  ['products', products, 1024, 220],
  ['products', products, 1280, 268],
  // Testimonials: at most 352 px.
  ['testimonials', testimonials, 320, 280],
  ['testimonials', testimonials, 390, 350],
  ['testimonials', testimonials, 768, 340],
  ['testimonials', testimonials, 1280, 352],
];

for (const [name, layout, viewport, expected] of widthCases) {
  test(`${name} is ${expected.toFixed(1)} px wide at a ${viewport} px viewport`, () => {
    assert.ok(Math.abs(displayWidth(layout, viewport) - expected) < 0.01, String(displayWidth(layout, viewport)));
  });
}

test('sizes: the hero, widest breakpoint first, with the container cap from 1216 px', () => {
  assert.is(
    sizesAttribute(hero),
    '(min-width: 76em) 538.54px, (min-width: 64em) calc((100vw - 112px) / 2.05), (min-width: 48em) calc(100vw - 64px), calc(100vw - 40px)',
  );
});

test('sizes: the earnings carousel (capped at 456 px on phones, 1216 px on desktops)', () => {
  assert.is(
    sizesAttribute(earnings),
    '(min-width: 76em) 368px, (min-width: 64em) calc((100vw - 112px) / 3), (min-width: 48em) calc((100vw - 96px) / 2), (min-width: 28.5em) 400px, calc(100vw - 56px)',
  );
});

test('sizes: repeated fixed widths collapse into one entry', () => {
  // One column of at most 352 px at every width, the page's paddings wider from 768 px.
  const oneColumn: typeof hero = [
    { fromViewport: 0, padding: 40, container: 352 },
    { fromViewport: 768, padding: 64, container: 352 },
  ];
  assert.is(sizesAttribute(oneColumn), '(min-width: 24.5em) 352px, calc(100vw - 40px)');
});

test('sizes: products, 4 columns from 1024 px', () => {
  assert.is(
    sizesAttribute(products),
    '(min-width: 76em) 268px, (min-width: 64em) calc((100vw - 144px) / 4), (min-width: 48em) calc((100vw - 92px) / 2), (min-width: 40em) calc((100vw - 68px) / 2), calc(100vw - 42px)',
  );
});

test('variant widths: the hero from a 1280 px source, steps of at most 1.2, ending at the source width', () => {
  assert.equal(variantWidths(hero, 1280), [280, 336, 400, 480, 576, 688, 824, 984, 1176, 1280]);
});

test('variant widths: a larger source adds rungs up to the widest need (a 1023 px tablet at 2x: 959 × 2 = 1918 px)', () => {
  const widths = variantWidths(hero, 4000);
  assert.is(widths[widths.length - 1], 1918);
  assert.is(widths[0], 280);
});

test('variant widths: products start at the narrowest need, 220 px (4 columns at 1024 px), rounded up to 8', () => {
  assert.equal(variantWidths(products, 800), [224, 264, 312, 368, 440, 528, 632, 752, 800]);
});

test('variant widths: phones to 480 px need 3x (earnings: 400 × 3 = 1200 px at 456–480 px)', () => {
  const widths = variantWidths(earnings, 4000);
  assert.is(widths[widths.length - 1], 1200);
});

test('variant widths: every step is at most 1.2 and the list is ascending', () => {
  for (const layout of [hero, earnings, products, testimonials]) {
    const widths = variantWidths(layout, 3000);
    widths.slice(1).forEach((width, index) => {
      assert.ok(width > widths[index]! && width <= widths[index]! * 1.2 + 0.001, `${widths[index]} → ${width}`);
    });
  }
});

test('heights follow the ratio', () => {
  assert.is(heightFor(576, [16, 9]), 324);
  assert.is(heightFor(264, [4, 5]), 330);
});

test('crop: a source already at the ratio is not cropped', () => {
  assert.equal(cropRegion(1280, 720, [16, 9]), { left: 0, top: 0, width: 1280, height: 720 });
});

test('crop: a 4:3 photo for a 16:9 slot loses top and bottom equally (centre rule)', () => {
  assert.equal(cropRegion(1600, 1200, [16, 9]), { left: 0, top: 150, width: 1600, height: 900 });
});

test('crop: a wide source for a 4:5 slot keeps the middle, or the focal point', () => {
  assert.equal(cropRegion(2000, 1000, [4, 5]), { left: 600, top: 0, width: 800, height: 1000 });
  assert.equal(cropRegion(2000, 1000, [4, 5], { x: 0.25, y: 0.5 }), { left: 100, top: 0, width: 800, height: 1000 });
});

test('crop: a focal point near an edge stops at the edge', () => {
  assert.equal(cropRegion(2000, 1000, [4, 5], { x: 0, y: 0.5 }), { left: 0, top: 0, width: 800, height: 1000 });
  assert.equal(cropRegion(2000, 1000, [4, 5], { x: 1, y: 0.5 }), { left: 1200, top: 0, width: 800, height: 1000 });
});

test.run();
