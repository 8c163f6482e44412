/**
 * The words of the messages the outbox sends besides the owners' email: the visitor's acknowledgement, the quote's
 * one follow-up and the owners' text. Each is written when it is sent, from the lead the row keeps (its payload): the
 * reply-by time comes from the reply clock, the one the owners' inbox counts with. docs/product.md quotes these texts.
 * Plain text only; the owners' email is written by the database (enqueue_lead_notification).
 */
import { businessFacts } from './browser-safe/business-facts.ts';
import { formatCents, PLAN_LABELS, type Estimate, type Plan } from './browser-safe/pricing.ts';
import { formatReplyBy, replyDueAt } from './browser-safe/reply-clock.ts';

/** What a message needs beyond the lead: where the visitor books, and the site (for the unsubscribe page). */
export interface MessageLinks {
  /** The client hub's booking form. */
  bookingUrl: string;
  /** The site's origin, e.g. https://www.brazos-scoop.example. */
  siteUrl: string;
}

/** The lead as the outbox row keeps it: the quote's or the message's columns. */
export interface StoredLead {
  name?: string;
  created_at?: string;
  contact?: string | null;
  email?: string;
  phone?: string | null;
  message?: string;
  zip_code?: string;
  dog_count?: number;
  plan?: Plan | null;
  estimate?: Estimate | null;
  unsubscribe_token?: string;
}

export interface WrittenEmail {
  subject: string;
  text: string;
  /** RFC 8058 headers for a message that is not a direct answer. */
  headers?: Record<string, string>;
}

const firstName = (name: string | undefined) => (name ?? '').trim().split(/\s+/)[0] || 'there';

const dogs = (count: number | undefined) => {
  const shown = (count ?? 1) >= 4 ? '4+' : String(count ?? 1);
  return `${shown} dog${shown === '1' ? '' : 's'}`;
};

/** The booking form, prefilled as the site's own booking links are (name, ZIP code, dogs, plan). */
export function bookingLink(links: MessageLinks, lead: StoredLead): string {
  const url = new URL(links.bookingUrl);
  const prefill: Record<string, string | undefined> = {
    name: lead.name,
    zip: lead.zip_code,
    dogs: lead.dog_count === undefined ? undefined : String(lead.dog_count),
    plan: lead.plan ? PLAN_LABELS[lead.plan] : undefined,
  };
  for (const [key, value] of Object.entries(prefill)) if (value) url.searchParams.set(key, value);
  return url.toString();
}

/** The estimate in a few lines, as the visitor saw it on the quote form; none when the quote has no estimate. */
export function estimateLines(estimate: Estimate | null | undefined): string[] {
  if (!estimate || typeof estimate !== 'object') return [];
  const perVisit =
    estimate.perVisitCents === null
      ? 'we quote your yard on site'
      : `${formatCents(estimate.perVisitCents)} a visit` +
        (estimate.perMonthCents === null ? '' : ` (about ${formatCents(estimate.perMonthCents)} a month)`);
  const lines = [`Your estimate: ${PLAN_LABELS[estimate.plan] ?? estimate.plan}, ${perVisit}`];
  if (estimate.firstBillCents !== null) lines.push(`First bill: ${formatCents(estimate.firstBillCents)}`);
  if (estimate.dogsConfirmedOnSite)
    lines.push('With 4 or more dogs, we confirm the price on the first visit.');
  return lines;
}

const arrived = (lead: StoredLead) => new Date(lead.created_at ?? Date.now());

/** "10:00 AM Saturday": when the owners will reply, on the reply clock, as the visitor reads it on arrival. */
export function replyBy(lead: StoredLead): string {
  const created = arrived(lead);
  return formatReplyBy(replyDueAt(created), created);
}

const signature = businessFacts.name;
const phoneLine = `Rather talk? Call us at ${businessFacts.phone.digits}.`;

/** The acknowledgement of a quote (`quote`) or a message, to the address the visitor left. */
export function acknowledgementEmail(
  kind: 'quote' | 'message',
  lead: StoredLead,
  links: MessageLinks,
): WrittenEmail {
  const when = `We'll reply by ${replyBy(lead)}.`;
  const closing = [
    '',
    `Ready to book? ${bookingLink(links, lead)}`,
    phoneLine,
    'Or just reply to this email.',
    '',
    signature,
  ];
  if (kind === 'quote') {
    const asked = [
      lead.plan ? PLAN_LABELS[lead.plan] : null,
      dogs(lead.dog_count),
      `ZIP code ${lead.zip_code ?? ''}`,
    ]
      .filter(Boolean)
      .join(', ');
    const estimate = estimateLines(lead.estimate);
    return {
      subject: 'We got your quote request',
      text: [
        `Hi ${firstName(lead.name)},`,
        '',
        `Thanks for asking ${businessFacts.name} for a quote. ${when}`,
        '',
        `You asked about: ${asked}`,
        ...estimate,
        ...closing,
      ].join('\n'),
    };
  }
  return {
    subject: 'We got your message',
    text: [
      `Hi ${firstName(lead.name)},`,
      '',
      `Thanks for your message to ${businessFacts.name}. ${when}`,
      '',
      'You wrote:',
      ...(lead.message ?? '').split('\n').map((line) => `> ${line}`),
      ...closing,
    ].join('\n'),
  };
}

/** The unsubscribe page on the site for a token (the link in the body). */
export const unsubscribePageUrl = (links: MessageLinks, token: string) =>
  `${links.siteUrl}/unsubscribe?token=${encodeURIComponent(token)}`;

/** The unsubscribe function for a token (the List-Unsubscribe header: a mail client POSTs to it). */
export const unsubscribeEndpointUrl = (functionsBaseUrl: string, token: string) =>
  `${functionsBaseUrl}/functions/v1/unsubscribe?token=${encodeURIComponent(token)}`;

const dayFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: businessFacts.timeZone,
  weekday: 'long',
  month: 'long',
  day: 'numeric',
});

/**
 * The quote's one follow-up: its estimate, the booking link, and what every message that is not a direct answer
 * carries (the postal address, an unsubscribe link, the RFC 8058 one-click headers).
 */
export function followUpEmail(lead: StoredLead, links: MessageLinks, functionsBaseUrl: string): WrittenEmail {
  const token = lead.unsubscribe_token ?? '';
  const estimate = estimateLines(lead.estimate);
  return {
    subject: 'Still want a cleaner yard?',
    text: [
      `Hi ${firstName(lead.name)},`,
      '',
      `You asked ${businessFacts.name} for a quote on ${dayFormat.format(arrived(lead))}. Still want a cleaner yard?`,
      ...(estimate.length ? ['', ...estimate] : []),
      '',
      `Book your first visit: ${bookingLink(links, lead)}`,
      `Questions? Call us at ${businessFacts.phone.digits}, or just reply to this email.`,
      '',
      signature,
      businessFacts.postalAddress,
      '',
      `This is the only follow-up we send about this quote. No more emails like this: ${unsubscribePageUrl(links, token)}`,
    ].join('\n'),
    headers: {
      'List-Unsubscribe': `<${unsubscribeEndpointUrl(functionsBaseUrl, token)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

const SMS_LENGTH = 320;

/** The owners' text about a new quote or message: who, how many dogs, where, the plan, how to answer, by when. */
export function ownerText(kind: 'quote' | 'message', lead: StoredLead): string {
  const name = (lead.name ?? '').trim().replace(/\s+/g, ' ').slice(0, 60);
  const reach = (address: string | null | undefined) =>
    address ? (address.includes('@') ? `Email ${address}` : `Call ${address}`) : 'No phone or email given';
  const due = `Reply by ${replyBy(lead)}.`;
  const text =
    kind === 'quote'
      ? `New quote: ${[name, dogs(lead.dog_count), lead.zip_code, lead.plan ? PLAN_LABELS[lead.plan] : null]
          .filter(Boolean)
          .join(', ')}. ${reach(lead.contact)}. ${due}`
      : `New message: ${name}. ${lead.phone ? reach(lead.phone) : reach(lead.email)}. ${due}`;
  return text.slice(0, SMS_LENGTH);
}
