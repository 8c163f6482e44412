/**
 * quote-request: stores the quote form (any 5-digit ZIP is accepted; whether it is in the listed service area is
 * stored and answered). The owners' notification is written with the row (see the durable_notifications migration).
 */
import { defineEndpoint } from './endpoint.ts';
import { LEAD_FUNCTIONS, limits } from './lead-rules.ts';
import { insertLead } from './lead-store.ts';
import { quoteRequestSchema } from './schemas.ts';
import { isServiceAreaZip } from './service-area.ts';

export const quoteRequest = defineEndpoint({
  name: LEAD_FUNCTIONS.quote,
  schema: quoteRequestSchema,
  async handle(
    { clientId, name, zipCode, dogCount, contact, page, referralCode },
    { client, userId, userEmail },
  ) {
    const inServiceArea = isServiceAreaZip(zipCode);
    // A signed-in client who left no phone or email is answered at their account's address (from the verified
    // token, never from the body), and told so: the reply says which address the owners will use.
    const accountContact = !contact && userEmail && userEmail.length <= limits.email ? userEmail : undefined;
    const stored = await insertLead(
      client,
      'quote_requests',
      {
        name,
        zip_code: zipCode,
        dog_count: dogCount,
        contact: contact ?? accountContact ?? null,
        page: page ?? null,
        referral_code: referralCode ?? null,
        in_service_area: inServiceArea,
        user_id: userId,
      },
      clientId,
    );
    const reply = { inServiceArea, ...(accountContact && { accountContact }) };
    return stored === 'retry' ? { ...reply, duplicate: true } : reply;
  },
});
