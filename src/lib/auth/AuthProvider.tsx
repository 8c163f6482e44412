import type { AuthChangeEvent, Session, User } from '@supabase/supabase-js';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { AuthEngine, AuthResult, EmailChangeResult, SignUpInput, SignUpResult } from './auth-engine';
import { classifyAuthError } from './auth-failure';
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
  signIn(email: string, password: string): Promise<AuthResult>;
  signUp(input: SignUpInput): Promise<SignUpResult>;
  signOut(): Promise<AuthResult>;
  requestPasswordReset(email: string): Promise<AuthResult>;
  updatePassword(password: string): Promise<AuthResult>;
  /** `pending`: the change waits for the emailed confirmation links. */
  updateEmail(email: string): Promise<EmailChangeResult>;
  resendConfirmation(email: string): Promise<AuthResult>;
}

const INITIAL: AuthState = { status: 'loading', session: null, user: null, recovering: false };

/** Exported for tests that render a component in a given auth state; the app uses AuthProvider. */
export const AuthContext = createContext<AuthContextValue | null>(null);

// The engine (and supabase-js with it) is a lazy chunk: see session-hint.ts for when it is needed.
const loadEngine = () => import('./auth-engine').then((module) => module.loadAuthEngine());

function nextState(state: AuthState, event: AuthChangeEvent, session: Session | null): AuthState {
  const recovering =
    event === 'PASSWORD_RECOVERY'
      ? true
      : event === 'SIGNED_OUT' || event === 'USER_UPDATED'
        ? false
        : state.recovering;
  return { status: 'loaded', session, user: session?.user ?? null, recovering: recovering && !!session };
}

/**
 * Holds the session and follows Supabase's auth events (initial session, signed in, signed out, token refreshed,
 * user updated, password recovery, MFA challenge verified). Mounted once at the root; it loads the auth client only
 * when this browser may have a session, an auth link brought the visitor here, or an action needs it.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>(INITIAL);
  // One subscription per engine, however many actions connect to it.
  const [subscribed] = useState(() => new WeakSet<AuthEngine>());

  const connect = useCallback((): Promise<AuthEngine> => {
    const engine = loadEngine();
    engine.then(
      (loaded) => {
        if (subscribed.has(loaded)) return;
        subscribed.add(loaded);
        loaded.subscribe((event, session) => setState((s) => nextState(s, event, session)));
      },
      // Offline: the client did not load. Nothing is known about a session, so show the signed-out state.
      () => setState((s) => ({ ...s, status: 'loaded' })),
    );
    return engine;
  }, [subscribed]);

  useEffect(() => {
    if (hasStoredSession() || urlCarriesAuthResult()) void connect();
    else setState((s) => (s.status === 'loading' ? { ...s, status: 'loaded' } : s));
    // A sign-in in another tab writes the session: follow it without a reload.
    const onStorage = (event: StorageEvent) => {
      if (event.key === AUTH_STORAGE_KEY && event.newValue) void connect();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [connect]);

  const run = useCallback(
    async <T extends AuthResult | SignUpResult | EmailChangeResult>(
      action: (engine: AuthEngine) => Promise<T>,
    ): Promise<T> => {
      try {
        return await action(await connect());
      } catch (error) {
        // The auth client itself did not load (offline): the same failure an unreachable server gives.
        return { ok: false, failure: classifyAuthError(error) } as T;
      }
    },
    [connect],
  );

  const value = useMemo<AuthContextValue>(
    () => ({
      ...state,
      signIn: (email, password) => run((e) => e.signIn(email, password)),
      signUp: (input) => run((e) => e.signUp(input)),
      signOut: () => run((e) => e.signOut()),
      requestPasswordReset: (email) => run((e) => e.requestPasswordReset(email)),
      updatePassword: (password) => run((e) => e.updatePassword(password)),
      updateEmail: (email) => run((e) => e.updateEmail(email)),
      resendConfirmation: (email) => run((e) => e.resendConfirmation(email)),
    }),
    [state, run],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}
