import { randomUUID } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { Hono, type Context } from 'hono';
import { bearerToken, checkApiKey } from '../gateway.ts';
import { verifyJwt, type JwtClaims } from '../jwt.ts';
import { gatewayRejection, jsonResponse, notSupported } from '../responses.ts';
import { AUTH_API_VERSION_HEADERS, AuthApiFailure, invalidCredentials, validationFailed } from './errors.ts';
import { assertStrongPassword, hashPassword, passwordMatches } from './passwords.ts';
import { RecoveryTokens } from './recovery.ts';
import {
  endSessions,
  rotateRefreshToken,
  rotationFailure,
  sessionExists,
  sessionReply,
  startSession,
  type LogoutScope,
} from './sessions.ts';
import {
  emailIdentityData,
  findUserByEmail,
  findUserById,
  insertEmailUser,
  normalizeEmail,
  recordSignIn,
  toGoTrueUser,
  type AuthUserRow,
} from './users.ts';

export type AuthRoutesOptions = {
  db: PGlite;
  /** Where auth links land when the caller names no redirect (config.toml's `[auth] site_url`). */
  siteUrl: string;
  log: (line: string) => void;
  logError: (line: string) => void;
};

type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

async function readJsonObject(request: Request): Promise<JsonObject> {
  const text = await request.text();
  if (text.trim() === '') return {};
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (error) {
    throw new AuthApiFailure(
      400,
      'bad_json',
      `Could not parse request body as JSON: ${(error as Error).message}`,
    );
  }
  if (!isObject(body)) throw new AuthApiFailure(400, 'bad_json', 'Could not parse request body as JSON');
  return body;
}

function requiredPassword(body: JsonObject): string {
  return typeof body.password === 'string' ? body.password : '';
}

/** GoTrue words token failures after the Go JWT library it uses. */
function badJwt(
  reason: 'expired' | 'malformed' | 'bad_signature' | 'invalid_claims',
  detail: string,
): AuthApiFailure {
  const cause = {
    expired: 'token has invalid claims: token is expired',
    malformed: `token is malformed: ${detail}`,
    bad_signature: 'token signature is invalid: signature is invalid',
    invalid_claims: `token has invalid claims: ${detail}`,
  }[reason];
  return new AuthApiFailure(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${cause}`);
}

type SignedInCaller = { user: AuthUserRow; claims: JwtClaims; sessionId: string | null };

/** Trades a request's bearer token for the user and session it names, refusing exactly where GoTrue refuses. */
async function signedInCaller(db: PGlite, request: Request): Promise<SignedInCaller> {
  const token = bearerToken(request);
  if (!token) {
    throw new AuthApiFailure(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  }
  const verification = await verifyJwt(token);
  if (!verification.ok) throw badJwt(verification.reason, verification.detail);
  const { claims } = verification;
  if (typeof claims.sub !== 'string' || claims.sub === '') {
    throw new AuthApiFailure(403, 'bad_jwt', 'invalid claim: missing sub claim');
  }
  const user = await findUserById(db, claims.sub).catch(() => null);
  if (!user) throw new AuthApiFailure(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  const sessionId = typeof claims.session_id === 'string' ? claims.session_id : null;
  if (sessionId && !(await sessionExists(db, sessionId))) {
    throw new AuthApiFailure(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
  }
  return { user, claims, sessionId };
}

const issuerOf = (c: Context) => `${new URL(c.req.url).origin}/auth/v1`;

/**
 * GoTrue (`/auth/v1`) for what this app uses: email+password sign-up and sign-in, refresh-token rotation, sign-out,
 * the user, and password recovery with the link printed to the console (locally there is no mail server).
 * Auth writes run as the database superuser, as GoTrue's own connection does.
 */
export function authRoutes({ db, siteUrl, log, logError }: AuthRoutesOptions): Hono {
  const app = new Hono();
  const recoveryTokens = new RecoveryTokens();

  app.onError((error, c) => {
    if (error instanceof AuthApiFailure) return error.toResponse();
    logError(
      `auth: ${c.req.method} ${c.req.path} failed: ${error instanceof Error ? error.stack : String(error)}`,
    );
    return new AuthApiFailure(
      500,
      'unexpected_failure',
      'Unexpected failure, please check server logs',
    ).toResponse();
  });

  // The gateway's key check, except on the routes GoTrue serves without one (links opened from emails).
  app.use('*', async (c, next) => {
    if (c.req.method === 'GET' && /\/(verify|health)$/.test(c.req.path)) {
      return next();
    }
    const check = checkApiKey(c.req.raw);
    if (!check.ok) return gatewayRejection(check.status, check.message, check.hint);
    return next();
  });

  app.get('/health', () =>
    jsonResponse({
      version: 'local',
      name: 'GoTrue',
      description: 'Local stand-in for the Supabase Auth API',
    }),
  );

  app.get('/settings', () =>
    jsonResponse(
      {
        external: { email: true, phone: false, anonymous_users: false },
        disable_signup: false,
        mailer_autoconfirm: true,
        phone_autoconfirm: false,
        sms_provider: '',
        saml_enabled: false,
      },
      200,
      AUTH_API_VERSION_HEADERS,
    ),
  );

  app.post('/signup', async (c) => {
    const body = await readJsonObject(c.req.raw);
    if (body.phone !== undefined && body.email === undefined) {
      return notSupported(c.req.method, c.req.path, 'phone sign-up');
    }
    const email = normalizeEmail(body.email);
    const password = requiredPassword(body);
    if (password === '')
      throw new AuthApiFailure(422, 'validation_failed', 'Signup requires a valid password');
    assertStrongPassword(password);
    if (await findUserByEmail(db, email)) {
      throw new AuthApiFailure(422, 'user_already_exists', 'User already registered');
    }
    const passwordHash = await hashPassword(password);
    const id = randomUUID();
    // Identity fields win over caller data, as in GoTrue, so `sub` and `email` in the metadata can be trusted.
    const metadata = { ...(isObject(body.data) ? body.data : {}), ...emailIdentityData(id, email) };
    const created = await db
      .transaction(async (tx) => {
        const user = await insertEmailUser(tx, { id, email, passwordHash, metadata });
        return { user, session: await startSession(tx, user.id) };
      })
      .catch((error: { code?: string }) => {
        if (error.code === '23505')
          throw new AuthApiFailure(422, 'user_already_exists', 'User already registered');
        logError(`auth: saving new user failed: ${String(error)}`);
        throw new AuthApiFailure(500, 'unexpected_failure', 'Database error saving new user');
      });
    return jsonResponse(
      await sessionReply(created.user, created.session, issuerOf(c)),
      200,
      AUTH_API_VERSION_HEADERS,
    );
  });

  app.post('/token', async (c) => {
    const grantType = c.req.query('grant_type');
    const body = await readJsonObject(c.req.raw);
    if (grantType === 'password') {
      if (body.email === undefined && body.phone !== undefined) {
        return notSupported(c.req.method, c.req.path, 'phone sign-in');
      }
      if (typeof body.email !== 'string' || typeof body.password !== 'string') throw invalidCredentials();
      const user = await findUserByEmail(db, body.email.trim());
      if (!user || !(await passwordMatches(body.password, user.encrypted_password)))
        throw invalidCredentials();
      const signedIn = await db.transaction(async (tx) => {
        await recordSignIn(tx, user.id);
        return { user: (await findUserById(tx, user.id))!, session: await startSession(tx, user.id) };
      });
      return jsonResponse(
        await sessionReply(signedIn.user, signedIn.session, issuerOf(c)),
        200,
        AUTH_API_VERSION_HEADERS,
      );
    }
    if (grantType === 'refresh_token') {
      if (typeof body.refresh_token !== 'string' || body.refresh_token === '') {
        throw validationFailed('refresh_token required');
      }
      const refreshToken = body.refresh_token;
      const rotation = await db.transaction((tx) => rotateRefreshToken(tx, refreshToken));
      if (!rotation.ok) throw rotationFailure(rotation.failure);
      return jsonResponse(
        await sessionReply(rotation.user, rotation.session, issuerOf(c)),
        200,
        AUTH_API_VERSION_HEADERS,
      );
    }
    if (grantType && ['pkce', 'id_token', 'web3'].includes(grantType)) {
      return notSupported(c.req.method, `${c.req.path}?grant_type=${grantType}`);
    }
    throw new AuthApiFailure(400, 'validation_failed', 'unsupported_grant_type', {
      error: 'unsupported_grant_type',
      error_description: 'unsupported_grant_type',
    });
  });

  app.post('/logout', async (c) => {
    const scope = (c.req.query('scope') ?? 'global') as LogoutScope;
    if (!['global', 'local', 'others'].includes(scope)) throw validationFailed('Unsupported logout scope');
    const caller = await signedInCaller(db, c.req.raw);
    await db.transaction((tx) => endSessions(tx, caller.user.id, caller.sessionId, scope));
    return new Response(null, { status: 204, headers: AUTH_API_VERSION_HEADERS });
  });

  app.get('/user', async (c) => {
    const { user } = await signedInCaller(db, c.req.raw);
    return jsonResponse(toGoTrueUser(user), 200, AUTH_API_VERSION_HEADERS);
  });

  app.put('/user', async (c) => {
    const caller = await signedInCaller(db, c.req.raw);
    const body = await readJsonObject(c.req.raw);
    if (body.phone !== undefined) return notSupported(c.req.method, c.req.path, 'phone change');
    const email = body.email !== undefined ? normalizeEmail(body.email) : null;
    const password = typeof body.password === 'string' ? body.password : null;
    let passwordHash: string | null = null;
    if (password !== null) {
      assertStrongPassword(password);
      if (await passwordMatches(password, caller.user.encrypted_password)) {
        throw new AuthApiFailure(
          422,
          'same_password',
          'New password should be different from the old password.',
        );
      }
      passwordHash = await hashPassword(password);
    }
    const updated = await db.transaction(async (tx) => {
      const userId = caller.user.id;
      if (email !== null && email !== caller.user.email) {
        const owner = await findUserByEmail(tx, email);
        if (owner && owner.id !== userId) {
          throw new AuthApiFailure(
            422,
            'email_exists',
            'A user with this email address has already been registered',
          );
        }
        // Confirmations are off locally (as with GoTrue's autoconfirm), so the change applies at once.
        await tx.query(
          `update auth.users set email = $2, raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb)
             || jsonb_build_object('email', $2::text), updated_at = now() where id = $1`,
          [userId, email],
        );
      }
      if (passwordHash !== null) {
        await tx.query(`update auth.users set encrypted_password = $2, updated_at = now() where id = $1`, [
          userId,
          passwordHash,
        ]);
        // A new password ends every other session, so a stolen session cannot outlive the change.
        await endSessions(tx, userId, caller.sessionId, 'others');
      }
      if (isObject(body.data)) {
        // Keys set to null are removed; others are merged in (GoTrue's metadata update).
        const data = body.data;
        const removed = Object.keys(data).filter((key) => data[key] === null);
        await tx.query(
          `update auth.users set raw_user_meta_data = (coalesce(raw_user_meta_data, '{}'::jsonb) || $2::jsonb) - $3::text[],
             updated_at = now() where id = $1`,
          [userId, JSON.stringify(data), removed],
        );
      }
      return (await findUserById(tx, userId))!;
    });
    return jsonResponse(toGoTrueUser(updated), 200, AUTH_API_VERSION_HEADERS);
  });

  app.post('/recover', async (c) => {
    const body = await readJsonObject(c.req.raw);
    const email = normalizeEmail(body.email);
    const user = await findUserByEmail(db, email);
    // The reply is the same whether or not the address has an account, so it cannot be used to probe for users.
    if (user) {
      // GoTrue sends the user to the caller's redirect_to, else to the site URL.
      const redirectTo = c.req.query('redirect_to') ?? siteUrl;
      const token = recoveryTokens.issue(user.id, redirectTo);
      const link = `${issuerOf(c)}/verify?${new URLSearchParams({ token, type: 'recovery', redirect_to: redirectTo })}`;
      log(`auth: password recovery for ${email} (local only, no email is sent): ${link}`);
    }
    return jsonResponse({}, 200, AUTH_API_VERSION_HEADERS);
  });

  // The recovery link: signs the user in and hands the session to the site in the URL fragment, as GoTrue's
  // implicit flow does, so auth-js raises PASSWORD_RECOVERY there.
  app.get('/verify', async (c) => {
    const type = c.req.query('type');
    if (type !== 'recovery') return notSupported(c.req.method, `${c.req.path}?type=${type ?? ''}`);
    const pending = recoveryTokens.consume(c.req.query('token') ?? '');
    if (!pending) {
      const target = c.req.query('redirect_to') ?? siteUrl;
      const fragment = new URLSearchParams({
        error: 'access_denied',
        error_code: 'otp_expired',
        error_description: 'Email link is invalid or has expired',
      });
      return c.redirect(`${target}#${fragment.toString()}`, 303);
    }
    const signedIn = await db.transaction(async (tx) => {
      await tx.query(
        `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), last_sign_in_at = now()
         where id = $1`,
        [pending.userId],
      );
      const user = await findUserById(tx, pending.userId);
      if (!user) throw new AuthApiFailure(404, 'user_not_found', 'User not found');
      return { user, session: await startSession(tx, user.id) };
    });
    const session = await sessionReply(signedIn.user, signedIn.session, issuerOf(c));
    const fragment = new URLSearchParams({
      access_token: session.access_token,
      expires_at: String(session.expires_at),
      expires_in: String(session.expires_in),
      refresh_token: session.refresh_token,
      token_type: session.token_type,
      type: 'recovery',
    });
    return c.redirect(`${pending.redirectTo}#${fragment.toString()}`, 303);
  });

  app.all('*', (c) => notSupported(c.req.method, c.req.path));

  return app;
}
