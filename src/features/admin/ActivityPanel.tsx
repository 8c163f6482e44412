import { formatDateTime } from '@/lib/account-query';
import { useAuditLog } from './admin-api';
import { HighActivityAlert } from './high-activity';
import { ListStatus } from './ListStatus';

/** Words for the actions the site logs; anything else shows its own name. */
const ACTION_TEXT: Record<string, string> = {
  lead_status_change: 'changed a lead’s status or note',
  subscriber_export: 'exported the subscribers',
  local_data_migration: 'migrated local data',
  referral_decision: 'decided a referral',
  role_change: 'changed an admin role',
  notification_resend: 'sent a notification again',
};

/** Who did what, when: the recent admin actions, security events marked. */
export function ActivityPanel({ userId }: { userId: string }) {
  const audit = useAuditLog(userId);
  return (
    <section aria-labelledby="activity-title" className="grid gap-4">
      <h2 id="activity-title" className="text-2xl font-bold text-slate-900">
        Recent admin activity
      </h2>
      <HighActivityAlert userId={userId} />
      <ListStatus query={audit} name="activity" empty="No admin actions yet." />
      <ul
        className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white"
        aria-label="Admin actions"
      >
        {audit.data?.map((entry) => (
          <li key={entry.id} className="flex flex-wrap items-baseline gap-x-2 p-3">
            <span className="font-semibold text-slate-900 break-all">
              {entry.email ?? 'A removed account'}
            </span>
            <span className="text-slate-800">{ACTION_TEXT[entry.action_type] ?? entry.action_type}</span>
            <span className="text-sm text-slate-600">
              ({entry.table_name}) · {formatDateTime(entry.created_at)}
            </span>
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
