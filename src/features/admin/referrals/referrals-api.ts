/** The referrals the owners approve or reject. */
import { useQuery } from '@tanstack/react-query';
import { adminCall, adminKeys, useAdminChange } from '../admin-api';

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
