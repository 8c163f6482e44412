export type ReferralStatus = 'pending' | 'credited' | 'rejected';

/** One referral as the referrer may see it: no personal data of the friend beyond a first name or masked email. */
export interface ReferralRow {
  id: string;
  created_at: string;
  status: ReferralStatus;
  credit_cents: number;
  decided_at: string | null;
  /** The friend's first name, else their masked email; null once the friend deleted their account. */
  friend_label: string | null;
  /** Beyond the referrer's ten in 24 hours: the owners review it before it can count as credit. */
  held_for_review: boolean;
}

/** Where a referral stands for its referrer: a pending one held for review is not money yet. */
export type ReferralStanding = ReferralStatus | 'review';

export function referralStanding(
  referral: Pick<ReferralRow, 'status' | 'held_for_review'>,
): ReferralStanding {
  return referral.status === 'pending' && referral.held_for_review ? 'review' : referral.status;
}

/** The dashboard's money: credited, and pending (never counting referrals held for review), in cents. */
export function referralTotals(referrals: readonly ReferralRow[]) {
  const sum = (standing: ReferralStanding) =>
    referrals.filter((r) => referralStanding(r) === standing).reduce((total, r) => total + r.credit_cents, 0);
  return {
    pendingCents: sum('pending'),
    creditedCents: sum('credited'),
    underReview: referrals.filter((r) => referralStanding(r) === 'review').length,
  };
}
