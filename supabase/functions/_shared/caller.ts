/**
 * Who sent a lead. A lead sent while signed in carries the client's user id (and a quote without a contact their
 * account's email), taken from the caller's access token after the auth server verified it, never from the request
 * body. Anything else (no token, the anon key, an expired or forged token, an auth server that does not answer)
 * counts as anonymous: a lead is never refused over a token.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { bearerToken } from './http.ts';
import { unverifiedJwtClaims } from './browser-safe/jwt-claims.ts';

/** A token that does not verify quickly counts as anonymous rather than holding the lead back. */
const VERIFY_TIMEOUT_MS = 5000;

export interface Caller {
  userId: string;
  /** The account's email address as the auth server holds it (null for an account without one). */
  email: string | null;
}

/** The verified account behind the request's `Authorization: Bearer` token, or null. */
export async function verifiedCaller(req: Request, client: SupabaseClient): Promise<Caller | null> {
  const token = bearerToken(req);
  if (!token) return null;
  // Read unverified only to skip the auth server for tokens that cannot be a user's (the anon key has
  // `role: anon`, new-style API keys are not JWTs at all); the auth server decides the rest.
  const claims = unverifiedJwtClaims(token);
  if (claims?.role !== 'authenticated' || typeof claims.sub !== 'string') return null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), VERIFY_TIMEOUT_MS);
  });
  const verified = client.auth.getUser(token).then(
    ({ data, error }) =>
      error || !data.user ? null : { userId: data.user.id, email: data.user.email || null },
    () => null,
  );
  try {
    return await Promise.race([verified, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
