/**
 * quote-request: stores the quote form (any 5-digit ZIP is accepted; whether it is in the listed service area is
 * stored and answered). The owners' notification is written with the row (see the durable_notifications migration).
 */
import { defineEndpoint } from './endpoint.ts';
import { LEAD_FUNCTIONS } from './lead-rules.ts';
import { insertLead } from './lead-store.ts';
import { quoteRequestSchema } from './schemas.ts';
import { isServiceAreaZip } from './service-area.ts';

export const quoteRequest = defineEndpoint({
  name: LEAD_FUNCTIONS.quote,
  schema: quoteRequestSchema,
  async handle({ clientId, name, zipCode, dogCount, contact, page, referralCode }, { client, userId }) {
    const inServiceArea = isServiceAreaZip(zipCode);
    const stored = await insertLead(
      client,
      'quote_requests',
      {
        name,
        zip_code: zipCode,
        dog_count: dogCount,
        contact: contact ?? null,
        page: page ?? null,
        referral_code: referralCode ?? null,
        in_service_area: inServiceArea,
        user_id: userId,
      },
      clientId,
    );
    return stored === 'retry' ? { inServiceArea, duplicate: true } : { inServiceArea };
  },
});
