// What the build tells the page about the generated pictures: per slot, the variant widths and
// the hash in their names. The page rebuilds URLs and `srcset` strings from it, so the bundle
// carries a few numbers per slot instead of every URL.
import type { PictureSlotName } from '../content/image-slots';

export const pictureFormats = ['avif', 'webp'] as const;
export type PictureFormat = (typeof pictureFormats)[number];

export interface PictureEntry {
  /** Derived from the source's bytes and the encoder settings: a new picture gets new URLs. */
  hash: string;
  /** Ascending; every format has every width. */
  widths: number[];
  /** The widest variant's size: the <img>'s width/height attributes, so the box is reserved. */
  width: number;
  height: number;
  /** The `sizes` attribute from the slot's layout (computed at build time: the page needs only the string). */
  sizes: string;
}

export interface LogoEntry {
  /** The SVG itself, or the middle raster variant. */
  src: string;
  /** Raster logos only: WebP variants by width. */
  srcset?: string;
}

export interface ImageManifest {
  pictures: Record<PictureSlotName, PictureEntry>;
  logo: LogoEntry;
}

/** `/assets/earnings-1-368.k3J9x_aB.avif`: slot, width, hash, format. */
export function variantPath(slot: string, width: number, hash: string, format: string): string {
  return `/assets/${slot}-${width}.${hash}.${format}`;
}

/** Every width of a picture in one format, as a `srcset` (a slot's, or any picture named the same way). */
export function srcsetOf(slot: string, entry: Pick<PictureEntry, 'hash' | 'widths'>, format: PictureFormat): string {
  return entry.widths.map((width) => `${variantPath(slot, width, entry.hash, format)} ${width}w`).join(', ');
}

/** For browsers without `<picture>`: a WebP of a middling width. */
export function fallbackSrc(slot: PictureSlotName, entry: PictureEntry): string {
  const width = [...entry.widths].reverse().find((candidate) => candidate <= 800) ?? entry.widths[0]!;
  return variantPath(slot, width, entry.hash, 'webp');
}
