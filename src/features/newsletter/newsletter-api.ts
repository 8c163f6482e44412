import { filledHoneypot, HONEYPOT_NAME } from '@/components/ui/HoneypotField';
import { invokeFunction } from '@/lib/functions';
import { saveLocalNewsletterLead } from '@/lib/outbox';
import { currentUserId } from '@/lib/supabase';

export type SubscribeOutcome =
  | { kind: 'subscribed' }
  /** The server already has this email (409). */
  | { kind: 'already-subscribed' }
  /** The backend could not be reached: kept on this device as a local lead and sent later by the outbox. */
  | { kind: 'saved' }
  /** Offline, and this device already keeps a lead with this email. */
  | { kind: 'saved-before' }
  | { kind: 'invalid'; message: string }
  | { kind: 'failed' };

export interface SubscribeInput {
  email: string;
  source: string;
  page: string;
  /** Lead-magnet sign-ups: the visitor's name, for the owners' notification. */
  name?: string;
  /** The form's hidden field: filled only by bots. */
  honeypot?: string;
}

/**
 * Subscribes through newsletter-signup (which also notifies the owners). A bot that filled the honeypot sends it
 * along and is answered 'subscribed' whatever happened; nothing of it is kept on this device.
 */
export async function subscribe({
  email,
  source,
  page,
  name,
  honeypot,
}: SubscribeInput): Promise<SubscribeOutcome> {
  const clientId = crypto.randomUUID();
  const userId = await currentUserId();
  const trap = filledHoneypot(honeypot);
  const result = await invokeFunction('newsletter-signup', {
    clientId,
    email,
    source,
    page,
    user_id: userId,
    ...(name ? { name } : {}),
    ...(trap ? { [HONEYPOT_NAME]: trap } : {}),
  });
  if (trap || result.ok) return { kind: 'subscribed' };
  switch (result.kind) {
    case 'duplicate':
      return { kind: 'already-subscribed' };
    case 'network': {
      const local = saveLocalNewsletterLead({ id: clientId, email, source, page });
      if (local.status === 'saved') return { kind: 'saved' };
      if (local.status === 'duplicate') return { kind: 'saved-before' };
      if (local.status === 'invalid') return { kind: 'invalid', message: local.message };
      return { kind: 'failed' };
    }
    case 'validation':
      return {
        kind: 'invalid',
        message: result.fields.email ?? 'Please check your information and try again.',
      };
    default:
      return { kind: 'failed' };
  }
}
