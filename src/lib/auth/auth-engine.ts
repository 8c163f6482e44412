/**
 * The accounts' calls to `supabase.auth` (the only other caller, src/lib/leads/session.ts, refreshes a lead's token).
 * Loaded on demand by the AuthProvider (a stored session, an auth link in the URL, or an auth action), so that
 * anonymous visitors never download supabase-js.
 */
import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import { getSupabase, type AppSupabaseClient } from '../supabase';
import { askIsAdmin } from './admin-check';
import { classifyAuthError, type AuthFailure, type WeakPasswordReason } from './auth-failure';
import { AUTH_STORAGE_KEY } from './session-hint';

export type AuthResult = { ok: true } | { ok: false; failure: AuthFailure };

export interface SignUpInput {
  email: string;
  password: string;
  firstName?: string | undefined;
  /** The referral code this visitor arrived with. */
  referralCode?: string | undefined;
}

export type SignUpResult =
  | {
      ok: true;
      /** No session came back: the address must be confirmed first (email confirmation on, as in production). */
      needsConfirmation: boolean;
      /**
       * 'recorded': the referral step ran and the server recorded it; 'sent': the code travelled in the sign-up
       * metadata only (no session to call the RPC with; the server records it); 'failed': logged, sign-up went on.
       */
      referral: 'none' | 'recorded' | 'sent' | 'failed';
    }
  | { ok: false; failure: AuthFailure };

export type SignInResult =
  | {
      ok: true;
      /** The server's is_admin() for the account now signed in (false when it could not be asked). */
      admin: boolean;
      weakPassword?: WeakPasswordReason[];
    }
  | { ok: false; failure: AuthFailure };

export type EmailChangeResult = { ok: true; pending: boolean } | { ok: false; failure: AuthFailure };

export type AuthListener = (event: AuthChangeEvent, session: Session | null) => void;

/** Where emailed links land: the same site the visitor is on (the auth server checks it against its allow list). */
const linkTo = (path: string) => `${window.location.origin}${path}`;

export const RECOVERY_PATH = '/auth?mode=reset';
export const AFTER_CONFIRMATION_PATH = '/dashboard';

async function attempt(run: () => Promise<{ error: unknown }>): Promise<AuthResult> {
  try {
    const { error } = await run();
    return error ? { ok: false, failure: classifyAuthError(error) } : { ok: true };
  } catch (error) {
    return { ok: false, failure: classifyAuthError(error) };
  }
}

function createEngine(supabase: AppSupabaseClient) {
  const listeners = new Set<AuthListener>();
  let last: { event: AuthChangeEvent; session: Session | null } | undefined;

  // Keep this callback synchronous: auth-js awaits it, and calling auth methods from inside can deadlock.
  supabase.auth.onAuthStateChange((event, session) => {
    last = { event, session };
    for (const listener of listeners) listener(event, session);
  });

  async function referralStep(userId: string, code: string): Promise<'recorded' | 'failed'> {
    try {
      const { data, error } = await supabase.rpc('process_referral_signup', {
        new_user_id: userId,
        referral_code_param: code,
      });
      const result = data as { success?: boolean } | null;
      if (error || result?.success !== true) {
        // A referral failure is logged only; it never blocks the sign-up (docs/product.md).
        console.warn('[referral] the referral code was not recorded', error ?? result);
        return 'failed';
      }
      return 'recorded';
    } catch (error) {
      console.warn('[referral] the referral step failed', error);
      return 'failed';
    }
  }

  return {
    /** Calls `listener` with every auth event from now on, and at once with the latest one if there was one. */
    subscribe(listener: AuthListener): () => void {
      listeners.add(listener);
      if (last) listener(last.event, last.session);
      return () => listeners.delete(listener);
    },

    async signIn(email: string, password: string): Promise<SignInResult> {
      try {
        const { data, error } = await supabase.auth.signInWithPassword({ email, password });
        if (error) return { ok: false, failure: classifyAuthError(error) };
        // Asked at once, so that the page the account lands on shows the right header link from its first paint.
        const admin = await askIsAdmin(data.user.id).catch(() => false);
        // The server lets an old password that today's rules call weak still sign in, and says so.
        const reasons = data.weakPassword?.reasons;
        return reasons?.length ? { ok: true, admin, weakPassword: reasons } : { ok: true, admin };
      } catch (error) {
        return { ok: false, failure: classifyAuthError(error) };
      }
    },

    async signUp({ email, password, firstName, referralCode }: SignUpInput): Promise<SignUpResult> {
      try {
        // The code travels in the metadata too, so the server credits it even when no session comes back.
        const { data, error } = await supabase.auth.signUp({
          email,
          password,
          options: {
            emailRedirectTo: linkTo(AFTER_CONFIRMATION_PATH),
            data: {
              ...(firstName ? { first_name: firstName } : {}),
              ...(referralCode ? { referral_code: referralCode } : {}),
            },
          },
        });
        if (error) return { ok: false, failure: classifyAuthError(error) };
        let referral: 'none' | 'recorded' | 'sent' | 'failed' = 'none';
        if (referralCode) {
          referral = data.session && data.user ? await referralStep(data.user.id, referralCode) : 'sent';
        }
        return { ok: true, needsConfirmation: !data.session, referral };
      } catch (error) {
        return { ok: false, failure: classifyAuthError(error) };
      }
    },

    async signOut(): Promise<AuthResult> {
      const result = await attempt(() => supabase.auth.signOut({ scope: 'local' }));
      if (result.ok || result.failure.kind !== 'network') return result;
      // The server could not be told, but this device must still end the session: the visitor asked to leave.
      globalThis.localStorage?.removeItem(AUTH_STORAGE_KEY);
      for (const listener of listeners) listener('SIGNED_OUT', null);
      last = { event: 'SIGNED_OUT', session: null };
      return { ok: true };
    },

    requestPasswordReset: (email: string) =>
      attempt(() => supabase.auth.resetPasswordForEmail(email, { redirectTo: linkTo(RECOVERY_PATH) })),

    updatePassword: (password: string) => attempt(() => supabase.auth.updateUser({ password })),

    async updateEmail(email: string): Promise<EmailChangeResult> {
      try {
        const { data, error } = await supabase.auth.updateUser(
          { email },
          { emailRedirectTo: linkTo(AFTER_CONFIRMATION_PATH) },
        );
        if (error) return { ok: false, failure: classifyAuthError(error) };
        // With confirmations on (production), the address changes only once the emailed links are opened.
        return { ok: true, pending: data.user.email?.toLowerCase() !== email.toLowerCase() };
      } catch (error) {
        return { ok: false, failure: classifyAuthError(error) };
      }
    },

    resendConfirmation: (email: string) =>
      attempt(() =>
        supabase.auth.resend({
          type: 'signup',
          email,
          options: { emailRedirectTo: linkTo(AFTER_CONFIRMATION_PATH) },
        }),
      ),
  };
}

export type AuthEngine = ReturnType<typeof createEngine>;

let engine: Promise<AuthEngine> | undefined;

/** The engine, created once per page; a failed load (offline) is not kept, so the next call tries again. */
export function loadAuthEngine(): Promise<AuthEngine> {
  engine ??= getSupabase().then(createEngine);
  engine.catch(() => {
    engine = undefined;
  });
  return engine;
}
