/** contact-message: stores a message from the contact form and notifies the owners in the background. */
import { defineEndpoint } from './endpoint.ts';
import { detailLines } from './notify.ts';
import { contactMessageSchema } from './schemas.ts';

export const contactMessage = defineEndpoint({
  name: 'contact-message',
  schema: contactMessageSchema,
  async handle({ name, email, phone, message, page }, context) {
    const { error } = await context.client
      .from('contact_messages')
      .insert({ name, email, phone: phone ?? null, message, page: page ?? null });
    if (error) throw new Error(`contact_messages insert failed: ${error.message}`);

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
