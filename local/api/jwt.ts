import { SignJWT, errors, jwtVerify, type JWTPayload } from 'jose';
import { LOCAL_JWT_SECRET } from './constants.ts';

const secretKey = new TextEncoder().encode(LOCAL_JWT_SECRET);

export type JwtClaims = JWTPayload & { role?: unknown; [claim: string]: unknown };

export type JwtVerification =
  | { ok: true; claims: JwtClaims }
  | { ok: false; reason: 'expired' | 'malformed' | 'bad_signature' | 'invalid_claims'; detail: string };

/**
 * Verifies an HS256 token signed with the local secret. The failure reason is kept apart so each service can word it
 * the way its hosted counterpart does (PostgREST and GoTrue phrase the same failure differently).
 */
export async function verifyJwt(token: string): Promise<JwtVerification> {
  const parts = token.split('.');
  if (parts.length !== 3) {
    return { ok: false, reason: 'malformed', detail: `Expected 3 parts in JWT; got ${parts.length}` };
  }
  try {
    const { payload } = await jwtVerify(token, secretKey, { algorithms: ['HS256'] });
    return { ok: true, claims: payload as JwtClaims };
  } catch (error) {
    if (error instanceof errors.JWTExpired) return { ok: false, reason: 'expired', detail: 'JWT expired' };
    if (error instanceof errors.JWSSignatureVerificationFailed) {
      return { ok: false, reason: 'bad_signature', detail: 'JWSError JWSInvalidSignature' };
    }
    if (error instanceof errors.JWTClaimValidationFailed) {
      return { ok: false, reason: 'invalid_claims', detail: error.message };
    }
    return { ok: false, reason: 'malformed', detail: error instanceof Error ? error.message : String(error) };
  }
}

export async function signJwt(claims: Record<string, unknown>): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(secretKey);
}
