/**
 * What went wrong with an auth call, as a kind the screens can word for people. Read from the error's name, code
 * and status only, so this module needs nothing from supabase-js (the auth screens classify without loading it).
 */

import { WEAK_PASSWORD_REASONS, type WeakPasswordReason } from '../password-policy';

export type { WeakPasswordReason } from '../password-policy';

export type AuthFailureKind =
  /** Neither an email nor a password was given (auth-js refuses before calling the server). */
  | 'missing-credentials'
  | 'invalid-credentials'
  | 'email-not-confirmed'
  | 'weak-password'
  /** Sign-up with an address that already has an account. */
  | 'user-exists'
  /** Email change to an address another account holds. */
  | 'email-taken'
  | 'same-password'
  | 'rate-limited'
  /** The server could not be reached (offline, or a 502/503/504 after auth-js's own retries). */
  | 'network'
  /** No session, or one the server no longer knows (signed out elsewhere, expired link). */
  | 'session-missing'
  /** An emailed link that expired or was already used. */
  | 'link-expired'
  | 'unknown';

export interface AuthFailure {
  kind: AuthFailureKind;
  /** For weak passwords: every reason the server gave. */
  reasons?: WeakPasswordReason[];
  /** The server's own text, for logs; screens show their own words. */
  detail: string;
}

const CODE_KINDS: Record<string, AuthFailureKind> = {
  invalid_credentials: 'invalid-credentials',
  email_not_confirmed: 'email-not-confirmed',
  weak_password: 'weak-password',
  user_already_exists: 'user-exists',
  email_exists: 'email-taken',
  same_password: 'same-password',
  over_request_rate_limit: 'rate-limited',
  over_email_send_rate_limit: 'rate-limited',
  session_not_found: 'session-missing',
  refresh_token_not_found: 'session-missing',
  refresh_token_already_used: 'session-missing',
  bad_jwt: 'session-missing',
  no_authorization: 'session-missing',
  otp_expired: 'link-expired',
  flow_state_expired: 'link-expired',
};

const NAME_KINDS: Record<string, AuthFailureKind> = {
  AuthRetryableFetchError: 'network',
  AuthSessionMissingError: 'session-missing',
  AuthInvalidJwtError: 'session-missing',
  AuthWeakPasswordError: 'weak-password',
};

const WEAK_REASONS: ReadonlySet<string> = new Set<string>(WEAK_PASSWORD_REASONS);

export function classifyAuthError(error: unknown): AuthFailure {
  const e = (error ?? {}) as {
    name?: unknown;
    code?: unknown;
    status?: unknown;
    message?: unknown;
    reasons?: unknown;
  };
  const detail = typeof e.message === 'string' ? e.message : String(error);
  const code = typeof e.code === 'string' ? e.code : undefined;
  const name = typeof e.name === 'string' ? e.name : undefined;
  let kind: AuthFailureKind =
    (code && CODE_KINDS[code]) ||
    (name && NAME_KINDS[name]) ||
    (e.status === 429 ? 'rate-limited' : undefined) ||
    (name === 'AuthInvalidCredentialsError' ? 'missing-credentials' : undefined) ||
    (error instanceof TypeError ? 'network' : 'unknown');
  // auth-js words a missing session "Auth session missing!" whatever else it carries.
  if (kind === 'unknown' && detail === 'Auth session missing!') kind = 'session-missing';
  const reasons = Array.isArray(e.reasons)
    ? e.reasons.filter((r): r is WeakPasswordReason => typeof r === 'string' && WEAK_REASONS.has(r))
    : undefined;
  return kind === 'weak-password' ? { kind, reasons: reasons ?? [], detail } : { kind, detail };
}
