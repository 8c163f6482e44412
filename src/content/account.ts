/** The words of the account screens (/auth, /dashboard): what a website account is, and what it is not. */
import { business } from './business';
import { prices } from './price-text';

const credit = prices.referral;

export const accountPages = {
  auth: {
    title: 'Client Login',
    description: `Sign in to your ${business.name} website account, or create one: your referral link, your credits and the requests you sent us.`,
    /** Shown until the page knows its state (the query), and while a recovery link is checked. */
    loading: 'Loading the sign-in form...',
    checkingLink: 'Checking your link...',
  },
  dashboard: {
    title: 'Your Dashboard',
    description: `Your ${business.name} website account: your referral link, your credits, your requests and your email choices.`,
    /** Shown to an admin: their home is the owners' console. */
    ownersNote: 'You are one of the owners: the leads, subscribers and referrals are on the Admin page.',
    ownersLink: 'Open Admin',
  },
};

/** Two sign-ins, two purposes: said wherever a visitor might confuse them. */
export const websiteAccountVersusHub = {
  accountTitle: 'Your website account',
  accountPoints: [
    `Your personal referral link, and the ${credit} credits it earns`,
    'The quotes, messages and invitations you send us through this site',
    'Your newsletter choice, your password and your data',
  ],
  hubTitle: 'Looking for scheduling or payments?',
  hubText:
    'Visits, invoices and payments are handled in our client hub, a separate service with its own sign-in.',
  hubLink: 'Go to the client hub',
};

export const authModes = {
  signin: { heading: 'Client Login', tab: 'Sign in' },
  signup: { heading: 'Create your account', tab: 'Create account' },
  forgot: { heading: 'Reset your password', tab: 'Forgot password' },
  reset: { heading: 'Set a new password', tab: 'New password' },
} as const;

export type AuthMode = keyof typeof authModes;

export const referralProgramme = {
  title: `Refer a friend, you both save ${credit}`,
  steps: [
    'Share your link (or your code) with a friend who needs a cleaner yard.',
    'Your friend opens it and creates an account, or mentions your code when they book.',
    `Once they become a customer, the owners credit you ${credit} toward your next service, and your friend gets ${credit} off their first one.`,
  ],
  pendingNote: 'Pending: your friend signed up; the credit is confirmed once they become a customer.',
  underReviewNote: (count: number) =>
    `${count === 1 ? 'One referral is' : `${count} referrals are`} under review: more than ten friends signed up with your link in one day, so the owners check ${count === 1 ? 'it' : 'them'} before ${count === 1 ? 'it counts' : 'they count'} toward a credit.`,
  emptyReferrals:
    'No referrals yet. Share your link by text or email: when a friend signs up with it, they appear here.',
};
