import { jsonResponse } from '../responses.ts';

export const API_VERSION_HEADER = 'X-Supabase-Api-Version';
const API_VERSION_2024 = '2024-01-01';

/**
 * Whether the caller asked for GoTrue's 2024-01-01 error shape (supabase-js always does). GoTrue picks the closest
 * version not after the requested date; an absent or malformed date means the original shape.
 */
function wantsApiVersion2024(request: Request): boolean {
  const requested = request.headers.get(API_VERSION_HEADER)?.trim() ?? '';
  return (
    /^\d{4}-\d{2}-\d{2}$/.test(requested) &&
    !Number.isNaN(Date.parse(requested)) &&
    requested >= API_VERSION_2024
  );
}

/**
 * An error as GoTrue reports it: `{code, message}` (plus its extra fields, such as `weak_password`) with the version
 * header echoed, or in the original shape `{code: <status>, error_code, msg}` for callers that name no version.
 * auth-js reads the string code either way.
 */
export class AuthApiFailure extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }

  toResponse(request: Request): Response {
    if (wantsApiVersion2024(request)) {
      return jsonResponse({ code: this.code, message: this.message, ...this.extra }, this.status, {
        [API_VERSION_HEADER]: API_VERSION_2024,
      });
    }
    return jsonResponse(
      { code: this.status, error_code: this.code, msg: this.message, ...this.extra },
      this.status,
      { 'x-sb-error-code': this.code },
    );
  }
}

/** GoTrue's OAuth-style errors (the token endpoint's malformed requests): `{error, error_description}`, status 400. */
export class OAuthFailure extends AuthApiFailure {
  constructor(
    readonly error: string,
    description: string,
  ) {
    super(400, error, description);
  }

  override toResponse(): Response {
    return jsonResponse({ error: this.error, error_description: this.message }, 400);
  }
}

export const invalidCredentials = () =>
  new AuthApiFailure(400, 'invalid_credentials', 'Invalid login credentials');

export const validationFailed = (message: string, status = 400) =>
  new AuthApiFailure(status, 'validation_failed', message);

/** The answer to an expired, used or unknown email link or code. */
export const linkExpired = () =>
  new AuthApiFailure(403, 'otp_expired', 'Email link is invalid or has expired');
export const codeExpired = () => new AuthApiFailure(403, 'otp_expired', 'Token has expired or is invalid');

export const rateLimited = () =>
  new AuthApiFailure(429, 'over_request_rate_limit', 'Request rate limit reached');

/** `[auth.email] max_frequency`: another email of a kind to the same address asked for too soon. */
export const emailSentTooSoon = (remainingMs: number) =>
  new AuthApiFailure(
    429,
    'over_email_send_rate_limit',
    `For security purposes, you can only request this after ${Math.floor(remainingMs / 1000)} seconds.`,
  );
