/** referral-invite: stores a client's invitation of a friend; the owners' notification is written with the row. */
import { defineEndpoint } from './endpoint.ts';
import { LEAD_FUNCTIONS } from './browser-safe/lead-rules.ts';
import { insertLead } from './lead-store.ts';
import { referralInviteSchema } from './browser-safe/schemas.ts';

export const referralInvite = defineEndpoint({
  name: LEAD_FUNCTIONS.referral,
  schema: referralInviteSchema,
  async handle({ clientId, referrerEmail, referredEmail, referredName, message }, { client, userId }) {
    const stored = await insertLead(
      client,
      'referral_invites',
      {
        referrer_email: referrerEmail,
        referred_email: referredEmail,
        referred_name: referredName,
        message: message ?? null,
        user_id: userId,
      },
      clientId,
    );
    return stored === 'retry' ? { duplicate: true } : {};
  },
});
