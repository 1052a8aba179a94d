// What the report set aside, in the operator's words, the same in the terminal and on the HTML page
// (each lays out and escapes the lines its own way): each reason with its count and its rule, over
// the whole range and per day, and a warning when one address sent more than a person does.
import { messages } from '../messages/catalogue';
import { shownDay } from '../messages/dates';
import type { SpeedSetAside } from './field-speed';
import { integer } from './labels';
import { oneSourceLimits, type OneSourceKind } from './one-source';
import { perMinute } from './rate-limit';
import { sum, type SetAsideClicks } from './counts';
import type { Report } from './report-shape';

type Phrases<T> = { [K in keyof T]: (count: string, limit: number) => string };

/** The rule a reason names: the rate, or what one address may add in a day (0: none). */
const limitsOf = (kind: OneSourceKind) => ({
  overRate: perMinute,
  overViews: oneSourceLimits[kind].perView,
  overDay: oneSourceLimits[kind].perDay,
});

/** "40 …, 3 …": the reasons with a count, in the catalogue's order. */
function reasons<T extends Record<string, number>>(
  counts: T,
  phrases: Phrases<T>,
  limits: Record<string, number>,
): string {
  return (Object.keys(phrases) as Array<keyof T & string>)
    .filter((key) => counts[key]! > 0)
    .map((key) => phrases[key](integer(counts[key]!), limits[key] ?? 0))
    .join(', ');
}

export const clickReasons = (counts: SetAsideClicks): string =>
  reasons(counts, messages().report.clickReasons, limitsOf('clicks'));

export const beaconReasons = (counts: SpeedSetAside): string =>
  reasons(counts, messages().report.speed.reasons, limitsOf('beacons'));

/** A warning when one address sent more clicks or beacons than a person does, with how many. */
export function oneSourceWarning(report: Report): string[] {
  const { setAsideClicks, setAsideBeacons } = report.total;
  const clicks = setAsideClicks.overViews + setAsideClicks.overDay;
  const beacons = setAsideBeacons.overViews + setAsideBeacons.overDay;
  return clicks + beacons > 0 ? [messages().report.oneSource(integer(clicks), integer(beacons))] : [];
}

/** One line per day with anything set aside, its pings and its beacons by reason. */
export function setAsideByDay(report: Report): string[] {
  const text = messages().report;
  return report.days.flatMap((day) => {
    const parts: string[] = [];
    const clicks = sum(day.setAsideClicks);
    const beacons = sum(day.setAsideBeacons);
    if (clicks > 0) parts.push(text.dayClicks(integer(clicks), clickReasons(day.setAsideClicks)));
    if (beacons > 0) parts.push(text.dayBeacons(integer(beacons), beaconReasons(day.setAsideBeacons)));
    return parts.length > 0 ? [text.setAsideDay(shownDay(day.day), parts.join('; '))] : [];
  });
}
