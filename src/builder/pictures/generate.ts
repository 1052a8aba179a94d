// The build's image step: every slot's source (site/images/ over static/images/) → variants,
// icons and share images, through the cache. It runs before anything is written to dist/, so a bad picture stops
// the build with dist/ untouched. Returns what the page needs (the manifest) and what to copy.
import { readFile } from 'node:fs/promises';
import type { SizeRow } from '../output/sizes';
import { dirname, join, resolve } from 'node:path';
import { imageSlots, slotNames, type PictureSlotName, type SlotName } from '../../app/content/image-slots';
import { sizesAttribute } from '../../app/images/layout';
import type { ImageManifest, LogoEntry, PictureEntry } from '../../app/images/manifest';
import { messages } from '../../messages/catalogue';
import { cachedSlot, cacheKey, limiter, removeAbandonedScratch, settleAll } from './cache';
import { checkSource, heavyCropWarning, type HeavyCrop } from './check-source';
import { encodeLogo } from './logo';
import { encodePicture, encodeShareImage, encoderSettings } from './pictures';
import { shownPath } from '../../settings/site-folder/env-file';
import { cacheDir, type BuildPaths } from '../paths';
import { findSources, type SourceFolders } from './sources';

export interface GeneratedImages {
  manifest: ImageManifest;
  /** Path under dist/ → the cached file to copy there. */
  files: Map<string, string>;
  /** Files encoded by this run (0 when every picture was cached). */
  encoded: number;
  /** What the operator must hear about the pictures (a heavy crop), cached or not: the verdict repeats it. */
  warnings: string[];
  /** Every slot's source as the operator reads its path, and whether it is theirs (site/images/) or the sample. */
  sources: Record<SlotName, { shownPath: string; own: boolean }>;
}

export interface ImagePaths {
  /** The operator's pictures (site/images/) over the samples (static/images/). */
  folders: SourceFolders;
  /** The variant cache (.cache/images/). */
  cacheDir: string;
}

export function imagePaths(root: string, siteDir: string): ImagePaths {
  const site = join(siteDir, 'images');
  const samples = join(root, 'static', 'images');
  return {
    folders: { site, samples, shownSite: shownPath(root, site), shownSamples: shownPath(root, samples) },
    cacheDir: cacheDir(root, 'images'),
  };
}

/** A new sharp may encode differently: its version is part of every cache key. */
async function sharpVersion(): Promise<string> {
  try {
    const resolved = import.meta.resolve('sharp');
    const packageJson = new URL('../package.json', resolved);
    return (JSON.parse(await readFile(packageJson, 'utf8')) as { version: string }).version;
  } catch {
    return 'unknown';
  }
}

/** The build's image step with its one-line report (how much came from the cache). */
export async function runImageStep(paths: BuildPaths): Promise<GeneratedImages> {
  const started = performance.now();
  const images = await generateImages(imagePaths(paths.root, paths.siteDir));
  const took = Math.round(performance.now() - started);
  const text = messages().pictures;
  console.log(
    images.encoded === 0
      ? text.fromCache(images.files.size, took)
      : text.encoded(images.encoded, took, images.files.size),
  );
  for (const warning of images.warnings) console.warn(warning);
  return images;
}

type CachedFiles = { files: Array<{ name: string; distPath: string }>; heavyCrop?: HeavyCrop };

/** The shape of result.json: raise it when that changes, so no entry is read without what it now holds. */
const cachedResultVersion = 2;

export async function generateImages(paths: ImagePaths, concurrency = 2): Promise<GeneratedImages> {
  const sources = await findSources(paths.folders);
  const site = resolve(paths.folders.site);
  await removeAbandonedScratch(paths.cacheDir);
  const settings = JSON.stringify(encoderSettings) + (await sharpVersion()) + cachedResultVersion;
  const pool = limiter(concurrency);
  const files = new Map<string, string>();
  const pictures: Partial<Record<PictureSlotName, PictureEntry>> = {};
  let logo: LogoEntry | null = null;
  let encoded = 0;
  const heavyCrops = new Map<SlotName, string>();

  // Every slot settles before a failure is thrown: none is left writing into the cache while the build stops.
  await settleAll(
    [...sources.values()].map(async (source) => {
      const slot = imageSlots[source.slot as SlotName];
      const bytes = await readFile(source.path);
      // What shapes the output: the slot's geometry (not its description), the settings, the bytes.
      const { shows: _description, ...geometry } = slot;
      const key = cacheKey(settings, JSON.stringify(geometry), source.path.slice(source.path.lastIndexOf('.')), bytes);
      const hash = key.slice(0, 8);
      const cached = await cachedSlot<CachedFiles & { entry?: PictureEntry | LogoEntry }>(
        paths.cacheDir,
        source.slot,
        key,
        async (dir) => {
          const checked = await checkSource(source, bytes);
          const made = await (slot.kind === 'picture'
            ? encodePicture(source, checked, slot, hash, dir, pool)
            : slot.kind === 'logo'
              ? pool(() => encodeLogo(source, bytes, checked, hash, dir))
              : pool(() => encodeShareImage(source, checked, slot, dir)));
          return { ...made, result: { ...made.result, heavyCrop: checked.heavyCrop } };
        },
      );
      if (cached.result.heavyCrop) heavyCrops.set(source.slot, heavyCropWarning(source, cached.result.heavyCrop));
      encoded += cached.encoded;
      for (const file of cached.result.files) files.set(file.distPath, join(cached.dir, file.name));
      // `sizes` follows the layout in the code, not the cached files: computed on every build.
      if (slot.kind === 'picture')
        pictures[source.slot as PictureSlotName] = {
          ...(cached.result.entry as PictureEntry),
          sizes: sizesAttribute(slot.layout),
        };
      if (slot.kind === 'logo') logo = cached.result.entry as LogoEntry;
    }),
  );
  // In slot order, not in the order the slots finished: the manifest is bundled into the page's
  // JavaScript, whose hashed names must not change between two builds of the same sources.
  const ordered = Object.fromEntries(
    slotNames.flatMap((name) => (name in pictures ? [[name, pictures[name as PictureSlotName]]] : [])),
  );
  const sortedFiles = new Map([...files].sort(([a], [b]) => (a < b ? -1 : 1)));
  const warnings = slotNames.flatMap((name) => heavyCrops.get(name) ?? []);
  const shownSources = Object.fromEntries(
    [...sources].map(([slot, source]) => [slot, { shownPath: source.shownPath, own: dirname(source.path) === site }]),
  ) as GeneratedImages['sources'];
  return {
    manifest: { pictures: ordered as Record<PictureSlotName, PictureEntry>, logo: logo! },
    files: sortedFiles,
    encoded,
    warnings,
    sources: shownSources,
  };
}

/** The size table's rows with each picture's variants folded into one row per slot and format. */
export function foldVariantRows(rows: SizeRow[]): SizeRow[] {
  const folded: SizeRow[] = [];
  const groups = new Map<string, SizeRow & { count: number }>();
  for (const row of rows) {
    const variant = /^assets\/(.+)-\d+\.[\w-]{8}\.(avif|webp)$/.exec(row.file);
    if (!variant) {
      folded.push(row);
      continue;
    }
    const name = `assets/${variant[1]}-*.${variant[2]}`;
    const group = groups.get(name) ?? { file: name, raw: 0, gzip: null, brotli: null, count: 0 };
    if (!groups.has(name)) (folded.push(group), groups.set(name, group));
    group.raw += row.raw;
    group.count++;
  }
  for (const group of groups.values()) group.file = `${group.file} (${group.count} widths)`;
  return folded.map((row) => ('count' in row ? { file: row.file, raw: row.raw, gzip: null, brotli: null } : row));
}
