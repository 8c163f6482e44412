import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rate-limit.ts';

describe('RateLimiter (GoTrue’s per-client token bucket)', () => {
  it('allows a burst of 30, then refills at the configured rate per 5 minutes, per client', () => {
    let now = 0;
    const limiter = new RateLimiter(30, () => now);
    for (let i = 0; i < 30; i += 1) expect(limiter.allow('1.2.3.4')).toBe(true);
    expect(limiter.allow('1.2.3.4')).toBe(false);
    expect(limiter.allow('5.6.7.8')).toBe(true);
    now += 9_000; // 30 per 300 s is one every 10 s
    expect(limiter.allow('1.2.3.4')).toBe(false);
    now += 1_000;
    expect(limiter.allow('1.2.3.4')).toBe(true);
    expect(limiter.allow('1.2.3.4')).toBe(false);
    now += 3_600_000;
    for (let i = 0; i < 30; i += 1) expect(limiter.allow('1.2.3.4')).toBe(true);
    expect(limiter.allow('1.2.3.4')).toBe(false);
  });
});
