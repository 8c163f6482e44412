/** referral-invite: stores a client's invitation of a friend and notifies the owners in the background. */
import { defineEndpoint } from './endpoint.ts';
import { insertLead } from './lead-store.ts';
import { detailLines } from './notify.ts';
import { referralInviteSchema } from './schemas.ts';

export const referralInvite = defineEndpoint({
  name: 'referral-invite',
  schema: referralInviteSchema,
  async handle({ clientId, referrerEmail, referredEmail, referredName, message }, context) {
    const stored = await insertLead(
      context.client,
      'referral_invites',
      {
        referrer_email: referrerEmail,
        referred_email: referredEmail,
        referred_name: referredName,
        message: message ?? null,
      },
      clientId,
    );
    if (stored === 'retry') return { duplicate: true };

    context.notifyInBackground({
      kind: 'referral-invite',
      subject: `New referral: ${referredName} invited by ${referrerEmail}`,
      body: `${detailLines([
        ['Referred friend', referredName],
        ['Friend’s email', referredEmail],
        ['Invited by', referrerEmail],
      ])}${message ? `\n\n${message}` : ''}`,
      payload: { referrerEmail, referredEmail, referredName, message: message ?? null },
      // The friend is the new lead the owners will want to answer.
      replyTo: referredEmail,
    });
    return {};
  },
});
