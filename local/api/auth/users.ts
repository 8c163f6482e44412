import { createHash } from 'node:crypto';
import type { Transaction } from '@electric-sql/pglite';
import { validationFailed } from './errors.ts';

/** Anything that runs a parameterised query: the database itself or an open transaction. */
export type Queryable = Pick<Transaction, 'query'>;

type JsonObject = Record<string, unknown>;

export type AuthUserRow = {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  raw_app_meta_data: JsonObject | null;
  raw_user_meta_data: JsonObject | null;
  created_at: Date;
  updated_at: Date | null;
  last_sign_in_at: Date | null;
  confirmation_token: string | null;
  confirmation_sent_at: Date | null;
  recovery_token: string | null;
  recovery_sent_at: Date | null;
  email_change: string | null;
  email_change_token_new: string | null;
  email_change_token_current: string | null;
  email_change_sent_at: Date | null;
  email_change_confirm_status: number | null;
};

const userColumns = `id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data,
  raw_user_meta_data, created_at, updated_at, last_sign_in_at, confirmation_token, confirmation_sent_at,
  recovery_token, recovery_sent_at, email_change, email_change_token_new, email_change_token_current,
  email_change_sent_at, email_change_confirm_status`;

/** Every user column the local auth server reads, for queries that return users. */
export const USER_COLUMNS = userColumns;

export async function findUserByEmail(db: Queryable, email: string): Promise<AuthUserRow | null> {
  const { rows } = await db.query<AuthUserRow>(
    `select ${userColumns} from auth.users where lower(email) = lower($1)`,
    [email],
  );
  return rows[0] ?? null;
}

export async function findUserById(db: Queryable, id: string): Promise<AuthUserRow | null> {
  const { rows } = await db.query<AuthUserRow>(`select ${userColumns} from auth.users where id = $1`, [id]);
  return rows[0] ?? null;
}

export const EMAIL_PROVIDER_APP_METADATA = { provider: 'email', providers: ['email'] };

/** A new email user; confirmed at once unless email confirmation is required. */
export async function insertEmailUser(
  db: Queryable,
  user: { id: string; email: string; passwordHash: string; metadata: JsonObject; confirmed: boolean },
): Promise<AuthUserRow> {
  const { rows } = await db.query<AuthUserRow>(
    `insert into auth.users (id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data,
       raw_user_meta_data, created_at, updated_at)
     values ($1, 'authenticated', 'authenticated', $2, $3, case when $6 then now() end, $4::jsonb, $5::jsonb,
       now(), now())
     returning ${userColumns}`,
    [
      user.id,
      user.email,
      user.passwordHash,
      JSON.stringify(EMAIL_PROVIDER_APP_METADATA),
      JSON.stringify(user.metadata),
      user.confirmed,
    ],
  );
  return rows[0]!;
}

export async function recordSignIn(db: Queryable, userId: string): Promise<void> {
  await db.query(`update auth.users set last_sign_in_at = now() where id = $1`, [userId]);
}

/** GoTrue's user.Confirm: the address is confirmed, its pending confirmation token spent. */
export async function confirmEmail(db: Queryable, userId: string): Promise<void> {
  await db.query(
    `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), confirmation_token = '',
       raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || '{"email_verified": true}'::jsonb,
       updated_at = now()
     where id = $1`,
    [userId],
  );
}

/**
 * GoTrue's address check: its format test, its length limit, and the lower-casing it applies before storing or
 * comparing addresses.
 */
export function normalizeEmail(input: unknown): string {
  if (typeof input !== 'string' || input.trim() === '')
    throw validationFailed('An email address is required');
  const email = input.trim().toLowerCase();
  if (email.length > 255) throw validationFailed('An email address is too long');
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    throw validationFailed('Unable to validate email address: invalid format');
  }
  return email;
}

/** GoTrue keeps the email identity's data in the user metadata too (`sub`, `email`, verification flags). */
export function emailIdentityData(userId: string, email: string, verified: boolean): JsonObject {
  return { sub: userId, email, email_verified: verified, phone_verified: false };
}

/**
 * The email identity's own id. GoTrue stores identities in a table the local bootstrap does not have; deriving the id
 * from the user keeps it stable across calls.
 */
function identityId(userId: string): string {
  const hex = createHash('sha256').update(`email-identity:${userId}`).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const iso = (value: Date | null | undefined): string | undefined => value?.toISOString();

/** A user as GoTrue serialises it; never with the password hash. */
export function toGoTrueUser(row: AuthUserRow): JsonObject {
  const email = row.email ?? '';
  const createdAt = iso(row.created_at);
  const updatedAt = iso(row.updated_at) ?? createdAt;
  const lastSignInAt = iso(row.last_sign_in_at);
  const confirmedAt = iso(row.email_confirmed_at);
  const confirmationSentAt = iso(row.confirmation_sent_at);
  const recoverySentAt = iso(row.recovery_sent_at);
  const emailChangeSentAt = iso(row.email_change_sent_at);
  return {
    id: row.id,
    aud: row.aud ?? 'authenticated',
    role: row.role ?? 'authenticated',
    email,
    ...(confirmedAt ? { email_confirmed_at: confirmedAt } : {}),
    phone: '',
    ...(confirmationSentAt ? { confirmation_sent_at: confirmationSentAt } : {}),
    ...(confirmedAt ? { confirmed_at: confirmedAt } : {}),
    ...(recoverySentAt ? { recovery_sent_at: recoverySentAt } : {}),
    // The pending address of an email change, shown until both confirmations are in (GoTrue's `new_email`).
    ...(row.email_change ? { new_email: row.email_change } : {}),
    ...(emailChangeSentAt ? { email_change_sent_at: emailChangeSentAt } : {}),
    ...(lastSignInAt ? { last_sign_in_at: lastSignInAt } : {}),
    app_metadata: { ...EMAIL_PROVIDER_APP_METADATA, ...(row.raw_app_meta_data ?? {}) },
    user_metadata: row.raw_user_meta_data ?? {},
    identities: [
      {
        identity_id: identityId(row.id),
        id: row.id,
        user_id: row.id,
        identity_data: emailIdentityData(row.id, email, Boolean(confirmedAt)),
        provider: 'email',
        ...(lastSignInAt ? { last_sign_in_at: lastSignInAt } : {}),
        created_at: createdAt,
        updated_at: updatedAt,
        email,
      },
    ],
    created_at: createdAt,
    updated_at: updatedAt,
    is_anonymous: false,
  };
}
