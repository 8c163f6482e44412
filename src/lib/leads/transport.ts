/**
 * One lead to its edge function over HTTP, and what the answer means for the lead. A plain `fetch` with the headers
 * supabase-js's `functions.invoke` sends (apikey, bearer token, JSON): sending a lead needs none of supabase-js.
 */
import { LEAD_FUNCTIONS, type LeadKind } from '@shared/lead-rules';
import { config } from '@/lib/config';

/** A request that hangs this long is treated as "backend unreachable" (the lead is kept for later). */
const LEAD_TIMEOUT_MS = 15_000;

/**
 * What became of one attempt to deliver a lead:
 * - stored: the server has it (2xx; a resend of a lead it already had is answered the same);
 * - invalid: the server refused the input (400 with field messages), the only failure that is the visitor's;
 * - duplicate: the server already has a different lead with the same unique value (409: a subscribed email);
 * - unavailable: nothing the visitor did; try again later (no answer, timeout, 5xx, 429 rate limit);
 * - refused: another 4xx the visitor did not cause (a deployment or configuration fault, such as a function that is
 *   missing); this lead cannot get through until that is fixed, while other leads may.
 */
export type Delivery =
  | { status: 'stored'; reply: Record<string, unknown> }
  | { status: 'invalid'; fields: Record<string, string> }
  | { status: 'duplicate' }
  | { status: 'unavailable'; retryAfterMs?: number }
  | { status: 'refused'; httpStatus: number };

function stringFields(value: unknown): Record<string, string> | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const fields = Object.fromEntries(
    Object.entries(value as Record<string, unknown>).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
  return Object.keys(fields).length > 0 ? fields : undefined;
}

async function readJsonObject(response: Response): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await response.json();
    return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Retry-After in seconds, as milliseconds; undefined when absent or not a number of seconds. */
function retryAfterMs(response: Response): number | undefined {
  const seconds = Number(response.headers.get('retry-after'));
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : undefined;
}

/** Maps a function's answer to what it means for the lead. */
async function deliveryOf(response: Response): Promise<Delivery> {
  const { status } = response;
  if (response.ok) return { status: 'stored', reply: await readJsonObject(response) };
  if (status === 409) return { status: 'duplicate' };
  if (status === 400) {
    const fields = stringFields((await readJsonObject(response)).fields);
    if (fields) return { status: 'invalid', fields };
  }
  if (status === 429 || status >= 500) return { status: 'unavailable', retryAfterMs: retryAfterMs(response) };
  return { status: 'refused', httpStatus: status };
}

/**
 * Sends `body` to the function that stores leads of `kind`. Never throws: no answer at all (offline, DNS, CORS
 * refusal, timeout) is `unavailable`. `accessToken` is a signed-in client's; without it the anon key is sent.
 */
export async function postLead(
  kind: LeadKind,
  body: Record<string, unknown>,
  accessToken?: string,
): Promise<Delivery> {
  try {
    const response = await fetch(`${config.supabaseUrl}/functions/v1/${LEAD_FUNCTIONS[kind]}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        apikey: __SUPABASE_ANON_KEY__,
        Authorization: `Bearer ${accessToken ?? __SUPABASE_ANON_KEY__}`,
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(LEAD_TIMEOUT_MS),
    });
    return await deliveryOf(response);
  } catch {
    return { status: 'unavailable' };
  }
}
