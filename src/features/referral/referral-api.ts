import type { ReferralInvite } from '@shared/schemas';
import { filledHoneypot, HONEYPOT_NAME } from '@/components/ui/HoneypotField';
import { invokeFunction } from '@/lib/functions';
import { keepLead } from '@/lib/outbox';

export type InviteOutcome =
  | { kind: 'sent' }
  /** The backend could not be reached: kept on this device and sent later by the outbox. */
  | { kind: 'saved' }
  | { kind: 'invalid'; fields: Record<string, string> }
  | { kind: 'failed' };

/**
 * Sends the invitation through the referral-invite function. `honeypot` is the form's hidden field: when a bot
 * filled it, the request carries it and is answered 'sent' whatever happened, and nothing is kept on this device.
 */
export async function sendReferralInvite(invite: ReferralInvite, honeypot?: string): Promise<InviteOutcome> {
  const payload = {
    clientId: crypto.randomUUID(),
    referrerEmail: invite.referrerEmail,
    referredEmail: invite.referredEmail,
    referredName: invite.referredName,
    message: invite.message ?? null,
  };
  const trap = filledHoneypot(honeypot);
  const result = await invokeFunction(
    'referral-invite',
    trap ? { ...payload, [HONEYPOT_NAME]: trap } : payload,
  );
  if (trap || result.ok || result.kind === 'duplicate') return { kind: 'sent' };
  if (result.kind === 'network') {
    if (!keepLead('referral', payload)) return { kind: 'failed' };
    return { kind: 'saved' };
  }
  if (result.kind === 'validation') return { kind: 'invalid', fields: result.fields };
  return { kind: 'failed' };
}
