// Finds the source picture of every slot, the operator's own (site/images/) over the sample
// (static/images/), and rejects what cannot work, naming the file, the slot and what is expected
// (README, Fotos). The samples stay, so the site is complete when the operator has none.
import { readdir } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { imageSlots, slotNames, type SlotName } from '../../app/content/image-slots';
import { nearestName } from '../../settings/nearest-name';
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

/**
 * The slot a file name means, as people and phones write it: any case, spaces or '_' for '-' (HERO-POSTER,
 * hero poster).
 */
export const slotNameOf = (base: string): string =>
  base
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');

/**
 * The slot a near miss was meant for (hero-postr → hero-poster), or null. Not for another number
 * (earnings-6 is a sixth slide, which does not exist, not a typo of earnings-1): the list says that.
 */
function nearestSlot(name: string): SlotName | null {
  // nearestName compares upper-case names.
  const nearest = nearestName(
    name,
    slotNames.map((slot) => slot.toUpperCase()),
  )?.toLowerCase();
  const numberless = (text: string) => text.replace(/\d+/g, '#');
  return nearest && numberless(nearest) !== numberless(name) ? (nearest as SlotName) : null;
}

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

/** Files a computer writes into a folder by itself (thumbnails, folder settings): never the operator's pictures. */
const systemFiles = new Set(['thumbs.db', 'ehthumbs.db', 'ehthumbs_vista.db', 'desktop.ini']);
const isSystemFile = (name: string) => name.startsWith('.') || systemFiles.has(name.toLowerCase());

/** A problem found in a folder: the folder it names, for the summary line, and the text. */
export interface FolderProblem {
  folder: string;
  text: string;
}

/**
 * The files of one folder by slot, with a problem for each file that is no slot's source (and each folder
 * inside it: it is never read).
 */
async function sourcesIn(
  dir: string,
  shownDir: string,
  problems: FolderProblem[],
): Promise<Map<SlotName, SlotSource[]>> {
  const entries = await readdir(dir, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const problem = (text: string) => problems.push({ folder: shownDir, text });
  for (const entry of entries)
    if (entry.isDirectory() && !entry.name.startsWith('.'))
      problem(messages().pictures.folderInside(`${shownDir}/${entry.name}`, shownDir));
  const files = entries
    .filter((entry) => entry.isFile() && !isSystemFile(entry.name))
    .map((entry) => entry.name)
    .sort();
  const found = new Map<SlotName, SlotSource[]>();
  for (const file of files) {
    const extension = extname(file).toLowerCase();
    const given = file.slice(0, file.length - extension.length);
    const base = slotNameOf(given);
    const shownPath = `${shownDir}/${file}`;
    if (!isSlotName(base)) {
      const nearest = nearestSlot(base);
      problem(
        nearest
          ? messages().pictures.didYouMean(shownPath, given, `${nearest}${extension}`)
          : messages().pictures.notASlot(shownPath, given, slotNames),
      );
      continue;
    }
    if (!acceptedExtensions(base).includes(extension)) {
      problem(
        messages().pictures.wrongExtension(
          shownPath,
          base,
          describeAccepted(base),
          acceptedExtensions(base),
          extension,
        ),
      );
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
  const problems: FolderProblem[] = [];
  const own = await sourcesIn(folders.site, folders.shownSite, problems);
  const samples = await sourcesIn(folders.samples, folders.shownSamples, problems);
  const sources = new Map<SlotName, SlotSource>();
  const text = messages().pictures;
  for (const slot of slotNames) {
    const candidates = own.get(slot) ?? samples.get(slot) ?? [];
    const folder = own.has(slot) ? folders.shownSite : folders.shownSamples;
    if (candidates.length > 1) {
      const advice = own.has(slot) ? '' : ` ${text.samplesAdvice(folders.shownSamples, folders.shownSite)}`;
      problems.push({
        folder,
        text: `${text.twoSources(
          candidates.map((source) => source.shownPath),
          slot,
        )}${advice}`,
      });
    } else if (candidates.length === 0) {
      problems.push({
        folder: folders.shownSite,
        text: text.noSource(folders.shownSite, slot, describeAccepted(slot), text.place(slot), folders.shownSamples),
      });
    } else {
      sources.set(slot, candidates[0]!);
    }
  }
  if (problems.length > 0) {
    const where = [...new Set(problems.map((problem) => problem.folder))].map((folder) => `${folder}/`);
    throw new ImageSourceError(
      text.cannotUse(
        problems.length,
        where,
        problems.map((problem) => problem.text),
      ),
    );
  }
  return sources;
}
