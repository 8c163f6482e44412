import { formatDate } from '@/lib/account-query';
import { useAdminReferrals, useDecideReferral } from './admin-api';
import { useAfterAdminAction } from './high-activity';
import { ListStatus } from './ListStatus';

const STATUS_TEXT = { pending: 'Pending', credited: 'Credited', rejected: 'Rejected' } as const;

/** Referrals to decide on: credit the referrer once the friend became a customer, or reject. */
export function ReferralsPanel({ userId }: { userId: string }) {
  const referrals = useAdminReferrals(userId);
  const decide = useDecideReferral(userId);
  const afterAction = useAfterAdminAction(userId);
  const rows = referrals.data ?? [];
  const pending = rows.filter((r) => r.status === 'pending');

  return (
    <section aria-labelledby="referrals-title" className="grid gap-4">
      <h2 id="referrals-title" className="text-2xl font-bold text-slate-900">
        Referral credits
      </h2>
      <p className="text-slate-700">
        A friend who signs up with a client&apos;s code is pending until you mark them as a customer (credit
        the referrer $25) or reject it. A friend must have confirmed their email address before a credit.
      </p>
      <ListStatus query={referrals} name="referrals" empty="No referrals yet." />
      {decide.isError && (
        <p role="alert" className="text-red-800">
          Not saved: {decide.error.message}
        </p>
      )}
      <p role="status" className="sr-only">
        {referrals.isSuccess ? `${pending.length} pending` : ''}
      </p>
      <ul className="grid gap-3" aria-label="Referrals">
        {rows.map((r) => (
          <li key={r.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <p className="font-semibold text-slate-900 break-words">
              {r.friend_email ?? 'A deleted account'}{' '}
              <span className="font-normal text-slate-600">referred by</span> {r.referrer_email}
            </p>
            <p className="mt-1 text-sm text-slate-700">
              Signed up {formatDate(r.created_at)} ·{' '}
              {r.friend_email_confirmed ? 'email confirmed' : 'email not confirmed yet'} ·{' '}
              {STATUS_TEXT[r.status]}
              {r.decided_at ? ` ${formatDate(r.decided_at)}` : ''}
            </p>
            {r.status !== 'credited' && r.friend_id && (
              <div className="mt-3 flex flex-wrap gap-2">
                <button
                  type="button"
                  className="btn btn-primary"
                  aria-disabled={decide.isPending || undefined}
                  onClick={() =>
                    !decide.isPending &&
                    decide.mutate({ id: r.id, decision: 'credited' }, { onSuccess: afterAction })
                  }
                >
                  Mark as customer: credit ${r.credit_cents / 100}
                </button>
                {r.status === 'pending' && (
                  <button
                    type="button"
                    className="btn btn-outline"
                    aria-disabled={decide.isPending || undefined}
                    onClick={() =>
                      !decide.isPending &&
                      decide.mutate({ id: r.id, decision: 'rejected' }, { onSuccess: afterAction })
                    }
                  >
                    Reject
                  </button>
                )}
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
