// npm run qr -- <campaign>: the /bio QR code for one printed piece (a fair, a shop window), with
// its own campaign so the report tells them apart. It leads to the live build's SITE_URL (what
// visitors reach today) and is written to the operator's folder (site/qr/), which neither a build
// nor git pull touches.
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError } from '../../settings/settings';
import { messages } from '../../messages/catalogue';
import { buildInfoFile, type BuildInfo } from '../../contracts/site-format';
import { shownPath, siteFolder } from '../../settings/site-folder/env-file';
import { loadSettings } from '../../settings/site-folder/load-settings';
import { settingName } from '../../settings/setting-table';
import { distLinkName } from '../store/build-store';
import { campaignAddress, isCampaignName, writeQrImages } from './qr-code';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/** The QR code's files for a campaign: one pair per campaign, named after it. */
export const campaignQrFiles = (campaign: string) => ({ svg: `qr-${campaign}.svg`, png: `qr-${campaign}.png` });

async function liveBuildInfo(): Promise<BuildInfo | null> {
  return readFile(join(root, distLinkName, buildInfoFile), 'utf8').then(
    (text) => JSON.parse(text) as BuildInfo,
    () => null,
  );
}

/** Exit status: 0 written, 1 no usable live build, 2 a wrong command. */
async function makeQr(argv: readonly string[]): Promise<number> {
  const said = messages().qr;
  const campaign = argv[0]?.trim().toLowerCase();
  if (argv.length !== 1 || !campaign || campaign.startsWith('-')) {
    console.error(said.usage);
    return argv.includes('--help') || argv.includes('-h') ? 0 : 2;
  }
  if (!isCampaignName(campaign)) {
    console.error(said.badCampaign(JSON.stringify(argv[0])));
    return 2;
  }
  const info = await liveBuildInfo();
  if (!info) return (console.error(said.noBuild), 1);
  if (info.demoDefaultsUsed.includes(settingName.SITE_URL))
    return (console.error(said.demoSiteUrl(info.settings.siteUrl)), 1);
  const address = campaignAddress(info.settings.siteUrl, campaign);
  let folder: string;
  try {
    folder = join(siteFolder(root, process.env), 'qr');
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return (console.error(error.message), 1);
  }
  const written = await writeQrImages(address, folder, campaignQrFiles(campaign));
  console.log(said.written(campaign, shownPath(root, written.svg), shownPath(root, written.png), address));
  return 0;
}

const started = loadSettings(root, 'qr');
if (started.stop !== undefined) {
  console.error(started.stop);
  process.exit(1);
}
for (const warning of started.warnings) console.warn(warning);
process.exitCode = await makeQr(process.argv.slice(2));
