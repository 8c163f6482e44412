import { business } from '@/content/business';

/** The quote's texts (docs/product.md), its offline notice included. */
export const quoteToasts = {
  invalid: {
    title: 'Validation Error',
    description: 'Please check the form and try again.',
    variant: 'destructive',
  },
  failed: {
    title: 'Error',
    description: `Please try again or call ${business.phone.display}`,
    variant: 'destructive',
  },
  sent: {
    title: 'Quote request sent!',
    description: `We'll confirm your price ${business.quoteReply}.`,
  },
  saved: {
    title: 'Saved on this device',
    description:
      "We couldn't reach our server. Your request will be sent automatically as soon as our server can be reached.",
  },
} as const;

/** The booking form opens this long after a successful quote (docs/product.md: 1 second). */
export const BOOKING_HANDOFF_DELAY_MS = 1000;

/**
 * Whether the ZIP is one the owners list, never a refusal: under the field while the visitor is `asking`, and with
 * the outcome once the request was `sent` (or kept to send).
 */
export function serviceAreaNote(zip: string, inServiceArea: boolean, moment: 'asking' | 'sent'): string {
  if (inServiceArea) return `Great news — ${zip} is in our service area.`;
  return moment === 'asking'
    ? waitingListNote(zip)
    : `${zip} is not in our service area yet: your request is on our waiting list, and the owners will let you know when we reach you.`;
}

/** Said after sending when the visitor left no phone or email: the booking form is how the owners reach them. */
export const NO_CONTACT_NOTE =
  "You didn't leave a phone number or email, so the booking form is how we reach you: please complete it.";

/** The estimate's words (docs/product.md, "The instant estimate"). */
export const estimateTexts = {
  title: (plan: string, dogs: number, fourOrMore: boolean) =>
    `Your estimate: ${plan}, ${fourOrMore ? '4+ dogs' : dogs === 1 ? '1 dog' : `${dogs} dogs`}`,
  onSite: 'We quote on site',
  quoteOnSite:
    "Part of this we can't price from here, so we quote it on site: send your request and the owners will set a time to look.",
  referral: (amount: string) => `Your referral code: ${amount} credit once you become a customer.`,
  loading: 'Getting your estimate…',
  unavailable:
    "We can't show an estimate right now: send your request and the owners will reply with your price.",
} as const;

/** Under every estimate. */
export const ESTIMATE_NOTE = 'An estimate: we confirm it on the first visit.';

/** A ZIP code outside the area: the request is kept as a waiting-list entry, never refused. */
export const waitingListNote = (zip: string) =>
  `We don't serve ${zip} yet. Send your request and we'll keep it on our waiting list: the owners will let you know when we reach you.`;

/** Said instead to a signed-in client who left none: the owners reply to the account's address. */
export const accountContactNote = (email: string) =>
  `We'll reply to you at ${email}, the email of your account.`;
