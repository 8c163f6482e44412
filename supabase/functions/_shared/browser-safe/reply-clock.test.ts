// The reply clock against the business's hours (Mon–Fri 8 AM–6 PM, Sat 8 AM–4 PM, Sunday closed, US Central time).
// Times are written with their Central offset (-06:00 standard, -05:00 daylight), so each case reads as the owners
// would say it; every case also runs with the machine's zone set to UTC, Tokyo and Chicago.
import { afterEach, describe, expect, it } from 'vitest';
import { businessFacts, openingMinutes } from './business-facts.ts';
import {
  businessDaysLater,
  businessMinutesBetween,
  formatClockTime,
  formatReplyBy,
  isOpenAt,
  nextOpenInstant,
  formatDuration,
  formatReplyClock,
  REPLY_WINDOW_MINUTES,
  replyClock,
  replyDueAt,
} from './reply-clock.ts';

const at = (iso: string) => new Date(iso);
const due = (iso: string) => replyDueAt(at(iso)).toISOString();
const utc = (iso: string) => at(iso).toISOString();

const machineZone = process.env.TZ;
afterEach(() => {
  if (machineZone === undefined) delete process.env.TZ;
  else process.env.TZ = machineZone;
});

describe('the business data it counts with', () => {
  it('is the two hours and the opening hours of business-facts.ts', () => {
    expect(REPLY_WINDOW_MINUTES).toBe(120);
    expect(businessFacts.quoteReplyHours).toBe(2);
    expect(openingMinutes).toEqual([
      null,
      { opens: 480, closes: 1080 },
      { opens: 480, closes: 1080 },
      { opens: 480, closes: 1080 },
      { opens: 480, closes: 1080 },
      { opens: 480, closes: 1080 },
      { opens: 480, closes: 960 },
    ]);
  });
});

describe('replyDueAt', () => {
  it('counts two hours straight through a weekday', () => {
    expect(due('2026-11-24T09:15:00-06:00')).toBe(utc('2026-11-24T11:15:00-06:00'));
    expect(due('2026-11-24T15:59:30-06:00')).toBe(utc('2026-11-24T17:59:30-06:00'));
  });

  it('starts an early-morning lead at opening: 7:00 AM Tuesday is due 10:00 AM', () => {
    expect(due('2026-11-24T07:00:00-06:00')).toBe(utc('2026-11-24T10:00:00-06:00'));
  });

  it('carries an evening lead to the next opening: 10:00 PM Friday is due 10:00 AM Saturday', () => {
    expect(due('2026-11-20T22:00:00-06:00')).toBe(utc('2026-11-21T10:00:00-06:00'));
  });

  it('splits the two hours across the closing: 5:00 PM Friday is due 9:00 AM Saturday', () => {
    expect(due('2026-11-20T17:00:00-06:00')).toBe(utc('2026-11-21T09:00:00-06:00'));
  });

  it('skips Sunday: 3:30 PM Saturday is due 9:30 AM Monday (30 min Saturday, 90 min Monday)', () => {
    expect(due('2026-11-21T15:30:00-06:00')).toBe(utc('2026-11-23T09:30:00-06:00'));
  });

  it('starts any Sunday lead on Monday: due 10:00 AM Monday', () => {
    for (const time of ['00:00', '08:00', '12:30', '23:59']) {
      expect(due(`2026-11-22T${time}:00-06:00`)).toBe(utc('2026-11-23T10:00:00-06:00'));
    }
  });

  it('treats the edges of the day exactly', () => {
    // At opening: the whole window is that morning.
    expect(due('2026-11-24T08:00:00-06:00')).toBe(utc('2026-11-24T10:00:00-06:00'));
    // Exactly two hours before closing: due at closing, not the next morning.
    expect(due('2026-11-24T16:00:00-06:00')).toBe(utc('2026-11-24T18:00:00-06:00'));
    // At closing: nothing left that day.
    expect(due('2026-11-24T18:00:00-06:00')).toBe(utc('2026-11-25T10:00:00-06:00'));
    // One minute before closing: 1 minute that day, 119 the next.
    expect(due('2026-11-24T17:59:00-06:00')).toBe(utc('2026-11-25T09:59:00-06:00'));
    // Saturday closes at 4 PM, not 6 PM.
    expect(due('2026-11-21T16:00:00-06:00')).toBe(utc('2026-11-23T10:00:00-06:00'));
    // Midnight before a Saturday.
    expect(due('2026-11-21T00:00:00-06:00')).toBe(utc('2026-11-21T10:00:00-06:00'));
  });

  it('follows daylight saving time starting (Sunday 2026-03-08, 2 AM becomes 3 AM)', () => {
    // Saturday in standard time, Monday in daylight time: Monday's 9:00 AM is 14:00 UTC, not 15:00.
    expect(due('2026-03-07T15:00:00-06:00')).toBe('2026-03-09T14:00:00.000Z');
    expect(due('2026-03-07T22:00:00-06:00')).toBe('2026-03-09T15:00:00.000Z');
    // In the skipped hour itself and just after it.
    expect(due('2026-03-08T08:30:00Z')).toBe('2026-03-09T15:00:00.000Z');
    expect(due('2026-03-08T03:30:00-05:00')).toBe('2026-03-09T15:00:00.000Z');
    // A plain Monday in daylight time.
    expect(due('2026-03-09T08:00:00-05:00')).toBe('2026-03-09T15:00:00.000Z');
  });

  it('follows daylight saving time ending (Sunday 2026-11-01, 2 AM becomes 1 AM again)', () => {
    // Saturday in daylight time, Monday in standard time: Monday's 9:00 AM is 15:00 UTC, not 14:00.
    expect(due('2026-10-31T15:00:00-05:00')).toBe('2026-11-02T15:00:00.000Z');
    expect(due('2026-10-31T17:00:00-05:00')).toBe('2026-11-02T16:00:00.000Z');
    // 1:30 AM happens twice that night; both are Sunday.
    expect(due('2026-11-01T01:30:00-05:00')).toBe('2026-11-02T16:00:00.000Z');
    expect(due('2026-11-01T01:30:00-06:00')).toBe('2026-11-02T16:00:00.000Z');
  });

  it('does not depend on the machine’s time zone', () => {
    const cases = [
      '2026-11-20T22:00:00-06:00',
      '2026-11-21T15:30:00-06:00',
      '2026-11-22T23:30:00-06:00',
      '2026-03-07T15:00:00-06:00',
      '2026-10-31T17:00:00-05:00',
    ];
    const answers = (zone: string) => {
      process.env.TZ = zone;
      return cases.map(due);
    };
    const chicago = answers('America/Chicago');
    expect(answers('UTC')).toEqual(chicago);
    expect(answers('Asia/Tokyo')).toEqual(chicago);
    expect(answers('Pacific/Kiritimati')).toEqual(chicago);
    expect(answers('Pacific/Pago_Pago')).toEqual(chicago);
  });
});

describe('replyClock', () => {
  const created = at('2026-11-24T09:00:00-06:00');
  const dueAt = at('2026-11-24T11:00:00-06:00');

  it('counts down while the window is open', () => {
    expect(replyClock(created, at('2026-11-24T10:15:00-06:00'))).toEqual({
      dueAt,
      overdue: false,
      waitedMinutes: 75,
      remainingMinutes: 45,
      overdueMinutes: 0,
    });
  });

  it('is not overdue at the due minute and is one minute after it', () => {
    expect(replyClock(created, at('2026-11-24T10:59:00-06:00'))).toMatchObject({
      overdue: false,
      remainingMinutes: 1,
    });
    expect(replyClock(created, dueAt)).toMatchObject({
      overdue: false,
      remainingMinutes: 0,
      overdueMinutes: 0,
    });
    expect(replyClock(created, at('2026-11-24T11:00:01-06:00'))).toMatchObject({
      overdue: true,
      remainingMinutes: 0,
      overdueMinutes: 1,
    });
    expect(replyClock(created, at('2026-11-24T11:01:00-06:00'))).toMatchObject({
      overdue: true,
      overdueMinutes: 1,
      waitedMinutes: 121,
    });
    expect(replyClock(created, at('2026-11-24T11:40:00-06:00'))).toMatchObject({ overdueMinutes: 40 });
  });

  it('keeps all 120 business minutes overnight, while the visitor’s wait grows on the wall clock', () => {
    const friday = at('2026-11-20T22:00:00-06:00');
    expect(replyClock(friday, at('2026-11-21T07:30:00-06:00'))).toEqual({
      dueAt: at('2026-11-21T10:00:00-06:00'),
      overdue: false,
      waitedMinutes: 570,
      remainingMinutes: 120,
      overdueMinutes: 0,
    });
    // Saturday 3:30 PM, seen Saturday 3:50 PM: 10 minutes on Saturday and 90 on Monday still to come.
    const saturday = at('2026-11-21T15:30:00-06:00');
    expect(replyClock(saturday, at('2026-11-21T15:50:00-06:00'))).toMatchObject({ remainingMinutes: 100 });
    expect(replyClock(saturday, at('2026-11-22T12:00:00-06:00'))).toMatchObject({ remainingMinutes: 90 });
  });

  it('measures the wait in real minutes across a daylight saving change', () => {
    // 3:00 PM CDT Saturday to 9:00 AM CST Monday is 43 hours (the clock shows 42).
    const clock = replyClock(at('2026-10-31T15:00:00-05:00'), at('2026-11-02T09:00:00-06:00'));
    expect(clock).toMatchObject({ overdue: false, waitedMinutes: 43 * 60, remainingMinutes: 0 });
  });
});

describe('the words', () => {
  it('says durations briefly', () => {
    expect(formatDuration(0)).toBe('0 min');
    expect(formatDuration(45)).toBe('45 min');
    expect(formatDuration(120)).toBe('2 h');
    expect(formatDuration(135)).toBe('2 h 15 min');
    expect(formatDuration(24 * 60)).toBe('1 d');
    expect(formatDuration(3 * 24 * 60 + 4 * 60 + 10)).toBe('3 d 4 h');
  });

  it('says times on the business’s 12-hour clock: today, a weekday within the week, a date further away', () => {
    const now = at('2026-11-20T22:30:00-06:00');
    expect(formatClockTime(at('2026-11-20T21:05:00-06:00'), now)).toBe('9:05 PM');
    expect(formatClockTime(at('2026-11-21T10:00:00-06:00'), now)).toBe('10:00 AM Sat');
    expect(formatClockTime(at('2026-11-16T12:00:00-06:00'), now)).toBe('12:00 PM Mon');
    expect(formatClockTime(at('2026-11-10T08:00:00-06:00'), now)).toBe('8:00 AM Nov 10');
    // 4:30 AM UTC on Saturday is still Friday evening in Waco.
    expect(formatClockTime(at('2026-11-21T04:30:00Z'), now)).toBe('10:30 PM');
  });

  it('gives the year of a date in another year than now, on the business’s calendar', () => {
    const now = at('2026-11-20T22:30:00-06:00');
    expect(formatClockTime(at('2025-05-05T10:00:00-05:00'), now)).toBe('10:00 AM May 5, 2025');
    expect(formatClockTime(at('2026-01-02T09:00:00-06:00'), now)).toBe('9:00 AM Jan 2');
    // Near New Year: within a week the weekday is enough; further back the year is said.
    const newYear = at('2027-01-02T09:00:00-06:00');
    expect(formatClockTime(at('2026-12-30T10:00:00-06:00'), newYear)).toBe('10:00 AM Wed');
    expect(formatClockTime(at('2026-12-20T10:00:00-06:00'), newYear)).toBe('10:00 AM Dec 20, 2026');
    // 3:00 AM UTC on 1 January is still New Year's Eve in Waco: last year there, though this year in UTC.
    expect(formatClockTime(at('2027-01-01T03:00:00Z'), at('2027-01-20T12:00:00-06:00'))).toBe(
      '9:00 PM Dec 31, 2026',
    );
  });

  it('says an overdue lead from last year with the year (the clock fixed)', () => {
    const created = at('2025-05-05T07:00:00-05:00');
    const now = at('2026-11-20T12:00:00-06:00');
    expect(formatReplyClock(replyClock(created, now), now).due).toBe('Overdue since 10:00 AM May 5, 2025');
  });

  it('says a lead that is waiting and when it is due', () => {
    const created = at('2026-11-20T22:00:00-06:00');
    const now = at('2026-11-21T00:15:00-06:00');
    expect(formatReplyClock(replyClock(created, now), now)).toEqual({
      waiting: 'Waiting 2 h 15 min',
      due: 'Due by 10:00 AM',
      overdueBy: null,
      summary: 'Waiting 2 h 15 min · Due by 10:00 AM',
    });
    const friday = at('2026-11-20T22:10:00-06:00');
    expect(formatReplyClock(replyClock(created, friday), friday).due).toBe('Due by 10:00 AM Sat');
  });

  it('says a lead that is overdue, by how much and since when', () => {
    const created = at('2026-11-24T07:00:00-06:00');
    const now = at('2026-11-24T10:40:00-06:00');
    expect(formatReplyClock(replyClock(created, now), now)).toEqual({
      waiting: 'Waiting 3 h 40 min',
      due: 'Overdue since 10:00 AM',
      overdueBy: 'Overdue by 40 min',
      summary: 'Overdue by 40 min · Waiting 3 h 40 min',
    });
  });

  it('says the same in any machine time zone', () => {
    const created = at('2026-11-20T17:00:00-06:00');
    const now = at('2026-11-20T23:00:00-06:00');
    const words = (zone: string) => {
      process.env.TZ = zone;
      return formatReplyClock(replyClock(created, now), now);
    };
    const chicago = words('America/Chicago');
    expect(chicago.due).toBe('Due by 9:00 AM Sat');
    expect(words('Asia/Tokyo')).toEqual(chicago);
    expect(words('UTC')).toEqual(chicago);
  });
});

describe('business minutes, business days and openings', () => {
  it('counts a first response in business minutes across an evening and a Sunday', () => {
    // 5:25 PM Friday to 8:10 AM Saturday: 35 minutes Friday, 10 Saturday.
    expect(businessMinutesBetween(at('2026-11-20T17:25:00-06:00'), at('2026-11-21T08:10:00-06:00'))).toBe(45);
    // 3:45 PM Saturday to 8:20 AM Monday: 15 minutes Saturday, nothing on Sunday, 20 Monday.
    expect(businessMinutesBetween(at('2026-11-21T15:45:00-06:00'), at('2026-11-23T08:20:00-06:00'))).toBe(35);
    // A Sunday question answered on Sunday: no business time has passed.
    expect(businessMinutesBetween(at('2026-11-22T10:00:00-06:00'), at('2026-11-22T11:00:00-06:00'))).toBe(0);
    expect(businessMinutesBetween(at('2026-11-23T10:00:00-06:00'), at('2026-11-23T09:00:00-06:00'))).toBe(0);
  });

  it('finds the same time two business days later, skipping Sunday', () => {
    expect(utc(businessDaysLater(at('2026-11-20T15:00:00-06:00'), 2).toISOString())).toBe(
      utc('2026-11-23T15:00:00-06:00'),
    );
    expect(utc(businessDaysLater(at('2026-11-22T15:00:00-06:00'), 2).toISOString())).toBe(
      utc('2026-11-24T15:00:00-06:00'),
    );
    expect(utc(businessDaysLater(at('2026-11-24T09:30:00-06:00'), 2).toISOString())).toBe(
      utc('2026-11-26T09:30:00-06:00'),
    );
  });

  it('knows when the business is open, and its next opening', () => {
    expect(isOpenAt(at('2026-11-23T08:00:00-06:00'))).toBe(true);
    expect(isOpenAt(at('2026-11-21T16:00:00-06:00'))).toBe(false);
    expect(isOpenAt(at('2026-11-22T12:00:00-06:00'))).toBe(false);
    expect(nextOpenInstant(at('2026-11-21T17:00:00-06:00')).toISOString()).toBe(
      utc('2026-11-23T08:00:00-06:00'),
    );
    expect(nextOpenInstant(at('2026-11-23T07:00:00-06:00')).toISOString()).toBe(
      utc('2026-11-23T08:00:00-06:00'),
    );
    expect(nextOpenInstant(at('2026-11-23T09:00:00-06:00')).toISOString()).toBe(
      utc('2026-11-23T09:00:00-06:00'),
    );
  });

  it('says a reply-by time as the visitor reads it: the weekday in full, or today', () => {
    const friday10pm = at('2026-11-20T22:00:00-06:00');
    expect(formatReplyBy(replyDueAt(friday10pm), friday10pm)).toBe('10:00 AM Saturday');
    const monday9am = at('2026-11-23T09:00:00-06:00');
    expect(formatReplyBy(replyDueAt(monday9am), monday9am)).toBe('11:00 AM today');
  });
});
