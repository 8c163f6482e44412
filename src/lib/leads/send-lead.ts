/**
 * The one way a lead leaves the browser. A form validates its fields (the shared schemas), then calls
 * `sendLead(kind, lead)` and turns the one outcome into its own words; everything between is here: the client id
 * that makes resends safe, the signed-in client's token, the honeypot, the call, and keeping the lead when it did not
 * get through for any reason the visitor did not cause.
 */
import { filledHoneypot, HONEYPOT_FIELD, type LeadKind } from '@shared/lead-rules';
import type { ContactMessage, NewsletterSignup, QuoteRequest, ReferralInvite } from '@shared/schemas';
import { getReferralCode } from '../referral/referral-code';
import { keepLead, retryDelay } from './outbox';
import { requestFlush } from './outbox-store';
import { leadSession } from './session';
import { postLead, type Delivery } from './transport';

type Lead<T> = Omit<T, 'clientId' | 'referralCode'>;

/** The kinds of lead that carry the referral code the visitor holds, so the owners see who sent them. */
const CARRIES_REFERRAL_CODE: ReadonlySet<LeadKind> = new Set(['quote', 'contact', 'newsletter']);

/** What each kind of lead carries: the shared schemas' output, as the form's validation produced it. */
export interface LeadPayloads {
  quote: Lead<QuoteRequest>;
  contact: Lead<ContactMessage>;
  referral: Lead<ReferralInvite>;
  newsletter: Lead<NewsletterSignup>;
}

/**
 * The outcome of sending a lead, the only one a form handles:
 * - sent: the server stored it; `reply` is its answer (e.g. `inServiceArea` for a quote). A bot that filled the
 *   honeypot is told this too, whatever happened;
 * - saved: it did not get through (offline, timeout, server error or overload, a server fault), and this browser
 *   keeps it and sends it again by itself. `alreadyKept`: it already held this lead (a newsletter email kept earlier);
 * - invalid: the server refused the input; the messages are the visitor's to act on;
 * - duplicate: the server already has this email (newsletter);
 * - failed: it neither got through nor could be kept (this browser's storage is blocked or full).
 */
export type LeadOutcome =
  | { kind: 'sent'; reply: Record<string, unknown> }
  | { kind: 'saved'; alreadyKept: boolean }
  | { kind: 'invalid'; fields: Record<string, string> }
  | { kind: 'duplicate' }
  | { kind: 'failed' };

export interface SendOptions {
  /** The form's hidden field, as typed: only bots fill it. */
  honeypot?: string | null;
}

function keepForLater(
  kind: LeadKind,
  body: Record<string, unknown> & { clientId: string },
  delivery: Extract<Delivery, { status: 'unavailable' | 'refused' }>,
  userId: string | undefined,
): LeadOutcome {
  const kept = keepLead(kind, body, userId);
  if (kept === 'unavailable') return { kind: 'failed' };
  requestFlush(retryDelay(1, delivery.status === 'unavailable' ? delivery.retryAfterMs : undefined));
  return { kind: 'saved', alreadyKept: kept === 'already-kept' };
}

export async function sendLead<K extends LeadKind>(
  kind: K,
  lead: LeadPayloads[K],
  options: SendOptions = {},
): Promise<LeadOutcome> {
  const session = await leadSession();
  const body: Record<string, unknown> & { clientId: string } = {
    ...lead,
    clientId: crypto.randomUUID(),
    ...(CARRIES_REFERRAL_CODE.has(kind) ? { referralCode: getReferralCode() } : {}),
    // The newsletter payload names the account; the server ignores it and reads the token instead.
    ...(kind === 'newsletter' ? { user_id: session?.userId ?? null } : {}),
  };
  const trap = filledHoneypot(options.honeypot);
  if (trap) {
    // Sent with the field filled, so the server answers as if it stored it; never kept here.
    await postLead(kind, { ...body, [HONEYPOT_FIELD]: trap });
    return { kind: 'sent', reply: {} };
  }

  const delivery = await postLead(kind, body, session?.accessToken);
  switch (delivery.status) {
    case 'stored':
      return { kind: 'sent', reply: delivery.reply };
    case 'invalid':
      return { kind: 'invalid', fields: delivery.fields };
    case 'duplicate':
      return { kind: 'duplicate' };
    default:
      return keepForLater(kind, body, delivery, session?.userId);
  }
}
