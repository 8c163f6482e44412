import { useEffect, useState } from 'react';
import { getSupabase } from '../supabase';
import { useAuth } from './AuthProvider';

export type AdminCheck = 'unknown' | 'admin' | 'not-admin';

// One answer per account per page: the header, the home page tools and /admin all ask.
const answers = new Map<string, Promise<boolean>>();

function askServer(userId: string): Promise<boolean> {
  let answer = answers.get(userId);
  if (!answer) {
    answer = getSupabase()
      .then((supabase) => supabase.rpc('is_admin'))
      .then(({ data, error }) => {
        if (error) throw new Error(error.message);
        return data === true;
      });
    answers.set(userId, answer);
    // A failed check (offline) is not remembered: the next render asks again.
    answer.catch(() => answers.delete(userId));
  }
  return answer;
}

/**
 * Whether the signed-in account is an admin, as the server's is_admin() says. The browser's answer only chooses what
 * to show and what code to load; RLS and the SECURITY DEFINER functions decide what an account may read and change.
 * Nobody signed in: 'not-admin' without a request.
 */
export function useIsAdmin(): AdminCheck {
  const { status, user } = useAuth();
  const userId = user?.id;
  const [answer, setAnswer] = useState<{ userId: string; admin: boolean } | null>(null);

  useEffect(() => {
    if (!userId) return;
    let current = true;
    askServer(userId).then(
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
