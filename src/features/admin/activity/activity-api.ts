/** The owners' notifications outbox and the admin activity log. */
import { useQuery } from '@tanstack/react-query';
import { adminCall, adminKeys, useAdminChange, useAdminRows } from '../admin-api';

export function useNotifications(userId: string) {
  return useAdminRows(adminKeys.notifications(userId), (s) =>
    s
      .from('notifications')
      .select(
        'id, kind, audience, channel, recipient, subject, status, attempts, last_error, created_at, sent_at, next_attempt_at',
      )
      .order('created_at', { ascending: false })
      .limit(50),
  );
}

export type OwnerTexts = 'off' | 'always' | 'business_hours';
export interface OwnerSettings {
  follow_ups: boolean;
  owner_texts: OwnerTexts;
}

/** The owners' settings: the quote's follow-up on or off, and when the owners' texts come. */
export function useOwnerSettings(userId: string) {
  return useQuery({
    queryKey: [...adminKeys.notifications(userId), 'settings'] as const,
    queryFn: async () =>
      (await adminCall((s) =>
        s.from('owner_settings').select('follow_ups, owner_texts').single(),
      )) as OwnerSettings,
  });
}

export function useSaveOwnerSettings(userId: string) {
  return useAdminChange(userId, async (change: Partial<OwnerSettings>) => {
    const rows = await adminCall((s) =>
      s.from('owner_settings').update(change).eq('id', true).select('follow_ups, owner_texts'),
    );
    if (!rows || rows.length === 0) throw new Error('The settings could not be saved.');
    return rows[0] as OwnerSettings;
  });
}

export function useResendNotification(userId: string) {
  return useAdminChange(userId, (id: string) =>
    adminCall((s) => s.rpc('resend_notification', { notification_id: id })),
  );
}

/**
 * The recent admin actions, with the acting admin's email and the record each one touched, named on the server
 * (admin_activity: a lead's name or email, the account whose role changed; "a deleted lead" once it is gone).
 */
export function useAuditLog(userId: string) {
  return useAdminRows(
    adminKeys.audit(userId),
    (s) =>
      s
        .from('admin_activity')
        .select(
          'id, actor_email, action_type, table_name, record_label, old_values, new_values, severity, created_at',
        )
        .order('created_at', { ascending: false })
        .limit(30),
    // A view's columns come back typed as nullable; these ones are audit_logs' not-null columns.
    (row) => ({
      ...row,
      id: row.id!,
      action_type: row.action_type!,
      table_name: row.table_name!,
      severity: row.severity!,
      created_at: row.created_at!,
    }),
  );
}

export type ActivityEntry = NonNullable<ReturnType<typeof useAuditLog>['data']>[number];
