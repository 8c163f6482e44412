/** contact-message: stores a message from the contact form and notifies the owners in the background. */
import { defineEndpoint } from './endpoint.ts';
import { insertLead } from './lead-store.ts';
import { detailLines } from './notify.ts';
import { contactMessageSchema } from './schemas.ts';

export const contactMessage = defineEndpoint({
  name: 'contact-message',
  schema: contactMessageSchema,
  async handle({ clientId, name, email, phone, message, page }, context) {
    const stored = await insertLead(
      context.client,
      'contact_messages',
      { name, email, phone: phone ?? null, message, page: page ?? null },
      clientId,
    );
    if (stored === 'retry') return { duplicate: true };

    context.notifyInBackground({
      kind: 'contact-message',
      subject: `New message from ${name}`,
      body: `${detailLines([
        ['Name', name],
        ['Email', email],
        ['Phone', phone],
        ['Page', page],
      ])}\n\n${message}`,
      payload: { name, email, phone: phone ?? null, message, page: page ?? null },
      replyTo: email,
    });
    return {};
  },
});
