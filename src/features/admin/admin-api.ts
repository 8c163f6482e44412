/**
 * What the owners' screens read and change. Every call runs as the signed-in admin: RLS and the SECURITY DEFINER
 * functions refuse anyone else, and every change is logged on the server (triggers or the functions themselves),
 * except the two actions that happen in this browser (the export and the migration), which log themselves here.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Database } from '@/lib/database.types';
import { getSupabase } from '@/lib/supabase';
import { migrateLocalLeads } from './migrate-local-leads';
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

export interface InboxFilters {
  kind: LeadKind | 'all';
  status: LeadStatus | 'all';
  search: string;
  page: number;
}

export const adminKeys = {
  all: (userId: string) => ['admin', userId] as const,
  inbox: (userId: string, filters: InboxFilters) => ['admin', userId, 'inbox', filters] as const,
  visit: (userId: string) => ['admin', userId, 'visit'] as const,
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

export function useInbox(userId: string, filters: InboxFilters) {
  return useQuery({
    queryKey: adminKeys.inbox(userId, filters),
    placeholderData: keepPreviousData,
    queryFn: async () => {
      const supabase = await getSupabase();
      let query = supabase
        .from('leads_inbox')
        .select('*', { count: 'exact' })
        .order('created_at', { ascending: false })
        // id breaks ties, so pages meet without gap or overlap (and the plan stays a merge of the indexes).
        .order('id');
      if (filters.kind !== 'all') query = query.eq('kind', filters.kind);
      if (filters.status !== 'all') query = query.eq('status', filters.status);
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
    queryFn: async () => {
      const supabase = await getSupabase();
      const { data, error } = await supabase.rpc('record_inbox_visit');
      if (error) fail(error);
      // null on an admin's very first visit (the generated type cannot say so).
      return (data as string | null) ?? null;
    },
  });
}

export function useUpdateLead(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: { kind: LeadKind; id: string; status: LeadStatus; note: string }) => {
      const supabase = await getSupabase();
      const { data, error } = await supabase
        .from(change.kind)
        .update({ status: change.status, note: change.note.trim() || null })
        .eq('id', change.id)
        .select('id, status, note, status_changed_at');
      if (error) fail(error);
      if (!data || data.length === 0) throw new Error('That lead no longer exists.');
      return data[0]!;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all(userId) }),
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

/** Every subscriber, newest first (the spec's read), and the export logged as a security event. */
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
  const supabase = await getSupabase();
  const { error } = await supabase.rpc('log_admin_action', {
    action_type: actionType,
    table_name: tableName,
    new_values: newValues as Database['public']['Functions']['log_admin_action']['Args']['new_values'],
  });
  if (error) fail(error);
}

export function useMigrateLocalLeads(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const report = await migrateLocalLeads(await getSupabase());
      await logAdminAction('local_data_migration', 'newsletter_subscribers', { ...report });
      return report;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all(userId) }),
  });
}

export function useAdminReferrals(userId: string) {
  return useQuery({
    queryKey: adminKeys.referrals(userId),
    queryFn: async () => {
      const supabase = await getSupabase();
      const { data, error } = await supabase.rpc('admin_referrals');
      if (error) fail(error);
      // A set-returning function's columns come back typed as nullable; these ones never are.
      return (data ?? []).map((row) => ({
        ...row,
        id: row.id!,
        created_at: row.created_at!,
        status: row.status as 'pending' | 'credited' | 'rejected',
        credit_cents: row.credit_cents ?? 0,
      }));
    },
  });
}

export function useDecideReferral(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, decision }: { id: string; decision: 'credited' | 'rejected' }) => {
      const supabase = await getSupabase();
      const { error } = await supabase.rpc('decide_referral', { referral_id: id, decision });
      if (error) fail(error);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all(userId) }),
  });
}

export function useNotifications(userId: string) {
  return useQuery({
    queryKey: adminKeys.notifications(userId),
    queryFn: async () => {
      const supabase = await getSupabase();
      const { data, error } = await supabase
        .from('notifications')
        .select('id, kind, subject, status, attempts, last_error, created_at, sent_at, next_attempt_at')
        .order('created_at', { ascending: false })
        .limit(50);
      if (error) fail(error);
      return data ?? [];
    },
  });
}

export function useResendNotification(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      const supabase = await getSupabase();
      const { error } = await supabase.rpc('resend_notification', { notification_id: id });
      if (error) fail(error);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all(userId) }),
  });
}

/** The recent admin actions, with the acting admin's email. */
export function useAuditLog(userId: string) {
  return useQuery({
    queryKey: adminKeys.audit(userId),
    queryFn: async () => {
      const supabase = await getSupabase();
      const { data, error } = await supabase
        .from('audit_logs')
        .select('id, user_id, action_type, table_name, record_id, severity, created_at, new_values')
        .order('created_at', { ascending: false })
        .limit(30);
      if (error) fail(error);
      const ids = [...new Set((data ?? []).map((row) => row.user_id).filter((id): id is string => !!id))];
      const emails = new Map<string, string>();
      if (ids.length > 0) {
        const { data: people, error: peopleError } = await supabase
          .from('profiles')
          .select('id, email')
          .in('id', ids);
        if (peopleError) fail(peopleError);
        for (const person of people ?? []) if (person.email) emails.set(person.id, person.email);
      }
      return (data ?? []).map((row) => ({
        ...row,
        email: row.user_id ? (emails.get(row.user_id) ?? null) : null,
      }));
    },
  });
}

export const HIGH_ACTIVITY = { actions: 10, windowMs: 5 * 60_000 } as const;

/** The spec's check: the signed-in admin's own audit entries of the last 5 minutes, newest first. */
export function useOwnRecentActions(userId: string) {
  return useQuery({
    queryKey: adminKeys.ownActivity(userId),
    queryFn: async () => {
      const supabase = await getSupabase();
      const since = new Date(Date.now() - HIGH_ACTIVITY.windowMs).toISOString();
      const { data, error } = await supabase
        .from('audit_logs')
        .select('id, created_at')
        .eq('user_id', userId)
        .gte('created_at', since)
        .order('created_at', { ascending: false });
      if (error) fail(error);
      return data?.length ?? 0;
    },
  });
}

export function useAdmins(userId: string) {
  return useQuery({
    queryKey: adminKeys.admins(userId),
    queryFn: async () => {
      const supabase = await getSupabase();
      const { data, error } = await supabase
        .from('admin_accounts')
        .select('user_id, email, granted_at')
        .order('granted_at', { ascending: true });
      if (error) fail(error);
      return data ?? [];
    },
  });
}

export function useChangeAdminRole(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ email, grant }: { email: string; grant: boolean }) => {
      const supabase = await getSupabase();
      const { error } = await supabase.rpc(grant ? 'grant_admin_role' : 'revoke_admin_role', { email });
      if (error) fail(error);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all(userId) }),
  });
}
