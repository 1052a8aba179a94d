// What a phone's camera reads from a QR code's picture: its pixels decoded by jsQR.
import jsQR from 'jsqr';
import sharp, { type SharpOptions } from 'sharp';

/** The text the picture's QR code holds; null when none is found. `options`: an SVG's density. */
export async function scan(image: Buffer, options?: SharpOptions): Promise<string | null> {
  const { data, info } = await sharp(image, options).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength), info.width, info.height)?.data ?? null;
}
