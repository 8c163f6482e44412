/**
 * referral-code-check: whether a referral code belongs to an account, for the /ref/{code} landing to say so before it
 * keeps the code. The answer is `{ ok, valid }` and nothing about the referrer; an unknown code and text that is not
 * a code get the same answer. Anonymous, so it counts against the per-client rate limit like every public function.
 */
import { defineEndpoint } from './endpoint.ts';
import { ServiceUnavailable } from './http.ts';
import {
  ACCOUNT_REFERRAL_CODE_PATTERN,
  REFERRAL_CODE_CHECK_FUNCTION,
} from './browser-safe/referral-code-rules.ts';
import { referralCodeCheckSchema } from './browser-safe/schemas.ts';

export const referralCodeCheck = defineEndpoint({
  name: REFERRAL_CODE_CHECK_FUNCTION,
  schema: referralCodeCheckSchema,
  async handle({ code }, { client }) {
    // Upper-cased as the sign-up's credit_referral does, so a link typed in any case is valid.
    const normalized = code.trim().toUpperCase();
    if (!ACCOUNT_REFERRAL_CODE_PATTERN.test(normalized)) return { valid: false };
    const { data, error } = await client
      .from('profiles')
      .select('referral_code')
      .eq('referral_code', normalized)
      .limit(1)
      // A visitor is waiting on the landing: one try, and without an answer the browser keeps the code unchecked.
      .retry(false);
    if (error) throw new ServiceUnavailable(`profiles lookup failed: ${error.message}`);
    return { valid: (data ?? []).length > 0 };
  },
});
