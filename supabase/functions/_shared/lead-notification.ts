/**
 * lead-notification: tells the owners about a lead the browser kept elsewhere (for example the exit modal's
 * email). The outbox row is the record of the lead, so the reply waits for it and reports how delivery went;
 * the browser only logs a failure.
 */
import { defineEndpoint } from './endpoint.ts';
import { detailLines, notifyOwners } from './notify.ts';
import { leadNotificationSchema } from './schemas.ts';

export const leadNotification = defineEndpoint({
  name: 'lead-notification',
  schema: leadNotificationSchema,
  async handle({ email, name, source, page }, { client, deps }) {
    const delivery = await notifyOwners(client, deps, {
      kind: 'lead-notification',
      subject: `New lead from ${source}${email ? `: ${email}` : ''}`,
      body: detailLines([
        ['Email', email],
        ['Name', name],
        ['Source', source],
        ['Page', page],
      ]),
      payload: { email: email ?? null, name: name ?? null, source, page: page ?? null },
      replyTo: email,
    });
    return { delivery };
  },
});
