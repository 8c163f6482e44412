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
    description: "We'll contact you within 2 hours with your free quote.",
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
    ? `${zip} is outside the towns we list, but send your request anyway: the owners will confirm coverage when they reply.`
    : `${zip} is outside the towns we list: the owners will confirm coverage when they reply.`;
}

/** Said after sending when the visitor left no phone or email: the booking form is how the owners reach them. */
export const NO_CONTACT_NOTE =
  "You didn't leave a phone number or email, so the booking form is how we reach you: please complete it.";

/** Said instead to a signed-in client who left none: the owners reply to the account's address. */
export const accountContactNote = (email: string) =>
  `We'll reply to you at ${email}, the email of your account.`;
