// Image delivery figures for the benchmark: bytes and requests until the page is idle, and image
// bytes wasted (served pixels beyond the displayed size × DPR), per load and as medians.
// Waste is counted the way Lighthouse's "Properly size images" audit counts it: a picture's bytes
// times the share of its pixels the screen cannot show.
import { kb } from './format';
import type { LoadSample, RequestRecord } from './page-load';
import { spread, type Spread } from './stats';

/** One <img> as the page shows it, read after the network went idle. */
export interface DisplayedImage {
  /** currentSrc, as a path. */
  path: string;
  /** The file's own pixels. (The page's naturalWidth is divided by the srcset density, so the
   * script leaves these 0 and summariseDelivery reads them from the file in dist/.) */
  naturalWidth: number;
  naturalHeight: number;
  /** CSS pixels × devicePixelRatio. */
  displayedWidth: number;
  displayedHeight: number;
}

// Plain JavaScript, evaluated in the page.
export const displayedImagesScript = String.raw`[...document.images]
  .filter((image) => image.complete && image.naturalWidth > 0 && image.currentSrc)
  .map((image) => {
    const box = image.getBoundingClientRect();
    return {
      path: new URL(image.currentSrc, location.href).pathname,
      naturalWidth: 0,
      naturalHeight: 0,
      displayedWidth: Math.round(box.width * devicePixelRatio),
      displayedHeight: Math.round(box.height * devicePixelRatio),
    };
  })`;

export interface ImageWaste extends DisplayedImage {
  bytes: number;
  wastedBytes: number;
}

const bodyBytes = (requests: RequestRecord[], path: string) => requests.find((request) => request.path === path && request.transferBodyBytes !== null)?.transferBodyBytes ?? 0;

export type FileSize = (path: string) => { width: number; height: number } | null;

/** Raster images only: an SVG has no pixels to waste. The same file shown twice counts once, at its largest display. */
export function imageWaste(sample: LoadSample, fileSize: FileSize): ImageWaste[] {
  const largest = new Map<string, DisplayedImage>();
  for (const image of sample.images ?? []) {
    if (image.path.endsWith('.svg')) continue;
    const seen = largest.get(image.path);
    if (!seen || image.displayedWidth * image.displayedHeight > seen.displayedWidth * seen.displayedHeight) largest.set(image.path, image);
  }
  return [...largest.values()].map((image) => {
    const bytes = bodyBytes(sample.requests, image.path);
    const { width, height } = fileSize(image.path) ?? { width: 0, height: 0 };
    const natural = width * height;
    if (natural === 0) return { ...image, bytes, wastedBytes: 0 };
    const shown = Math.min(natural, image.displayedWidth * image.displayedHeight);
    return { ...image, naturalWidth: width, naturalHeight: height, bytes, wastedBytes: Math.round(bytes * (1 - shown / natural)) };
  });
}

export interface DeliverySummary {
  route: string;
  profile: string;
  /** Response body bytes of every request issued before the network went idle. */
  bytesToIdle: Spread;
  requestsToIdle: Spread;
  imageBytes: Spread;
  wastedImageBytes: Spread;
  /** The load with the median waste, image by image. */
  worstImages: ImageWaste[];
}

/** Pixel sizes of the images the loads showed, read from dist/ (path → file through headers.json). */
export async function imageFileSizes(samples: LoadSample[], fileOf: (path: string) => string | null): Promise<FileSize> {
  const { default: sharp } = await import('sharp');
  const sizes = new Map<string, { width: number; height: number }>();
  for (const path of new Set(samples.flatMap((sample) => (sample.images ?? []).map((image) => image.path)))) {
    const file = fileOf(path);
    if (!file || path.endsWith('.svg')) continue;
    const { width, height } = await sharp(file).metadata();
    if (width && height) sizes.set(path, { width, height });
  }
  return (path) => sizes.get(path) ?? null;
}

export function summariseDelivery(samples: LoadSample[], fileSize: FileSize): DeliverySummary[] {
  const groups = new Map<string, LoadSample[]>();
  for (const sample of samples) groups.set(`${sample.profile} ${sample.route}`, [...(groups.get(`${sample.profile} ${sample.route}`) ?? []), sample]);
  return [...groups.values()].map((loads) => {
    const wastes = loads.map((load) => imageWaste(load, fileSize));
    const wasted = wastes.map((images) => images.reduce((sum, image) => sum + image.wastedBytes, 0));
    const medianIndex = wasted.indexOf([...wasted].sort((a, b) => a - b)[Math.floor(wasted.length / 2)]!);
    return {
      route: loads[0]!.route,
      profile: loads[0]!.profile,
      bytesToIdle: spread(loads.map((load) => load.requests.filter((request) => request.beforeIdle).reduce((sum, request) => sum + (request.transferBodyBytes ?? 0), 0))),
      requestsToIdle: spread(loads.map((load) => load.requestsBeforeIdle)),
      imageBytes: spread(wastes.map((images) => images.reduce((sum, image) => sum + image.bytes, 0))),
      wastedImageBytes: spread(wasted),
      worstImages: wastes[medianIndex]!.filter((image) => image.wastedBytes > 0).sort((a, b) => b.wastedBytes - a.wastedBytes).slice(0, 5),
    };
  });
}

/** Picture delivery's targets for `/` on the mobile profile (the LCP one: the hero poster's paint). */
export const deliveryTargets = { bytesToIdle: 150_000, requestsToIdle: 10, wastedImageBytes: 10_000, lcpMs: 1200 } as const;

const range = (value: Spread, format: (n: number) => string) => `${format(value.median)} (${format(value.min)} – ${format(value.max)})`;

/** Checks for the report's target table: `/` on the mobile profile. */
export function deliveryChecks(delivery: DeliverySummary[], lcpMedianMs: number | null) {
  const home = delivery.find((summary) => summary.profile === 'mobile' && summary.route === '/');
  if (!home) return [];
  const checks = [
    { figure: 'mobile / bytes to idle (median)', value: kb(home.bytesToIdle.median), target: `≤ ${kb(deliveryTargets.bytesToIdle)}`, met: home.bytesToIdle.median <= deliveryTargets.bytesToIdle },
    { figure: 'mobile / requests to idle (median)', value: String(home.requestsToIdle.median), target: `≤ ${deliveryTargets.requestsToIdle}`, met: home.requestsToIdle.median <= deliveryTargets.requestsToIdle },
    { figure: 'mobile / image bytes wasted (median)', value: kb(home.wastedImageBytes.median), target: `≤ ${kb(deliveryTargets.wastedImageBytes)}`, met: home.wastedImageBytes.median <= deliveryTargets.wastedImageBytes },
  ];
  if (lcpMedianMs !== null) {
    checks.push({ figure: 'mobile / LCP (median), picture delivery target', value: `${Math.round(lcpMedianMs)} ms`, target: `≤ ${deliveryTargets.lcpMs} ms`, met: lcpMedianMs <= deliveryTargets.lcpMs });
  }
  return checks;
}

export function deliverySection(delivery: DeliverySummary[], formatTable: (header: string[], rows: string[][]) => string): string[] {
  const lines = [
    '',
    '2b. Image delivery: bytes and requests until the network is idle, image bytes wasted',
    '===================================================================================',
    'Bytes are response bodies as received. Waste: an image\'s bytes × (1 − displayed pixels ÷ served pixels), displayed = CSS size × DPR.',
  ];
  const rows = delivery.map((summary) => [
    `${summary.profile} ${summary.route}`,
    range(summary.bytesToIdle, kb),
    range(summary.requestsToIdle, String),
    range(summary.imageBytes, kb),
    range(summary.wastedImageBytes, kb),
  ]);
  lines.push(formatTable(['load', 'bytes to idle', 'requests to idle', 'image bytes', 'image bytes wasted'], rows));
  for (const summary of delivery) {
    for (const image of summary.worstImages) {
      lines.push(`  ${summary.profile} ${summary.route}: ${image.path} ${image.naturalWidth}×${image.naturalHeight} shown at ${image.displayedWidth}×${image.displayedHeight} device px: ${kb(image.wastedBytes)} of ${kb(image.bytes)} wasted`);
    }
  }
  return lines;
}
