// A member's photo for their card: cropped square from the centre and encoded small (the card shows it
// at memberPhotoPx CSS pixels, src/contracts/members.ts: for 1×, 2× and 3× screens) in AVIF and WebP,
// through the picture cache (.cache/images/, one folder per member and source), so an unchanged photo
// is never encoded again.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { memberPhotoPx, memberPhotoSlot } from '../../contracts/members';
import { cropRegion } from '../../app/images/layout';
import { pictureFormats, variantPath } from '../../app/images/manifest';
import type { MemberPhotoSource } from '../../settings/site-folder/team-folder';
import { cachedSlot, cacheKey, settleAll } from '../pictures/cache';
import { damagedSourceError, encoderSettings, readSource } from '../pictures/pictures';
import type { FileRule } from '../../contracts/site-format';
import { cacheControlOf, contentTypeOf } from '../output/header-rules';
import { variant } from '../output/write-site';

/** The shape of result.json: raise it when that changes. */
const cachedResultVersion = 2;

/** The card's photo widths in pixels: its CSS size at 1×, 2× and 3×. */
export const memberPhotoWidths: readonly number[] = [1, 2, 3].map((scale) => scale * memberPhotoPx);

export interface MemberPhoto {
  photo: { hash: string; widths: number[] };
  /** Path under dist/ → the cached file. */
  files: Map<string, string>;
  /** Path under dist/ → its header rule, made once with the files: a build never reads them again. */
  rules: Record<string, FileRule>;
  encoded: number;
}

type CachedPhoto = { hash: string; widths: number[]; files: Array<{ name: string; distPath: string; rule: FileRule }> };

/** Encodes (or finds in the cache) one member's photo; an unreadable picture throws an ImageSourceError. */
export async function memberPhoto(
  slug: string,
  source: MemberPhotoSource,
  cacheDir: string,
  encoderKey: string,
  pool: <T>(job: () => Promise<T>) => Promise<T>,
): Promise<MemberPhoto> {
  const slot = memberPhotoSlot(slug);
  const bytes = await readFile(source.path);
  const extension = source.path.slice(source.path.lastIndexOf('.'));
  const key = cacheKey(encoderKey, JSON.stringify(memberPhotoWidths), `${cachedResultVersion}`, extension, bytes);
  const hash = key.slice(0, 8);
  // Only encoding waits for the pool: a photo found in the cache is a file read.
  const cached = await cachedSlot<CachedPhoto>(cacheDir, slot, key, (dir) => pool(async () => {
    const image = await readSource({ slot: slot as never, path: source.path, shownPath: source.shownPath }, bytes);
    const crop = cropRegion(image.width, image.height, [1, 1]);
    // A photo smaller than the widest variant is not enlarged: its own width is the last.
    const widths: number[] = memberPhotoWidths.filter((width) => width <= crop.width);
    if (widths.length === 0) widths.push(crop.width);
    const variants = widths.flatMap((width) => pictureFormats.map((format) => ({ width, format })));
    const files = await settleAll(
      variants.map(async ({ width, format }) => {
        const distPath = variantPath(slot, width, hash, format).slice(1);
        const name = distPath.slice('assets/'.length);
        const resized = image.open().extract(crop).resize(width, width);
        const encoded = format === 'avif' ? resized.avif(encoderSettings.avif) : resized.webp(encoderSettings.webp);
        await encoded.toFile(join(dir, name));
        const identity = { ...(await variant(dir, name)), file: distPath };
        const rule = { contentType: contentTypeOf(name), cacheControl: cacheControlOf(distPath), identity };
        return { name, distPath, rule };
      }),
    ).catch((error: unknown) => {
      throw damagedSourceError({ slot: slot as never, path: source.path, shownPath: source.shownPath }, error);
    });
    return { result: { hash, widths, files }, encoded: files.length };
  }));
  const { result } = cached;
  return {
    photo: { hash: result.hash, widths: result.widths },
    files: new Map(result.files.map((file) => [file.distPath, join(cached.dir, file.name)])),
    rules: Object.fromEntries(result.files.map((file) => [file.distPath, file.rule])),
    encoded: cached.encoded,
  };
}
