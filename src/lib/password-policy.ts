/**
 * The password rules of the auth server, shared by the account forms (browser) and the local auth server, so the
 * form can explain and check them before a request is made. Zod-free and import-free on purpose: the browser bundle
 * gets these few constants and nothing else. The list of common passwords stays on the server (the local API loads
 * it; hosted Supabase checks HaveIBeenPwned), so a browser can only learn about a common password from the server's
 * reply.
 *
 * Production sets the same minimum in supabase/config.toml (`[auth] minimum_password_length`) and the dashboard.
 */

/** The shortest password accepted, in bytes of UTF-8 as GoTrue counts (the same as characters for plain ASCII). */
export const MIN_PASSWORD_LENGTH = 8;

/** bcrypt reads no more than 72 bytes, so GoTrue refuses longer passwords instead of silently ignoring the rest. */
export const MAX_PASSWORD_BYTES = 72;

/**
 * The reasons GoTrue gives for a weak password (the `weak_password.reasons` of its 422 reply, which supabase-js hands
 * over as `AuthWeakPasswordError.reasons`): too short, missing a required kind of character, or known from breaches /
 * common-password lists.
 */
export const WEAK_PASSWORD_REASONS = ['length', 'characters', 'pwned'] as const;
export type WeakPasswordReason = (typeof WEAK_PASSWORD_REASONS)[number];

/** A password's length as GoTrue measures it (Go's `len`: UTF-8 bytes). */
export function passwordByteLength(password: string): number {
  return new TextEncoder().encode(password).length;
}
