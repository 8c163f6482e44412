/** Who is an admin, and granting or revoking the role. */
import { useQuery } from '@tanstack/react-query';
import { adminCall, adminKeys, useAdminChange } from '../admin-api';

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
