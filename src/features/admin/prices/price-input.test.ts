import { describe, expect, it } from 'vitest';
import { dollarsText, parseDollars, PRICE_MESSAGES } from './price-input';

describe('parseDollars', () => {
  it('reads dollars as the owners type them, in whole cents', () => {
    expect(
      ['28', '$28', ' 27.5 ', '27.50', '1,000', '$1,000.00', '.5', '5.', '0', '25.500'].map(parseDollars),
    ).toEqual([2800, 2800, 2750, 2750, 100_000, 100_000, 50, 500, 0, 2550].map((cents) => ({ cents })));
  });

  it('says what is wrong in the server’s words: blank, not a price, a fraction of a cent, out of range', () => {
    expect(['', '  ', '$'].map(parseDollars)).toEqual(Array(3).fill({ error: PRICE_MESSAGES.blank }));
    expect(['abc', '2 5', '1e3', '25$', '.', '--5', '25.5.5'].map(parseDollars)).toEqual(
      Array(7).fill({ error: PRICE_MESSAGES.notANumber }),
    );
    expect(parseDollars('25.555')).toEqual({ error: PRICE_MESSAGES.fraction });
    expect(['-5', '1000.01', '99999'].map(parseDollars)).toEqual(
      Array(3).fill({ error: PRICE_MESSAGES.range }),
    );
  });
});

describe('dollarsText', () => {
  it('shows cents only where there are some, and nothing for "we quote on site"', () => {
    expect([2500, 2750, 2705, 100_000, 0, null].map(dollarsText)).toEqual([
      '25',
      '27.50',
      '27.05',
      '1000',
      '0',
      '',
    ]);
  });
});
