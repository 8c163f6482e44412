/**
 * The lead pipeline's rules that need no validation library: which edge function takes which kind of lead, the
 * field limits, the honeypot's field name and the dog counts. Shared by the browser (`@shared/lead-rules`) and the
 * edge functions, and free of imports, so the prerendered quick quote form can use it without pulling zod or
 * supabase-js into the first load. The zod schemas (./schemas.ts) build on it.
 *
 * It lives under supabase/functions/_shared/ because `supabase functions deploy` bundles only what is inside
 * supabase/functions/ reliably (imports from outside it have failed to deploy: supabase/cli#1028, #2533, #3467).
 */

/** Each kind of lead the site collects, and the edge function that stores it: the one list of those names. */
export const LEAD_FUNCTIONS = {
  quote: 'quote-request',
  contact: 'contact-message',
  referral: 'referral-invite',
  newsletter: 'newsletter-signup',
} as const;

export type LeadKind = keyof typeof LEAD_FUNCTIONS;
export type LeadFunctionName = (typeof LEAD_FUNCTIONS)[LeadKind];

/** A rule of "at most N" allows N characters (docs/product.md). */
export const limits = {
  email: 255,
  /**
   * An address's parts as mail can deliver them: 64 before the @ (RFC 5321) and 63 per label of the domain (DNS).
   * DNS's 253 for the whole domain follows from `email`: one character, the @ and 253 are 255.
   */
  emailLocalPart: 64,
  emailDomainLabel: 63,
  name: 100,
  message: 2000,
  referralMessage: 500,
  source: 100,
  page: 500,
  phoneMin: 10,
  phoneMax: 20,
  choice: 100,
} as const;

/** Postgres's unique_violation: a lead (or an address) the table already holds. */
export const UNIQUE_VIOLATION = '23505';

/** Bots fill every input they find; people never see this one. A filled honeypot is answered as a success. */
export const HONEYPOT_FIELD = 'website';

/**
 * What a referral code looks like: upper-case letters and digits (the codes accounts get), hyphens and underscores
 * allowed for hand-made ones. The lead tables check the same pattern.
 */
export const REFERRAL_CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]{0,31}$/;

/** Dog counts offered by the quote form; the last one is labelled "4+". */
export const DOG_COUNTS = [1, 2, 3, 4] as const;

/**
 * The honeypot's text when it was filled, else undefined. Blank counts as empty (in the browser and on the server
 * alike), so a request a person sent never carries the field.
 */
export function filledHoneypot(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}
