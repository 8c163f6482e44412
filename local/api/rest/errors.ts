import { jsonResponse } from '../responses.ts';

export type PostgrestErrorBody = {
  code: string;
  message: string;
  details: string | null;
  hint: string | null;
};

/** An error PostgREST itself raises (codes PGRSTxxx) or one it passes on from Postgres, with its HTTP status. */
export class RestFailure extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: string | null = null,
    readonly hint: string | null = null,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  toResponse(): Response {
    const body: PostgrestErrorBody = {
      code: this.code,
      details: this.details,
      hint: this.hint,
      message: this.message,
    };
    return jsonResponse(body, this.status, this.headers);
  }
}

/** A feature of PostgREST's query language that this stand-in does not implement (answered 501, never guessed). */
export class UnsupportedFeature extends Error {}

export const parseFailure = (what: string, detail: string) =>
  new RestFailure(400, 'PGRST100', `"failed to parse ${what}" (${detail})`, `failed to parse ${what}`);

type PgError = { code?: unknown; message?: unknown; detail?: unknown; hint?: unknown };

const isPgError = (error: unknown): error is PgError & { code: string } =>
  typeof error === 'object' && error !== null && typeof (error as PgError).code === 'string';

/**
 * PostgREST's table from SQLSTATE to HTTP status. A permission failure (42501, RLS included) is 401 for the anonymous
 * role and 403 for a signed-in one, exactly as PostgREST decides it; a function may pick its status by raising
 * `PT` and the status (PT429 is a 429).
 */
export function statusForSqlState(code: string, role: string): number {
  if (code.startsWith('PT')) return /^PT[1-5]\d\d$/.test(code) ? Number(code.slice(2)) : 500;
  if (code === '42501') return role === 'anon' ? 401 : 403;
  if (code === '23503' || code === '23505') return 409;
  if (code === '25006') return 405;
  if (code === '42883' || code === '42P01') return 404;
  if (code === 'P0001') return 400;
  if (code === '42P17') return 500;
  if (code.startsWith('08') || code.startsWith('53')) return 503;
  if (code.startsWith('0L') || code.startsWith('0P') || code.startsWith('28')) return 403;
  if (code.startsWith('54')) return 413;
  const serverClasses = ['09', '25', '2D', '38', '39', '3B', '40', '55', '57', '58', 'F0', 'HV', 'P0', 'XX'];
  if (serverClasses.some((prefix) => code.startsWith(prefix))) return 500;
  return 400;
}

export function failureFromDatabaseError(error: unknown, role: string): RestFailure | null {
  if (!isPgError(error)) return null;
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
  return new RestFailure(
    statusForSqlState(error.code, role),
    error.code,
    text(error.message) ?? 'Database error',
    text(error.detail),
    text(error.hint),
  );
}
