/** The morning counts of the Today section. */
import { useQuery } from '@tanstack/react-query';
import { adminCall, adminKeys, type LeadTable } from '../admin-api';

export interface TodaySummary {
  week_starts_at: string;
  by_kind: { kind: LeadTable; this_week: number; last_week: number }[];
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
