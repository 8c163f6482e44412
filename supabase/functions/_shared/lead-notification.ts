/**
 * lead-notification: tells the owners about a lead the browser kept elsewhere (for example the exit modal's email).
 * The notification row is the record of that lead: the reply waits until it is stored (a 503 otherwise, so the
 * browser may try again) and it is delivered like every other owner notification, from the outbox with retries.
 */
import { defineEndpoint } from './endpoint.ts';
import { ServiceUnavailable } from './http.ts';
import { leadNotificationSchema } from './schemas.ts';

/** `label: value` lines for the fields that are present. */
function detailLines(fields: Array<[label: string, value: string | null | undefined]>): string {
  return fields
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([label, value]) => `${label}: ${value}`)
    .join('\n');
}

/** Subjects are one line: `source` is free text. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 200);

export const leadNotification = defineEndpoint({
  name: 'lead-notification',
  schema: leadNotificationSchema,
  async handle({ email, name, source, page }, { client, userId }) {
    const { error } = await client.from('notifications').insert({
      kind: 'lead-notification',
      subject: oneLine(`New lead from ${source}${email ? `: ${email}` : ''}`),
      body: detailLines([
        ['Email', email],
        ['Name', name],
        ['Source', source],
        ['Page', page],
        ['Signed-in client', userId ? 'yes' : undefined],
      ]),
      reply_to: email ?? null,
      payload: { email: email ?? null, name: name ?? null, source, page: page ?? null, user_id: userId },
    });
    if (error) throw new ServiceUnavailable(`notifications insert failed: ${error.message}`);
    return {};
  },
});
