/**
 * The reply clock: every quote page promises a reply within businessFacts.quoteReplyHours, and the owners count those
 * hours only while the business is open (businessFacts.hours, in businessFacts.timeZone). A lead that arrives at 10 PM on a
 * Friday is due two hours after Saturday's opening; one that arrives on a Sunday, two hours after Monday's.
 *
 * Everything here works in the business's own wall clock through Intl, never the machine's or the browser's zone,
 * so an owner travelling, a server in UTC and a test in Tokyo all see the same due time, daylight saving included.
 * One module for the browser (the inbox, Today) and the functions (the visitor's acknowledgement, the owners' texts,
 * the follow-up's two business days, the first response in business minutes).
 */
import { businessFacts, openingMinutes } from './business-facts.ts';

export const REPLY_WINDOW_MINUTES = businessFacts.quoteReplyHours * 60;

export const BUSINESS_TIME_ZONE = businessFacts.timeZone;

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** The business's wall clock at an instant. */
interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const wallFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: BUSINESS_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

function wallTime(instant: number): WallTime {
  const parts: Record<string, number> = {};
  for (const part of wallFormat.formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
    second: parts.second!,
  };
}

/** How far the business's clock is ahead of UTC at an instant, in ms (negative in America/Chicago). */
function zoneOffset(instant: number): number {
  const wall = wallTime(instant);
  const wallAsUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return wallAsUtc - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant the business's clock shows `minutes` after midnight on a calendar day. Two passes: the offset of the
 * first guess can differ from the offset at the answer when a daylight-saving change lies between them.
 */
function instantAt(year: number, month: number, day: number, minutes: number): number {
  const wallAsUtc = Date.UTC(year, month - 1, day, 0, minutes);
  const guess = wallAsUtc - zoneOffset(wallAsUtc);
  return wallAsUtc - zoneOffset(guess);
}

/**
 * When the reply window of a lead created at `createdAt` runs out: the instant at which REPLY_WINDOW_MINUTES of
 * opening hours have passed since it arrived (a lead that arrives while the business is closed starts at the next
 * opening).
 */
export function replyDueAt(createdAt: Date): Date {
  const created = createdAt.getTime();
  let remaining = REPLY_WINDOW_MINUTES * MINUTE;
  for (const { opens, closes } of openingsFrom(created, 7)) {
    const from = Math.max(created, opens);
    if (from >= closes) continue;
    if (closes - from >= remaining) return new Date(from + remaining);
    remaining -= closes - from;
  }
  throw new Error('business.hours leave no time to reply within a week');
}

/**
 * Each day's opening hours as instants, from the business day of `instant` on, for `days` days after it: the
 * calendar days are counted on a UTC date, so the machine's zone plays no part.
 */
function* openingsFrom(instant: number, days: number): Generator<{ opens: number; closes: number }> {
  const start = wallTime(instant);
  for (let offset = 0; offset <= days; offset += 1) {
    const date = new Date(Date.UTC(start.year, start.month - 1, start.day + offset));
    const hours = openingMinutes[date.getUTCDay()];
    if (!hours) continue;
    const [year, month, day] = [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
    yield {
      opens: instantAt(year, month, day, hours.opens),
      closes: instantAt(year, month, day, hours.closes),
    };
  }
}

/** Whole minutes of opening time between two instants (0 when `to` is not after `from`). */
export function businessMinutesBetween(from: Date, to: Date): number {
  return Math.floor(openTimeBetween(from.getTime(), to.getTime()) / MINUTE);
}

/** Whether the business is open at an instant. */
export function isOpenAt(instant: Date): boolean {
  const wall = wallTime(instant.getTime());
  const hours = openingMinutes[new Date(Date.UTC(wall.year, wall.month - 1, wall.day)).getUTCDay()];
  const minutes = wall.hour * 60 + wall.minute;
  return hours !== null && hours !== undefined && minutes >= hours.opens && minutes < hours.closes;
}

/** The instant itself while the business is open, else its next opening. */
export function nextOpenInstant(instant: Date): Date {
  const from = instant.getTime();
  for (const { opens, closes } of openingsFrom(from, 7)) {
    if (from < closes) return new Date(Math.max(from, opens));
  }
  throw new Error('business.hours leave no opening within a week');
}

/**
 * The same time of day on the `days`-th business day (a day with opening hours) after the day of `instant`, on the
 * business's clock: a quote from 3 PM on a Friday is two business days old at 3 PM on Monday (Saturday is open,
 * Sunday is not).
 */
export function businessDaysLater(instant: Date, days: number): Date {
  const at = instant.getTime();
  const wall = wallTime(at);
  const minutes = wall.hour * 60 + wall.minute;
  let counted = 0;
  for (let offset = 1; offset <= days * 7; offset += 1) {
    const date = new Date(Date.UTC(wall.year, wall.month - 1, wall.day + offset));
    if (!openingMinutes[date.getUTCDay()]) continue;
    counted += 1;
    if (counted === days) {
      return new Date(
        instantAt(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate(), minutes) +
          wall.second * 1000,
      );
    }
  }
  throw new Error('business.hours leave no business day within a week');
}

export interface ReplyClock {
  /** When the reply window runs out. */
  dueAt: Date;
  /** True once `now` is past dueAt (at dueAt itself the promise still holds). */
  overdue: boolean;
  /** Whole minutes since the lead arrived, on the wall clock (nights and Sundays included): the visitor's wait. */
  waitedMinutes: number;
  /**
   * Minutes of opening time left before dueAt, rounded up (0 once overdue). Business minutes, not wall minutes: a
   * lead that arrived at 10 PM still has all 120 until the business opens.
   */
  remainingMinutes: number;
  /** Wall minutes since dueAt, rounded up so that any overdue lead shows at least 1 (0 while not overdue). */
  overdueMinutes: number;
}

/** Opening time, in ms, between two instants. */
function openTimeBetween(from: number, to: number): number {
  let total = 0;
  const start = wallTime(from);
  for (let offset = 0; ; offset += 1) {
    const date = new Date(Date.UTC(start.year, start.month - 1, start.day + offset));
    const [year, month, day] = [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
    if (instantAt(year, month, day, 0) >= to) return total;
    const hours = openingMinutes[date.getUTCDay()];
    if (!hours) continue;
    const opens = Math.max(from, instantAt(year, month, day, hours.opens));
    const closes = Math.min(to, instantAt(year, month, day, hours.closes));
    if (closes > opens) total += closes - opens;
  }
}

export function replyClock(createdAt: Date, now: Date): ReplyClock {
  const dueAt = replyDueAt(createdAt);
  const nowMs = now.getTime();
  const overdue = nowMs > dueAt.getTime();
  return {
    dueAt,
    overdue,
    waitedMinutes: Math.max(0, Math.floor((nowMs - createdAt.getTime()) / MINUTE)),
    remainingMinutes: overdue
      ? 0
      : Math.ceil(openTimeBetween(Math.max(nowMs, createdAt.getTime()), dueAt.getTime()) / MINUTE),
    overdueMinutes: overdue ? Math.ceil((nowMs - dueAt.getTime()) / MINUTE) : 0,
  };
}

/** "45 min", "2 h", "2 h 15 min", "3 d 4 h": a duration in the fewest words that still say it to the hour. */
export function formatDuration(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  if (whole < 60) return `${whole} min`;
  if (whole < 24 * 60) {
    const rest = whole % 60;
    return rest ? `${Math.floor(whole / 60)} h ${rest} min` : `${whole / 60} h`;
  }
  const days = Math.floor(whole / (24 * 60));
  const hours = Math.floor((whole % (24 * 60)) / 60);
  return hours ? `${days} d ${hours} h` : `${days} d`;
}

const clockFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: BUSINESS_TIME_ZONE,
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});
const weekdayFormat = new Intl.DateTimeFormat('en-US', { timeZone: BUSINESS_TIME_ZONE, weekday: 'short' });
const dateFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: BUSINESS_TIME_ZONE,
  month: 'short',
  day: 'numeric',
});
const dateWithYearFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: BUSINESS_TIME_ZONE,
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

/**
 * "10:00 AM" on the business's clock, with a plain space before AM/PM (ICU puts a narrow no-break space there, which
 * differs between versions and from what anyone types when searching the page).
 */
function clockTime(instant: Date): string {
  const parts = clockFormat.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('hour')}:${part('minute')} ${part('dayPeriod')}`;
}

const calendarDay = (instant: number) => {
  const wall = wallTime(instant);
  return Date.UTC(wall.year, wall.month - 1, wall.day) / DAY;
};

/**
 * A moment as the owners read it next to `now`, on the business's clock: "9:00 AM" today, "10:00 AM Sat" within a
 * week either side, "10:00 AM Nov 20" further away, and "10:00 AM May 5, 2025" in another year than now's.
 */
export function formatClockTime(instant: Date, now: Date): string {
  const days = Math.abs(calendarDay(instant.getTime()) - calendarDay(now.getTime()));
  if (days === 0) return clockTime(instant);
  if (days < 7) return `${clockTime(instant)} ${weekdayFormat.format(instant)}`;
  const sameYear = wallTime(instant.getTime()).year === wallTime(now.getTime()).year;
  return `${clockTime(instant)} ${(sameYear ? dateFormat : dateWithYearFormat).format(instant)}`;
}

const weekdayLongFormat = new Intl.DateTimeFormat('en-US', { timeZone: BUSINESS_TIME_ZONE, weekday: 'long' });

/**
 * "10:00 AM Saturday", or "10:00 AM today" when `instant` falls on `now`'s day: a due time as a visitor reads it in
 * an email (within a week of `now`, as a reply always is).
 */
export function formatReplyBy(instant: Date, now: Date): string {
  const sameDay = calendarDay(instant.getTime()) === calendarDay(now.getTime());
  return `${clockTime(instant)} ${sameDay ? 'today' : weekdayLongFormat.format(instant)}`;
}

export interface ReplyClockText {
  /** "Waiting 2 h 15 min" */
  waiting: string;
  /** "Due by 10:00 AM Sat", or once overdue "Overdue since 9:00 AM" */
  due: string;
  /** "Overdue by 40 min", or null while not overdue */
  overdueBy: string | null;
  /** One line for a card: "Waiting 2 h 15 min · Due by 10:00 AM Sat", or "Overdue by 40 min · Waiting 2 h 40 min" */
  summary: string;
}

/** The reply clock in the words the inbox shows (US English, 12-hour times, the business's time zone). */
export function formatReplyClock(clock: ReplyClock, now: Date): ReplyClockText {
  const waiting = `Waiting ${formatDuration(clock.waitedMinutes)}`;
  const when = formatClockTime(clock.dueAt, now);
  if (!clock.overdue) {
    const due = `Due by ${when}`;
    return { waiting, due, overdueBy: null, summary: `${waiting} · ${due}` };
  }
  const overdueBy = `Overdue by ${formatDuration(clock.overdueMinutes)}`;
  return { waiting, due: `Overdue since ${when}`, overdueBy, summary: `${overdueBy} · ${waiting}` };
}
