// The campaign a link carries: `utm_campaign` (with `utm_source` and `utm_medium`, as link
// builders write them) or the short `c=<name>` for a link typed by hand. Names come from anyone's
// query string: decoded, lower-cased, cut, and stripped of control characters here; escaped again
// by each output (format.ts for a terminal, html.ts for a page).

export interface Campaign {
  /** c=, else utm_campaign; '' when the link names none. */
  name: string;
  /** utm_source and utm_medium; '' when absent. */
  source: string;
  medium: string;
}

export const noCampaign: Campaign = { name: '', source: '', medium: '' };

/** Longest name kept, in characters; longer ones are cut and end with "…". */
export const nameCap = 40;

/**
 * A query value as the operator typed it: + and %XX decoded (bad escapes kept as written), trimmed,
 * lower-case, no control characters, cut.
 */
export function cleanName(raw: string): string {
  let text = raw.replace(/\+/g, ' ');
  try {
    text = decodeURIComponent(text);
  } catch {
    // A lone % or a broken UTF-8 sequence: keep the text as written.
  }
  // Control characters, and the invisible ones that reorder or hide text (bidi overrides, zero width).
  text = text
    .replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g, '')
    .trim()
    .toLowerCase();
  return text.length > nameCap ? `${text.slice(0, nameCap - 1)}…` : text;
}

const wanted = new Set(['c', 'utm_campaign', 'utm_source', 'utm_medium']);

/** The campaign of a query string (without its '?'); noCampaign when it names none. */
export function campaignOf(query: string): Campaign {
  if (query === '' || !/(?:^|&)(?:c|utm_[a-z]+)=/.test(query)) return noCampaign;
  const values: Record<string, string> = {};
  for (const pair of query.split('&')) {
    const equals = pair.indexOf('=');
    const key = equals === -1 ? pair : pair.slice(0, equals);
    if (wanted.has(key) && !(key in values)) values[key] = cleanName(equals === -1 ? '' : pair.slice(equals + 1));
  }
  const campaign = {
    name: values.c || values.utm_campaign || '',
    source: values.utm_source ?? '',
    medium: values.utm_medium ?? '',
  };
  return campaign.name || campaign.source || campaign.medium ? campaign : noCampaign;
}

/** The query string of a Referer (a ping's: the page the visitor clicked on), without '?' or '#…'. */
export function refererQuery(referrer: string): string {
  const start = referrer.indexOf('?');
  if (start === -1) return '';
  const hash = referrer.indexOf('#', start);
  return hash === -1 ? referrer.slice(start + 1) : referrer.slice(start + 1, hash);
}
