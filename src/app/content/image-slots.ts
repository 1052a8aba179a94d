// Every picture the site shows is a slot. The operator puts a source file for a slot in
// site/images/, named after the slot (hero-poster.jpg, earnings-3.png, logo.svg…), over the sample
// in static/images/, and the build makes every variant (README, Fotos). The layouts mirror the CSS of
// the component that
// shows the slot: change one, change the other (test/e2e/images.test.ts compares them in Chromium).
import type { FocalPoint, Ratio, SlotLayout } from '../images/layout';

/** A content picture: AVIF and WebP variants at the widths its layout needs. */
export interface PictureSlot {
  kind: 'picture';
  ratio: Ratio;
  /** The narrowest source accepted (px, after cropping to the ratio): the sample's width. */
  minWidth: number;
  layout: SlotLayout;
  /** Where the crop centres when the source has another ratio; the centre when absent. */
  focus?: FocalPoint;
  shows: string;
}

/** A share preview: one JPEG of exactly this size (WhatsApp and Facebook want JPEG or PNG). */
export interface ShareSlot {
  kind: 'share';
  width: number;
  height: number;
  focus?: FocalPoint;
  shows: string;
}

/** The brand mark: an SVG (kept as it is) or a square-ish raster at least `minWidth` wide. */
export interface LogoSlot {
  kind: 'logo';
  minWidth: number;
  shows: string;
}

export type ImageSlot = PictureSlot | ShareSlot | LogoSlot;

// Page paddings (both sides) and the content max-width, from ui/Section.module.css and
// Hero.module.css: 1.25rem each side below 768 px, 2rem from 768 px, content at most 72rem. The
// widths are at the default text size (16 px): the CSS breakpoints are in em (48em = 768 px), and
// so are the media conditions of `sizes` (images/layout.ts).
const phonePadding = 40;
const widePadding = 64;
const container = 1152;

const heroLayout: SlotLayout = [
  { fromViewport: 0, padding: phonePadding },
  { fromViewport: 768, padding: widePadding },
  // Two columns, 1.05fr copy and 1fr video, 3rem apart.
  { fromViewport: 1024, padding: widePadding, container, gaps: 48, columns: 2.05 },
];

// carousel/Carousel.module.css and Monetize.module.css: at most 26rem wide on phones; 1, 2, 3
// slides per view; each slide has 0.5rem of padding on either side.
const earningsLayout: SlotLayout = [
  { fromViewport: 0, padding: phonePadding, container: 416, inset: 16 },
  { fromViewport: 768, padding: widePadding, container, columns: 2, inset: 16 },
  { fromViewport: 1024, padding: widePadding, container, columns: 3, inset: 16 },
];

// Products.module.css: 1, 2, then 4 cards a row, 1.5rem apart, each with a 1px border.
const productLayout: SlotLayout = [
  { fromViewport: 0, padding: phonePadding, inset: 2 },
  { fromViewport: 640, padding: phonePadding, gaps: 24, columns: 2, inset: 2 },
  { fromViewport: 768, padding: widePadding, gaps: 24, columns: 2, inset: 2 },
  { fromViewport: 1024, padding: widePadding, container, gaps: 72, columns: 4, inset: 2 },
];

// Testimonials.module.css: items 20rem to 22rem wide, 1.5rem apart, centred, wrapping: one on a
// phone, two a row from 768 px, three from 1072 px (3 × 20rem, the gaps and the paddings).
const testimonialLayout: SlotLayout = [
  { fromViewport: 0, padding: phonePadding, container: 352 },
  { fromViewport: 768, padding: widePadding, container: 2 * 352 + 24, gaps: 24, columns: 2 },
  { fromViewport: 1072, padding: widePadding, container: 3 * 352 + 48, gaps: 48, columns: 3 },
];

const picture = (ratio: Ratio, minWidth: number, layout: SlotLayout, shows: string): PictureSlot => ({
  kind: 'picture',
  ratio,
  minWidth,
  layout,
  shows,
});
const earnings = (shows: string) => picture([4, 5], 720, earningsLayout, shows);
const product = (shows: string) => picture([4, 3], 800, productLayout, shows);
const testimonial = (shows: string) => picture([4, 5], 720, testimonialLayout, shows);

export const imageSlots = {
  'hero-poster': picture([16, 9], 1280, heroLayout, 'the hero video, until it plays (use its first frame)'),
  'earnings-1': earnings('Monetize carousel, slide 1 (alt text in src/app/content/earnings.ts)'),
  'earnings-2': earnings('Monetize carousel, slide 2'),
  'earnings-3': earnings('Monetize carousel, slide 3'),
  'earnings-4': earnings('Monetize carousel, slide 4'),
  'earnings-5': earnings('Monetize carousel, slide 5'),
  'product-bem-estar': product('product card "Bem-Estar" (alt text in src/app/content/products.ts)'),
  'product-capilar': product('product card "Capilar"'),
  'product-fragrancia': product('product card "Fragrância"'),
  'product-nutraceuticos': product('product card "Nutracêuticos"'),
  'testimonial-1': testimonial('testimonial 1 (the quote goes in the alt text, src/app/content/testimonials.ts)'),
  'testimonial-2': testimonial('testimonial 2'),
  'testimonial-3': testimonial('testimonial 3'),
  logo: {
    kind: 'logo',
    minWidth: 512,
    shows: 'header, footer, /bio; the favicons and home-screen icons are made from it',
  },
  'og-image': { kind: 'share', width: 1200, height: 630, shows: 'share preview (WhatsApp, Facebook, X…)' },
  'og-image-square': { kind: 'share', width: 600, height: 600, shows: 'small square share preview (WhatsApp)' },
} as const satisfies Record<string, ImageSlot>;

export type SlotName = keyof typeof imageSlots;
export type PictureSlotName = {
  [Name in SlotName]: (typeof imageSlots)[Name] extends PictureSlot ? Name : never;
}[SlotName];

export const slotNames = Object.keys(imageSlots) as SlotName[];
