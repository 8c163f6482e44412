/**
 * What every owners' screen shares when it reads and changes: the leads' kinds and statuses, the query keys, one
 * call as the signed-in admin, a change that reads the screens again, and the actions logged from this browser. Each
 * screen's own reads and changes sit beside it (`inbox/inbox-api.ts`, `today/today-api.ts`, ...). Every call runs as
 * the signed-in admin: RLS and the SECURITY DEFINER functions refuse anyone else, and every change is logged on the
 * server (triggers or the functions themselves), except the two actions that happen in this browser (the export and
 * the migration), which log themselves.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Database } from '@/lib/database.types';
import { getSupabase, type AppSupabaseClient } from '@/lib/supabase';

/** The table a lead is stored in (the database's `lead_kind`); the form a lead came from is `@shared/lead-rules`' LeadKind. */
export type LeadTable = Database['public']['Enums']['lead_kind'];
export type InboxRow = Database['public']['Views']['leads_inbox']['Row'];

export const LEAD_STATUSES = ['new', 'contacted', 'booked', 'closed', 'lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/**
 * Whether a lead waits for the owners' answer, so that it has a due time on the reply clock: quotes from the service
 * area and messages. Newsletter and lead-magnet sign-ups were promised emails, not a call; a referral invite is the
 * friend's to answer; a quote from outside the area is a waiting-list entry.
 */
export function waitsForReply(lead: Pick<InboxRow, 'kind' | 'in_service_area'>): boolean {
  return (
    lead.kind === 'contact_messages' || (lead.kind === 'quote_requests' && lead.in_service_area !== false)
  );
}

/**
 * What the inbox lists. `needs-reply`: the New quotes and messages that wait for an answer (waitsForReply), oldest
 * first (the reply clock's order); `all`: every lead,
 * newest first, narrowed by kind, status and search.
 */
export interface InboxFilters {
  view: 'needs-reply' | 'all';
  kind: LeadTable | 'all';
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
export function fail(error: { message: string }): never {
  throw new Error(error.message);
}

type Answer<T> = { data: T; error: { message: string } | null };

/** One call to the API as the signed-in admin: what it answered, or the failure in the server's words. */
export async function adminCall<T>(
  call: (supabase: AppSupabaseClient) => PromiseLike<Answer<T>>,
): Promise<T> {
  const { data, error } = await call(await getSupabase());
  if (error) fail(error);
  return data;
}

/** A list an admin screen reads: the rows the call answered (none for a null answer), each shaped by `row`. */
export function useAdminRows<T, U = T>(
  queryKey: readonly unknown[],
  call: (supabase: AppSupabaseClient) => PromiseLike<Answer<T[] | null>>,
  row: (answered: T) => U = (answered) => answered as unknown as U,
) {
  return useQuery({ queryKey, queryFn: async () => ((await adminCall(call)) ?? []).map(row) });
}

/**
 * A change the owners make: every admin screen is read again once it has settled. With `inboxInPlace`, the inbox's
 * lists are only marked stale: a lead answered from "Needs a reply" stays where the owner is looking, with its new
 * status, until the list is next opened or filtered.
 */
export function useAdminChange<A, R>(
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
