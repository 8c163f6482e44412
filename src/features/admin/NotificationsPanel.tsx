import { useNotifications, useResendNotification } from './admin-api';
import { useAfterAdminAction } from './high-activity';

const time = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

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
      {notifications.isPending && <p role="status">Loading notifications...</p>}
      {notifications.isError && (
        <p role="alert" className="text-red-800">
          Notifications could not be loaded: {notifications.error.message}
        </p>
      )}
      {resend.isError && (
        <p role="alert" className="text-red-800">
          Not resent: {resend.error.message}
        </p>
      )}
      {notifications.isSuccess && rows.length === 0 && (
        <p className="text-slate-700">No notifications yet.</p>
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
                <span className="text-sm text-slate-600">{time(n.created_at)}</span>
              </div>
              <p className="mt-2 font-semibold text-slate-900 break-words">{n.subject}</p>
              <p className="mt-1 text-sm text-slate-700">
                {n.status === 'sent' && n.sent_at
                  ? `Sent ${time(n.sent_at)}`
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
