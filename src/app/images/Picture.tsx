import { imageManifest } from 'site:images';
import type { PictureSlotName } from '../content/image-slots';
import { fallbackSrc, pictureFormats, srcsetOf } from './manifest';

/**
 * The eager picture is the page's main one: Element Timing reports its paint, which the entry waits
 * for before it starts the script downloads (src/app/boot/paint.ts). A lowercase attribute React passes
 * through as it is; the entry finds it by the attribute alone (mainPictureAttribute in
 * src/app/boot/markers.ts), so no code is shared with it; test/unit/boot-markers.test.ts keeps them equal.
 */
const mainPictureTiming = { elementtiming: 'main-picture' } as Record<string, string>;

interface PictureProps {
  slot: PictureSlotName;
  alt: string;
  className?: string;
  /** Below the fold by default; the hero's picture is eager and fetched first. */
  eager?: boolean;
  draggable?: boolean;
}

/**
 * A content picture: AVIF, then WebP, each at every generated width, with `sizes` from the slot's
 * layout, so the browser fetches the smallest file that fills the box at the screen's density.
 * width/height carry the slot's ratio, so the box is reserved before the picture arrives.
 */
export function Picture({ slot, alt, className, eager = false, draggable }: PictureProps) {
  const entry = imageManifest.pictures[slot];
  return (
    <picture>
      {pictureFormats.map((format) => (
        <source key={format} type={`image/${format}`} srcSet={srcsetOf(slot, entry, format)} sizes={entry.sizes} />
      ))}
      <img
        className={className}
        src={fallbackSrc(slot, entry)}
        alt={alt}
        width={entry.width}
        height={entry.height}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : undefined}
        decoding={eager ? undefined : 'async'}
        draggable={draggable}
        {...(eager ? mainPictureTiming : {})}
      />
    </picture>
  );
}
