// Finds the operator's source picture for every slot in static/images/ and rejects what cannot
// work, naming the file, the slot and what is expected (README, Replacing assets).
import { readdir } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { imageSlots, slotNames, type SlotName } from '../../content/image-slots';

/** A problem with the operator's pictures: the build stops before it touches dist/. */
export class ImageSourceError extends Error {
  override name = 'ImageSourceError';
}

export const rasterExtensions = ['.jpg', '.jpeg', '.png', '.webp', '.avif'] as const;
const acceptedFormats = 'JPEG, PNG, WebP or AVIF';

export function acceptedExtensions(slot: SlotName): readonly string[] {
  return imageSlots[slot].kind === 'logo' ? ['.svg', ...rasterExtensions] : rasterExtensions;
}

export function describeAccepted(slot: SlotName): string {
  return imageSlots[slot].kind === 'logo' ? `SVG, ${acceptedFormats}` : acceptedFormats;
}

export interface SlotSource {
  slot: SlotName;
  /** Absolute path. */
  path: string;
  /** As the operator sees it, e.g. static/images/hero-poster.jpg. */
  shownPath: string;
}

const isSlotName = (name: string): name is SlotName => Object.hasOwn(imageSlots, name);

/**
 * One source per slot, or an ImageSourceError listing every problem at once: unknown names,
 * formats not accepted, two sources for one slot, slots without a source.
 */
export async function findSources(imagesDir: string, shownDir = 'static/images'): Promise<Map<SlotName, SlotSource>> {
  const files = (await readdir(imagesDir, { withFileTypes: true }))
    .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
    .map((entry) => entry.name)
    .sort();
  const problems: string[] = [];
  const found = new Map<SlotName, SlotSource[]>();
  for (const file of files) {
    const extension = extname(file).toLowerCase();
    const base = file.slice(0, file.length - extension.length);
    const shownPath = `${shownDir}/${file}`;
    if (!isSlotName(base)) {
      problems.push(`${shownPath}: "${base}" is not a picture slot. Slots: ${slotNames.join(', ')}.`);
      continue;
    }
    if (!acceptedExtensions(base).includes(extension)) {
      problems.push(`${shownPath}: slot "${base}" takes ${describeAccepted(base)} (${acceptedExtensions(base).join(', ')}), not "${extension || 'no extension'}".`);
      continue;
    }
    found.set(base, [...(found.get(base) ?? []), { slot: base, path: join(imagesDir, file), shownPath }]);
  }
  const sources = new Map<SlotName, SlotSource>();
  for (const slot of slotNames) {
    const candidates = found.get(slot) ?? [];
    if (candidates.length > 1) {
      problems.push(`${candidates.map((source) => source.shownPath).join(' and ')}: two sources for slot "${slot}". Keep one.`);
    } else if (candidates.length === 0) {
      problems.push(`${shownDir}/${slot}.*: slot "${slot}" has no source. Add ${shownDir}/${slot} as ${describeAccepted(slot)} (${imageSlots[slot].shows}).`);
    } else {
      sources.set(slot, candidates[0]!);
    }
  }
  if (problems.length > 0) {
    throw new ImageSourceError(`${problems.length === 1 ? 'A picture in' : `${problems.length} pictures in`} ${shownDir}/ cannot be used:\n  - ${problems.join('\n  - ')}`);
  }
  return sources;
}
