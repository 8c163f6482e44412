import { useEffect, useState } from 'react';
import { askIsAdmin } from './admin-check';
import { useAuth } from './AuthProvider';

export type AdminCheck = 'unknown' | 'admin' | 'not-admin';

/**
 * Whether the signed-in account is an admin, as the server's is_admin() says (admin-check.ts). The browser's answer
 * only chooses what to show and what code to load. Nobody signed in: 'not-admin' without a request.
 */
export function useIsAdmin(): AdminCheck {
  const { status, user } = useAuth();
  const userId = user?.id;
  const [answer, setAnswer] = useState<{ userId: string; admin: boolean } | null>(null);

  useEffect(() => {
    if (!userId) return;
    let current = true;
    askIsAdmin(userId).then(
      (admin) => current && setAnswer({ userId, admin }),
      () => current && setAnswer({ userId, admin: false }),
    );
    return () => {
      current = false;
    };
  }, [userId]);

  if (status === 'loading') return 'unknown';
  if (!userId) return 'not-admin';
  if (answer?.userId !== userId) return 'unknown';
  return answer.admin ? 'admin' : 'not-admin';
}
