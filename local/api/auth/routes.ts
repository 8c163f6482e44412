import { getConnInfo } from '@hono/node-server/conninfo';
import type { PGlite } from '@electric-sql/pglite';
import { Hono, type Context } from 'hono';
import { checkApiKey } from '../gateway.ts';
import { gatewayRejection, jsonResponse, notSupported } from '../responses.ts';
import type { AuthSettings } from '../supabase-config.ts';
import { signedInCaller } from './caller.ts';
import type { AuthContext } from './context.ts';
import { AuthApiFailure, rateLimited, validationFailed } from './errors.ts';
import { AddressCooldown, RateLimiter } from './rate-limit.ts';
import { recover, resend } from './recover.ts';
import { assertStorableQuery } from './request.ts';
import { endSessions, type LogoutScope } from './sessions.ts';
import { signup } from './signup.ts';
import { token } from './token.ts';
import { getUser, updateUser } from './user.ts';
import { verifyCode, verifyLink } from './verify.ts';

export type AuthRoutesOptions = {
  db: PGlite;
  settings: AuthSettings;
  /** Progress lines, and the email links the local server prints instead of sending. */
  log: (line: string) => void;
  logError: (line: string) => void;
};

/**
 * The client address a limit is counted against: the socket's peer. The local API is reached directly (no proxy in
 * front of it), so no forwarding header is trusted.
 */
function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown'; // called without a Node server (app.fetch in tests)
  }
}

/**
 * GoTrue (`/auth/v1`) for what this app uses: email+password sign-up (with or without email confirmation) and
 * sign-in, refresh-token rotation, sign-out, the user and its password and email changes, password recovery, the
 * email links (printed to the log: locally there is no mail server) and codes. Anything else answers 501.
 * Auth writes run as the database superuser, as GoTrue's own connection does.
 */
export function authRoutes({ db, settings, log, logError }: AuthRoutesOptions): Hono {
  const app = new Hono();
  const ctx: AuthContext = { db, settings, log, logError };
  // One limiter per endpoint, as GoTrue keeps them: sign-up, recovery, resend and user updates each have a bucket at
  // the `sign_in_sign_ups` rate; both token grants share one, and both forms of verify another.
  const limits = settings.rateLimits;
  const limiters = limits && {
    signup: new RateLimiter(limits.signInSignUps),
    recover: new RateLimiter(limits.signInSignUps),
    resend: new RateLimiter(limits.signInSignUps),
    user: new RateLimiter(limits.signInSignUps),
    token: new RateLimiter(limits.tokenRefresh),
    verify: new RateLimiter(limits.tokenVerifications),
  };
  // Recovery emails: one per address per max_frequency, whether or not the address has an account.
  const recoveryCooldown = new AddressCooldown(settings.maxFrequencySeconds * 1000);
  const limit = (c: Context, endpoint: keyof NonNullable<typeof limiters>) => () => {
    if (limiters && !limiters[endpoint].allow(clientAddress(c))) throw rateLimited();
  };

  app.onError((error, c) => {
    if (error instanceof AuthApiFailure) return error.toResponse(c.req.raw);
    logError(
      `auth: ${c.req.method} ${c.req.path} failed: ${error instanceof Error ? error.stack : String(error)}`,
    );
    return new AuthApiFailure(
      500,
      'unexpected_failure',
      'Unexpected failure, please check server logs',
    ).toResponse(c.req.raw);
  });

  // The gateway's key check, except on the routes GoTrue serves without one (links opened from emails).
  app.use('*', async (c, next) => {
    if (c.req.method === 'GET' && /\/(verify|health)$/.test(c.req.path)) return next();
    const check = checkApiKey(c.req.raw);
    if (!check.ok) return gatewayRejection(check.status, check.message, check.hint);
    return next();
  });

  // A query string is read by several routes (a link's token, redirect_to); its text is checked once, here.
  app.use('*', async (c, next) => {
    assertStorableQuery(c.req.raw);
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
    jsonResponse({
      external: { email: true, phone: false, anonymous_users: false },
      disable_signup: false,
      mailer_autoconfirm: !settings.confirmEmail,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
    }),
  );

  app.post('/signup', (c) => {
    limit(c, 'signup')();
    return signup(ctx, c.req.raw);
  });
  app.post('/token', (c) => token(ctx, c.req.raw, limit(c, 'token')));
  app.post('/recover', (c) => {
    limit(c, 'recover')();
    return recover(ctx, c.req.raw, recoveryCooldown);
  });
  app.post('/resend', (c) => {
    limit(c, 'resend')();
    return resend(ctx, c.req.raw);
  });
  app.get('/verify', (c) => {
    limit(c, 'verify')();
    return verifyLink(ctx, c.req.raw);
  });
  app.post('/verify', (c) => {
    limit(c, 'verify')();
    return verifyCode(ctx, c.req.raw);
  });
  app.get('/user', (c) => getUser(ctx, c.req.raw));
  app.put('/user', (c) => updateUser(ctx, c.req.raw, limit(c, 'user')));

  app.post('/logout', async (c) => {
    const scope = (c.req.query('scope') ?? 'global') as LogoutScope;
    if (!['global', 'local', 'others'].includes(scope)) throw validationFailed('Unsupported logout scope');
    const caller = await signedInCaller(db, c.req.raw);
    await db.transaction((tx) => endSessions(tx, caller.user.id, caller.sessionId, scope));
    return new Response(null, { status: 204 });
  });

  app.all('*', (c) => notSupported(c.req.method, c.req.path));

  return app;
}
