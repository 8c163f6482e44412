import type { AuthFailure, AuthFailureKind, WeakPasswordReason } from '@/lib/auth/auth-failure';
import { business } from '@/content/business';
import { MIN_PASSWORD_LENGTH } from '@/lib/password-policy';

/** The text (docs/product.md) for a sign-in or sign-up with neither an email nor a password. */
export const MISSING_CREDENTIALS = 'You must provide either an email or phone number and a password';

/** What each failure means for the person in front of the form; never a raw server code. */
const FAILURE_TEXT: Record<AuthFailureKind, string> = {
  'missing-credentials': MISSING_CREDENTIALS,
  'invalid-credentials':
    'That email and password do not match an account. Check both, or reset your password.',
  'email-not-confirmed':
    'Please confirm your email address first: open the link we sent when you created the account.',
  'weak-password': 'Please choose a stronger password.',
  'user-exists': 'An account with this email already exists. Sign in instead, or reset your password.',
  'email-taken': 'Another account already uses this email address.',
  'same-password': 'Your new password must be different from your current one.',
  'rate-limited': 'Too many attempts in a short time. Please wait a few minutes, then try again.',
  network: "We couldn't reach our server. Check your connection and try again.",
  'session-missing': 'Your session has ended. Please sign in again.',
  'link-expired': 'This link has expired or was already used. Please ask for a new one.',
  unknown: `Something went wrong on our side. Please try again, or call ${business.phone.display}.`,
};

/** Why a password was refused, in words a person understands (GoTrue's reasons). */
export const WEAK_PASSWORD_REASON_TEXT: Record<WeakPasswordReason, string> = {
  length: `It is shorter than ${MIN_PASSWORD_LENGTH} characters.`,
  characters: 'It needs a mix of character types (letters, digits and symbols).',
  pwned: 'It is one of the most commonly used passwords, which attackers try first.',
};

/** The password rule, as the sign-up and new-password forms explain it. */
export const PASSWORD_RULE = `At least ${MIN_PASSWORD_LENGTH} characters. Very common passwords (like "password123") are refused.`;

export interface FailureMessage {
  text: string;
  /** For a weak password: each reason, worded. */
  reasons?: string[];
}

export function failureMessage(failure: AuthFailure): FailureMessage {
  const text = FAILURE_TEXT[failure.kind];
  if (failure.kind !== 'weak-password') return { text };
  return { text, reasons: (failure.reasons ?? []).map((reason) => WEAK_PASSWORD_REASON_TEXT[reason]) };
}

export const authToasts = {
  signedIn: { title: 'Welcome back!', description: 'You are signed in to your website account.' },
  accountCreated: {
    title: 'Account created',
    description: 'Welcome! Your referral link is on your dashboard.',
  },
  passwordUpdated: { title: 'Password updated', description: 'You are signed in with your new password.' },
  weakPasswordSignIn: {
    title: 'Welcome back! Please change your password',
    description:
      'It no longer meets our rules (too short or too common). You can change it on your dashboard.',
  },
} as const;
