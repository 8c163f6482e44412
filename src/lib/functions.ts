import { getSupabase } from './supabase';

/** The edge functions the browser calls (lead-notification is asked for by the functions themselves). */
export type LeadFunctionName = 'newsletter-signup' | 'quote-request' | 'contact-message' | 'referral-invite';

export type InvokeResult<T> =
  | { ok: true; data: T }
  | { ok: false; kind: 'validation'; fields: Record<string, string> }
  | { ok: false; kind: 'duplicate' }
  | { ok: false; kind: 'rate-limited' }
  | { ok: false; kind: 'network' }
  | { ok: false; kind: 'server'; message: string; status?: number };

export type InvokeFailure = Exclude<InvokeResult<unknown>, { ok: true }>;

/** A request that hangs this long is treated as "backend unreachable" (the lead goes to the outbox). */
export const FUNCTION_TIMEOUT_MS = 15_000;

// Gateway answers: the function itself was never reached.
const UNREACHABLE_STATUSES = new Set([502, 503, 504]);

/** The spec's rule: server error text comes from msg, message, error_description or error. */
export function serverErrorText(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const record = body as Record<string, unknown>;
  for (const key of ['msg', 'message', 'error_description', 'error']) {
    const value = record[key];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return undefined;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.clone().json();
  } catch {
    return undefined;
  }
}

function stringFields(value: unknown): Record<string, string> | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const fields = Object.fromEntries(
    Object.entries(value as Record<string, unknown>).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
  return Object.keys(fields).length > 0 ? fields : undefined;
}

/** Maps a non-2xx reply of a function to the result kinds the forms handle. */
export async function classifyErrorResponse(response: Response): Promise<InvokeFailure> {
  const body = await readJson(response);
  const { status } = response;
  if (status === 429) return { ok: false, kind: 'rate-limited' };
  if (status === 409) return { ok: false, kind: 'duplicate' };
  if (status === 400) {
    const fields = stringFields((body as { fields?: unknown } | undefined)?.fields);
    if (fields) return { ok: false, kind: 'validation', fields };
  }
  if (UNREACHABLE_STATUSES.has(status)) return { ok: false, kind: 'network' };
  return {
    ok: false,
    kind: 'server',
    status,
    message: serverErrorText(body) ?? `Request failed (${status})`,
  };
}

/**
 * Calls an edge function and never throws: every outcome is a value. 'network' means the backend could not be
 * reached at all (offline, DNS, timeout, the supabase chunk itself not loading, relay/gateway errors), which is
 * the one case where a lead is kept in the outbox.
 */
export async function invokeFunction<T = Record<string, unknown>>(
  name: LeadFunctionName,
  body: Record<string, unknown>,
): Promise<InvokeResult<T>> {
  let supabase;
  try {
    supabase = await getSupabase();
  } catch {
    return { ok: false, kind: 'network' };
  }
  try {
    const { data, error, response } = await supabase.functions.invoke<T>(name, {
      body,
      timeout: FUNCTION_TIMEOUT_MS,
    });
    if (!error) return { ok: true, data: data as T };
    const errorName = (error as { name?: string }).name;
    if (errorName === 'FunctionsFetchError' || errorName === 'FunctionsRelayError')
      return { ok: false, kind: 'network' };
    if (response) return classifyErrorResponse(response);
    return { ok: false, kind: 'server', message: serverErrorText(error) ?? 'Request failed' };
  } catch (error) {
    if (error instanceof TypeError) return { ok: false, kind: 'network' };
    return { ok: false, kind: 'server', message: serverErrorText(error) ?? 'Request failed' };
  }
}
