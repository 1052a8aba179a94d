// Stands in for the build's `site:images` module in component tests (happy-dom has no build):
// every picture slot with two widths under a fixed hash, and an SVG logo.
import { imageSlots, slotNames, type PictureSlotName } from '../../src/app/content/image-slots';
import { heightFor, sizesAttribute } from '../../src/app/images/layout';
import type { ImageManifest, PictureEntry } from '../../src/app/images/manifest';

const pictures = Object.fromEntries(
  slotNames.flatMap((name) => {
    const slot = imageSlots[name];
    if (slot.kind !== 'picture') return [];
    const entry: PictureEntry = { hash: 'testhash', widths: [320, 640], width: 640, height: heightFor(640, slot.ratio), sizes: sizesAttribute(slot.layout) };
    return [[name, entry]];
  }),
) as Record<PictureSlotName, PictureEntry>;

export const imageManifest: ImageManifest = { pictures, logo: { src: '/assets/logo.testhash.svg' } };
