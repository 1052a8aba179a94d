// Days and times as the operator reads them: 26/11/2026 in Portuguese (2026-11-26 in English, which
// no reader takes for the 11th of a 26th month), on the clock of their own time zone (the zone
// settings/time-zone.ts decides: TZ, else Brasília's), never UTC's. And the days they type:
// 01/11/2026, ontem, hoje, 7d (the last 7 days, today included), as well as 2026-11-01.

import { currentLanguage } from './language';

/** The parts of an instant on the zone's calendar and clock, as two-digit (four for the year) strings. */
function partsIn(instant: Date, zone: string): Record<'year' | 'month' | 'day' | 'hour' | 'minute', string> {
  const format = new Intl.DateTimeFormat('en', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const parts = Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, part.value]));
  return parts as Record<'year' | 'month' | 'day' | 'hour' | 'minute', string>;
}

/** The calendar day an instant falls on in a zone: YYYY-MM-DD. */
export function dayIn(instant: Date, zone: string): string {
  const { year, month, day } = partsIn(instant, zone);
  return `${year}-${month}-${day}`;
}

/**
 * The day each instant (seconds since 1970 UTC) falls on in a zone, for a log's lines in time order:
 * the zone is asked once per quarter of an hour (every zone's day starts on one), and a day is the
 * same string while it lasts. An instant outside the years 1000 to 9999 gives null.
 */
export function dayFinder(zone: string): (second: number) => string | null {
  const quarter = 15 * 60;
  let lastQuarter = Number.NaN;
  let lastDay = '';
  return (second) => {
    const at = Math.floor(second / quarter);
    if (at === lastQuarter) return lastDay;
    const instant = new Date(at * quarter * 1000);
    const day = Number.isNaN(instant.getTime()) ? '' : dayIn(instant, zone);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
    lastQuarter = at;
    if (day !== lastDay) lastDay = day;
    return lastDay;
  };
}

/** YYYY-MM-DD → 26/11/2026 (the order people write in Brazil) in Portuguese; anything else as it is. */
export const shownDay = (isoDay: string): string => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay);
  return match && currentLanguage() === 'pt-BR' ? `${match[3]}/${match[2]}/${match[1]}` : isoDay;
};

/**
 * An instant (a Date or an ISO string) as the operator's clock shows it: 26/11/2026 15:29. Unreadable text as
 * it is.
 */
export function shownTime(instant: Date | string, zone: string): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  if (Number.isNaN(date.getTime())) return String(instant);
  const { year, month, day, hour, minute } = partsIn(date, zone);
  return `${shownDay(`${year}-${month}-${day}`)} ${hour}:${minute}`;
}

/** YYYY-MM-DD moved by a number of days (UTC arithmetic on a calendar day: no time zone in it). */
export function addDays(isoDay: string, days: number): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A calendar day that exists: not 2026-02-30, not a 13th month. */
function isRealDay(isoDay: string): boolean {
  const date = new Date(`${isoDay}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(isoDay) && !Number.isNaN(date.getTime()) && date.toISOString().startsWith(isoDay);
}

/**
 * A day as the operator types it, as YYYY-MM-DD; null when it is none. `today` is the operator's
 * (dayIn(now, zone)): "ontem" on a VPS in UTC at 22:00 in Brasília is still Brasília's yesterday.
 */
export function parseDay(text: string, today: string): string | null {
  const typed = text.trim().toLowerCase();
  if (typed === 'hoje' || typed === 'today') return today;
  if (typed === 'ontem' || typed === 'yesterday') return addDays(today, -1);
  const lastDays = /^(\d{1,4})d$/.exec(typed);
  if (lastDays) return Number(lastDays[1]) >= 1 ? addDays(today, 1 - Number(lastDays[1])) : null;
  const brazilian = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(typed);
  const iso = brazilian ? `${brazilian[3]}-${brazilian[2]!.padStart(2, '0')}-${brazilian[1]!.padStart(2, '0')}` : typed;
  return isRealDay(iso) ? iso : null;
}

/** Every day from `from` to `to`, both included, in order (YYYY-MM-DD). */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** A day without its year, for a chart's axis: 15/10 in Portuguese, Oct 15 in English. */
export const shownShortDay = (isoDay: string): string =>
  currentLanguage() === 'pt-BR'
    ? `${isoDay.slice(8, 10)}/${isoDay.slice(5, 7)}`
    : new Date(`${isoDay}T00:00:00Z`).toLocaleDateString('en', { month: 'short', day: 'numeric', timeZone: 'UTC' });
