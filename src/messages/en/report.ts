// The access log report (npm run report): the terminal text, the HTML page and the errors.
import { brandNames } from '../brands';
import type { report as portuguese } from '../pt-BR/report';

export const report: typeof portuguese = {
  usage: `Usage: npm run report -- [--member NAME] [--json] [--html FILE] [--since DAY] [--until DAY] <logs…>
  e.g.  npm run report -- /var/log/ozonteck/access.log*      (rotated and .gz files included)
  --json    the same figures as JSON, for other programs
  --html    writes a page (e.g. relatorio.html) to open in a browser, offline too
  --since   count from that day on: 2026-11-01, 01/11/2026, yesterday, today, 7d (the last 7 days)
  --until   count up to that day, included: 2026-11-15, 15/11/2026, yesterday, today
  --member  one team member's figures only (site/equipe/NAME.env), to send them
  Several logs together (several servers', or nginx's) add up to one report.`,
  sinceFormat: (got) =>
    `--since takes a day: 2026-11-01, 01/11/2026 (day first), yesterday, today or 7d (the last 7 days); got ${got}.`,
  untilFormat: (got) => `--until takes a day: 2026-11-15, 15/11/2026 (day first), yesterday or today; got ${got}.`,
  untilBeforeSince: (until, since) => `--until ${until} comes before --since ${since}: no day lies between them.`,
  nothing: 'nothing',
  htmlNeedsFile: 'Name the file after --html (e.g. --html relatorio.html).',
  jsonAndHtml: 'Choose --json or --html, not both.',
  unknownOption: (option) => `Unknown option ${option}.`,
  noFiles: 'Name at least one access log file.',
  cannotRead: (file, reason) => `Cannot read ${file}: ${reason}.`,
  noSuchFile:
    'no such file (the server writes the access log only when ACCESS_LOG is set in site/site.env; see the README)',
  htmlInsideBuild: (file) =>
    `${file} is inside dist/, which every build replaces: the report would vanish. Write it outside dist/, e.g. ` +
      `--html relatorio.html.`,
  isFolder: 'a folder, not a file',
  permissionDenied: 'permission denied',
  notWholeGzip: (file, detail) => `${file} is not a whole gzip file: ${detail}.`,
  readFailed: (file, detail) => `${file} cannot be read: ${detail}.`,
  notALogLine: (file, line, text) =>
    `${file} line ${line} is not an access log line (nginx "combined" format): ${text}`,
  impossibleDate: (file, line, text) => `${file} line ${line} has an impossible date: ${text}`,
  unreadableLines: (count, impossibleDates) =>
    `${count === 1 ? '1 unreadable line' : `${count.toLocaleString('en')} unreadable lines`} set aside (such as ` +
      `the half line a full disk leaves, a line of another program or of a damaged file` +
      `${impossibleDates > 0 ? `; ${impossibleDates.toLocaleString('en')} with an impossible date` : ''}).`,
  firstUnreadable: (named) => `The first: ${named}`,
  noReadableRequest: (files) => `No readable request in ${files}.`,
  noRequest: (files) => `No request in ${files}: the files hold no line.`,
  noRequestIn: (bounds, files) => `No request ${bounds} in ${files}.`,
  cannotWrite: (file, detail) => `Cannot write ${file}: ${detail}.`,
  htmlWritten: (file) => `Report written to ${file}: open it in a browser (works offline).`,

  title: 'Access log report',
  filesCount: (count) => `${count} files`,
  range: (from, to) => (from === to ? from : `${from} to ${to}`),
  bounds: (since, until) =>
    since && until ? `from ${since} to ${until}` : since ? `on or after ${since}` : `on or before ${until}`,
  requests: (count) => `${count} requests`,
  day: 'Day',
  total: 'Total',
  views: 'Views',
  viewsOf: (page) => `Views ${page}`,
  botsAndPreviews: 'Bots & previews',
  clicks: 'Clicks',
  ctr: 'CTR',
  ctrOf: (page) => `CTR ${page}`,
  pageNames: { '/': 'home', '/bio': 'bio' },
  callToActionNames: {
    'menu/cadastro': 'Menu: register',
    'hero/cadastro': 'Top of the page: register',
    'monetize/cadastro': 'Earnings (carousel): register',
    'products/cadastro': 'Products: register',
    'testimonials/cadastro': 'Testimonials: register',
    'chat/whatsapp': 'WhatsApp button',
    'chat-bubble/whatsapp': 'WhatsApp bubble',
    'toast/cadastro': 'New sign-up notice: register',
    'bio/cadastro': 'Bio: register',
    'bio/whatsapp': 'Bio: WhatsApp',
  },
  callToAction: 'Call to action',
  page: 'Page',
  clicksPerDay: 'Clicks per day',
  noClicks: 'No call to action was followed in this range.',
  bySource: 'Where they came from',
  source: 'Source',
  byCampaign: 'By campaign',
  campaign: 'Campaign',
  byDevice: 'By device',
  device: 'Device',
  perDayChart: 'Views and clicks per day',
  chartLastDays: (days, from, to) =>
    `The chart shows the period's last ${days} days (${from} to ${to}); the table per day has them all.`,
  sourceNames: {
    ...brandNames,
    search: 'Other search engines',
    site: 'Other site',
    internal: 'The site itself',
    direct: 'Direct (no referrer)',
    unknown: 'Click with no view found',
    other: 'Other sources',
  },
  deviceNames: {
    phone: 'Phone',
    'phone-app': 'Phone, in-app browser',
    tablet: 'Tablet',
    'tablet-app': 'Tablet, in-app browser',
    desktop: 'Computer',
    'desktop-app': 'Computer, in-app browser',
  },
  noCampaign: '(no campaign)',
  otherCampaigns: '(other campaigns)',
  printedQrCampaign: (name) => `${name} (QR code on the flyers and the counter)`,
  moreRows: (count) => `… and ${count} more (all of them in --json).`,
  notes: [
    'Views: GET of a page answered 200, by browsers; bots and link previews (told by their User-Agent) are ' +
      'counted apart.',
    'Clicks: when a visitor follows a button of the site, the browser tells the server, and the access log ' +
      'keeps that notice. Firefox and some',
    "blockers send none, so clicks are a lower bound. CTR: clicks on a page's buttons ÷ its views. A click counts " +
      "for the source and campaign of the view it came from.",
  ],
  setAsideClicks: (total, reasons) => `${total} clicks not counted (forged or repeated): ${reasons}.`,
  clickReasons: {
    refused: (count) => `${count} did not come from a button of the site (the server refused them)`,
    robots: (count) => `${count} from robots or scripts`,
    overRate: (count, perMinute) => `${count} repeated, over ${perMinute} a minute from one address on one button`,
    overViews: (count, perView) => `${count} more than the same address's views that day allow (${perView} a view)`,
    overDay: (count, perDay) => `${count} past ${perDay} in a day from one address (more than a person does)`,
  },
  oneSource: (clicks, beacons) =>
    `Warning: one address sent more than a person does (${clicks} clicks and ${beacons} measures set aside for ` +
      `it). It may be a program trying to inflate the figures: see "Set aside, per day".`,
  setAsideByDay: "Set aside, per day (out of every figure in the report)",
  setAsideDay: (day, parts) => `${day}  ${parts}`,
  dayClicks: (total, reasons) => `${total} clicks: ${reasons}`,
  dayBeacons: (total, reasons) => `${total} speed measures: ${reasons}`,
  setAsideShort: 'Clicks not counted (forged or repeated)',
  speed: {
    title: 'Speed on real visits',
    metric: 'Measure',
    p75: '75% of views within',
    views: 'Views',
    verdict: 'Rating',
    good: 'Good',
    needsImprovement: 'Needs improvement',
    poor: 'Poor',
    ratings: { good: 'good', 'needs-improvement': 'needs improvement', poor: 'poor' },
    likely: (rating) => `likely ${rating} (few views)`,
    perhaps: (rating) => `perhaps ${rating} (very few views)`,
    confidenceNote: (likely, sure) =>
      `With few views the rating says how sure it is: "likely" when ${likely} to ${sure - 1} views measured the ` +
        `figure, "perhaps" under ${likely}. It holds for the views there were, and is firm from ${sure} on.`,
    deviceClasses: { phone: 'Phone or tablet', desktop: 'Computer' },
    pageNames: { landing: 'home', bio: 'bio', 'not-found': 'page not found' },
    metricNames: { lcp: 'LCP', inp: 'INP', cls: 'CLS', fcp: 'FCP', ttfb: 'TTFB' },
    kinds: {
      navigate: ['opened from a link or the address bar', 'opened from a link or the address bar'],
      reload: ['reloaded', 'reloaded'],
      'back-forward': ['opened with back or forward', 'opened with back or forward'],
      'back-forward-cache': ['reopened at once with back or forward', 'reopened at once with back or forward'],
      prerender: ['loaded ahead by the browser', 'loaded ahead by the browser'],
      restore: ['reopened with a restored tab', 'reopened with a restored tab'],
    },
    kindsLine: (page, device, views, shownViews, kinds, all) =>
      `${page}, ${device}: ${views === 1 ? '1 view measured' : `${shownViews} views measured`}` +
      (all !== null ? `, ${views === 1 ? all : `all ${all}`}.` : `: ${kinds.join(', ')}.`),
    none:
      "No view measured its speed in this period (each visitor's browser sends the server its figures once a " +
        'view).',
    explained: [
      'LCP: the time until the main content shows (the big picture or title). Good up to 2.5 s, poor above ' +
        '4 s: on a slow phone the visitor stares at a nearly empty screen, and many leave.',
      'INP: the time the page takes to react to a tap. Good up to 0.2 s, poor above 0.5 s: the visitor ' +
        'taps the button, nothing seems to happen, and they tap again or leave.',
      'CLS: how much the page jumps while it loads. Good up to 0.1, poor above 0.25: the text moves under ' +
        'the finger and the visitor taps the wrong thing.',
      "FCP (the first paint on the screen; good up to 1.8 s) and TTFB (the server's answer; good up to 0.8 s) help " +
        "find why an LCP is slow.",
      '"75% of views within": three views in four were that good or better, Google\'s measure. Good, needs ' +
        'improvement, poor: the share of views in each band. INP exists only when the visitor taps or ' +
        'types.',
      'A page reopened at once with the back button and one loaded ahead by the browser are views too, counted in ' +
        'the figures.',
    ],
    setAside: (total, reasons) => `${total} measures set aside: ${reasons}.`,
    reasons: {
      unreadable: (count) => `${count} unreadable`,
      notFromSite: (count) => `${count} sent from outside the site (by a page of another site)`,
      robots: (count) => `${count} from robots`,
      overRate: (count, perMinute) => `${count} over ${perMinute} a minute from one address on one page`,
      overViews: (count, perView) => `${count} more than the same address's views that day allow (${perView} a view)`,
      overDay: (count, perDay) => `${count} past ${perDay} in a day from one address (more than a person does)`,
    },
  },
  noBuild:
    'No build was found beside the report: clicks are not assigned to pages (page "?"), and CTR per page is not known.',
  unknownIds: 'Page "?": ids the current build does not have (renamed or removed since).',
  unmatched: (count) =>
    `${count} clicks without their page view in the logs given (counted as "Click with no view found").`,
  otherFolded: 'Names beyond the 500 most seen (campaigns, sites) are summed under "other".',
};
