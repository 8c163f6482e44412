import { randomUUID } from 'node:crypto';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { asRole, type JwtClaims } from '../../local/db/index.ts';

export type TestUser = { id: string; email: string };

/** Signs a user up the way the auth server does: one insert into auth.users (the profile trigger does the rest). */
export async function createUser(
  db: PGlite,
  opts: { email?: string; metadata?: Record<string, unknown> } = {},
): Promise<TestUser> {
  const email = opts.email ?? `user-${randomUUID()}@example.com`;
  const result = await db.query<{ id: string }>(
    'insert into auth.users (email, raw_user_meta_data) values ($1, $2) returning id',
    [email, JSON.stringify(opts.metadata ?? {})],
  );
  return { id: result.rows[0]!.id, email };
}

export async function makeAdmin(db: PGlite, user: TestUser): Promise<void> {
  await db.query(`insert into public.user_roles (user_id, role) values ($1, 'admin')`, [user.id]);
}

export const anonClaims: JwtClaims = { role: 'anon' };
export const serviceClaims: JwtClaims = { role: 'service_role' };
export const userClaims = (user: TestUser): JwtClaims => ({
  role: 'authenticated',
  sub: user.id,
  email: user.email,
  aud: 'authenticated',
});

/** The claims of a signed-in user, or of the anonymous / service role. */
export function claimsFor(actor: TestUser | 'anon' | 'service'): JwtClaims {
  if (actor === 'anon') return anonClaims;
  if (actor === 'service') return serviceClaims;
  return userClaims(actor);
}

/** Postgres error code of a failed statement (PGlite's DatabaseError), or rethrows anything else. */
export function sqlState(error: unknown): string {
  if (error && typeof error === 'object' && 'code' in error && typeof error.code === 'string')
    return error.code;
  throw error;
}

/**
 * Runs `fn` as `claims` and rolls everything back, so a case can try any write without affecting the next one.
 * Returns what `fn` returned, or the SQLSTATE of the statement that failed.
 */
export async function tryAs<T>(
  db: PGlite,
  claims: JwtClaims,
  fn: (tx: Transaction) => Promise<T>,
): Promise<{ ok: true; value: T } | { ok: false; code: string; message: string }> {
  return asRole(db, claims, async (tx) => {
    try {
      const value = await fn(tx);
      return { ok: true as const, value };
    } catch (error) {
      return { ok: false as const, code: sqlState(error), message: (error as Error).message };
    } finally {
      await tx.rollback();
    }
  });
}

/** Calls an RPC as `claims`, committing its effects, the way the API would. */
export async function callAs<T>(
  db: PGlite,
  claims: JwtClaims,
  sql: string,
  params: unknown[] = [],
): Promise<T> {
  return asRole(db, claims, async (tx) => (await tx.query<T>(sql, params)).rows[0]!);
}

/** The referral code the sign-up trigger gave a user's profile. */
export async function referralCodeOf(db: PGlite, user: TestUser): Promise<string> {
  const result = await db.query<{ referral_code: string }>(
    'select referral_code from public.profiles where id = $1',
    [user.id],
  );
  return result.rows[0]!.referral_code;
}

/** process_referral_signup's one answer to every refusal after its caller check, whatever the reason. */
export const REFERRAL_REFUSED = {
  success: false,
  error: 'This referral code cannot be used for this account',
} as const;

/**
 * Why private.credit_referral (the rule both sign-up paths share) refuses a claim: the reason the RPC keeps to the
 * database log.
 */
export async function referralRefusalReason(
  db: PGlite,
  user: TestUser,
  code: string,
): Promise<string | null> {
  const result = await db.query<{ v: { success: boolean; error?: string } }>(
    'select private.credit_referral($1, $2) as v',
    [user.id, code],
  );
  return result.rows[0]!.v.error ?? null;
}
