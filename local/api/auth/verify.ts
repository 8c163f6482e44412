import { jsonResponse, notSupported } from '../responses.ts';
import { sessionReply, startSession } from './sessions.ts';
import { issuerOf, sessionResponse, type AuthContext } from './context.ts';
import { AuthApiFailure, codeExpired, linkExpired, validationFailed } from './errors.ts';
import { tokenHash } from './mail.ts';
import { redirectTarget } from './redirects.ts';
import { readJsonObject, stringField } from './request.ts';
import {
  confirmEmail,
  findUserByEmail,
  findUserById,
  normalizeEmail,
  recordSignIn,
  USER_COLUMNS,
  type AuthUserRow,
  type Queryable,
} from './users.ts';

/** The email verification types GoTrue knows; `email` is a code that may be a confirmation or a magic link. */
type EmailType = 'signup' | 'invite' | 'recovery' | 'magiclink' | 'email_change' | 'email';
const EMAIL_TYPES: readonly string[] = ['signup', 'invite', 'recovery', 'magiclink', 'email_change', 'email'];

/** GoTrue's answer when the first of the two email-change links is opened (double_confirm_changes). */
const SINGLE_CONFIRMATION =
  'Confirmation link accepted. Please proceed to confirm link sent to the other email';

type Verified = { user: AuthUserRow; type: Exclude<EmailType, 'email'> };

const expired = (sentAt: Date | null, ctx: AuthContext) =>
  !sentAt || Date.now() > sentAt.getTime() + ctx.settings.otpExpirySeconds * 1000;

/** GoTrue's verifyTokenHash: the user whose pending link carries this hash, if it has not expired. */
async function userByTokenHash(
  ctx: AuthContext,
  db: Queryable,
  type: EmailType,
  hash: string,
): Promise<Verified> {
  const columns: Record<EmailType, string[]> = {
    signup: ['confirmation_token'],
    invite: ['confirmation_token'],
    recovery: ['recovery_token'],
    magiclink: ['recovery_token'],
    email_change: ['email_change_token_current', 'email_change_token_new'],
    email: ['confirmation_token', 'recovery_token'],
  };
  const where = columns[type].map((column) => `${column} = $1`).join(' or ');
  const { rows } = await db.query<AuthUserRow>(`select ${USER_COLUMNS} from auth.users where ${where}`, [
    hash,
  ]);
  const user = rows[0];
  if (!user) throw linkExpired();
  let resolved: Verified['type'] = type === 'email' ? 'signup' : type;
  if (type === 'email' && user.recovery_token === hash) resolved = 'magiclink';
  const sentAt = {
    signup: user.confirmation_sent_at,
    invite: user.confirmation_sent_at,
    recovery: user.recovery_sent_at,
    magiclink: user.recovery_sent_at,
    email_change: user.email_change_sent_at,
  }[resolved];
  if (expired(sentAt, ctx)) throw linkExpired();
  return { user, type: resolved };
}

/** GoTrue's verifyUserAndToken: the code the user typed, checked against their pending link for that type. */
async function userByCode(
  ctx: AuthContext,
  db: Queryable,
  type: EmailType,
  email: string,
  hash: string,
): Promise<Verified> {
  let user: AuthUserRow | null;
  if (type === 'email_change') {
    const { rows } = await db.query<AuthUserRow>(
      `select ${USER_COLUMNS} from auth.users
       where (lower(email_change) = lower($1) and email_change_token_new = $2)
          or (lower(email) = lower($1) and email_change_token_current = $2)`,
      [email, hash],
    );
    user = rows[0] ?? null;
  } else {
    user = await findUserByEmail(db, email);
  }
  if (!user) throw codeExpired();
  const valid = (expected: string | null, sentAt: Date | null) =>
    Boolean(expected) && expected === hash && !expired(sentAt, ctx);
  switch (type) {
    case 'email':
      if (valid(user.confirmation_token, user.confirmation_sent_at)) return { user, type: 'signup' };
      if (valid(user.recovery_token, user.recovery_sent_at)) return { user, type: 'magiclink' };
      throw codeExpired();
    case 'signup':
    case 'invite':
      if (valid(user.confirmation_token, user.confirmation_sent_at)) return { user, type };
      throw codeExpired();
    case 'recovery':
    case 'magiclink':
      if (valid(user.recovery_token, user.recovery_sent_at)) return { user, type };
      throw codeExpired();
    case 'email_change':
      if (
        valid(user.email_change_token_current, user.email_change_sent_at) ||
        valid(user.email_change_token_new, user.email_change_sent_at)
      ) {
        return { user, type };
      }
      throw codeExpired();
  }
}

/**
 * GoTrue's emailChangeVerify. With confirmations on and `double_confirm_changes`, the first link opened only records
 * that one side confirmed ('pending'); the second applies the change. Otherwise one link applies it.
 */
async function applyEmailChange(ctx: AuthContext, db: Queryable, user: AuthUserRow, hash: string) {
  if (
    ctx.settings.confirmEmail &&
    ctx.settings.doubleConfirmChanges &&
    (user.email_change_confirm_status ?? 0) === 0 &&
    user.email
  ) {
    const column =
      user.email_change_token_current === hash ? 'email_change_token_current' : 'email_change_token_new';
    await db.query(`update auth.users set email_change_confirm_status = 1, ${column} = '' where id = $1`, [
      user.id,
    ]);
    return 'pending' as const;
  }
  await db
    .query(
      `update auth.users set email = email_change, email_change = '', email_change_token_current = '',
         email_change_token_new = '', email_change_confirm_status = 0,
         raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb)
           || jsonb_build_object('email', email_change, 'email_verified', true),
         updated_at = now()
       where id = $1`,
      [user.id],
    )
    .catch((error: { code?: string }) => {
      if (error.code === '23505') {
        throw new AuthApiFailure(
          422,
          'email_exists',
          'A user with this email address has already been registered',
        );
      }
      throw error;
    });
  await confirmEmail(db, user.id);
  return 'applied' as const;
}

/** Spends the link and signs the user in; 'pending' when an email change still waits for its other link. */
async function completeVerification(ctx: AuthContext, db: Queryable, verified: Verified, hash: string) {
  const { user, type } = verified;
  if (type === 'signup' || type === 'invite') await confirmEmail(db, user.id);
  if (type === 'recovery' || type === 'magiclink') {
    await db.query(`update auth.users set recovery_token = '' where id = $1`, [user.id]);
    if (!user.email_confirmed_at) await confirmEmail(db, user.id);
  }
  if (type === 'email_change' && (await applyEmailChange(ctx, db, user, hash)) === 'pending')
    return 'pending';
  await recordSignIn(db, user.id);
  const session = await startSession(db, user.id, 'otp');
  return { user: (await findUserById(db, user.id))!, session, type };
}

const withoutFragment = (url: string) => url.split('#')[0]!;

/** A URL fragment with GoTrue's keys in Go's order (sorted), ending with `sb`, which marks a Supabase Auth redirect. */
function fragment(params: Record<string, string>): string {
  const all = { ...params, sb: '' };
  return new URLSearchParams(
    Object.keys(all)
      .sort()
      .map((key) => [key, all[key as keyof typeof all]!]),
  ).toString();
}

const OAUTH_ERRORS: Record<number, string> = {
  400: 'invalid_request',
  401: 'unauthorized_client',
  403: 'access_denied',
  500: 'server_error',
  503: 'temporarily_unavailable',
};

/**
 * GET /verify: the link in an email. Valid: 303 to the redirect with the session in the URL fragment and the link's
 * `type` (the implicit flow supabase-js reads with detectSessionInUrl). Expired or used: 303 with GoTrue's error
 * fragment (`error=access_denied&error_code=otp_expired&...`).
 */
export async function verifyLink(ctx: AuthContext, request: Request): Promise<Response> {
  const query = new URL(request.url).searchParams;
  const type = query.get('type') ?? '';
  const token = query.get('token') ?? '';
  if (type === '') throw validationFailed('Verify requires a verification type');
  if (token === '') throw validationFailed('Verify requires a token or a token hash');
  const redirectTo = redirectTarget(ctx.settings, request);
  const redirect = (location: string) => new Response(null, { status: 303, headers: { Location: location } });
  try {
    if (!EMAIL_TYPES.includes(type)) throw validationFailed('Invalid email verification type');
    const done = await ctx.db.transaction(async (tx) =>
      completeVerification(ctx, tx, await userByTokenHash(ctx, tx, type as EmailType, token), token),
    );
    if (done === 'pending')
      return redirect(`${withoutFragment(redirectTo)}#${fragment({ message: SINGLE_CONFIRMATION })}`);
    const session = await sessionReply(ctx.db, done.user, done.session, issuerOf(request));
    return redirect(
      `${redirectTo}#${fragment({
        access_token: session.access_token,
        expires_at: String(session.expires_at),
        expires_in: String(session.expires_in),
        refresh_token: session.refresh_token,
        token_type: session.token_type,
        type: done.type,
      })}`,
    );
  } catch (error) {
    if (!(error instanceof AuthApiFailure)) throw error;
    const oauthError = OAUTH_ERRORS[error.status];
    return redirect(
      `${withoutFragment(redirectTo)}#${fragment({
        ...(oauthError ? { error: oauthError } : {}),
        error_code: error.code,
        error_description: error.message,
      })}`,
    );
  }
}

/**
 * POST /verify: what supabase-js's verifyOtp sends, either `{token_hash, type}` (a link's hash) or
 * `{email, token, type}` (the code from the email). Answers with a session, or GoTrue's `{msg, code}` when an email
 * change still waits for its other confirmation.
 */
export async function verifyCode(ctx: AuthContext, request: Request): Promise<Response> {
  const body = await readJsonObject(request);
  const type = stringField(body, 'type');
  const token = stringField(body, 'token');
  const tokenHashParam = stringField(body, 'token_hash');
  const emailInput = stringField(body, 'email');
  const phone = stringField(body, 'phone');
  if (type === '') throw validationFailed('Verify requires a verification type');
  if ((token === '' && tokenHashParam === '') || (token !== '' && tokenHashParam !== '')) {
    throw validationFailed('Verify requires either a token or a token hash');
  }
  if (type === 'sms' || type === 'phone_change' || (token !== '' && phone !== '' && emailInput === '')) {
    return notSupported('POST', '/auth/v1/verify', 'phone verification');
  }
  let email = '';
  if (token !== '') {
    if (emailInput === '' || phone !== '') {
      throw validationFailed('Only an email address or phone number should be provided on verify');
    }
    try {
      email = normalizeEmail(emailInput);
    } catch {
      throw validationFailed('Invalid email format', 422);
    }
  } else if (emailInput !== '' || phone !== '' || stringField(body, 'redirect_to') !== '') {
    throw validationFailed('Only the token_hash and type should be provided');
  }
  if (!EMAIL_TYPES.includes(type)) throw validationFailed('Unsupported verification type');
  const hash = token !== '' ? tokenHash(email, token) : tokenHashParam;
  const done = await ctx.db.transaction(async (tx) => {
    const verified =
      token !== ''
        ? await userByCode(ctx, tx, type as EmailType, email, hash)
        : await userByTokenHash(ctx, tx, type as EmailType, hash);
    return completeVerification(ctx, tx, verified, hash);
  });
  if (done === 'pending') return jsonResponse({ msg: SINGLE_CONFIRMATION, code: '200' });
  return sessionResponse(ctx.db, request, done.user, done.session);
}
