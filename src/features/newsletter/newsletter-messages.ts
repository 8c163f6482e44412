import { localLeadNotices } from '@/lib/outbox';
import type { SubscribeOutcome } from './newsletter-api';

export interface Notice {
  title: string;
  description: string;
  variant?: 'default' | 'destructive';
}

export const savedOnDevice: Notice = {
  title: 'Saved on this device',
  description:
    "We couldn't reach our server. Your sign-up will be sent automatically when your connection is back.",
};

/** The spec's newsletter texts (error catalogue) for each outcome of a sign-up. */
export function newsletterNotice(outcome: SubscribeOutcome): Notice {
  switch (outcome.kind) {
    case 'subscribed':
      return {
        title: 'Subscribed successfully!',
        description: 'Thank you for subscribing to our newsletter.',
      };
    case 'already-subscribed':
      return {
        title: 'Already subscribed',
        description: 'This email is already subscribed to our newsletter.',
      };
    case 'saved':
      return savedOnDevice;
    case 'saved-before':
      return localLeadNotices.duplicate;
    case 'invalid':
      return { ...localLeadNotices.invalid(outcome.message), variant: 'destructive' };
    case 'failed':
      return { title: 'Subscription failed', description: 'Please try again later.', variant: 'destructive' };
  }
}
