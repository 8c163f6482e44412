import { notSupported } from '../responses.ts';
import { sessionResponse, type AuthContext } from './context.ts';
import { AuthApiFailure, invalidCredentials, OAuthFailure, validationFailed } from './errors.ts';
import { passwordMatches, weakPasswordReport, type WeakPasswordReport } from './passwords.ts';
import { readJsonObject, stringField } from './request.ts';
import { rotateRefreshToken, rotationFailure, startSession } from './sessions.ts';
import { findUserByEmail, findUserById, recordSignIn } from './users.ts';

/** POST /token?grant_type=password: email and password sign-in. */
async function passwordGrant(ctx: AuthContext, request: Request): Promise<Response> {
  const body = await readJsonObject(request);
  const email = stringField(body, 'email');
  const phone = stringField(body, 'phone');
  const password = stringField(body, 'password');
  if (email !== '' && phone !== '') {
    throw validationFailed('Only an email address or phone number should be provided on login.');
  }
  if (email === '' && phone !== '')
    return notSupported('POST', '/auth/v1/token?grant_type=password', 'phone sign-in');
  if (email === '') throw validationFailed('missing email or phone');
  const user = await findUserByEmail(ctx.db, email);
  // Checked with or without an account (see passwordMatches), so an unknown address is as slow as a wrong password.
  const valid = await passwordMatches(password, user?.encrypted_password ?? null);
  if (!user) throw invalidCredentials();
  // A right password that today's rules call weak still signs in; the reply says why it is weak (GoTrue's
  // `weak_password`, which supabase-js returns as `data.weakPassword`) so the app can ask for a new one.
  let weak: WeakPasswordReport | null = null;
  if (valid) weak = await weakPasswordReport(password, ctx.settings).catch(() => null);
  if (!valid) throw invalidCredentials();
  if (!user.email_confirmed_at) throw new AuthApiFailure(400, 'email_not_confirmed', 'Email not confirmed');
  return ctx.db.transaction(async (tx) => {
    await recordSignIn(tx, user.id);
    const session = await startSession(tx, user.id, 'password');
    return sessionResponse(
      tx,
      request,
      (await findUserById(tx, user.id))!,
      session,
      weak ? { weak_password: weak } : {},
    );
  });
}

/** POST /token?grant_type=refresh_token: trades a refresh token for a new session token pair. */
async function refreshTokenGrant(ctx: AuthContext, request: Request): Promise<Response> {
  const body = await readJsonObject(request);
  const refreshToken = stringField(body, 'refresh_token');
  if (refreshToken === '') throw new OAuthFailure('invalid_request', 'refresh_token required');
  const rotation = await ctx.db.transaction((tx) =>
    rotateRefreshToken(tx, refreshToken, ctx.settings.refreshTokenReuseInterval),
  );
  if (!rotation.ok) throw rotationFailure(rotation.failure);
  return sessionResponse(ctx.db, request, rotation.user, rotation.session);
}

/**
 * POST /token. Like GoTrue, an unknown grant type is refused before the rate limit is applied; the password and
 * refresh grants share the `token_refresh` limit.
 */
export async function token(ctx: AuthContext, request: Request, limit: () => void): Promise<Response> {
  const grantType = new URL(request.url).searchParams.get('grant_type') ?? '';
  if (grantType === 'password' || grantType === 'refresh_token') {
    limit();
    return grantType === 'password' ? passwordGrant(ctx, request) : refreshTokenGrant(ctx, request);
  }
  if (['pkce', 'id_token', 'web3'].includes(grantType)) {
    return notSupported('POST', `/auth/v1/token?grant_type=${grantType}`);
  }
  throw new AuthApiFailure(400, 'invalid_credentials', 'unsupported_grant_type');
}
