import type { ReferralInvite } from '@shared/schemas';
import { invokeFunction } from '@/lib/functions';
import { keepLead } from '@/lib/outbox';

export type InviteOutcome =
  | { kind: 'sent' }
  /** The backend could not be reached: kept on this device and sent later by the outbox. */
  | { kind: 'saved' }
  | { kind: 'invalid'; fields: Record<string, string> }
  | { kind: 'failed' };

export async function sendReferralInvite(invite: ReferralInvite): Promise<InviteOutcome> {
  const payload = {
    clientId: crypto.randomUUID(),
    referrerEmail: invite.referrerEmail,
    referredEmail: invite.referredEmail,
    referredName: invite.referredName,
    message: invite.message ?? null,
  };
  const result = await invokeFunction('referral-invite', payload);
  if (result.ok || result.kind === 'duplicate') return { kind: 'sent' };
  if (result.kind === 'network') {
    if (!keepLead('referral', payload)) return { kind: 'failed' };
    return { kind: 'saved' };
  }
  if (result.kind === 'validation') return { kind: 'invalid', fields: result.fields };
  return { kind: 'failed' };
}
