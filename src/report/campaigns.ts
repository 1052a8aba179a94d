// The campaign a link carries: `utm_campaign` (with `utm_source` and `utm_medium`, as link
// builders write them) or the short `c=<name>` for a link typed by hand. Names come from anyone's
// query string: decoded, lower-cased, stripped of control and invisible characters and cut on
// character boundaries here; escaped again by each output (format.ts for a terminal, html.ts for a page).

export interface Campaign {
  /** c=, else utm_campaign; '' when the link names none. */
  name: string;
  /** utm_source and utm_medium; '' when absent. */
  source: string;
  medium: string;
}

export const noCampaign: Campaign = { name: '', source: '', medium: '' };

/** Longest name kept, in characters as a reader counts them; longer ones are cut and end with "…". */
export const nameCap = 40;

/**
 * What does not show, or changes how the text around it shows: controls (C0, C1), format characters
 * (soft hyphen, zero-width spaces and joiners, word joiner, bidi marks and overrides, tag characters,
 * the BOM), the other default-ignorable ones (variation selectors, fillers) and lone surrogates. An
 * emoji keeps what makes it one: a zero-width joiner between two pictographs (👨‍👩‍👧), the emoji
 * variation selector after an emoji (❤️). Matched: group 1 is what goes.
 */
const pictograph = String.raw`\p{Extended_Pictographic}`;
const emojiJoiner = String.raw`(?<=${pictograph}[\u{FE0F}\u{1F3FB}-\u{1F3FF}]?)\u{200D}(?=${pictograph})`;
const emojiPresentation = String.raw`(?<=\p{Emoji})\u{FE0F}`;
const hidden = String.raw`([\p{Cc}\p{Cf}\p{Cs}\p{Default_Ignorable_Code_Point}])`;
const invisible = new RegExp(`${emojiJoiner}|${emojiPresentation}|${hidden}`, 'gu');

/** `text` without its invisible characters, or with each replaced by `replacement`. */
export const withoutInvisible = (text: string, replacement = ''): string =>
  text.replace(invisible, (match, gone: string | undefined) => (gone === undefined ? match : replacement));

let graphemes: Intl.Segmenter | undefined;

/**
 * `text` cut to nameCap characters as a reader counts them (graphemes: an accented letter, an emoji
 * with its modifiers are one each, never split), the last of them "…".
 */
export function cutName(text: string): string {
  if (text.length <= nameCap) return text; // never more graphemes than UTF-16 units
  graphemes ??= new Intl.Segmenter('en', { granularity: 'grapheme' });
  const pieces: string[] = [];
  for (const { segment } of graphemes.segment(text)) {
    if (pieces.length === nameCap) return `${pieces.slice(0, nameCap - 1).join('')}…`;
    pieces.push(segment);
  }
  return text;
}

/**
 * A query value as the operator typed it: + and %XX decoded (bad escapes kept as written), in one
 * Unicode form (NFC: é typed two ways is one name), without invisible characters, every run of
 * spaces one space, trimmed, lower-case, cut. Two names that look the same are the same name.
 */
export function cleanName(raw: string): string {
  let text = raw.replace(/\+/g, ' ');
  try {
    text = decodeURIComponent(text);
  } catch {
    // A lone % or a broken UTF-8 sequence: keep the text as written.
  }
  return cutName(withoutInvisible(text.normalize('NFC')).replace(/\s+/g, ' ').trim().toLowerCase());
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
