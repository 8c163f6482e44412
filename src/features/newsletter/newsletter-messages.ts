import type { LeadOutcome } from '@/lib/leads/send-lead';

export interface Notice {
  title: string;
  description: string;
  variant?: 'default' | 'destructive';
}

export const savedOnDevice: Notice = {
  title: 'Saved on this device',
  description:
    "We couldn't reach our server. Your sign-up will be sent automatically as soon as our server can be reached.",
};

/** The texts for a sign-up this device had already kept (docs/product.md). */
const keptBefore: Notice = {
  title: 'Already subscribed!',
  description: "You're already on our list. We'll keep you updated!",
};

/** The fallback when a refused sign-up names no email problem. */
const INVALID_FALLBACK = 'Please check your information and try again.';

/** What to tell a visitor whose sign-up the server refused: the email's message, else the fallback. */
export const invalidMessage = (fields: Record<string, string>) => fields.email ?? INVALID_FALLBACK;

/** The newsletter's texts (docs/product.md) for each outcome of a sign-up. */
export function newsletterNotice(outcome: LeadOutcome): Notice {
  switch (outcome.kind) {
    case 'sent':
      return {
        title: 'Subscribed successfully!',
        description: 'Thank you for subscribing to our newsletter.',
      };
    case 'duplicate':
      return {
        title: 'Already subscribed',
        description: 'This email is already subscribed to our newsletter.',
      };
    case 'saved':
      return outcome.alreadyKept ? keptBefore : savedOnDevice;
    case 'invalid':
      return { title: 'Invalid Input', description: invalidMessage(outcome.fields), variant: 'destructive' };
    case 'failed':
      return { title: 'Subscription failed', description: 'Please try again later.', variant: 'destructive' };
  }
}
