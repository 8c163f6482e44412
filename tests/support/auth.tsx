import type { Session, User } from '@supabase/supabase-js';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { AuthContext, type AuthContextValue } from '@/lib/auth/AuthProvider';

/** A user as the auth server returns it, with only what the screens read. */
export function testUser(overrides: Partial<User> = {}): User {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    email: 'client@example.com',
    aud: 'authenticated',
    app_metadata: {},
    user_metadata: {},
    created_at: '2026-11-01T12:00:00Z',
    ...overrides,
  } as User;
}

/** An auth context in a given state, every action a spy answering success unless overridden. */
export function fakeAuth(overrides: Partial<AuthContextValue> = {}): AuthContextValue {
  const user = overrides.user ?? null;
  const ok = () => vi.fn(async () => ({ ok: true as const }));
  return {
    status: 'loaded',
    user,
    session: user ? ({ user, access_token: 'token' } as Session) : null,
    recovering: false,
    signIn: vi.fn(async () => ({ ok: true as const, admin: false })),
    signUp: vi.fn(async () => ({ ok: true as const, needsConfirmation: false, referral: 'none' as const })),
    signOut: ok(),
    requestPasswordReset: ok(),
    updatePassword: ok(),
    updateEmail: vi.fn(async () => ({ ok: true as const, pending: true })),
    resendConfirmation: ok(),
    ...overrides,
  };
}

export function WithAuth({ auth, children }: { auth: AuthContextValue; children: ReactNode }) {
  return <AuthContext.Provider value={auth}>{children}</AuthContext.Provider>;
}
