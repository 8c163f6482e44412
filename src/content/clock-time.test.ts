import { describe, expect, it } from 'vitest';
import { formatHours } from './business';
import { clockTime, timeRange } from './clock-time';

describe('clockTime', () => {
  it('writes whole hours without minutes and other times with them, in 12-hour form', () => {
    expect(clockTime('08:00')).toBe('8 AM');
    expect(clockTime('09:30')).toBe('9:30 AM');
    expect(clockTime('16:05')).toBe('4:05 PM');
    expect(clockTime('18:00')).toBe('6 PM');
  });

  it('calls midnight 12 AM and noon 12 PM', () => {
    expect(clockTime('00:00')).toBe('12 AM');
    expect(clockTime('00:15')).toBe('12:15 AM');
    expect(clockTime('12:00')).toBe('12 PM');
    expect(clockTime('23:59')).toBe('11:59 PM');
  });

  it('refuses anything that is not an HH:MM time, rather than print a wrong one', () => {
    for (const bad of ['8:00', '24:00', '08:60', '0800', ''])
      expect(() => clockTime(bad)).toThrow(`Not a 24-hour HH:MM time: ${bad}`);
  });
});

describe('timeRange', () => {
  it('joins two times with an en dash', () => {
    expect(timeRange('08:00', '16:00')).toBe('8 AM–4 PM');
  });
});

describe('formatHours', () => {
  it('gives the business hours as visitors read them: 12-hour times, the data staying HH:MM', () => {
    expect(formatHours()).toBe('Mon–Fri 8 AM–6 PM · Sat 8 AM–4 PM · Sun closed');
  });
});
