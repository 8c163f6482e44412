import { referralProgramme } from '@/content/account';
import { formatDate } from '@/lib/account-query';
import { referralStanding, referralTotals, type ReferralRow, type ReferralStanding } from './referral-totals';

const dollars = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(
    cents / 100,
  );

/** How each standing reads, and its badge's colours. */
const STANDING: Record<ReferralStanding, { text: string; className: string }> = {
  pending: { text: 'Pending', className: 'bg-accent-300/50 text-slate-900' },
  review: { text: 'Under review', className: 'bg-slate-100 text-slate-800 ring-1 ring-slate-300' },
  credited: { text: 'Credited', className: 'bg-brand-100 text-brand-950' },
  rejected: { text: 'Not credited', className: 'bg-slate-200 text-slate-800' },
};

/** One of the two totals at the top: its name and amount (the amount's test id is `<testId>-total`). */
function CreditTotal({
  label,
  cents,
  tone,
  testId,
}: {
  label: string;
  cents: number;
  tone: string;
  testId: string;
}) {
  return (
    <div className={`rounded-xl p-4 ${tone === 'brand' ? 'bg-brand-50' : 'bg-slate-50'}`}>
      <dt className="text-sm font-semibold text-slate-700">{label}</dt>
      <dd
        className={`text-3xl font-extrabold ${tone === 'brand' ? 'text-brand-900' : 'text-slate-900'}`}
        data-testid={`${testId}-total`}
      >
        {dollars(cents)}
      </dd>
    </div>
  );
}

/** Credits earned (credited and pending apart) and each referral with its date, friend and state. */
export function ReferralHistory({ referrals }: { referrals: readonly ReferralRow[] }) {
  const { pendingCents, creditedCents, underReview } = referralTotals(referrals);
  return (
    <section
      aria-labelledby="credits-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="credits-title" className="text-xl font-bold text-slate-900">
        Your referral credits
      </h2>
      <dl className="mt-4 grid grid-cols-2 gap-3">
        <CreditTotal label="Credited" cents={creditedCents} tone="brand" testId="credited" />
        <CreditTotal label="Pending" cents={pendingCents} tone="slate" testId="pending" />
      </dl>
      <p className="mt-3 text-sm text-slate-700">
        {referralProgramme.pendingNote} Credited amounts come off your next service.
      </p>
      {underReview > 0 && (
        <p className="mt-2 text-sm text-slate-700" data-testid="under-review-note">
          {referralProgramme.underReviewNote(underReview)}
        </p>
      )}
      {referrals.length === 0 ? (
        <p className="mt-4 rounded-lg border border-dashed border-slate-300 p-4 text-slate-700">
          {referralProgramme.emptyReferrals}
        </p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200" aria-label="Your referrals">
          {referrals.map((referral) => (
            <li key={referral.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
              <div className="min-w-0">
                <p className="font-semibold text-slate-900 [overflow-wrap:anywhere]">
                  {referral.friend_label ?? 'A deleted account'}
                </p>
                <p className="text-sm text-slate-600">Signed up {formatDate(referral.created_at)}</p>
              </div>
              <p className="flex items-center gap-2">
                {/* A referral under review is not money yet, so it shows no amount. */}
                {referralStanding(referral) !== 'review' && (
                  <span className="font-semibold text-slate-900">{dollars(referral.credit_cents)}</span>
                )}
                <span
                  className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ${STANDING[referralStanding(referral)].className}`}
                >
                  {STANDING[referralStanding(referral)].text}
                </span>
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
