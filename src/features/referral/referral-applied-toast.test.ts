import { describe, expect, it } from 'vitest';
import { referralAppliedToast } from './referral-applied-toast';

describe('referral messages', () => {
  it('announces an applied code for 5 seconds', () => {
    expect(referralAppliedToast('ABC123')).toEqual({
      title: 'Referral Code Applied! 🎉',
      description: "You'll get special benefits when you sign up with code ABC123.",
      duration: 5000,
    });
  });
});
