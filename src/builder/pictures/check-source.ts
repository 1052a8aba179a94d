// Whether a source can fill its slot, checked before anything is encoded: a readable picture of a
// format the slot takes, at least the slot's minimum once cropped to its ratio (the README's slot
// table, which test/unit/slot-minimums.test.ts holds this to, slot by slot, pixel by pixel).
import { imageSlots, type ImageSlot } from '../../app/content/image-slots';
import { messages } from '../../messages/catalogue';
import { cropRegion, heightFor, type CropRegion, type FocalPoint, type Ratio } from '../../app/images/layout';
import { readSource, type SourceImage } from './pictures';
import { ImageSourceError, type SlotSource } from './sources';

export interface CheckedSource {
  image: SourceImage;
  /** The part of the source the slot shows; null for the logo, which is fitted, never cropped. */
  crop: CropRegion | null;
  /**
   * When the crop keeps less than half the picture (it may have cut what mattered): kept in the cache, said
   * on every build.
   */
  heavyCrop?: HeavyCrop;
}

/**
 * How much of a source its slot shows, when that is too little. Facts, not words: the cache outlives a change
 * of language.
 */
export interface HeavyCrop {
  keptPercent: number;
  ratio: string;
}

/** Below this share of the source kept, the crop is said (a portrait photo in a 16:9 slot). */
const heavyCropKept = 0.5;

function heavyCropOf(image: SourceImage, crop: CropRegion, ratio: Ratio): HeavyCrop | undefined {
  const kept = (crop.width * crop.height) / (image.width * image.height);
  return kept < heavyCropKept ? { keptPercent: Math.round(kept * 100), ratio: `${ratio[0]}:${ratio[1]}` } : undefined;
}

/** What the operator reads about a heavy crop, at the top of the build and again in its verdict. */
export const heavyCropWarning = (source: SlotSource, crop: HeavyCrop) =>
  messages().pictures.heavyCrop(source.shownPath, source.slot, crop.keptPercent, crop.ratio);

/** The crop for a slot's ratio, or an error when what remains is narrower than the slot needs. */
function cropFor(
  source: SlotSource,
  image: SourceImage,
  ratio: Ratio,
  minWidth: number,
  focus: FocalPoint | undefined,
): CropRegion {
  const crop = cropRegion(image.width, image.height, ratio, focus);
  if (crop.width < minWidth) {
    const minHeight = heightFor(minWidth, ratio);
    const ratioText = `${ratio[0]}:${ratio[1]}`;
    throw new ImageSourceError(
      messages().pictures.tooSmall(
        source.shownPath,
        source.slot,
        image.width,
        image.height,
        ratioText,
        crop.width,
        crop.height,
        minWidth,
        minHeight,
      ),
    );
  }
  return crop;
}

/** A raster logo must be large enough for the 512 px home-screen icon; an SVG is any size. */
function checkLogo(source: SlotSource, image: SourceImage, minWidth: number): void {
  const isSvg = image.format === 'svg';
  if (isSvg !== source.path.toLowerCase().endsWith('.svg')) {
    throw new ImageSourceError(messages().pictures.logoFormat(source.shownPath, image.format.toUpperCase()));
  }
  if (!isSvg && Math.max(image.width, image.height) < minWidth) {
    throw new ImageSourceError(messages().pictures.logoTooSmall(source.shownPath, image.width, image.height, minWidth));
  }
}

/** The source read and checked against its slot, or an ImageSourceError naming the file, the slot and what it needs. */
export async function checkSource(source: SlotSource, bytes: Uint8Array): Promise<CheckedSource> {
  const slot: ImageSlot = imageSlots[source.slot];
  const image = await readSource(source, bytes);
  if (slot.kind === 'logo') {
    checkLogo(source, image, slot.minWidth);
    return { image, crop: null };
  }
  const ratio: Ratio = slot.kind === 'share' ? [slot.width, slot.height] : slot.ratio;
  const crop = cropFor(source, image, ratio, slot.kind === 'share' ? slot.width : slot.minWidth, slot.focus);
  return { image, crop, heavyCrop: heavyCropOf(image, crop, ratio) };
}
