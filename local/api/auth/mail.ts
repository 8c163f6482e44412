import { createHash, randomInt } from 'node:crypto';
import type { AuthSettings } from '../supabase-config.ts';
import { emailSentTooSoon } from './errors.ts';
import type { AuthUserRow, Queryable } from './users.ts';

/**
 * The emails GoTrue sends with a link and a code: sign-up confirmation, password recovery and email change. Locally
 * nothing is sent: each message is one line through the API's log (the console under `npm start`), in this format,
 * which tests and developers read:
 *
 *   auth: <purpose> for <address> (local only, no email is sent): <link> (code <digits>)
 *
 * <purpose> is `sign-up confirmation`, `password recovery`, `email change confirmation (new address)` or
 * `email change confirmation (current address)`. The link is GoTrue's `/auth/v1/verify?token=...&type=...&
 * redirect_to=...`; the code is what `verifyOtp({ email, token, type })` takes.
 */
export const MAIL_LINE = /^auth: (.+) for (\S+) \(local only, no email is sent\): (\S+) \(code (\d+)\)$/;

export type MailPurpose =
  | 'sign-up confirmation'
  | 'password recovery'
  | 'email change confirmation (new address)'
  | 'email change confirmation (current address)';

export type Mailer = {
  db: Queryable;
  settings: AuthSettings;
  log: (line: string) => void;
  /** The auth server's public URL (`<api>/auth/v1`), which the links point at. */
  issuer: string;
  /** Where the links send the user after verifying (already checked against the allow-list). */
  redirectTo: string;
};

/** GoTrue stores and looks up a hash of the address and the code, never the code itself. */
export function tokenHash(email: string, otp: string): string {
  return createHash('sha224')
    .update(email + otp)
    .digest('hex');
}

function generateOtp(length: number): string {
  return Array.from({ length }, () => randomInt(10)).join('');
}

/** `[auth.email] max_frequency`: one email of a kind per user per interval. */
function assertNotTooSoon(sentAt: Date | null, settings: AuthSettings): void {
  if (!sentAt) return;
  const remainingMs = sentAt.getTime() + settings.maxFrequencySeconds * 1000 - Date.now();
  if (remainingMs > 0) throw emailSentTooSoon(remainingMs);
}

/** GoTrue's encodeRedirectURL: escaped only when it holds characters that would break the query. */
const encodeRedirect = (url: string) => (/[&=#]/.test(url) ? encodeURIComponent(url) : url);

function send(mailer: Mailer, purpose: MailPurpose, to: string, type: string, hash: string, otp: string) {
  const link = `${mailer.issuer}/verify?token=${encodeURIComponent(hash)}&type=${type}&redirect_to=${encodeRedirect(mailer.redirectTo)}`;
  mailer.log(`auth: ${purpose} for ${to} (local only, no email is sent): ${link} (code ${otp})`);
}

export async function sendConfirmation(mailer: Mailer, user: AuthUserRow): Promise<void> {
  assertNotTooSoon(user.confirmation_sent_at, mailer.settings);
  const email = user.email ?? '';
  const otp = generateOtp(mailer.settings.otpLength);
  const hash = tokenHash(email, otp);
  await mailer.db.query(
    `update auth.users set confirmation_token = $2, confirmation_sent_at = now() where id = $1`,
    [user.id, hash],
  );
  send(mailer, 'sign-up confirmation', email, 'signup', hash, otp);
}

/** Recovery's max_frequency is kept by the endpoint, per address, account or not (see recover.ts). */
export async function sendRecovery(mailer: Mailer, user: AuthUserRow): Promise<void> {
  const email = user.email ?? '';
  const otp = generateOtp(mailer.settings.otpLength);
  const hash = tokenHash(email, otp);
  await mailer.db.query(`update auth.users set recovery_token = $2, recovery_sent_at = now() where id = $1`, [
    user.id,
    hash,
  ]);
  send(mailer, 'password recovery', email, 'recovery', hash, otp);
}

/**
 * GoTrue's sendEmailChange: a link to the new address and, with `double_confirm_changes`, one to the current
 * address too. The change itself waits for the links (see verify.ts).
 */
export async function sendEmailChange(mailer: Mailer, user: AuthUserRow, newEmail: string): Promise<void> {
  assertNotTooSoon(user.email_change_sent_at, mailer.settings);
  const currentEmail = user.email ?? '';
  const otpNew = generateOtp(mailer.settings.otpLength);
  const hashNew = tokenHash(newEmail, otpNew);
  const confirmCurrent = mailer.settings.doubleConfirmChanges && currentEmail !== '';
  const otpCurrent = confirmCurrent ? generateOtp(mailer.settings.otpLength) : '';
  const hashCurrent = confirmCurrent ? tokenHash(currentEmail, otpCurrent) : '';
  await mailer.db.query(
    `update auth.users set email_change = $2, email_change_token_new = $3, email_change_token_current = $4,
       email_change_confirm_status = 0, email_change_sent_at = now()
     where id = $1`,
    [user.id, newEmail, hashNew, hashCurrent],
  );
  send(mailer, 'email change confirmation (new address)', newEmail, 'email_change', hashNew, otpNew);
  if (confirmCurrent) {
    send(
      mailer,
      'email change confirmation (current address)',
      currentEmail,
      'email_change',
      hashCurrent,
      otpCurrent,
    );
  }
}
