// The QR code of the /bio address, to print on flyers and put on the shop counter: the address
// carries a campaign (`?c=<name>`), so `npm run report` counts what each printed code brought.
// SVG for any size the print shop wants, PNG for everyone else; both with the standard quiet
// zone (4 modules) and error correction M (15%: a smudge or a fold still scans).
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import QRCode from 'qrcode';
import { absoluteUrl } from '../../app/seo/head-tags';
import { pathOf } from '../../contracts/routes';
import { nameCap } from '../../report/campaigns';
import { messages } from '../../messages/catalogue';
import { bioQrCampaign, bioQrFiles } from '../../contracts/site-format';

/** 1200 px: 10 cm at 300 dpi, the largest a flyer or a counter card needs. */
export const printWidthPx = 1200;

const drawing = { errorCorrectionLevel: 'M', margin: 4, color: { dark: '#000000', light: '#ffffff' } } as const;

/**
 * A campaign as the report will show it: lower-case letters, digits, '-' and '_' (nothing to encode, nothing
 * the report changes).
 */
export const isCampaignName = (name: string) => name.length <= nameCap && /^[a-z0-9][a-z0-9_-]*$/.test(name);

/** The /bio address that tells the report where the visitor came from. */
export function campaignAddress(siteUrl: string, campaign: string): string {
  const address = new URL(absoluteUrl(siteUrl, pathOf('bio')));
  address.searchParams.set('c', campaign);
  return address.href;
}

export interface QrImages {
  svg: string;
  png: string;
}

/** Writes `address` as a QR code into `dir`, as the two files named in `files`; returns their paths. */
export async function writeQrImages(address: string, dir: string, files: QrImages): Promise<QrImages> {
  await mkdir(dir, { recursive: true });
  const [svg, png] = await Promise.all([
    QRCode.toString(address, { ...drawing, type: 'svg' }),
    QRCode.toBuffer(address, { ...drawing, type: 'png', width: printWidthPx }),
  ]);
  const paths = { svg: join(dir, files.svg), png: join(dir, files.png) };
  await Promise.all([writeFile(paths.svg, svg), writeFile(paths.png, png)]);
  return paths;
}

/**
 * The build's QR step: the /bio code with the flyers' campaign, in the new build's folder. Returns the line
 * saying where.
 */
export async function writeBioQr(distDir: string, siteUrl: string): Promise<string> {
  const address = campaignAddress(siteUrl, bioQrCampaign);
  await writeQrImages(address, distDir, bioQrFiles);
  return messages().qr.builtForFlyers(`dist/${bioQrFiles.png}, dist/${bioQrFiles.svg}`, address);
}
