// Finds the source picture of every slot, the operator's own (site/images/) over the sample
// (static/images/), and rejects what cannot work, naming the file, the slot and what is expected
// (README, Your pictures). The samples stay, so the site is complete when the operator has none.
import { readdir } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { imageSlots, slotNames, type SlotName } from '../../content/image-slots';
import { messages } from '../../messages/catalogue';

/** A problem with the operator's pictures: the build stops before it touches dist/. */
export class ImageSourceError extends Error {
  override name = 'ImageSourceError';
}

export const rasterExtensions = ['.jpg', '.jpeg', '.png', '.webp', '.avif'] as const;

export function acceptedExtensions(slot: SlotName): readonly string[] {
  return imageSlots[slot].kind === 'logo' ? ['.svg', ...rasterExtensions] : rasterExtensions;
}

export function describeAccepted(slot: SlotName): string {
  return messages().pictures.formats(imageSlots[slot].kind === 'logo');
}

export interface SlotSource {
  slot: SlotName;
  /** Absolute path. */
  path: string;
  /** As the operator sees it, e.g. site/images/hero-poster.jpg. */
  shownPath: string;
}

const isSlotName = (name: string): name is SlotName => Object.hasOwn(imageSlots, name);

/** Where the pictures are: the operator's folder first, then the samples that ship with the code. */
export interface SourceFolders {
  /** site/images/ (or SITE_DIR/images/): may be missing, when the operator has no pictures of their own. */
  site: string;
  /** static/images/: the samples, one per slot. */
  samples: string;
  /** The two as the operator reads them, for messages. */
  shownSite: string;
  shownSamples: string;
}

/** The files of one folder by slot, with a problem for each file that is no slot's source. */
async function sourcesIn(dir: string, shownDir: string, problems: string[]): Promise<Map<SlotName, SlotSource[]>> {
  const entries = await readdir(dir, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const files = entries.filter((entry) => entry.isFile() && !entry.name.startsWith('.')).map((entry) => entry.name).sort();
  const found = new Map<SlotName, SlotSource[]>();
  for (const file of files) {
    const extension = extname(file).toLowerCase();
    const base = file.slice(0, file.length - extension.length);
    const shownPath = `${shownDir}/${file}`;
    if (!isSlotName(base)) {
      problems.push(messages().pictures.notASlot(shownPath, base, slotNames));
      continue;
    }
    if (!acceptedExtensions(base).includes(extension)) {
      problems.push(messages().pictures.wrongExtension(shownPath, base, describeAccepted(base), acceptedExtensions(base), extension));
      continue;
    }
    found.set(base, [...(found.get(base) ?? []), { slot: base, path: join(dir, file), shownPath }]);
  }
  return found;
}

/**
 * One source per slot: the operator's picture when there is one, else the sample. Or an
 * ImageSourceError listing every problem at once: unknown names, formats not accepted, two
 * sources for one slot, slots without a source.
 */
export async function findSources(folders: SourceFolders): Promise<Map<SlotName, SlotSource>> {
  const problems: string[] = [];
  const own = await sourcesIn(folders.site, folders.shownSite, problems);
  const samples = await sourcesIn(folders.samples, folders.shownSamples, problems);
  const sources = new Map<SlotName, SlotSource>();
  const text = messages().pictures;
  for (const slot of slotNames) {
    const candidates = own.get(slot) ?? samples.get(slot) ?? [];
    if (candidates.length > 1) {
      const advice = own.has(slot) ? '' : ` ${text.samplesAdvice(folders.shownSamples, folders.shownSite)}`;
      problems.push(`${text.twoSources(candidates.map((source) => source.shownPath), slot)}${advice}`);
    } else if (candidates.length === 0) {
      problems.push(text.noSource(folders.shownSite, slot, describeAccepted(slot), text.place(slot), folders.shownSamples));
    } else {
      sources.set(slot, candidates[0]!);
    }
  }
  if (problems.length > 0) {
    const where = [...new Set([folders.shownSite, folders.shownSamples])].join('/ and ');
    throw new ImageSourceError(text.cannotUse(problems.length, where, problems));
  }
  return sources;
}
