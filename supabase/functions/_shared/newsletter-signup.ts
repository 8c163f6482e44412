/**
 * newsletter-signup: stores a subscriber (email lower-cased, one row per address in any case) and notifies the
 * owners in the background. A known address answers 409 'Email already subscribed'.
 */
import { defineEndpoint, type EndpointContext } from './endpoint.ts';
import { bearerToken, jsonResponse } from './http.ts';
import { insertLead, UniqueViolation } from './lead-store.ts';
import { detailLines } from './notify.ts';
import { newsletterSignupSchema } from './schemas.ts';

export const newsletterSignup = defineEndpoint({
  name: 'newsletter-signup',
  schema: newsletterSignupSchema,
  async handle({ clientId, email, source, page, user_id }, context) {
    const userId = user_id ? await verifiedUserId(context, user_id) : null;
    try {
      const stored = await insertLead(
        context.client,
        'newsletter_subscribers',
        { email, source, page: page ?? null, user_id: userId },
        clientId,
      );
      // The browser's resend of this very sign-up: already stored, already notified.
      if (stored === 'retry') return { duplicate: true };
    } catch (error) {
      if (error instanceof UniqueViolation) return jsonResponse(409, { error: 'Email already subscribed' });
      throw error;
    }

    context.notifyInBackground({
      kind: 'newsletter-signup',
      subject: `New newsletter subscriber: ${email}`,
      body: detailLines([
        ['Email', email],
        ['Source', source],
        ['Page', page],
        ['Signed-in client', userId ? 'yes' : undefined],
      ]),
      payload: { email, source, page: page ?? null, user_id: userId },
      replyTo: email,
    });
    return {};
  },
});

/**
 * The browser sends the signed-in user's id; it is linked only when the caller's access token belongs to that
 * user, so nobody can attach a subscription to someone else's account. Otherwise the lead is kept without it.
 */
async function verifiedUserId({ req, client }: EndpointContext, claimed: string): Promise<string | null> {
  const token = bearerToken(req);
  if (!token) return null;
  const { data, error } = await client.auth.getUser(token);
  if (!error && data.user?.id === claimed) return claimed;
  console.warn('[newsletter-signup] user_id does not match the caller; stored without it');
  return null;
}
