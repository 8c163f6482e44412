import { formatDate } from '@/lib/account-query';
import { useAdminReferrals, useDecideReferral } from './referrals-api';
import { useAfterAdminAction } from '../high-activity';
import { ActionError, AdminPanel } from '../AdminPanel';
import { ListStatus } from '../ListStatus';
import { prices } from '@/content/price-text';

const STATUS_TEXT = { pending: 'Pending', credited: 'Credited', rejected: 'Rejected' } as const;

/** Referrals to decide on: credit the referrer once the friend became a customer, or reject. */
export function ReferralsPanel({ userId }: { userId: string }) {
  const referrals = useAdminReferrals(userId);
  const decide = useDecideReferral(userId);
  const afterAction = useAfterAdminAction(userId);
  const rows = referrals.data ?? [];
  const pending = rows.filter((r) => r.status === 'pending');
  // Beyond a referrer's ten in 24 hours: listed apart, so a burst of sign-ups does not bury the others.
  const held = pending.filter((r) => r.held_for_review);
  const listed = rows.filter((r) => !held.includes(r));
  const item = (r: Referral) => (
    <ReferralItem
      key={r.id}
      referral={r}
      busy={decide.isPending}
      onDecide={(decision) => decide.mutate({ id: r.id, decision }, { onSuccess: afterAction })}
    />
  );

  return (
    <AdminPanel titleId="referrals-title" title="Referral credits">
      <p className="text-slate-700">
        A friend who signs up with a client&apos;s code is pending until you mark them as a customer (credit
        the referrer {prices.referral}) or reject it. A friend must have confirmed their email address before
        a credit. Referrals beyond a client&apos;s ten in 24 hours are held for review: check that they are
        real friends before you credit them.
      </p>
      <ListStatus query={referrals} name="referrals" empty="No referrals yet." />
      <ActionError action={decide} prefix="Not saved" />
      <p role="status" className="sr-only">
        {referrals.isSuccess ? `${pending.length} pending, ${held.length} held for review` : ''}
      </p>
      <ul className="grid gap-3" aria-label="Referrals">
        {listed.map(item)}
      </ul>
      {held.length > 0 && (
        <details className="rounded-xl border border-accent-300 bg-accent-300/15 p-4">
          <summary className="cursor-pointer font-semibold text-slate-900">
            Held for review: {held.length} {held.length === 1 ? 'referral' : 'referrals'} beyond a
            referrer&apos;s ten in 24 hours
          </summary>
          <ul className="mt-3 grid gap-3" aria-label="Referrals held for review">
            {held.map(item)}
          </ul>
        </details>
      )}
    </AdminPanel>
  );
}

type Referral = NonNullable<ReturnType<typeof useAdminReferrals>['data']>[number];

function ReferralItem({
  referral: r,
  busy,
  onDecide,
}: {
  referral: Referral;
  busy: boolean;
  onDecide: (decision: 'credited' | 'rejected') => void;
}) {
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <p className="font-semibold text-slate-900 break-words">
        {r.friend_email ?? 'A deleted account'}{' '}
        <span className="font-normal text-slate-600">referred by</span> {r.referrer_email}
      </p>
      <p className="mt-1 text-sm text-slate-700">
        Signed up {formatDate(r.created_at)} ·{' '}
        {r.friend_email_confirmed ? 'email confirmed' : 'email not confirmed yet'} · {STATUS_TEXT[r.status]}
        {r.decided_at ? ` ${formatDate(r.decided_at)}` : ''}
        {r.held_for_review && r.status === 'pending' ? ' · held for review' : ''}
      </p>
      {r.status !== 'credited' && r.friend_id && (
        <div className="mt-3 flex flex-wrap gap-2">
          <button
            type="button"
            className="btn btn-primary"
            aria-disabled={busy || undefined}
            onClick={() => !busy && onDecide('credited')}
          >
            Mark as customer: credit ${r.credit_cents / 100}
          </button>
          {r.status === 'pending' && (
            <button
              type="button"
              className="btn btn-outline"
              aria-disabled={busy || undefined}
              onClick={() => !busy && onDecide('rejected')}
            >
              Reject
            </button>
          )}
        </div>
      )}
    </li>
  );
}
