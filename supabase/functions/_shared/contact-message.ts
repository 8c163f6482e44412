/** contact-message: stores a message from the contact form; the owners' notification is written with the row. */
import { defineEndpoint } from './endpoint.ts';
import { LEAD_FUNCTIONS } from './browser-safe/lead-rules.ts';
import { insertLead } from './lead-store.ts';
import { contactMessageSchema } from './browser-safe/schemas.ts';

export const contactMessage = defineEndpoint({
  name: LEAD_FUNCTIONS.contact,
  schema: contactMessageSchema,
  async handle({ clientId, name, email, phone, message, page, referralCode }, { client, userId }) {
    const stored = await insertLead(
      client,
      'contact_messages',
      {
        name,
        email,
        phone: phone ?? null,
        message,
        page: page ?? null,
        referral_code: referralCode ?? null,
        user_id: userId,
      },
      clientId,
    );
    return stored === 'retry' ? { duplicate: true } : {};
  },
});
