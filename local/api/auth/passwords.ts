import { randomBytes } from 'node:crypto';
import bcrypt from 'bcryptjs';
import {
  MAX_PASSWORD_BYTES,
  passwordByteLength,
  type WeakPasswordReason,
} from '../../../src/lib/password-policy.ts';
import type { AuthSettings, PasswordRequirements } from '../supabase-config.ts';
import { AuthApiFailure, validationFailed } from './errors.ts';

/** GoTrue's bcrypt cost. */
const BCRYPT_COST = 10;

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, BCRYPT_COST);
}

/**
 * A hash of a random password nobody keeps, made once at the cost of real ones: checked in place of a hash that does
 * not exist, so that a sign-in for an unknown address, or an account without a password, takes as long as a wrong
 * password for a real one and the time taken does not tell whether the account exists.
 */
let standInHash: Promise<string> | undefined;
const standIn = () => (standInHash ??= hashPassword(randomBytes(32).toString('base64')));

/** Whether the password matches the stored hash; false without one, after as much work as a real check. */
export async function passwordMatches(password: string, hash: string | null): Promise<boolean> {
  if (!hash) {
    await bcrypt.compare(password, await standIn());
    return false;
  }
  return bcrypt.compare(password, hash);
}

/** The character sets behind config.toml's `password_requirements` (the Supabase CLI's mapping for GoTrue). */
const REQUIRED_CHARACTERS: Record<PasswordRequirements, readonly string[]> = {
  '': [],
  letters_digits: ['abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ', '0123456789'],
  lower_upper_letters_digits: ['abcdefghijklmnopqrstuvwxyz', 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', '0123456789'],
  lower_upper_letters_digits_symbols: [
    'abcdefghijklmnopqrstuvwxyz',
    'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
    '0123456789',
    '!@#$%^&*()_+-=[]{};\'\\:"|<>?,./`~',
  ],
};

/**
 * Common passwords, standing in for the hosted project's HaveIBeenPwned check: zxcvbn-ts's list of about 49,000
 * passwords ranked by how often they appear in breach corpora. Loaded on first use, by the local API only.
 */
let commonPasswords: Promise<ReadonlySet<string>> | null = null;
function loadCommonPasswords(): Promise<ReadonlySet<string>> {
  commonPasswords ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common']),
  );
  return commonPasswords;
}

export type PasswordSettings = Pick<AuthSettings, 'minimumPasswordLength' | 'passwordRequirements'>;

export type WeakPasswordReport = { message: string; reasons: WeakPasswordReason[] };

/**
 * GoTrue's checkPasswordStrength: a password over bcrypt's 72 bytes is refused outright (400); otherwise every rule
 * it breaks is reported together (length, required characters, known-common), or null when it breaks none.
 */
export async function weakPasswordReport(
  password: string,
  settings: PasswordSettings,
): Promise<WeakPasswordReport | null> {
  const bytes = passwordByteLength(password);
  if (bytes > MAX_PASSWORD_BYTES) {
    throw validationFailed(`Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`);
  }
  const reasons: WeakPasswordReason[] = [];
  const messages: string[] = [];
  if (bytes < settings.minimumPasswordLength) {
    reasons.push('length');
    messages.push(`Password should be at least ${settings.minimumPasswordLength} characters.`);
  }
  const required = REQUIRED_CHARACTERS[settings.passwordRequirements] ?? [];
  if (required.some((set) => ![...set].some((ch) => password.includes(ch)))) {
    reasons.push('characters');
    messages.push(`Password should contain at least one character of each: ${required.join(', ')}.`);
  }
  // Matched without regard to case: "Password" is as guessable as "password".
  if ((await loadCommonPasswords()).has(password.toLowerCase())) {
    reasons.push('pwned');
    messages.push('Password is known to be weak and easy to guess, please choose a different one.');
  }
  return reasons.length > 0 ? { message: messages.join(' '), reasons } : null;
}

/** Refuses a password the way GoTrue does on sign-up, password update and recovery: 422 weak_password. */
export async function assertStrongPassword(password: string, settings: PasswordSettings): Promise<void> {
  const report = await weakPasswordReport(password, settings);
  if (report) {
    throw new AuthApiFailure(422, 'weak_password', report.message, {
      weak_password: { reasons: report.reasons },
    });
  }
}
