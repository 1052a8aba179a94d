// Content pictures and share previews: read the source, crop it to the slot's ratio (centre or
// focal point, never stretched; check-source.ts decides the crop), and encode the variants with sharp.
import type { Sharp } from 'sharp';
import type { PictureSlot, ShareSlot } from '../../app/content/image-slots';
import { heightFor, variantWidths } from '../../app/images/layout';
import { pictureFormats, variantPath, type PictureEntry } from '../../app/images/manifest';
import { messages } from '../../messages/catalogue';
import { settleAll } from './cache';
import type { CheckedSource } from './check-source';
import { ImageSourceError, describeAccepted, type SlotSource } from './sources';

/**
 * Encoder settings, chosen by looking at 390 and 1280 px, DPR 1 and 2 (test/bench/PERFORMANCE.md, "Building:
 * pictures, precompression, the dev loop").
 * AVIF effort 2 encodes about 8× faster than the default 4 for about 10% more bytes.
 */
export const encoderSettings = {
  avif: { quality: 50, effort: 2, chromaSubsampling: '4:2:0' },
  webp: { quality: 75, effort: 4 },
  jpeg: { quality: 82, mozjpeg: true },
} as const;

type SharpFactory = typeof import('sharp').default;
let sharpModule: Promise<SharpFactory> | null = null;
/** Loaded on first use: a warm build never needs it. */
export function loadSharp(): Promise<SharpFactory> {
  sharpModule ??= import('sharp').then((module) => module.default);
  return sharpModule;
}

export interface SourceImage {
  /** Sharp pipeline factory on the source, already turned upright (EXIF orientation). */
  open: () => Sharp;
  width: number;
  height: number;
  format: string;
}

/**
 * What is wrong with a source sharp cannot read to the end, said for the operator: cut short (a copy that did
 * not finish) or damaged.
 */
export function damagedSourceError(source: SlotSource, error: unknown): ImageSourceError {
  const detail = (error instanceof Error ? error.message : String(error)).split('\n')[0]!.trim();
  const text = messages().pictures;
  if (/premature end|truncated|unexpected end|end of (file|data|stream)|not enough data|short read/i.test(detail))
    return new ImageSourceError(text.truncated(source.shownPath, source.slot));
  return new ImageSourceError(text.damaged(source.shownPath, source.slot, detail));
}

/** An iPhone photo (HEIC: HEVC in an ISO media file), whatever its name says: no browser shows it. */
function isHeic(bytes: Uint8Array): boolean {
  const brand = new TextDecoder('latin1').decode(bytes.subarray(4, 12));
  return ['ftypheic', 'ftypheix', 'ftyphevc', 'ftyphevx'].includes(brand);
}

/**
 * Reads a source's size and format, and decodes it once to the end: a picture cut short by an
 * unfinished copy has a whole header, so only a full decode finds it, before anything is encoded.
 */
export async function readSource(source: SlotSource, bytes: Uint8Array): Promise<SourceImage> {
  if (bytes.byteLength === 0) throw new ImageSourceError(messages().pictures.empty(source.shownPath, source.slot));
  if (isHeic(bytes)) throw new ImageSourceError(messages().pictures.heic(source.shownPath, source.slot));
  const sharp = await loadSharp();
  let metadata: Awaited<ReturnType<Sharp['metadata']>>;
  try {
    metadata = await sharp(bytes).metadata();
  } catch {
    throw new ImageSourceError(
      messages().pictures.unreadable(source.shownPath, source.slot, describeAccepted(source.slot)),
    );
  }
  const upright = metadata.autoOrient ?? { width: metadata.width, height: metadata.height };
  if (!upright.width || !upright.height)
    throw new ImageSourceError(
      messages().pictures.unreadable(source.shownPath, source.slot, describeAccepted(source.slot)),
    );
  try {
    await sharp(bytes).stats();
  } catch (error) {
    throw damagedSourceError(source, error);
  }
  // Large sources are fine; sharp's default pixel limit (268 MP) still stops decompression bombs.
  return {
    open: () => sharp(bytes).rotate(),
    width: upright.width,
    height: upright.height,
    format: metadata.format ?? 'unknown',
  };
}

export interface EncodedPicture {
  entry: Omit<PictureEntry, 'sizes'>;
  /** File names inside the slot's cache folder, and where each goes under dist/. */
  files: Array<{ name: string; distPath: string }>;
}

export async function encodePicture(
  source: SlotSource,
  { image, crop }: CheckedSource,
  slot: PictureSlot,
  hash: string,
  dir: string,
  pool: <T>(job: () => Promise<T>) => Promise<T>,
) {
  if (!crop) throw new Error(`slot "${source.slot}" has no crop`);
  const widths = variantWidths(slot.layout, crop.width);
  const files: EncodedPicture['files'] = [];
  const jobs: Array<Promise<unknown>> = [];
  for (const width of widths) {
    for (const format of pictureFormats) {
      const distPath = variantPath(source.slot, width, hash, format).slice(1);
      const name = distPath.slice('assets/'.length);
      files.push({ name, distPath });
      jobs.push(
        pool(() => {
          const resized = image.open().extract(crop).resize(width, heightFor(width, slot.ratio));
          const encoded = format === 'avif' ? resized.avif(encoderSettings.avif) : resized.webp(encoderSettings.webp);
          return encoded.toFile(`${dir}/${name}`);
        }),
      );
    }
  }
  await settleAll(jobs).catch((error: unknown) => {
    throw error instanceof ImageSourceError ? error : damagedSourceError(source, error);
  });
  const widest = widths[widths.length - 1]!;
  const result: EncodedPicture = {
    entry: { hash, widths, width: widest, height: heightFor(widest, slot.ratio) },
    files,
  };
  return { result, encoded: files.length };
}

/** A share preview: one JPEG at exactly the slot's size, at the root of dist/ under a fixed name. */
export async function encodeShareImage(
  source: SlotSource,
  { image, crop }: CheckedSource,
  slot: ShareSlot,
  dir: string,
) {
  if (!crop) throw new Error(`slot "${source.slot}" has no crop`);
  const name = `${source.slot}.jpg`;
  await image
    .open()
    .extract(crop)
    .resize(slot.width, slot.height)
    .flatten({ background: '#ffffff' })
    .jpeg(encoderSettings.jpeg)
    .toFile(`${dir}/${name}`)
    .catch((error: unknown) => {
      throw damagedSourceError(source, error);
    });
  return { result: { files: [{ name, distPath: name }] }, encoded: 1 };
}
