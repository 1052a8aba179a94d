// The /bio QR code (npm run build and npm run qr): where it was written and where it leads.
import type { qr as portuguese } from '../pt-BR/qr';

export const qr: typeof portuguese = {
  builtForFlyers: (files, address) =>
    `The /bio QR code for flyers and the counter: ${files} (leads to ${address}; in the report, the campaign "qr").`,
  usage: `Usage: npm run qr -- <campaign>   e.g. npm run qr -- saturday-fair
  Writes the /bio QR code with ?c=<campaign> as SVG (any size) and PNG (up to 10 cm at 300 dpi),
  so that npm run report shows the visits and clicks that print brought.`,
  badCampaign: (got) =>
    `${got} cannot be a campaign: use lower-case letters without accents, digits, "-" or "_", up to 40 characters ` +
      `(e.g. saturday-fair).`,
  noBuild: "No build is live yet: run npm run build first (the QR code leads to the live site's SITE_URL).",
  demoSiteUrl: (siteUrl) =>
    `The live site uses the example SITE_URL (${siteUrl}): the QR code would lead nowhere. Set SITE_URL in ` +
      `site/site.env and run npm run build.`,
  written: (campaign, svg, png, address) =>
    `QR code of the campaign "${campaign}" written to:\n  ${svg}\n  ${png}\nIt leads to ${address}; in the report ` +
      `(npm run report), the campaign "${campaign}".`,
};
