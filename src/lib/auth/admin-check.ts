import { getSupabase } from '../supabase';
import { markAdmin } from '../session-hint-script';

/**
 * Whether an account is an admin, as the server's is_admin() says for the session the client holds. The answer only
 * chooses what to show and where to land; RLS and the SECURITY DEFINER functions decide what an account may read and
 * change. Each answer also sets the header's admin hint (lib/session-hint-script.ts), so the next page shows the
 * right link before any script runs.
 */

// One answer per account per page: sign-in, the header's hint, the home page tools and /admin all ask.
const answers = new Map<string, Promise<boolean>>();
// Counts sign-outs: an answer asked for before one must not mark the header again after it.
let signOuts = 0;

/** Sign Out: the answers held are forgotten, and one still on its way marks nothing. */
export function forgetAdminAnswers(): void {
  signOuts += 1;
  answers.clear();
}

export function askIsAdmin(userId: string): Promise<boolean> {
  let answer = answers.get(userId);
  if (!answer) {
    const asked = signOuts;
    answer = getSupabase()
      .then((supabase) => supabase.rpc('is_admin'))
      .then(({ data, error }) => {
        if (error) throw new Error(error.message);
        const admin = data === true;
        if (asked === signOuts) markAdmin(admin ? userId : null);
        return admin;
      });
    answers.set(userId, answer);
    // A failed check (offline) is not remembered: the next render asks again.
    answer.catch(() => answers.delete(userId));
  }
  return answer;
}

/** Where an account lands after signing in when no page asked for it: an admin's home is /admin. */
export const accountHome = (admin: boolean) => (admin ? '/admin' : '/dashboard');

/** The signed-in account's home, asked of the server; the client dashboard when the server cannot be asked. */
export const homeOf = async (userId: string | undefined): Promise<string> =>
  accountHome(userId !== undefined && (await askIsAdmin(userId).catch(() => false)));
