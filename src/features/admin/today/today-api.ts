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

/** A quote's or message's arrival and its first response (null: not answered yet). */
export interface ResponseRow {
  created_at: string;
  first_response_at: string | null;
}

/**
 * The quotes and messages that wait for an answer (waitsForReply), from the start of last week on: what the first
 * response times of this week and last are computed from, on the reply clock.
 */
export function useResponseRows(userId: string, weekStartsAt: string | undefined) {
  const since = weekStartsAt ? new Date(Date.parse(weekStartsAt) - WEEK_MS).toISOString() : undefined;
  return useQuery({
    queryKey: [...adminKeys.today(userId), 'responses', since] as const,
    enabled: since !== undefined,
    queryFn: async () =>
      (await adminCall((s) =>
        s
          .from('leads_inbox')
          .select('created_at, first_response_at')
          .in('kind', ['quote_requests', 'contact_messages'])
          .or('in_service_area.is.null,in_service_area.eq.true')
          .gte('created_at', since!)
          .limit(5000),
      )) as ResponseRow[],
  });
}

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

export interface ResponseTimes {
  /** Business minutes; null when nothing was answered in the week. */
  median: number | null;
  slowest: number | null;
  answered: number;
  /** Leads of the week not answered yet. */
  waiting: number;
}

/** This week's and last week's first response times, in business minutes (the reply clock's count). */
export function responseTimes(
  rows: readonly ResponseRow[],
  weekStartsAt: string,
  minutesBetween: (from: Date, to: Date) => number,
): { thisWeek: ResponseTimes; lastWeek: ResponseTimes } {
  const start = Date.parse(weekStartsAt);
  const week = (from: number, to: number): ResponseTimes => {
    const inWeek = rows.filter((row) => {
      const created = Date.parse(row.created_at);
      return created >= from && created < to;
    });
    const minutes = inWeek
      .filter((row) => row.first_response_at)
      .map((row) => minutesBetween(new Date(row.created_at), new Date(row.first_response_at!)))
      .sort((a, b) => a - b);
    const middle = Math.floor(minutes.length / 2);
    const median =
      minutes.length === 0
        ? null
        : minutes.length % 2
          ? minutes[middle]!
          : Math.round((minutes[middle - 1]! + minutes[middle]!) / 2);
    return {
      median,
      slowest: minutes.length ? minutes[minutes.length - 1]! : null,
      answered: minutes.length,
      waiting: inWeek.length - minutes.length,
    };
  };
  return { thisWeek: week(start, Number.POSITIVE_INFINITY), lastWeek: week(start - WEEK_MS, start) };
}
