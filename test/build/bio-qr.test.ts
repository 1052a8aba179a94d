// The /bio QR code for flyers: the build writes it into dist/ as SVG and PNG, and each, scanned
// (decoded from its pixels by jsQR, as a phone's camera would), is the site's /bio address with
// the campaign "qr". `npm run qr -- <campaign>` makes the same for any campaign.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { campaignAddress, isCampaignName, writeQrImages } from '../../src/builder/qr/qr-code';
import { expectedSiteUrl, requireTestBuild } from '../support/test-site';
import { distDir } from '../support/serve';
import { scan } from '../support/qr-scan';

requireTestBuild(distDir);

const qr = suite('the /bio QR code for flyers');

qr('dist/qr-bio.png is print size (1200 px) and scans to SITE_URL/bio?c=qr', async () => {
  const png = await readFile(join(distDir, 'qr-bio.png'));
  const { format, width, height } = await sharp(png).metadata();
  assert.equal([format, width, height], ['png', 1200, 1200]);
  assert.is(await scan(png), `${expectedSiteUrl}/bio?c=qr`);
});

qr('dist/qr-bio.svg, drawn at any size, scans to SITE_URL/bio?c=qr', async () => {
  const svg = await readFile(join(distDir, 'qr-bio.svg'));
  assert.match(svg.toString('utf8'), /^<svg [^>]*viewBox/);
  // 150 dpi: about 400 px, the way a print shop's software would rasterise it.
  assert.is(await scan(svg, { density: 150 }), `${expectedSiteUrl}/bio?c=qr`);
});

qr('a campaign of its own (npm run qr -- feira-sabado): both images scan to /bio?c=feira-sabado', async () => {
  const folder = await mkdtemp(join(tmpdir(), 'qr-'));
  try {
    const address = campaignAddress('https://loja.example.com.br/', 'feira-sabado');
    assert.is(address, 'https://loja.example.com.br/bio?c=feira-sabado');
    const files = await writeQrImages(address, folder, { svg: 'a.svg', png: 'a.png' });
    assert.is(await scan(await readFile(files.png)), address);
    assert.is(await scan(await readFile(files.svg), { density: 150 }), address);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
});

qr('a campaign is what the report shows as it is: lower-case letters, digits, - and _, up to 40', () => {
  for (const name of ['qr', 'feira-sabado', 'balcao_2', 'x'.repeat(40)]) assert.ok(isCampaignName(name), name);
  for (const name of ['', 'Feira', 'feira sábado', 'a/b', '-x', 'x'.repeat(41)]) assert.not.ok(isCampaignName(name), name);
});

qr.run();
