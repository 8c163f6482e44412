import { randomUUID } from 'node:crypto';
import { jsonResponse, notSupported } from '../responses.ts';
import { mailerFor, sessionResponse, type AuthContext } from './context.ts';
import { AuthApiFailure, validationFailed } from './errors.ts';
import { sendConfirmation } from './mail.ts';
import { assertStrongPassword, hashPassword } from './passwords.ts';
import { isObject, readJsonObject, stringField } from './request.ts';
import { startSession } from './sessions.ts';
import {
  EMAIL_PROVIDER_APP_METADATA,
  emailIdentityData,
  findUserByEmail,
  findUserById,
  insertEmailUser,
  normalizeEmail,
  recordSignIn,
  toGoTrueUser,
} from './users.ts';

const userExists = () => new AuthApiFailure(422, 'user_already_exists', 'User already registered');

/**
 * GoTrue's answer to a sign-up for an address that is already registered while confirmations are on: a made-up,
 * unconfirmed user (no identities) that looks like a fresh sign-up, so the form cannot be used to find out who has an
 * account. No email is sent.
 */
function obfuscatedUser(email: string, data: Record<string, unknown>) {
  const now = new Date().toISOString();
  return {
    id: randomUUID(),
    aud: 'authenticated',
    role: '',
    email,
    phone: '',
    confirmation_sent_at: now,
    app_metadata: EMAIL_PROVIDER_APP_METADATA,
    user_metadata: data,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}

/**
 * POST /signup. With email confirmation off (GoTrue's autoconfirm) the user is confirmed and signed in at once;
 * with it on, the reply is the user alone (no session: supabase-js gives `data.session === null`) and the
 * confirmation link is "sent" (printed).
 */
export async function signup(ctx: AuthContext, request: Request): Promise<Response> {
  const body = await readJsonObject(request);
  const emailInput = stringField(body, 'email');
  const phone = stringField(body, 'phone');
  const password = stringField(body, 'password');
  if (phone !== '' && emailInput === '') return notSupported('POST', '/auth/v1/signup', 'phone sign-up');
  if (password === '') throw validationFailed('Signup requires a valid password');
  await assertStrongPassword(password, ctx.settings);
  if (emailInput !== '' && phone !== '') {
    throw validationFailed('Only an email address or phone number should be provided on signup.');
  }
  if (emailInput === '') throw validationFailed('Sign up only available with email provider');
  const email = normalizeEmail(emailInput);
  const data = isObject(body.data) ? body.data : {};
  const { confirmEmail } = ctx.settings;

  const existing = await findUserByEmail(ctx.db, email);
  if (existing) {
    if (!confirmEmail) throw userExists();
    if (existing.email_confirmed_at) return jsonResponse(obfuscatedUser(email, data));
    // Not confirmed yet: the confirmation is sent again; the stored password and data stay as they were, since the
    // caller's claim to the address is unproven.
    const user = await ctx.db.transaction(async (tx) => {
      await sendConfirmation(mailerFor(ctx, tx, request), existing);
      return (await findUserById(tx, existing.id))!;
    });
    return jsonResponse(toGoTrueUser(user));
  }

  const passwordHash = await hashPassword(password);
  const id = randomUUID();
  // Identity fields win over caller data, as in GoTrue, so `sub` and `email` in the metadata can be trusted.
  const metadata = { ...data, ...emailIdentityData(id, email, !confirmEmail) };
  return ctx.db
    .transaction(async (tx) => {
      const user = await insertEmailUser(tx, { id, email, passwordHash, metadata, confirmed: !confirmEmail });
      if (confirmEmail) {
        await sendConfirmation(mailerFor(ctx, tx, request), user);
        return jsonResponse(toGoTrueUser((await findUserById(tx, id))!));
      }
      await recordSignIn(tx, id);
      const session = await startSession(tx, id, 'password');
      return sessionResponse(tx, request, (await findUserById(tx, id))!, session);
    })
    .catch((error: { code?: string }) => {
      if (error instanceof AuthApiFailure) throw error;
      if (error.code === '23505') throw userExists();
      ctx.logError(`auth: saving new user failed: ${String(error)}`);
      throw new AuthApiFailure(500, 'unexpected_failure', 'Database error saving new user');
    });
}
