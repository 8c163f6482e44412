import { useId, useState } from 'react';
import { formatDateTime } from '@/lib/account-query';
import {
  useNotifications,
  useOwnerSettings,
  useResendNotification,
  useSaveOwnerSettings,
  type OwnerSettings,
  type OwnerTexts,
} from './activity-api';
import { useAfterAdminAction } from '../high-activity';
import { ActionError, AdminPanel } from '../AdminPanel';
import { ListStatus, QueryStatus } from '../ListStatus';

const STATE = {
  sent: { label: 'Sent', className: 'bg-brand-100 text-brand-950' },
  pending: { label: 'Waiting', className: 'bg-accent-300/50 text-slate-900' },
  failed: { label: 'Failed', className: 'bg-red-100 text-red-950' },
} as const;

const TEXT_CHOICES: { value: OwnerTexts; label: string }[] = [
  { value: 'off', label: 'Off' },
  { value: 'always', label: 'Always' },
  { value: 'business_hours', label: 'Only in business hours (outside them, the text waits for opening)' },
];

const WHO: Record<string, string> = {
  acknowledgement: 'To the visitor',
  'follow-up': 'Follow-up to the visitor',
  'owner-text': 'Text to the owners',
};

/** The owners' two choices: the quote's follow-up, and when texts about new quotes and messages come. */
function OwnerSettingsForm({ userId }: { userId: string }) {
  const id = useId();
  const settings = useOwnerSettings(userId);
  const save = useSaveOwnerSettings(userId);
  const afterAction = useAfterAdminAction(userId);
  // The owner's latest choice, shown at once while it is saved (put back if the save fails).
  const [chosen, setChosen] = useState<Partial<OwnerSettings>>({});
  if (!settings.isSuccess)
    return (
      <QueryStatus
        query={settings}
        loading="Loading the settings…"
        failed="The settings could not be loaded"
      />
    );
  const current = { ...settings.data, ...chosen };
  const change = (next: Partial<OwnerSettings>) => {
    setChosen((before) => ({ ...before, ...next }));
    save.mutate(next, { onSuccess: afterAction, onError: () => setChosen({}) });
  };
  return (
    <div className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h3 className="text-lg font-bold text-slate-900">Settings</h3>
      <div className="flex min-h-11 items-start gap-3">
        <input
          id={`${id}-follow-ups`}
          type="checkbox"
          className="mt-1 size-5"
          checked={current.follow_ups}
          aria-describedby={`${id}-follow-ups-hint`}
          onChange={(e) => change({ follow_ups: e.target.checked })}
        />
        <div>
          <label htmlFor={`${id}-follow-ups`} className="font-semibold text-slate-900">
            Follow up on quotes
          </label>
          <p id={`${id}-follow-ups-hint`} className="text-sm text-slate-700">
            One email, &quot;Still want a cleaner yard?&quot;, to a quote with an email address that is still
            New or Contacted two business days after it arrived.
          </p>
        </div>
      </div>
      <fieldset>
        <legend className="font-semibold text-slate-900">
          Texts to the owners about new quotes and messages
        </legend>
        <p id={`${id}-texts-hint`} className="text-sm text-slate-700">
          Sent through Twilio once its settings are in place (docs/deploying.md).
        </p>
        {TEXT_CHOICES.map((choice) => (
          <label key={choice.value} className="mt-1 flex min-h-11 items-center gap-3">
            <input
              type="radio"
              name={`${id}-texts`}
              className="size-5"
              value={choice.value}
              checked={current.owner_texts === choice.value}
              aria-describedby={`${id}-texts-hint`}
              onChange={() => change({ owner_texts: choice.value })}
            />
            {choice.label}
          </label>
        ))}
      </fieldset>
      <p role="status" className="text-sm">
        {save.isError ? (
          <span className="text-red-800">Not saved: {save.error.message}</span>
        ) : save.isPending ? (
          'Saving…'
        ) : save.isSuccess ? (
          'Saved.'
        ) : (
          ''
        )}
      </p>
    </div>
  );
}

/** The outbox: what was emailed or texted, what waits, what failed, with a resend; and the owners' settings. */
export function NotificationsPanel({ userId }: { userId: string }) {
  const notifications = useNotifications(userId);
  const resend = useResendNotification(userId);
  const afterAction = useAfterAdminAction(userId);
  const rows = notifications.data ?? [];

  return (
    <AdminPanel titleId="notifications-title" title="Emails and texts">
      <p className="text-slate-700">
        Every new lead writes an email to the owners here first, and a quote or message that left an email
        address an acknowledgement to the visitor. &quot;Waiting&quot; means it has not gone out yet: no
        provider is configured, it is between attempts, or a text waits for opening. A failed one can be sent
        again.
      </p>
      <OwnerSettingsForm userId={userId} />
      <ListStatus query={notifications} name="notifications" empty="No notifications yet." />
      <ActionError action={resend} prefix="Not resent" />
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
              {WHO[n.kind] && (
                <p className="text-sm text-slate-700 break-words">
                  {WHO[n.kind]}
                  {n.audience === 'visitor' && n.recipient ? `: ${n.recipient}` : ''}
                </p>
              )}
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
    </AdminPanel>
  );
}
