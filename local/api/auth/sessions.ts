import { randomBytes, randomUUID } from 'node:crypto';
import { ACCESS_TOKEN_TTL_SECONDS } from '../constants.ts';
import { signJwt } from '../jwt.ts';
import { AuthApiFailure } from './errors.ts';
import { findUserById, toGoTrueUser, type AuthUserRow, type Queryable } from './users.ts';

export type SessionReply = {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: Record<string, unknown>;
};

/** Refresh tokens are opaque random strings, like GoTrue's, stored so they can be rotated and revoked. */
function newRefreshToken(): string {
  return randomBytes(16).toString('base64url');
}

async function issueRefreshToken(
  db: Queryable,
  userId: string,
  sessionId: string,
  parent: string | null,
): Promise<string> {
  const token = newRefreshToken();
  await db.query(
    `insert into auth.refresh_tokens (token, user_id, session_id, parent, revoked, created_at, updated_at)
     values ($1, $2, $3, $4, false, now(), now())`,
    [token, userId, sessionId, parent],
  );
  return token;
}

/** How a session was started, as GoTrue records it in auth.mfa_amr_claims and puts in the token's `amr` claim. */
export type AuthenticationMethod = 'password' | 'otp';

export type StartedSession = { sessionId: string; refreshToken: string };

export async function startSession(
  db: Queryable,
  userId: string,
  method: AuthenticationMethod,
): Promise<StartedSession> {
  const sessionId = randomUUID();
  await db.query(
    `insert into auth.sessions (id, user_id, created_at, updated_at) values ($1, $2, now(), now())`,
    [sessionId, userId],
  );
  await db.query(`insert into auth.mfa_amr_claims (session_id, authentication_method) values ($1, $2)`, [
    sessionId,
    method,
  ]);
  const refreshToken = await issueRefreshToken(db, userId, sessionId, null);
  return { sessionId, refreshToken };
}

export type RotationResult =
  | { ok: true; user: AuthUserRow; session: StartedSession }
  | { ok: false; failure: 'not_found' | 'already_used' };

type TokenRow = { user_id: string; session_id: string | null; revoked: boolean; updated_at: Date };

/**
 * GoTrue's refresh-token grant. A token is traded once for a new one in the same session. A revoked token presented
 * again is answered as GoTrue answers it:
 * - if it is the parent of the session's active token (the client never stored the last reply), the active token is
 *   handed back again;
 * - else, within `reuseIntervalSeconds` of its revocation (concurrent refreshes of one session), it is traded again;
 * - else it was leaked or replayed: every token of the session is revoked and the caller refused. That revocation
 *   must be committed, so it is reported as a result, not thrown.
 */
export async function rotateRefreshToken(
  db: Queryable,
  token: string,
  reuseIntervalSeconds: number,
): Promise<RotationResult> {
  const { rows } = await db.query<TokenRow>(
    `select user_id::text as user_id, session_id, revoked, updated_at from auth.refresh_tokens
     where token = $1 for update`,
    [token],
  );
  const current = rows[0];
  if (!current || !current.session_id) return { ok: false, failure: 'not_found' };
  const sessionId = current.session_id;
  let issued: string | null = null;
  if (current.revoked) {
    const { rows: active } = await db.query<{ token: string; parent: string | null }>(
      `select token, parent from auth.refresh_tokens where session_id = $1 and revoked = false
       order by id desc limit 1`,
      [sessionId],
    );
    if (active[0]?.parent === token) {
      issued = active[0].token;
    } else if (Date.now() > current.updated_at.getTime() + reuseIntervalSeconds * 1000) {
      await db.query(
        `update auth.refresh_tokens set revoked = true, updated_at = now()
         where session_id = $1 and revoked = false`,
        [sessionId],
      );
      return { ok: false, failure: 'already_used' };
    }
  }
  const user = await findUserById(db, current.user_id);
  const { rows: sessions } = await db.query(
    `update auth.sessions set updated_at = now() where id = $1 returning id`,
    [sessionId],
  );
  if (!user || !sessions[0]) return { ok: false, failure: 'not_found' };
  if (issued === null) {
    await db.query(`update auth.refresh_tokens set revoked = true, updated_at = now() where token = $1`, [
      token,
    ]);
    issued = await issueRefreshToken(db, user.id, sessionId, token);
  }
  return { ok: true, user, session: { sessionId, refreshToken: issued } };
}

export function rotationFailure(failure: 'not_found' | 'already_used'): AuthApiFailure {
  const [code, message] =
    failure === 'already_used'
      ? ['refresh_token_already_used', 'Invalid Refresh Token: Already Used']
      : ['refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found'];
  return new AuthApiFailure(400, code, message);
}

export async function sessionExists(db: Queryable, sessionId: string): Promise<boolean> {
  const { rows } = await db.query(`select 1 from auth.sessions where id = $1`, [sessionId]);
  return rows.length > 0;
}

export type LogoutScope = 'global' | 'local' | 'others';

export async function endSessions(
  db: Queryable,
  userId: string,
  currentSessionId: string | null,
  scope: LogoutScope,
): Promise<void> {
  if (scope === 'global' || !currentSessionId) {
    await db.query(`delete from auth.sessions where user_id = $1`, [userId]);
  } else if (scope === 'local') {
    await db.query(`delete from auth.sessions where id = $1`, [currentSessionId]);
  } else {
    await db.query(`delete from auth.sessions where user_id = $1 and id <> $2`, [userId, currentSessionId]);
  }
}

/**
 * The reply auth-js stores as a session. The access token carries the claims GoTrue puts in it, because RLS policies
 * (`auth.uid()`, `auth.jwt()`) and parts of auth-js read them.
 */
export async function sessionReply(
  db: Queryable,
  user: AuthUserRow,
  session: StartedSession,
  issuer: string,
): Promise<SessionReply> {
  const { rows: amr } = await db.query<{ method: string; at: Date }>(
    `select authentication_method as method, created_at as at from auth.mfa_amr_claims where session_id = $1
     order by created_at desc`,
    [session.sessionId],
  );
  const issuedAt = Math.floor(Date.now() / 1000);
  const expiresAt = issuedAt + ACCESS_TOKEN_TTL_SECONDS;
  const goTrueUser = toGoTrueUser(user);
  const accessToken = await signJwt({
    iss: issuer,
    sub: user.id,
    aud: user.aud ?? 'authenticated',
    exp: expiresAt,
    iat: issuedAt,
    email: user.email ?? '',
    phone: '',
    app_metadata: goTrueUser.app_metadata,
    user_metadata: goTrueUser.user_metadata,
    role: user.role ?? 'authenticated',
    aal: 'aal1',
    amr: amr.map((claim) => ({ method: claim.method, timestamp: Math.floor(claim.at.getTime() / 1000) })),
    session_id: session.sessionId,
    is_anonymous: false,
  });
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: ACCESS_TOKEN_TTL_SECONDS,
    expires_at: expiresAt,
    refresh_token: session.refreshToken,
    user: goTrueUser,
  };
}
