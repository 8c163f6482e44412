import type { PGlite } from '@electric-sql/pglite';
import { bearerToken } from '../gateway.ts';
import { verifyJwt, type JwtClaims } from '../jwt.ts';
import { AuthApiFailure } from './errors.ts';
import { sessionExists } from './sessions.ts';
import { findUserById, type AuthUserRow } from './users.ts';

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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The `session_id` claim: absent or empty is no session; anything else must be a UUID, as GoTrue requires. */
function sessionIdClaim(claims: JwtClaims): string | null {
  const value = claims.session_id;
  if (typeof value !== 'string' || value === '') return null;
  if (!UUID.test(value)) {
    throw new AuthApiFailure(403, 'bad_jwt', 'invalid claim: session_id claim must be a UUID');
  }
  return value;
}

export type SignedInCaller = { user: AuthUserRow; claims: JwtClaims; sessionId: string | null };

/** Trades a request's bearer token for the user and session it names, refusing exactly where GoTrue refuses. */
export async function signedInCaller(db: PGlite, request: Request): Promise<SignedInCaller> {
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
  const sessionId = sessionIdClaim(claims);
  if (sessionId && !(await sessionExists(db, sessionId))) {
    throw new AuthApiFailure(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
  }
  return { user, claims, sessionId };
}
