import { describe, expect, it } from 'vitest';
import { newsletterSignupSchema } from './schemas.ts';
import { believedSignupDate } from './signup-date.ts';

const now = Date.parse('2026-11-26T12:00:00Z');

describe('believedSignupDate', () => {
  it('keeps a date between 2020-01-01 and now, as an ISO instant', () => {
    expect(believedSignupDate('2025-03-01T00:00:00Z', now)).toBe('2025-03-01T00:00:00.000Z');
    expect(believedSignupDate('2025-03-01', now)).toBe('2025-03-01T00:00:00.000Z');
    expect(believedSignupDate('2020-01-01T00:00:00.000Z', now)).toBe('2020-01-01T00:00:00.000Z');
    expect(believedSignupDate('2026-11-26T12:00:00Z', now)).toBe('2026-11-26T12:00:00.000Z');
  });

  it('drops a date in the future, before 2020, or not a date at all', () => {
    for (const value of [
      '2026-11-26T12:00:00.001Z',
      '2099-01-01T00:00:00Z',
      '2019-12-31T23:59:59.999Z',
      '1970-01-01T00:00:00Z',
      'yesterday',
      '',
      1740787200000,
      null,
      {},
    ]) {
      expect(believedSignupDate(value, now), String(value)).toBeUndefined();
    }
  });
});

describe('the newsletter sign-up’s subscribedAt', () => {
  const signup = { email: 'dana@example.com', source: 'footer' };

  it('passes a believed date on, and drops any other without refusing the sign-up', () => {
    expect(
      newsletterSignupSchema.parse({ ...signup, subscribedAt: '2025-03-01T00:00:00Z' }).subscribedAt,
    ).toBe('2025-03-01T00:00:00.000Z');
    for (const subscribedAt of ['2999-01-01T00:00:00Z', '1999-01-01T00:00:00Z', 'soon', 42, undefined]) {
      const parsed = newsletterSignupSchema.safeParse({ ...signup, subscribedAt });
      expect(parsed.success).toBe(true);
      expect(parsed.data?.subscribedAt).toBeUndefined();
    }
  });
});
