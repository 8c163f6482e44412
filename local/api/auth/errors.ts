import { jsonResponse } from '../responses.ts';

/** GoTrue's API-version header: with it, auth-js reads the string `code` of an error as its error code. */
export const AUTH_API_VERSION_HEADERS = { 'X-Supabase-Api-Version': '2024-01-01' };

/**
 * An error as GoTrue reports it. The body carries both the 2024-01-01 shape (`code` + `msg`) and the legacy
 * `error_code`; token-endpoint errors also carry the OAuth fields (`error`, `error_description`).
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

  toResponse(): Response {
    return jsonResponse(
      { code: this.code, error_code: this.code, msg: this.message, ...this.extra },
      this.status,
      AUTH_API_VERSION_HEADERS,
    );
  }
}

export const invalidCredentials = () =>
  new AuthApiFailure(400, 'invalid_credentials', 'Invalid login credentials', {
    error: 'invalid_grant',
    error_description: 'Invalid login credentials',
  });

export const validationFailed = (message: string) => new AuthApiFailure(400, 'validation_failed', message);
