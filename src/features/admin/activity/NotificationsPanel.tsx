import { formatDateTime } from '@/lib/account-query';
import { useNotifications, useResendNotification } from './activity-api';
import { useAfterAdminAction } from '../high-activity';
import { ListStatus } from '../ListStatus';

const STATE = {
  sent: { label: 'Sent', className: 'bg-brand-100 text-brand-950' },
  pending: { label: 'Waiting', className: 'bg-accent-300/50 text-slate-900' },
  failed: { label: 'Failed', className: 'bg-red-100 text-red-950' },
} as const;

/** The owner notifications outbox: what was emailed, what waits, what failed, with a resend. */
export function NotificationsPanel({ userId }: { userId: string }) {
  const notifications = useNotifications(userId);
  const resend = useResendNotification(userId);
  const afterAction = useAfterAdminAction(userId);
  const rows = notifications.data ?? [];

  return (
    <section aria-labelledby="notifications-title" className="grid gap-4">
      <h2 id="notifications-title" className="text-2xl font-bold text-slate-900">
        Lead notifications
      </h2>
      <p className="text-slate-700">
        Every new lead writes an email to the owners here first. &quot;Waiting&quot; means it has not gone out
        yet: no email provider is configured, or it is between attempts. A failed one can be sent again.
      </p>
      <ListStatus query={notifications} name="notifications" empty="No notifications yet." />
      {resend.isError && (
        <p role="alert" className="text-red-800">
          Not resent: {resend.error.message}
        </p>
      )}
      <ul className="grid gap-3" aria-label="Notifications">
        {rows.map((n) => {
          const state = STATE[n.status as keyof typeof STATE] ?? STATE.pending;
          return (
            <li key={n.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              <div className="flex flex-wrap items-center gap-2">
                <span className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ${state.className}`}>
                  {state.label}
                </span>
                <span className="text-sm text-slate-600">{formatDateTime(n.created_at)}</span>
              </div>
              <p className="mt-2 font-semibold text-slate-900 break-words">{n.subject}</p>
              <p className="mt-1 text-sm text-slate-700">
                {n.status === 'sent' && n.sent_at
                  ? `Sent ${formatDateTime(n.sent_at)}`
                  : `${n.attempts} attempt${n.attempts === 1 ? '' : 's'}`}
                {n.last_error ? ` · Last error: ${n.last_error}` : ''}
              </p>
              {n.status === 'failed' && (
                <button
                  type="button"
                  className="btn btn-outline mt-3"
                  aria-disabled={resend.isPending || undefined}
                  onClick={() => !resend.isPending && resend.mutate(n.id, { onSuccess: afterAction })}
                >
                  Send again
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
