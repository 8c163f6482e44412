/**
 * What the owners' screens read and change. Every call runs as the signed-in admin: RLS and the SECURITY DEFINER
 * functions refuse anyone else, and every change is logged on the server (triggers or the functions themselves),
 * except the two actions that happen in this browser (the export and the migration), which log themselves here.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Database } from '@/lib/database.types';
import { getSupabase, type AppSupabaseClient } from '@/lib/supabase';
import { migrateLocalLeads } from '@/lib/leads/migrate-local-leads';
import { searchFilter } from './inbox-search';
import type { SubscriberRow } from './subscriber-csv';

export type LeadKind = Database['public']['Enums']['lead_kind'];
export type InboxRow = Database['public']['Views']['leads_inbox']['Row'];

export const LEAD_STATUSES = ['new', 'contacted', 'booked', 'closed', 'lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const LEAD_KINDS: readonly LeadKind[] = [
  'quote_requests',
  'contact_messages',
  'referral_invites',
  'newsletter_subscribers',
];

export const INBOX_PAGE_SIZE = 25;

/**
 * What the inbox lists. `needs-reply`: the New leads, oldest first (the reply clock's order); `all`: every lead,
 * newest first, narrowed by kind, status and search.
 */
export interface InboxFilters {
  view: 'needs-reply' | 'all';
  kind: LeadKind | 'all';
  status: LeadStatus | 'all';
  search: string;
  page: number;
}

export const adminKeys = {
  all: (userId: string) => ['admin', userId] as const,
  inbox: (userId: string, filters: InboxFilters) => ['admin', userId, 'inbox', filters] as const,
  visit: (userId: string) => ['admin', userId, 'visit'] as const,
  today: (userId: string) => ['admin', userId, 'today'] as const,
  subscriberCount: (userId: string) => ['admin', userId, 'subscriber-count'] as const,
  referrals: (userId: string) => ['admin', userId, 'referrals'] as const,
  notifications: (userId: string) => ['admin', userId, 'notifications'] as const,
  audit: (userId: string) => ['admin', userId, 'audit'] as const,
  ownActivity: (userId: string) => ['admin', userId, 'own-activity'] as const,
  admins: (userId: string) => ['admin', userId, 'admins'] as const,
};

/** A failed call surfaces as an Error with the server's own words (the functions' refusals are written for people). */
function fail(error: { message: string }): never {
  throw new Error(error.message);
}

type Answer<T> = { data: T; error: { message: string } | null };

/** One call to the API as the signed-in admin: what it answered, or the failure in the server's words. */
async function adminCall<T>(call: (supabase: AppSupabaseClient) => PromiseLike<Answer<T>>): Promise<T> {
  const { data, error } = await call(await getSupabase());
  if (error) fail(error);
  return data;
}

/**
 * A change the owners make: every admin screen is read again once it has settled. With `inboxInPlace`, the inbox's
 * lists are only marked stale: a lead answered from "Needs a reply" stays where the owner is looking, with its new
 * status, until the list is next opened or filtered.
 */
function useAdminChange<A, R>(
  userId: string,
  change: (args: A) => Promise<R>,
  { inboxInPlace = false }: { inboxInPlace?: boolean } = {},
) {
  const queryClient = useQueryClient();
  const isInbox = (queryKey: readonly unknown[]) => queryKey[2] === 'inbox';
  return useMutation({
    mutationFn: change,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({
          queryKey: adminKeys.all(userId),
          predicate: (query) => !inboxInPlace || !isInbox(query.queryKey),
        }),
        inboxInPlace &&
          queryClient.invalidateQueries({
            queryKey: adminKeys.all(userId),
            predicate: (query) => isInbox(query.queryKey),
            refetchType: 'none',
          }),
      ]),
  });
}

export function useInbox(userId: string, filters: InboxFilters) {
  return useQuery({
    queryKey: adminKeys.inbox(userId, filters),
    placeholderData: keepPreviousData,
    queryFn: async () => {
      const supabase = await getSupabase();
      const needsReply = filters.view === 'needs-reply';
      let query = supabase
        .from('leads_inbox')
        .select('*', { count: 'exact' })
        .order('created_at', { ascending: needsReply })
        // id breaks ties, so pages meet without gap or overlap (and the plan stays a merge of the indexes).
        .order('id');
      if (filters.kind !== 'all') query = query.eq('kind', filters.kind);
      if (needsReply) query = query.eq('status', 'new');
      else if (filters.status !== 'all') query = query.eq('status', filters.status);
      const term = filters.search.trim();
      if (term) query = query.or(searchFilter(term));
      const from = filters.page * INBOX_PAGE_SIZE;
      const { data, count, error } = await query.range(from, from + INBOX_PAGE_SIZE - 1);
      if (error) fail(error);
      return { rows: data ?? [], total: count ?? 0 };
    },
  });
}

/** Records this inbox visit once per page load; answers since when leads count as new (null: all are new). */
export function useInboxVisit(userId: string) {
  return useQuery({
    queryKey: adminKeys.visit(userId),
    staleTime: Infinity,
    // null on an admin's very first visit (the generated type cannot say so).
    queryFn: async () => ((await adminCall((s) => s.rpc('record_inbox_visit'))) as string | null) ?? null,
  });
}

/** A change of one lead: its status (saved as soon as it is chosen) or its note (saved when the owner says so). */
export type LeadChange = { kind: LeadKind; id: string } & ({ status: LeadStatus } | { note: string });

export function useUpdateLead(userId: string) {
  return useAdminChange(
    userId,
    async (change: LeadChange) => {
      const rows = await adminCall((s) =>
        s
          .from(change.kind)
          .update('status' in change ? { status: change.status } : { note: change.note.trim() || null })
          .eq('id', change.id)
          .select('id, status, note, status_changed_at'),
      );
      if (!rows || rows.length === 0) throw new Error('That lead no longer exists.');
      return rows[0]!;
    },
    { inboxInPlace: true },
  );
}

export interface TodaySummary {
  week_starts_at: string;
  by_kind: { kind: LeadKind; this_week: number; last_week: number }[];
  by_page: { page: string; this_week: number; last_week: number }[];
  quotes_last_30_days: number;
  quotes_booked_last_30_days: number;
  failed_notifications: number;
}

/** The morning counts of the "Today" section (admin_today_summary). */
export function useTodaySummary(userId: string) {
  return useQuery({
    queryKey: adminKeys.today(userId),
    queryFn: async () => (await adminCall((s) => s.rpc('admin_today_summary'))) as unknown as TodaySummary,
  });
}

export function useSubscriberCount(userId: string) {
  return useQuery({
    queryKey: adminKeys.subscriberCount(userId),
    queryFn: async () => {
      const supabase = await getSupabase();
      const { count, error } = await supabase
        .from('newsletter_subscribers')
        .select('id', { count: 'exact', head: true });
      if (error) fail(error);
      return count ?? 0;
    },
  });
}

/** The API answers at most this many rows per request (Supabase's max_rows), so the export reads page by page. */
const EXPORT_PAGE = 1000;

/** Every subscriber, newest first, and the export logged as a security event. */
export async function readSubscribersForExport(): Promise<SubscriberRow[]> {
  const supabase = await getSupabase();
  const rows: SubscriberRow[] = [];
  for (let from = 0; ; from += EXPORT_PAGE) {
    const { data, error } = await supabase
      .from('newsletter_subscribers')
      .select('email, source, page, subscribed_at, user_id')
      .order('subscribed_at', { ascending: false })
      .order('id', { ascending: false })
      .range(from, from + EXPORT_PAGE - 1);
    if (error) fail(error);
    rows.push(...(data ?? []));
    if ((data ?? []).length < EXPORT_PAGE) break;
  }
  return rows;
}

export async function logAdminAction(
  actionType: string,
  tableName: string,
  newValues: Record<string, unknown>,
) {
  await adminCall((s) =>
    s.rpc('log_admin_action', {
      action_type: actionType,
      table_name: tableName,
      new_values: newValues as Database['public']['Functions']['log_admin_action']['Args']['new_values'],
    }),
  );
}

export function useMigrateLocalLeads(userId: string) {
  return useAdminChange(userId, async () => {
    const report = await migrateLocalLeads(await getSupabase());
    await logAdminAction('local_data_migration', 'newsletter_subscribers', { ...report });
    return report;
  });
}

export function useAdminReferrals(userId: string) {
  return useQuery({
    queryKey: adminKeys.referrals(userId),
    queryFn: async () => {
      const rows = await adminCall((s) => s.rpc('admin_referrals'));
      // A set-returning function's columns come back typed as nullable; these ones never are.
      return (rows ?? []).map((row) => ({
        ...row,
        id: row.id!,
        created_at: row.created_at!,
        status: row.status as 'pending' | 'credited' | 'rejected',
        credit_cents: row.credit_cents ?? 0,
        held_for_review: row.held_for_review === true,
      }));
    },
  });
}

export function useDecideReferral(userId: string) {
  return useAdminChange(userId, ({ id, decision }: { id: string; decision: 'credited' | 'rejected' }) =>
    adminCall((s) => s.rpc('decide_referral', { referral_id: id, decision })),
  );
}

export function useNotifications(userId: string) {
  return useQuery({
    queryKey: adminKeys.notifications(userId),
    queryFn: async () =>
      (await adminCall((s) =>
        s
          .from('notifications')
          .select('id, kind, subject, status, attempts, last_error, created_at, sent_at, next_attempt_at')
          .order('created_at', { ascending: false })
          .limit(50),
      )) ?? [],
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
  return useQuery({
    queryKey: adminKeys.audit(userId),
    queryFn: async () => {
      const rows = await adminCall((s) =>
        s
          .from('admin_activity')
          .select(
            'id, actor_email, action_type, table_name, record_label, old_values, new_values, severity, created_at',
          )
          .order('created_at', { ascending: false })
          .limit(30),
      );
      // A view's columns come back typed as nullable; these ones are audit_logs' not-null columns.
      return (rows ?? []).map((row) => ({
        ...row,
        id: row.id!,
        action_type: row.action_type!,
        table_name: row.table_name!,
        severity: row.severity!,
        created_at: row.created_at!,
      }));
    },
  });
}

export type ActivityEntry = NonNullable<ReturnType<typeof useAuditLog>['data']>[number];

export const HIGH_ACTIVITY = { actions: 10, windowMs: 5 * 60_000 } as const;

/**
 * The high-activity check (docs/product.md): how many audit entries the signed-in admin made in the last 5
 * minutes, and how many of them are security events (exports, data access, role changes: log_admin_action marks
 * them).
 */
export function useOwnRecentActions(userId: string) {
  return useQuery({
    queryKey: adminKeys.ownActivity(userId),
    queryFn: async () => {
      const since = new Date(Date.now() - HIGH_ACTIVITY.windowMs).toISOString();
      const rows =
        (await adminCall((s) =>
          s
            .from('audit_logs')
            .select('id, created_at, severity')
            .eq('user_id', userId)
            .gte('created_at', since)
            .order('created_at', { ascending: false }),
        )) ?? [];
      return {
        actions: rows.length,
        securityEvents: rows.filter((row) => row.severity === 'security').length,
      };
    },
  });
}

export function useAdmins(userId: string) {
  return useQuery({
    queryKey: adminKeys.admins(userId),
    queryFn: async () =>
      (await adminCall((s) =>
        s
          .from('admin_accounts')
          .select('user_id, email, granted_at')
          .order('granted_at', { ascending: true }),
      )) ?? [],
  });
}

export function useChangeAdminRole(userId: string) {
  return useAdminChange(userId, ({ email, grant }: { email: string; grant: boolean }) =>
    adminCall((s) => s.rpc(grant ? 'grant_admin_role' : 'revoke_admin_role', { email })),
  );
}
