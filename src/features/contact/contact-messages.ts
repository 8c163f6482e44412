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
      "We couldn't reach our server. Your message will be sent automatically as soon as our server can be reached.",
  },
} as const;

/** The form's closing status line. */
export const contactStatus = {
  sent: 'Your message was sent. We will get back to you soon.',
  saved:
    "Your message is saved on this device and will be sent automatically as soon as our server can be reached. You don't need to send it again.",
} as const;
