import { afterEach, describe, expect, it } from 'vitest';
import {
  clearReferralCode,
  getReferralCode,
  isReferralCodeVerified,
  normalizeReferralCode,
  referralCodeFromLocation,
  REFERRAL_STORAGE_KEY,
  REFERRAL_VERIFIED_KEY,
  setReferralCode,
} from './referral-code';

afterEach(() => sessionStorage.clear());

describe('referral codes', () => {
  it('upper-cases codes and refuses junk', () => {
    expect(normalizeReferralCode('abc123')).toBe('ABC123');
    expect(normalizeReferralCode(' maria-25 ')).toBe('MARIA-25');
    expect(normalizeReferralCode('')).toBeUndefined();
    expect(normalizeReferralCode('<script>')).toBeUndefined();
    expect(normalizeReferralCode('x'.repeat(40))).toBeUndefined();
  });

  it('reads the code from /ref/{code} and from ?ref= on the home page only', () => {
    expect(referralCodeFromLocation('/ref/abc123', '')).toBe('ABC123');
    expect(referralCodeFromLocation('/ref/abc123/', '')).toBe('ABC123');
    expect(referralCodeFromLocation('/', '?ref=friend1')).toBe('FRIEND1');
    expect(referralCodeFromLocation('/services', '?ref=friend1')).toBeUndefined();
    expect(referralCodeFromLocation('/ref', '')).toBeUndefined();
  });

  it('keeps the code for the session until it is cleared', () => {
    expect(getReferralCode()).toBeUndefined();
    expect(setReferralCode('abc123')).toBe('ABC123');
    expect(sessionStorage.getItem(REFERRAL_STORAGE_KEY)).toBe('ABC123');
    expect(getReferralCode()).toBe('ABC123');
    clearReferralCode();
    expect(getReferralCode()).toBeUndefined();
  });

  it('remembers which code the server confirmed, and only for that code', () => {
    setReferralCode('abcd2345', true);
    expect(isReferralCodeVerified()).toBe(true);
    // The same code kept again without an answer stays confirmed; another code is not.
    setReferralCode('ABCD2345');
    expect(isReferralCodeVerified()).toBe(true);
    setReferralCode('WXYZ6789');
    expect(getReferralCode()).toBe('WXYZ6789');
    expect(isReferralCodeVerified()).toBe(false);
    expect(sessionStorage.getItem(REFERRAL_VERIFIED_KEY)).toBeNull();
    // A confirmation stored for another code than the one held counts for nothing.
    sessionStorage.setItem(REFERRAL_VERIFIED_KEY, 'ABCD2345');
    expect(isReferralCodeVerified()).toBe(false);
    setReferralCode('WXYZ6789', true);
    clearReferralCode();
    expect(isReferralCodeVerified()).toBe(false);
    expect(sessionStorage.getItem(REFERRAL_VERIFIED_KEY)).toBeNull();
  });
});
