// The texts an operator may override from site/texts.env (README, "Your texts"), each with the
// most characters it may hold, so a text pasted by mistake (a whole page) stops the build instead
// of breaking the layout. The defaults stay in src/app/content/; the build bakes the overrides in.

export const operatorTextLimits = {
  HERO_BADGE: 80,
  HERO_HEADLINE_START: 80,
  HERO_HEADLINE_HIGHLIGHT: 60,
  HERO_HEADLINE_END: 120,
  HERO_INTRO: 600,
  COMPANY_BLURB: 600,
  COMPANY_STREET: 120,
  COMPANY_CITY: 80,
  COMPANY_STATE: 40,
  COMPANY_POSTAL_CODE: 20,
  BIO_TITLE: 80,
  BIO_SUBTITLE: 160,
  CHAT_BUBBLE: 200,
} as const;

export type OperatorTextName = keyof typeof operatorTextLimits;
export const operatorTextNames = Object.keys(operatorTextLimits) as OperatorTextName[];

/** The overrides the operator's file sets; a text it leaves out keeps its default. */
export type OperatorTexts = Partial<Record<OperatorTextName, string>>;

/**
 * The tag or entity in a text, or null: the page shows a text as written, so markup would reach visitors
 * as its raw signs.
 */
export const markupIn = (value: string): string | null =>
  /<\/?[a-z][^<>]*>|&(?:#\d+|#x[0-9a-f]+|[a-z]+);/i.exec(value)?.[0] ?? null;
