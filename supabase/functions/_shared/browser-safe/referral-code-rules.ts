/**
 * The referral code lookup's name and the shape of the codes accounts get, shared by the browser
 * (`@shared/referral-code-rules`) and the edge function. Free of imports, like lead-rules.ts.
 */

/** The edge function that answers whether a code belongs to an account, and nothing more. */
export const REFERRAL_CODE_CHECK_FUNCTION = 'referral-code-check';

/** The codes accounts get (profiles_referral_code_format): no other text can be one. */
export const ACCOUNT_REFERRAL_CODE_PATTERN = /^[A-Z0-9]{6,20}$/;

/** The lookup's only answer, the same for an unknown code and for text that is not a code at all. */
export interface ReferralCodeCheckReply {
  ok: true;
  valid: boolean;
}
