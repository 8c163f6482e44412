/**
 * Asks the server whether a referral code belongs to an account (the referral-code-check function), with a plain
 * `fetch` as the lead sender does: no supabase-js. Loaded only when a page's address carries a code.
 */
import { REFERRAL_CODE_CHECK_FUNCTION, type ReferralCodeCheckReply } from '@shared/referral-code-rules';
import { config } from '@/lib/config';

/** A lookup that hangs this long is treated as no answer: the code is kept unchecked. */
const CHECK_TIMEOUT_MS = 8_000;

/**
 * - valid: the server knows the code;
 * - unknown: the server answered that no account has it;
 * - unchecked: no answer that says either (offline, timeout, rate limit, a server fault).
 */
export type ReferralCodeCheck = 'valid' | 'unknown' | 'unchecked';

function isReply(body: unknown): body is ReferralCodeCheckReply {
  return (
    !!body &&
    typeof body === 'object' &&
    (body as Record<string, unknown>).ok === true &&
    typeof (body as Record<string, unknown>).valid === 'boolean'
  );
}

/** Never throws: every failure to get a clear answer is 'unchecked'. */
export async function checkReferralCode(code: string): Promise<ReferralCodeCheck> {
  try {
    const response = await fetch(`${config.supabaseUrl}/functions/v1/${REFERRAL_CODE_CHECK_FUNCTION}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        apikey: __SUPABASE_ANON_KEY__,
        Authorization: `Bearer ${__SUPABASE_ANON_KEY__}`,
      },
      body: JSON.stringify({ code }),
      signal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
    });
    if (!response.ok) return 'unchecked';
    const body: unknown = await response.json();
    if (!isReply(body)) return 'unchecked';
    return body.valid ? 'valid' : 'unknown';
  } catch {
    return 'unchecked';
  }
}
