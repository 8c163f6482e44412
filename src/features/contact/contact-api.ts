import type { ContactMessage } from '@shared/schemas';
import { filledHoneypot, HONEYPOT_NAME } from '@/components/ui/HoneypotField';
import { invokeFunction } from '@/lib/functions';
import { keepLead } from '@/lib/outbox';

export type ContactOutcome =
  | { kind: 'sent' }
  /** The backend could not be reached: kept on this device and sent later by the outbox. */
  | { kind: 'saved' }
  | { kind: 'invalid'; fields: Record<string, string> }
  | { kind: 'failed' };

/**
 * Sends the message through the contact-message function. `honeypot` is the form's hidden field: when a bot
 * filled it, the request carries it and is answered 'sent' whatever happened, and nothing is kept on this device.
 */
export async function sendContactMessage(
  message: Omit<ContactMessage, 'page'>,
  page: string,
  honeypot?: string,
): Promise<ContactOutcome> {
  const payload = {
    clientId: crypto.randomUUID(),
    name: message.name,
    email: message.email,
    phone: message.phone ?? null,
    message: message.message,
    page,
  };
  const trap = filledHoneypot(honeypot);
  const result = await invokeFunction(
    'contact-message',
    trap ? { ...payload, [HONEYPOT_NAME]: trap } : payload,
  );
  if (trap || result.ok || result.kind === 'duplicate') return { kind: 'sent' };
  if (result.kind === 'network') {
    if (!keepLead('contact', payload)) return { kind: 'failed' };
    return { kind: 'saved' };
  }
  if (result.kind === 'validation') return { kind: 'invalid', fields: result.fields };
  return { kind: 'failed' };
}
