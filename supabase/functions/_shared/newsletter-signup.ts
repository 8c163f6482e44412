/**
 * newsletter-signup: stores a subscriber (email lower-cased, one row per address in any case); the owners'
 * notification is written with the row. A known address answers 409 'Email already subscribed'. The subscriber is
 * linked to the signed-in client whose verified token came with the request; a `user_id` in the body is ignored.
 * A lead the browser kept and sends later carries the date it was signed up, which the row keeps when plausible.
 */
import { defineEndpoint } from './endpoint.ts';
import { jsonResponse } from './http.ts';
import { LEAD_FUNCTIONS } from './browser-safe/lead-rules.ts';
import { insertLead, UniqueViolation } from './lead-store.ts';
import { newsletterSignupSchema } from './browser-safe/schemas.ts';

export const newsletterSignup = defineEndpoint({
  name: LEAD_FUNCTIONS.newsletter,
  schema: newsletterSignupSchema,
  async handle({ clientId, email, source, page, referralCode, subscribedAt }, { client, userId }) {
    try {
      const stored = await insertLead(
        client,
        'newsletter_subscribers',
        {
          email,
          source,
          page: page ?? null,
          referral_code: referralCode ?? null,
          user_id: userId,
          // A kept lead's own sign-up date (./signup-date.ts); otherwise the table's default, now.
          ...(subscribedAt ? { subscribed_at: subscribedAt } : {}),
        },
        clientId,
      );
      // The browser's resend of this very sign-up: already stored, already notified.
      return stored === 'retry' ? { duplicate: true } : {};
    } catch (error) {
      if (error instanceof UniqueViolation) return jsonResponse(409, { error: 'Email already subscribed' });
      throw error;
    }
  },
});
