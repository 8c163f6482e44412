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

export type StartedSession = { sessionId: string; refreshToken: string; createdAt: Date };

export async function startSession(db: Queryable, userId: string): Promise<StartedSession> {
  const sessionId = randomUUID();
  const { rows } = await db.query<{ created_at: Date }>(
    `insert into auth.sessions (id, user_id, created_at, updated_at) values ($1, $2, now(), now())
     returning created_at`,
    [sessionId, userId],
  );
  const refreshToken = await issueRefreshToken(db, userId, sessionId, null);
  return { sessionId, refreshToken, createdAt: rows[0]!.created_at };
}

export type RotationResult =
  | { ok: true; user: AuthUserRow; session: StartedSession }
  | { ok: false; failure: 'not_found' | 'already_used' };

/**
 * Trades a refresh token for a new one in the same session. A token is good once: presenting a revoked token again
 * means it leaked or was replayed, so (as GoTrue does) the whole session's token family is revoked and the caller
 * refused. The revocation must be committed, so it is reported as a result, not thrown.
 */
export async function rotateRefreshToken(db: Queryable, token: string): Promise<RotationResult> {
  const { rows } = await db.query<{ user_id: string; session_id: string | null; revoked: boolean }>(
    `select user_id::text as user_id, session_id, revoked from auth.refresh_tokens where token = $1 for update`,
    [token],
  );
  const current = rows[0];
  if (!current || !current.session_id) return { ok: false, failure: 'not_found' };
  if (current.revoked) {
    await db.query(
      `update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1`,
      [current.session_id],
    );
    return { ok: false, failure: 'already_used' };
  }
  const user = await findUserById(db, current.user_id);
  const { rows: sessions } = await db.query<{ created_at: Date }>(
    `update auth.sessions set updated_at = now() where id = $1 returning created_at`,
    [current.session_id],
  );
  if (!user || !sessions[0]) return { ok: false, failure: 'not_found' };
  await db.query(`update auth.refresh_tokens set revoked = true, updated_at = now() where token = $1`, [
    token,
  ]);
  const refreshToken = await issueRefreshToken(db, user.id, current.session_id, token);
  return {
    ok: true,
    user,
    session: { sessionId: current.session_id, refreshToken, createdAt: sessions[0].created_at },
  };
}

export function rotationFailure(failure: 'not_found' | 'already_used'): AuthApiFailure {
  const [code, message] =
    failure === 'already_used'
      ? ['refresh_token_already_used', 'Invalid Refresh Token: Already Used']
      : ['refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found'];
  return new AuthApiFailure(400, code, message, { error: 'invalid_grant', error_description: message });
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
  user: AuthUserRow,
  session: StartedSession,
  issuer: string,
): Promise<SessionReply> {
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
    amr: [{ method: 'password', timestamp: Math.floor(session.createdAt.getTime() / 1000) }],
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
