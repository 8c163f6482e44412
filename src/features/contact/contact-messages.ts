import { business } from '@/content/business';

export const contactToasts = {
  invalid: {
    title: 'Validation Error',
    description: 'Please check the form and try again.',
    variant: 'destructive',
  },
  failed: {
    title: 'Message not sent',
    description: `Please try again or call ${business.phone.display}.`,
    variant: 'destructive',
  },
  sent: { title: 'Message sent!', description: "Thank you for reaching out. We'll get back to you soon." },
  saved: {
    title: 'Saved on this device',
    description:
      "We couldn't reach our server. Your message will be sent automatically when your connection is back.",
  },
} as const;
