// The logo slot: the mark shown in the header, the footer and /bio, and every icon made from it
// (favicon.svg, favicon-32.png, apple-touch-icon.png, icon-192.png, icon-512.png).
import { copyFile, writeFile } from 'node:fs/promises';
import { webApp } from '../../app/content/seo';
import type { LogoEntry } from '../../app/images/manifest';
import type { CheckedSource } from './check-source';
import { encoderSettings, loadSharp, type SourceImage } from './pictures';
import type { SlotSource } from './sources';

/** Widths of a raster logo's WebP variants: the /bio mark is 64 CSS px, at 1x to 3x. */
export const rasterLogoWidths = [64, 128, 192] as const;

/** Home-screen icons: the mark on the app's background, inside the maskable safe circle (80%). */
const iconMarkShare = 0.56;

export interface EncodedLogo {
  entry: LogoEntry;
  files: Array<{ name: string; distPath: string }>;
}

const transparent = { r: 0, g: 0, b: 0, alpha: 0 };

/** The logo, already checked (check-source.ts): an SVG kept as it is, or a raster fitted into squares. */
export async function encodeLogo(
  source: SlotSource,
  bytes: Uint8Array,
  { image }: CheckedSource,
  hash: string,
  dir: string,
) {
  const sharp = await loadSharp();
  const isSvg = image.format === 'svg';
  // An SVG is rendered at the density that makes its longer side 1024 px, so icons stay sharp.
  const render = (size: number) => {
    const density = isSvg ? Math.min(2400, (72 * 1024) / Math.max(image.width, image.height)) : undefined;
    const opened: SourceImage['open'] = isSvg ? () => sharp(bytes, { density }) : image.open;
    return opened().resize(size, size, { fit: 'contain', background: transparent });
  };
  const files: EncodedLogo['files'] = [];
  const write = async (name: string, distPath: string, produce: () => Promise<unknown>) => {
    await produce();
    files.push({ name, distPath });
  };

  let entry: LogoEntry;
  if (isSvg) {
    const name = `logo.${hash}.svg`;
    await write(name, `assets/${name}`, () => copyFile(source.path, `${dir}/${name}`));
    await write('favicon.svg', 'favicon.svg', () => copyFile(source.path, `${dir}/favicon.svg`));
    entry = { src: `/assets/${name}` };
  } else {
    const names = rasterLogoWidths.map((width) => `logo-${width}.${hash}.webp`);
    for (const [index, width] of rasterLogoWidths.entries()) {
      await write(names[index]!, `assets/${names[index]}`, () =>
        render(width)
          .webp({ ...encoderSettings.webp, quality: 90 })
          .toFile(`${dir}/${names[index]}`),
      );
    }
    // A raster mark inside an SVG: browsers that prefer the SVG favicon still get the logo.
    const png = await render(64).png().toBuffer();
    const image = `<image width="64" height="64" href="data:image/png;base64,${png.toString('base64')}"/>`;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${image}</svg>`;
    await write('favicon.svg', 'favicon.svg', () => writeFile(`${dir}/favicon.svg`, svg));
    entry = {
      src: `/assets/${names[1]}`,
      srcset: rasterLogoWidths.map((width, index) => `/assets/${names[index]} ${width}w`).join(', '),
    };
  }

  await write('favicon-32.png', 'favicon-32.png', () => render(32).png().toFile(`${dir}/favicon-32.png`));
  for (const [name, size] of [
    ['apple-touch-icon.png', 180],
    ['icon-192.png', 192],
    ['icon-512.png', 512],
  ] as const) {
    const mark = Math.round(size * iconMarkShare);
    await write(name, name, async () =>
      sharp({ create: { width: size, height: size, channels: 4, background: webApp.backgroundColor } })
        .composite([{ input: await render(mark).png().toBuffer(), gravity: 'centre' }])
        .flatten({ background: webApp.backgroundColor })
        .png({ compressionLevel: 9 })
        .toFile(`${dir}/${name}`),
    );
  }
  const result: EncodedLogo = { entry, files };
  return { result, encoded: files.length };
}
