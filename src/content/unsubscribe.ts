import { business } from './business';

/** The words of /unsubscribe, the page the link in a follow-up opens. */
export const unsubscribePage = {
  title: 'Unsubscribe',
  description: `Stop the emails ${business.name} sends that you did not ask for.`,
  checking: 'Checking your link…',
  sending: 'Unsubscribing…',
  ask: `Stop the follow-ups and any other email from ${business.name} that is not an answer to you?`,
  button: 'Unsubscribe',
  outcome: {
    unsubscribed: `You're unsubscribed. ${business.name} will send you no more follow-ups or other emails you did not ask for; we still answer when you write to us.`,
    unknown:
      'This unsubscribe link is not valid. Copy the whole link from the email, or reply to the email and we will take you off.',
    unreachable: `We could not reach our server. Try again in a minute, or call ${business.phone.digits}.`,
  },
} as const;
