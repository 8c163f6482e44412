import { afterEach, describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './account-query';

const zone = process.env.TZ;
afterEach(() => {
  process.env.TZ = zone;
});

describe('the account screens’ dates', () => {
  it('say the year, on the business’s calendar and 12-hour clock, in any machine time zone', () => {
    for (const machine of ['America/Chicago', 'Asia/Tokyo', 'UTC']) {
      process.env.TZ = machine;
      expect(formatDate('2025-05-05T15:00:00Z')).toBe('May 5, 2025');
      expect(formatDateTime('2025-05-05T15:00:00Z')).toBe('May 5, 2025, 10:00 AM');
      // 3:00 AM UTC on 1 January is still New Year's Eve in Waco.
      expect(formatDate('2027-01-01T03:00:00Z')).toBe('Dec 31, 2026');
      expect(formatDateTime('2027-01-01T03:00:00Z')).toBe('Dec 31, 2026, 9:00 PM');
    }
  });
});
