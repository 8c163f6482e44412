import { describe, expect, it } from 'vitest';
import { AddressCooldown, RateLimiter } from './rate-limit.ts';

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

describe('AddressCooldown (max_frequency per address, account or not)', () => {
  it('serves an address once per interval, telling how long is left, each address on its own', () => {
    let now = 0;
    const cooldown = new AddressCooldown(60_000, () => now);
    expect(cooldown.take('a@example.com')).toBe(0);
    now += 1_500;
    expect(cooldown.take('a@example.com')).toBe(58_500);
    expect(cooldown.take('b@example.com')).toBe(0);
    now += 58_499;
    expect(cooldown.take('a@example.com')).toBe(1);
    now += 1;
    expect(cooldown.take('a@example.com')).toBe(0);
    expect(cooldown.take('a@example.com')).toBe(60_000);
  });

  it('forgets addresses whose interval has passed once it holds many, and still refuses the recent ones', () => {
    let now = 0;
    const cooldown = new AddressCooldown(1_000, () => now);
    for (let i = 0; i < 10_000; i += 1) cooldown.take(`old-${i}@example.com`);
    now += 1_000;
    expect(cooldown.take('recent@example.com')).toBe(0);
    expect(cooldown.take('new@example.com')).toBe(0);
    expect(cooldown.take('recent@example.com')).toBe(1_000);
    expect(cooldown.take('old-1@example.com')).toBe(0);
  });
});
