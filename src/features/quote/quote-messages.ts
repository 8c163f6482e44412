import { business } from '@/content/business';

/** The spec's quote texts (error catalogue) and this form's own honest offline notice. */
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

/** The booking form opens this long after a successful quote (spec: 1 second). */
export const BOOKING_HANDOFF_DELAY_MS = 1000;

/** Said with the outcome: whether the ZIP is one the owners list, never a refusal. */
export function serviceAreaNote(zip: string, inServiceArea: boolean): string {
  return inServiceArea
    ? `Great news — ${zip} is in our service area.`
    : `${zip} is outside the towns we list, but send your request anyway: the owners will confirm coverage when they reply.`;
}
