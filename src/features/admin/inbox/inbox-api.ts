/** The inbox's reads and its one change: a lead's status or note. */
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';
import {
  adminCall,
  adminKeys,
  fail,
  useAdminChange,
  type InboxFilters,
  type InboxRow,
  type LeadStatus,
  type LeadTable,
} from '../admin-api';
import { searchFilter } from './inbox-search';

export const INBOX_PAGE_SIZE = 25;

type InboxPage = { rows: InboxRow[]; total: number };

export function useInbox(userId: string, filters: InboxFilters) {
  return useQuery<InboxPage>({
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
      // The leads that wait for an answer (waitsForReply in ../admin-api.ts), as a filter the database applies.
      if (needsReply)
        query = query
          .eq('status', 'new')
          .in('kind', ['quote_requests', 'contact_messages'])
          .or('in_service_area.is.null,in_service_area.eq.true');
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
export type LeadChange = { kind: LeadTable; id: string } & ({ status: LeadStatus } | { note: string });

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

/**
 * The owners' tap on Call or Email on a card that waits for an answer: the first one is the lead's first response
 * (record_lead_response keeps the earliest).
 */
export function useRecordResponse(userId: string) {
  const queryClient = useQueryClient();
  return useAdminChange(
    userId,
    async (lead: { kind: LeadTable; id: string }) => {
      const answeredAt = await adminCall((s) =>
        s.rpc('record_lead_response', { lead_kind: lead.kind, lead_id: lead.id }),
      );
      // The inbox is not read again (its cards stay where they are): the tapped card says at once that it was answered.
      queryClient.setQueriesData<InboxPage>(
        { queryKey: adminKeys.all(userId), predicate: (query) => query.queryKey[2] === 'inbox' },
        (page) =>
          page && {
            ...page,
            rows: page.rows.map((row) =>
              row.id === lead.id ? { ...row, first_response_at: answeredAt } : row,
            ),
          },
      );
      return answeredAt;
    },
    { inboxInPlace: true },
  );
}
