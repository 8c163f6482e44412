import { isServiceAreaZip, type QuoteRequest } from '@shared/schemas';
import { filledHoneypot, HONEYPOT_NAME } from '@/components/ui/HoneypotField';
import { invokeFunction } from '@/lib/functions';
import { keepLead } from '@/lib/outbox';

export type QuoteOutcome =
  | { kind: 'sent'; inServiceArea: boolean }
  /** The backend could not be reached: the request is kept on this device and sent later by the outbox. */
  | { kind: 'saved'; inServiceArea: boolean }
  | { kind: 'invalid'; fields: Record<string, string> }
  | { kind: 'failed' };

/**
 * Stores the quote request through the quote-request function (before any hand-off to the booking form).
 * `honeypot` is the form's hidden field: when a bot filled it, the request carries it and is answered 'sent'
 * whatever happened, and nothing is kept on this device.
 */
export async function sendQuoteRequest(
  quote: QuoteRequest,
  page: string,
  honeypot?: string,
): Promise<QuoteOutcome> {
  const payload = {
    clientId: crypto.randomUUID(),
    name: quote.name,
    zipCode: quote.zipCode,
    dogCount: quote.dogCount,
    page,
  };
  const trap = filledHoneypot(honeypot);
  const result = await invokeFunction<{ inServiceArea?: unknown }>(
    'quote-request',
    trap ? { ...payload, [HONEYPOT_NAME]: trap } : payload,
  );
  const localAnswer = isServiceAreaZip(quote.zipCode);
  if (trap) return { kind: 'sent', inServiceArea: localAnswer };
  if (result.ok) {
    const inServiceArea = result.data?.inServiceArea;
    return { kind: 'sent', inServiceArea: typeof inServiceArea === 'boolean' ? inServiceArea : localAnswer };
  }
  switch (result.kind) {
    case 'duplicate':
      return { kind: 'sent', inServiceArea: localAnswer };
    case 'network':
      if (!keepLead('quote', payload)) return { kind: 'failed' };
      return { kind: 'saved', inServiceArea: localAnswer };
    case 'validation':
      return { kind: 'invalid', fields: result.fields };
    default:
      return { kind: 'failed' };
  }
}

export function serviceAreaNote(zip: string, inServiceArea: boolean): string {
  return inServiceArea
    ? `Great news — ${zip} is in our service area.`
    : `${zip} is outside the towns we list, but send your request anyway: the owners will confirm coverage when they reply.`;
}
