/**
 * Whether a lead is sent by a signed-in client, and with which access token. The server takes the client's id from
 * that token (after the auth server verified it); the browser only passes it on.
 *
 * Read straight from supabase-js's own storage (the key the auth provider sets, src/lib/auth/session-hint.ts), so a
 * visitor without a stored session never loads supabase-js to send a lead.
 */
import { unverifiedJwtClaims } from '@shared/jwt-claims';
import { AUTH_STORAGE_KEY } from '../auth/session-hint';
import { isRecord, isString, storage } from './outbox-store';

export interface LeadSession {
  accessToken: string;
  userId: string;
}

/** Tokens this close to expiry are refreshed first, so the server does not receive one that lapses on the way. */
const EXPIRY_MARGIN_MS = 60_000;
/** A refresh that takes longer counts as signed out: a lead is never held back for a token. */
const REFRESH_TIMEOUT_MS = 3000;

interface StoredToken extends LeadSession {
  expiresAtMs: number;
}

/** The stored session's access token and its claims (unverified), or undefined. */
function storedClaims(): { accessToken: string; claims: Record<string, unknown> } | undefined {
  try {
    const session: unknown = JSON.parse(storage()?.getItem(AUTH_STORAGE_KEY) ?? 'null');
    if (!isRecord(session) || !isString(session.access_token)) return undefined;
    const claims = unverifiedJwtClaims(session.access_token);
    return claims && { accessToken: session.access_token, claims };
  } catch {
    return undefined;
  }
}

function storedToken(): StoredToken | undefined {
  const stored = storedClaims();
  if (!stored) return undefined;
  const { accessToken, claims } = stored;
  if (!isString(claims.sub) || typeof claims.exp !== 'number') return undefined;
  return { accessToken, userId: claims.sub, expiresAtMs: claims.exp * 1000 };
}

/**
 * The signed-in account's email as its stored token says, for showing only (the server reads the verified token);
 * undefined for an anonymous visitor.
 */
export function signedInEmail(): string | undefined {
  const email = storedClaims()?.claims.email;
  return isString(email) && email ? email : undefined;
}

async function refreshedSession(): Promise<LeadSession | null> {
  const { getSupabase } = await import('@/lib/supabase');
  const supabase = await getSupabase();
  const lookup = supabase.auth
    .getSession()
    .then(({ data }) =>
      data.session ? { accessToken: data.session.access_token, userId: data.session.user.id } : null,
    );
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), REFRESH_TIMEOUT_MS));
  return Promise.race([lookup, timeout]);
}

/**
 * The signed-in client's session for sending a lead, or null for an anonymous visitor (nothing loaded then). A
 * stored token close to expiry is refreshed through supabase-js; if that fails, the lead goes out anonymously.
 */
export async function leadSession(): Promise<LeadSession | null> {
  const stored = storedToken();
  if (!stored) return null;
  if (stored.expiresAtMs - Date.now() > EXPIRY_MARGIN_MS) {
    return { accessToken: stored.accessToken, userId: stored.userId };
  }
  try {
    return await refreshedSession();
  } catch {
    return null;
  }
}
