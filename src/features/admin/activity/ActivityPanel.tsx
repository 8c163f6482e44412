import { formatDateTime } from '@/lib/account-query';
import { useAuditLog, type ActivityEntry } from './activity-api';
import { ListStatus } from '../ListStatus';

const LEAD_KIND_TEXT: Record<string, string> = {
  quote_requests: 'a quote request',
  contact_messages: 'a message',
  referral_invites: 'a referral invite',
  newsletter_subscribers: 'a subscriber',
};

const STATUS_TEXT: Record<string, string> = {
  new: 'New',
  contacted: 'Contacted',
  booked: 'Booked',
  closed: 'Closed',
  lost: 'Lost',
};

/** Words for the actions the site logs; anything else shows its own name. */
const ACTION_TEXT: Record<string, string> = {
  subscriber_export: 'exported the subscribers',
  local_data_migration: 'migrated local data',
  notification_resend: 'sent a notification again',
};

const valueOf = (values: ActivityEntry['new_values'], key: string): unknown =>
  values && typeof values === 'object' && !Array.isArray(values) ? values[key] : undefined;

/** What the admin did, in words, from the entry's action and the values logged before and after it. */
export function describeAction(entry: ActivityEntry): string {
  const before = (key: string) => valueOf(entry.old_values, key);
  const after = (key: string) => valueOf(entry.new_values, key);
  switch (entry.action_type) {
    case 'lead_status_change': {
      const lead = LEAD_KIND_TEXT[entry.table_name] ?? 'a lead';
      const status = after('status');
      const statusChanged = status !== before('status');
      const noteChanged = after('note') !== before('note');
      const setStatus = `set ${lead} to ${STATUS_TEXT[String(status)] ?? String(status)}`;
      if (statusChanged && noteChanged) return `${setStatus} and changed its note`;
      if (statusChanged) return setStatus;
      return `changed the note on ${lead}`;
    }
    case 'role_change':
      return after('admin') === false ? 'removed the admin role from' : 'gave the admin role to';
    case 'referral_decision':
      return after('status') === 'rejected' ? 'declined a referral' : 'credited a referral';
    case 'price_list_change': {
      const changes = after('changes');
      const words = Array.isArray(changes) ? changes.filter((c) => typeof c === 'string').join('; ') : '';
      return `changed the price list${words ? `: ${words}` : ''} (version ${String(after('version'))})`;
    }
    default:
      return ACTION_TEXT[entry.action_type] ?? entry.action_type;
  }
}

/** Who did what to which record, when: the recent admin actions, security events marked. */
export function ActivityPanel({ userId }: { userId: string }) {
  const audit = useAuditLog(userId);
  return (
    <section aria-labelledby="activity-title" className="grid gap-4">
      <h2 id="activity-title" className="text-2xl font-bold text-slate-900">
        Recent admin activity
      </h2>
      <ListStatus query={audit} name="activity" empty="No admin actions yet." />
      <ul
        className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white"
        aria-label="Admin actions"
      >
        {audit.data?.map((entry) => (
          <li key={entry.id} className="flex flex-wrap items-baseline gap-x-2 p-3">
            <p className="min-w-0 text-slate-800 wrap-anywhere">
              <span className="font-semibold text-slate-900">{entry.actor_email ?? 'A removed account'}</span>{' '}
              {describeAction(entry)}
              {entry.record_label && (
                <>
                  : <strong className="text-slate-900">{entry.record_label}</strong>
                </>
              )}
            </p>
            <span className="text-sm text-slate-600">{formatDateTime(entry.created_at)}</span>
            {entry.severity === 'security' && (
              <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-bold text-red-950 uppercase">
                Security
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
