import { jsonResponse, notSupported } from '../responses.ts';
import { signedInCaller } from './caller.ts';
import { mailerFor, type AuthContext } from './context.ts';
import { AuthApiFailure } from './errors.ts';
import { sendEmailChange } from './mail.ts';
import { assertStrongPassword, hashPassword, passwordMatches } from './passwords.ts';
import { isObject, readJsonObject, stringField } from './request.ts';
import { endSessions } from './sessions.ts';
import { findUserByEmail, findUserById, normalizeEmail, toGoTrueUser } from './users.ts';

/** GET /user: the signed-in user. */
export async function getUser(ctx: AuthContext, request: Request): Promise<Response> {
  const { user } = await signedInCaller(ctx.db, request);
  return jsonResponse(toGoTrueUser(user));
}

/**
 * PUT /user: metadata, password and email. A new password ends the user's other sessions and spends every pending
 * email link. A new email is never applied here, even with confirmations off (GoTrue confirms every address change of
 * a permanent user): the links are sent and the user shows the pending `new_email` until they are opened.
 */
export async function updateUser(ctx: AuthContext, request: Request, limit: () => void): Promise<Response> {
  const caller = await signedInCaller(ctx.db, request);
  limit();
  const body = await readJsonObject(request);
  if (stringField(body, 'phone') !== '') return notSupported('PUT', '/auth/v1/user', 'phone change');
  const emailInput = stringField(body, 'email');
  const email = emailInput === '' ? '' : normalizeEmail(emailInput);
  const password =
    body.password === undefined || body.password === null ? null : stringField(body, 'password');
  if (password !== null) await assertStrongPassword(password, ctx.settings);
  if (body.app_metadata !== undefined && body.app_metadata !== null) {
    throw new AuthApiFailure(403, 'not_admin', 'Updating app_metadata requires admin privileges');
  }
  const { user } = caller;
  const changesEmail = email !== '' && email !== user.email;
  if (changesEmail) {
    const owner = await findUserByEmail(ctx.db, email);
    if (owner && owner.id !== user.id) {
      throw new AuthApiFailure(
        422,
        'email_exists',
        'A user with this email address has already been registered',
      );
    }
  }
  let passwordHash: string | null = null;
  if (password !== null) {
    if (await passwordMatches(password, user.encrypted_password)) {
      throw new AuthApiFailure(
        422,
        'same_password',
        'New password should be different from the old password.',
      );
    }
    passwordHash = await hashPassword(password);
  }

  const updated = await ctx.db.transaction(async (tx) => {
    if (passwordHash !== null) {
      await tx.query(
        `update auth.users set encrypted_password = $2, confirmation_token = '', confirmation_sent_at = null,
           recovery_token = '', recovery_sent_at = null, email_change_token_current = '',
           email_change_token_new = '', email_change_sent_at = null, updated_at = now()
         where id = $1`,
        [user.id, passwordHash],
      );
      // A new password ends every other session, so a stolen session cannot outlive the change.
      await endSessions(tx, user.id, caller.sessionId, 'others');
    }
    if (isObject(body.data)) {
      // Keys set to null are removed; others are merged in (GoTrue's metadata update).
      const data = body.data;
      const removed = Object.keys(data).filter((key) => data[key] === null);
      await tx.query(
        `update auth.users set raw_user_meta_data = (coalesce(raw_user_meta_data, '{}'::jsonb) || $2::jsonb) - $3::text[],
           updated_at = now() where id = $1`,
        [user.id, JSON.stringify(data), removed],
      );
    }
    if (changesEmail)
      await sendEmailChange(mailerFor(ctx, tx, request), (await findUserById(tx, user.id))!, email);
    return (await findUserById(tx, user.id))!;
  });
  return jsonResponse(toGoTrueUser(updated));
}
