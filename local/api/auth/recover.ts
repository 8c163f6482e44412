import { jsonResponse, notSupported } from '../responses.ts';
import { mailerFor, type AuthContext } from './context.ts';
import { emailSentTooSoon, validationFailed } from './errors.ts';
import { sendConfirmation, sendEmailChange, sendRecovery } from './mail.ts';
import type { AddressCooldown } from './rate-limit.ts';
import { readJsonObject, stringField } from './request.ts';
import { findUserByEmail, normalizeEmail } from './users.ts';

/**
 * POST /recover: "sends" the password-recovery link. The reply is the same whether or not the address has an
 * account, so it cannot be used to find out who has one: a second request within max_frequency is refused for any
 * address, where GoTrue refuses it only for an account (which would tell that the account exists).
 */
export async function recover(
  ctx: AuthContext,
  request: Request,
  cooldown: AddressCooldown,
): Promise<Response> {
  const body = await readJsonObject(request);
  const emailInput = stringField(body, 'email');
  if (emailInput === '') throw validationFailed('Password recovery requires an email');
  const email = normalizeEmail(emailInput);
  const remainingMs = cooldown.take(email);
  if (remainingMs > 0) throw emailSentTooSoon(remainingMs);
  const user = await findUserByEmail(ctx.db, email);
  if (user) await ctx.db.transaction((tx) => sendRecovery(mailerFor(ctx, tx, request), user));
  return jsonResponse({});
}

/** POST /resend: the sign-up confirmation or the email-change links again, with new codes. */
export async function resend(ctx: AuthContext, request: Request): Promise<Response> {
  const body = await readJsonObject(request);
  const type = stringField(body, 'type');
  const emailInput = stringField(body, 'email');
  const phone = stringField(body, 'phone');
  if (type === 'sms' || type === 'phone_change')
    return notSupported('POST', '/auth/v1/resend', `type ${type}`);
  if (type !== 'signup' && type !== 'email_change') {
    throw validationFailed('Missing one of these types: signup, email_change, sms, phone_change');
  }
  if (emailInput === '' && type === 'signup')
    throw validationFailed('Type provided requires an email address');
  if (emailInput !== '' && phone !== '') {
    throw validationFailed('Only an email address or phone number should be provided.');
  }
  if (emailInput === '') throw validationFailed('Missing email address or phone number');
  const user = await findUserByEmail(ctx.db, normalizeEmail(emailInput));
  // Nothing to send (no such user, already confirmed, no pending change) answers the same as a sent email.
  if (user && type === 'signup' && !user.email_confirmed_at) {
    await ctx.db.transaction((tx) => sendConfirmation(mailerFor(ctx, tx, request), user));
  }
  if (user && type === 'email_change' && user.email_change) {
    const newEmail = user.email_change;
    await ctx.db.transaction((tx) => sendEmailChange(mailerFor(ctx, tx, request), user, newEmail));
  }
  return jsonResponse({});
}
