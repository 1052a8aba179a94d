// The team bench's weight figure: what a phone downloads for a member's page against the operator's
// `/`, from real loads in Chromium on the mobile profile (profiles.ts) to network idle: every file
// the page loaded (HTML, CSS, scripts, pictures, the member's photo), by the bytes that came over
// the wire, mapped back to dist/ by routeBytes (bytes.ts).
import { memberPhotoSlot } from '../../src/contracts/members';
import { formatTable } from '../../src/builder/output/sizes';
import { launchChromium } from '../support/chromium';
import { readHeaderRules, routeBytes, type FileType, type RouteBytes } from './bytes';
import { int } from './format';
import { loadPage, type LoadSample } from './page-load';
import { pageLoadProblems } from './page-loads';
import { mobileProfile } from './profiles';

export interface PhoneWeight {
  home: RouteBytes;
  member: RouteBytes;
  /** Bytes of the member's photo as the phone downloaded it (the variant its screen needs). */
  photoBytes: number;
  problems: string[];
}

/** `loads` cold loads of `/` and of the member's landing page, interleaved. */
export async function measurePhoneWeight(url: string, distDir: string, slug: string, loads = 2): Promise<PhoneWeight> {
  const browser = await launchChromium();
  const samples: LoadSample[] = [];
  try {
    for (let i = 0; i < loads; i++) {
      for (const route of ['/', `/${slug}`]) samples.push(await loadPage(browser, url, route, mobileProfile));
    }
  } finally {
    await browser.close();
  }
  const rules = await readHeaderRules(distDir);
  const [home, member] = await Promise.all(['/', `/${slug}`].map((route) => routeBytes(distDir, rules, route, samples)));
  const photoPrefix = `/assets/${memberPhotoSlot(slug)}-`;
  const photoBytes = member!.files.filter((file) => file.path.startsWith(photoPrefix)).reduce((sum, file) => sum + (file.sentBytes ?? 0), 0);
  const problems = pageLoadProblems(samples);
  if (photoBytes === 0) problems.push(`${slug}'s page loaded no photo (${photoPrefix}*)`);
  return { home: home!, member: member!, photoBytes, problems };
}

const typeSent = (route: RouteBytes, type: FileType) => route.totals.find((total) => total.type === type)?.sent ?? 0;

/** Bytes on the wire by type, side by side. */
export function phoneWeightTable({ home, member }: PhoneWeight): string {
  const types: FileType[] = ['HTML', 'CSS', 'JS', 'images'];
  const row = (route: RouteBytes) => [route.route, ...types.map((type) => int(typeSent(route, type))), int(route.total.files), int(route.total.sent)];
  return formatTable(['route', ...types.map((type) => `${type} B`), 'files', 'total B'], [row(home), row(member)]);
}
