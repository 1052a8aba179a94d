// npm run qr -- <campaign>: the /bio QR code for one printed piece (a fair, a shop window), with
// its own campaign so the report tells them apart; npm run qr -- --member <slug> [campaign], a team
// member's (member-qr.ts). It leads to the live build's SITE_URL (what visitors reach today) and is
// written to the operator's folder (site/qr/), which neither a build nor git pull touches.
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
import { liveMemberName, memberQrAddress, memberQrPlace } from './member-qr';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/** The QR code's files for a campaign: one pair per campaign, named after it. */
export const campaignQrFiles = (campaign: string) => ({ svg: `qr-${campaign}.svg`, png: `qr-${campaign}.png` });

async function liveBuildInfo(): Promise<BuildInfo | null> {
  return readFile(join(root, distLinkName, buildInfoFile), 'utf8').then(
    (text) => JSON.parse(text) as BuildInfo,
    () => null,
  );
}

type QrCommand = { member: null; campaign: string } | { member: string; campaign: string | null };

/** The command line: a campaign, or --member and a slug, then maybe a campaign; null when it is neither. */
function parseQrArguments(argv: readonly string[]): QrCommand | null {
  const words = argv.map((word) => word.trim().toLowerCase());
  // How many words name the member: "--member maria", "--member=maria", or none.
  const memberWords = words[0] === '--member' ? 2 : words[0]?.startsWith('--member=') ? 1 : 0;
  const member = [null, words[0]?.slice('--member='.length), words[1] ?? ''][memberWords] ?? null;
  const rest = words.slice(memberWords);
  if (member === '' || member?.startsWith('-') || rest.length > 1 || rest[0]?.startsWith('-')) return null;
  const campaign = rest[0] ?? null;
  if (member !== null) return { member, campaign };
  return campaign === null ? null : { member, campaign };
}

/** Exit status: 0 written, 1 no usable live build, 2 a wrong command (or a member the live build does not have). */
async function makeQr(argv: readonly string[]): Promise<number> {
  const said = messages().qr;
  const parsed = parseQrArguments(argv);
  if (parsed === null) {
    console.error(`${said.usage}\n${messages().team.qrUsage}`);
    return argv.includes('--help') || argv.includes('-h') ? 0 : 2;
  }
  const { member, campaign } = parsed;
  if (campaign !== null && !isCampaignName(campaign)) {
    console.error(said.badCampaign(JSON.stringify(argv[argv.length - 1])));
    return 2;
  }
  const info = await liveBuildInfo();
  if (!info) return (console.error(said.noBuild), 1);
  if (info.demoDefaultsUsed.includes(settingName.SITE_URL))
    return (console.error(said.demoSiteUrl(info.settings.siteUrl)), 1);
  const named = member === null ? null : liveMemberName(info, member);
  if (named !== null && 'error' in named) return (console.error(named.error), 2);
  let folder: string;
  try {
    folder = join(siteFolder(root, process.env), 'qr');
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return (console.error(error.message), 1);
  }
  if (member !== null) {
    const address = memberQrAddress(info.settings.siteUrl, member, campaign);
    const place = memberQrPlace(folder, member, campaign);
    const written = await writeQrImages(address, place.folder, place);
    const name = named && 'name' in named ? named.name : member;
    console.log(messages().team.qrWritten(name, shownPath(root, written.svg), shownPath(root, written.png), address));
    return 0;
  }
  const address = campaignAddress(info.settings.siteUrl, campaign);
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
