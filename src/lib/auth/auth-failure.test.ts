import { describe, expect, it } from 'vitest';
import { classifyAuthError } from './auth-failure';

/** Errors shaped as auth-js raises them (name, code, status), without loading supabase-js. */
const authError = (name: string, fields: Record<string, unknown>) =>
  Object.assign(new Error(String(fields.message ?? name)), { name, ...fields });

describe('classifyAuthError', () => {
  it.each([
    [authError('AuthApiError', { code: 'invalid_credentials', status: 400 }), 'invalid-credentials'],
    [authError('AuthApiError', { code: 'email_not_confirmed', status: 400 }), 'email-not-confirmed'],
    [authError('AuthApiError', { code: 'user_already_exists', status: 422 }), 'user-exists'],
    [authError('AuthApiError', { code: 'over_request_rate_limit', status: 429 }), 'rate-limited'],
    [authError('AuthApiError', { status: 429 }), 'rate-limited'],
    [authError('AuthApiError', { code: 'session_not_found', status: 403 }), 'session-missing'],
    [
      authError('AuthSessionMissingError', { message: 'Auth session missing!', status: 400 }),
      'session-missing',
    ],
    [authError('AuthRetryableFetchError', { status: 503 }), 'network'],
    [new TypeError('Failed to fetch'), 'network'],
    [
      authError('AuthInvalidCredentialsError', {
        message: 'You must provide either an email or phone number and a password',
      }),
      'missing-credentials',
    ],
    [authError('AuthApiError', { code: 'otp_expired', status: 403 }), 'link-expired'],
    [authError('AuthApiError', { code: 'something_new', status: 500 }), 'unknown'],
  ])('%s is %s', (error, kind) => {
    expect(classifyAuthError(error).kind).toBe(kind);
  });

  it("keeps a weak password's reasons, and only the known ones", () => {
    const error = authError('AuthWeakPasswordError', {
      code: 'weak_password',
      status: 422,
      reasons: ['length', 'pwned', 'made-up'],
    });
    expect(classifyAuthError(error)).toEqual({
      kind: 'weak-password',
      reasons: ['length', 'pwned'],
      detail: 'AuthWeakPasswordError',
    });
  });
});
