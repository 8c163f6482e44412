import { business } from '@/content/business';
import { timeRange } from '@/content/clock-time';

/** Where a request stands, as my_requests() tells the client (the server maps the owners' own statuses to these). */
export type ClientRequestStatus = 'received' | 'contacted' | 'booked' | 'closed';

export type RequestKind = 'quote' | 'message' | 'invite';

const CLIENT_STATUSES: readonly string[] = ['received', 'contacted', 'booked', 'closed'];

/** The server's status if it is one the screen knows how to say, else null (the request shows no status). */
export const toClientRequestStatus = (value: string | null | undefined): ClientRequestStatus | null =>
  value && CLIENT_STATUSES.includes(value) ? (value as ClientRequestStatus) : null;

/** "Mon–Fri 8 AM–6 PM, Sat 8 AM–4 PM", from the business's hours. */
export const businessHoursText = () =>
  business.hours.map((h) => `${h.label} ${timeRange(h.opens, h.closes)}`).join(', ');

export interface StatusText {
  label: string;
  /** What it means for the client, where there is something useful to add. */
  explanation: string | null;
}

/**
 * The status in a client's words. An invitation is about the friend, not the client: the owners contact the friend,
 * and "booked" means the friend booked.
 */
export function requestStatusText(kind: RequestKind, status: ClientRequestStatus): StatusText {
  const invite = kind === 'invite';
  switch (status) {
    case 'received':
      return {
        label: 'Received',
        explanation: invite
          ? 'We will invite your friend for you.'
          : kind === 'quote'
            ? `We reply ${business.quoteReply} in business hours (${businessHoursText()}).`
            : `We reply in business hours (${businessHoursText()}).`,
      };
    case 'contacted':
      return invite
        ? { label: 'We contacted your friend', explanation: null }
        : { label: 'We contacted you', explanation: `Missed us? Call ${business.phone.display}.` };
    case 'booked':
      return {
        label: 'Booked',
        explanation: invite ? 'Your friend booked with us.' : 'You are on our schedule.',
      };
    case 'closed':
      return {
        label: 'Closed',
        explanation: invite
          ? null
          : `Need anything else? Call ${business.phone.display} or send us a new request.`,
      };
  }
}
