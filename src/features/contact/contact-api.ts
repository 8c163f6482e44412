import type { ContactMessage } from '@shared/schemas';
import { invokeFunction } from '@/lib/functions';
import { keepLead } from '@/lib/outbox';

export type ContactOutcome =
  | { kind: 'sent' }
  /** The backend could not be reached: kept on this device and sent later by the outbox. */
  | { kind: 'saved' }
  | { kind: 'invalid'; fields: Record<string, string> }
  | { kind: 'failed' };

export async function sendContactMessage(
  message: Omit<ContactMessage, 'page'>,
  page: string,
): Promise<ContactOutcome> {
  const payload = {
    clientId: crypto.randomUUID(),
    name: message.name,
    email: message.email,
    phone: message.phone ?? null,
    message: message.message,
    page,
  };
  const result = await invokeFunction('contact-message', payload);
  if (result.ok || result.kind === 'duplicate') return { kind: 'sent' };
  if (result.kind === 'network') {
    if (!keepLead('contact', payload)) return { kind: 'failed' };
    return { kind: 'saved' };
  }
  if (result.kind === 'validation') return { kind: 'invalid', fields: result.fields };
  return { kind: 'failed' };
}
