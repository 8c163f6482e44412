import { describe, expect, it } from 'vitest';
import { formatLongDate, formatNumber, formatUsd } from './format';

// Intl is the reference: these formats must print exactly what it prints, without loading it on a page.
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

describe('formatUsd', () => {
  it.each([0, 0.4, 1, 19.5, 585, 999.5, 1000, 1852.5, 123456.7, 1234567, -650, -1852.5, -1040.4])(
    '%d dollars print as Intl prints them',
    (amount) => {
      expect(formatUsd(amount)).toBe(usd.format(Math.round(amount)));
    },
  );

  it('prints no minus sign for an amount that rounds to zero', () => {
    expect(formatUsd(-0.4)).toBe('$0');
  });
});

describe('formatNumber', () => {
  it.each([0, 0.04, 0.05, 1, 12.25, 65, 123.5, 999.95, 1000, 3000, 12345.67, 1234567.8, -2.5, -1234.56])(
    '%d prints as Intl prints it',
    (value) => {
      expect(formatNumber(value)).toBe(oneDecimal.format(value));
    },
  );
});

describe('formatLongDate', () => {
  it.each(['2026-01-01', '2026-03-02', '2025-12-31', '2024-02-29', '2026-11-23'])('%s', (iso) => {
    expect(formatLongDate(iso)).toBe(longDate.format(new Date(`${iso}T00:00:00Z`)));
  });

  it('refuses what is not a calendar date', () => {
    expect(() => formatLongDate('2026-13-01')).toThrow(RangeError);
    expect(() => formatLongDate('March 2, 2026')).toThrow(RangeError);
  });
});
