/**
 * What the dashboard reads and changes, as react-query hooks. Every key starts with the user's id; RLS and the
 * SECURITY DEFINER functions (my_requests, my_referrals, ...) decide what the account may see, always the calling
 * account's own.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Database } from '@/lib/database.types';
import { getSupabase } from '@/lib/supabase';
import type { ReferralRow } from './referral-totals';
import type { RequestRow } from './RequestHistory';
import { toClientRequestStatus } from './request-status';

export const accountKeys = {
  all: (userId: string) => ['account', userId] as const,
  profile: (userId: string) => ['account', userId, 'profile'] as const,
  referrals: (userId: string) => ['account', userId, 'referrals'] as const,
  requests: (userId: string) => ['account', userId, 'requests'] as const,
  newsletter: (userId: string) => ['account', userId, 'newsletter'] as const,
};

/** A failed read or write surfaces as an Error carrying the server's text (react-query keeps it). */
function orThrow<T>(result: { data: T | null; error: { message: string } | null }): T {
  if (result.error) throw new Error(result.error.message);
  if (result.data === null) throw new Error('No data');
  return result.data;
}

export interface Profile {
  referral_code: string;
  created_at: string;
}

export function useProfile(userId: string) {
  return useQuery({
    queryKey: accountKeys.profile(userId),
    queryFn: async (): Promise<Profile> => {
      const supabase = await getSupabase();
      return orThrow(
        await supabase.from('profiles').select('referral_code, created_at').eq('id', userId).single(),
      );
    },
  });
}

export function useReferrals(userId: string) {
  return useQuery({
    queryKey: accountKeys.referrals(userId),
    queryFn: async (): Promise<ReferralRow[]> => {
      const supabase = await getSupabase();
      return orThrow(await supabase.rpc('my_referrals')) as ReferralRow[];
    },
  });
}

export function useRequests(userId: string) {
  return useQuery({
    queryKey: accountKeys.requests(userId),
    queryFn: async (): Promise<RequestRow[]> => {
      const supabase = await getSupabase();
      const { data, error } = await supabase.rpc('my_requests');
      if (error) throw new Error(error.message);
      return (data ?? []).map(toRequestRow);
    },
  });
}

/** my_requests() answers one row shape for every kind; the screen wants each kind with its own fields. */
function toRequestRow(row: Database['public']['Functions']['my_requests']['Returns'][number]): RequestRow {
  const base = { id: row.id!, created_at: row.created_at!, status: toClientRequestStatus(row.status) };
  if (row.kind === 'quote')
    return {
      kind: 'quote',
      ...base,
      dog_count: row.dog_count!,
      zip_code: row.zip_code!,
      in_service_area: !!row.in_service_area,
      plan: row.plan ?? null,
      estimate: row.estimate ?? null,
    };
  if (row.kind === 'message') return { kind: 'message', ...base, message: row.message ?? '' };
  return {
    kind: 'invite',
    ...base,
    referred_name: row.referred_name ?? '',
    referred_email: row.referred_email ?? '',
  };
}

export interface NewsletterState {
  subscribed: boolean;
  email: string | null;
  subscribed_at: string | null;
}

export function useNewsletter(userId: string) {
  return useQuery({
    queryKey: accountKeys.newsletter(userId),
    queryFn: async () => {
      const supabase = await getSupabase();
      return orThrow(await supabase.rpc('my_newsletter_subscription')) as unknown as NewsletterState;
    },
  });
}

export function useSetNewsletter(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (subscribed: boolean) => {
      const supabase = await getSupabase();
      return orThrow(
        await supabase.rpc('set_newsletter_subscription', { subscribed }),
      ) as unknown as NewsletterState;
    },
    onSuccess: (state) => queryClient.setQueryData(accountKeys.newsletter(userId), state),
  });
}

/** Everything the site keeps about the account, as the server assembles it (for "Download my data"). */
export async function exportMyData(): Promise<unknown> {
  const supabase = await getSupabase();
  return orThrow(await supabase.rpc('export_my_data'));
}

/** Deletes the account and everything tied to it, on the server; the caller signs out afterwards. */
export async function deleteMyAccount(): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.rpc('delete_my_account');
  if (error) throw new Error(error.message);
}
