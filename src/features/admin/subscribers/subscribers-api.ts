/** The subscribers' count, their export, and moving leads kept in this browser to the server. */
import { useQuery } from '@tanstack/react-query';
import { migrateLocalLeads } from '@/lib/leads/migrate-local-leads';
import { getSupabase } from '@/lib/supabase';
import { adminKeys, fail, logAdminAction, useAdminChange } from '../admin-api';
import type { SubscriberRow } from './subscriber-csv';

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

export function useMigrateLocalLeads(userId: string) {
  return useAdminChange(userId, async () => {
    const report = await migrateLocalLeads(await getSupabase());
    await logAdminAction('local_data_migration', 'newsletter_subscribers', { ...report });
    return report;
  });
}
