import { business } from '@/content/business';
import { prices } from '@/content/price-text';

export const referralToasts = {
  invalid: {
    title: 'Validation Error',
    description: 'Please check the form and try again.',
    variant: 'destructive',
  },
  failed: {
    title: 'Invitation not sent',
    description: `Please try again or call ${business.phone.display}.`,
    variant: 'destructive',
  },
  sent: (friend: string) => ({
    title: 'Invitation sent!',
    description: `Thanks! We'll invite ${friend} on your behalf. You both save ${prices.referral} when they book their first service.`,
  }),
  saved: {
    title: 'Saved on this device',
    description:
      "We couldn't reach our server. Your invitation will be sent automatically as soon as our server can be reached.",
  },
} as const;

/** The form's closing status line. */
export const referralStatus = {
  sent: (friend: string) => `Your invitation for ${friend} was sent.`,
  saved: (friend: string) =>
    `Your invitation for ${friend} is saved on this device and will be sent automatically as soon as our server can be reached.`,
} as const;
