import type { AuthChangeEvent, Session, User } from '@supabase/supabase-js';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type {
  AuthEngine,
  AuthResult,
  EmailChangeResult,
  SignInResult,
  SignUpInput,
  SignUpResult,
} from './auth-engine';
import { useHydrated } from '../use-hydrated';
import { markSignedIn } from '../session-hint-script';
import { AUTH_STORAGE_KEY, hasStoredSession, urlCarriesAuthResult } from './session-hint';

export type AuthStatus = 'loading' | 'loaded';

export interface AuthState {
  /** 'loading' until the first session event or lookup; the prerendered HTML is always 'loading' and signed out. */
  status: AuthStatus;
  session: Session | null;
  user: User | null;
  /** True after a password-recovery link signed the visitor in, until they set a new password or sign out. */
  recovering: boolean;
}

export interface AuthContextValue extends AuthState {
  signIn(email: string, password: string): Promise<SignInResult>;
  signUp(input: SignUpInput): Promise<SignUpResult>;
  signOut(): Promise<AuthResult>;
  requestPasswordReset(email: string): Promise<AuthResult>;
  updatePassword(password: string): Promise<AuthResult>;
  /** `pending`: the change waits for the emailed confirmation links. */
  updateEmail(email: string): Promise<EmailChangeResult>;
  resendConfirmation(email: string): Promise<AuthResult>;
}

/** What the auth client has said so far; the status is derived from it and from whether it is needed. */
interface Known {
  /** An auth event arrived (the initial session at least), or the client failed to load. */
  settled: boolean;
  session: Session | null;
  recovering: boolean;
}

const NOTHING_KNOWN: Known = { settled: false, session: null, recovering: false };

/** Exported for tests that render a component in a given auth state; the app uses AuthProvider. */
export const AuthContext = createContext<AuthContextValue | null>(null);

// The engine (and supabase-js with it) is a lazy chunk: see session-hint.ts for when it is needed.
const loadEngine = () => import('./auth-engine').then((module) => module.loadAuthEngine());

function afterEvent(known: Known, event: AuthChangeEvent, session: Session | null): Known {
  const recovering =
    event === 'PASSWORD_RECOVERY'
      ? true
      : event === 'SIGNED_OUT' || event === 'USER_UPDATED'
        ? false
        : known.recovering;
  return { settled: true, session, recovering: recovering && !!session };
}

/**
 * Holds the session and follows Supabase's auth events (initial session, signed in, signed out, token refreshed,
 * user updated, password recovery, MFA challenge verified). Mounted once at the root; it loads the auth client only
 * when this browser may have a session, an auth link brought the visitor here, or an action needs it.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [known, setKnown] = useState<Known>(NOTHING_KNOWN);
  const hydrated = useHydrated();
  // One subscription per engine, however many actions connect to it.
  const [subscribed] = useState(() => new WeakSet<AuthEngine>());

  const connect = useCallback((): Promise<AuthEngine> => {
    const engine = loadEngine();
    engine.then(
      (loaded) => {
        if (subscribed.has(loaded)) return;
        subscribed.add(loaded);
        loaded.subscribe((event, session) => setKnown((k) => afterEvent(k, event, session)));
      },
      // Offline: the client did not load. Nothing is known about a session, so show the signed-out state.
      () => setKnown((k) => ({ ...k, settled: true })),
    );
    return engine;
  }, [subscribed]);

  useEffect(() => {
    if (hasStoredSession() || urlCarriesAuthResult()) void connect();
    // A sign-in in another tab writes the session: follow it without a reload.
    const onStorage = (event: StorageEvent) => {
      if (event.key === AUTH_STORAGE_KEY && event.newValue) void connect();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [connect]);

  const run = useCallback(
    async <T extends AuthResult | SignInResult | SignUpResult | EmailChangeResult>(
      action: (engine: AuthEngine) => Promise<T>,
    ): Promise<T> => {
      let engine: AuthEngine;
      try {
        engine = await connect();
      } catch (error) {
        // The auth client itself did not load (offline): the failure an unreachable server gives. Said here, not
        // by classifying the error, so every page's script carries no table of the auth server's error codes.
        return { ok: false, failure: { kind: 'network', detail: String(error) } } as T;
      }
      // The engine answers every failure of its own as a result; it does not throw.
      return action(engine);
    },
    [connect],
  );

  // The prerendered HTML and the hydration render are 'loading' and signed out; after that, a browser with no
  // stored session and no auth link is known to be signed out without asking the auth client.
  const sessionExpected = hydrated && !known.settled && (hasStoredSession() || urlCarriesAuthResult());
  const status: AuthStatus = hydrated && (known.settled || !sessionExpected) ? 'loaded' : 'loading';

  // The header's variant is CSS on `<html data-signed-in>` and `data-admin`, which the head's script set from the
  // hints alone.
  const userId = known.session?.user.id ?? null;
  useEffect(() => {
    if (status === 'loaded') markSignedIn(userId);
  }, [status, userId]);

  const value = useMemo<AuthContextValue>(
    () => ({
      status,
      session: known.session,
      user: known.session?.user ?? null,
      recovering: known.recovering,
      signIn: (email, password) => run((e) => e.signIn(email, password)),
      signUp: (input) => run((e) => e.signUp(input)),
      signOut: () => run((e) => e.signOut()),
      requestPasswordReset: (email) => run((e) => e.requestPasswordReset(email)),
      updatePassword: (password) => run((e) => e.updatePassword(password)),
      updateEmail: (email) => run((e) => e.updateEmail(email)),
      resendConfirmation: (email) => run((e) => e.resendConfirmation(email)),
    }),
    [status, known, run],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}
