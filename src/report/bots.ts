// Who is not a visitor, by User-Agent: search crawlers, the link-preview fetchers of messengers and
// social networks (WhatsApp and Facebook fetch a page to draw its preview the moment someone pastes
// the link), and scripts. Their page views are counted apart. A request with no User-Agent is
// never a browser's.
const botUserAgent = new RegExp(
  [
    'bot\\b',
    'crawl',
    'spider',
    'slurp',
    'facebookexternalhit',
    'facebookcatalog',
    'meta-externalagent',
    'whatsapp',
    'telegrambot',
    'twitterbot',
    'slackbot',
    'linkedinbot',
    'discordbot',
    'googlebot',
    'bingbot',
    'applebot',
    'pinterest',
    'skypeuripreview',
    'embedly',
    'iframely',
    'vkshare',
    'google-inspectiontool',
    'lighthouse',
    'curl/',
    'wget/',
    'python-requests',
    'python-urllib',
    'go-http-client',
    'okhttp',
    'node-fetch',
    'axios/',
    'libwww-perl',
  ].join('|'),
  'i',
);

export function isBotOrPreview(userAgent: string): boolean {
  return userAgent === '-' || userAgent === '' || botUserAgent.test(userAgent);
}
