/**
 * The claims of a JWT, decoded and NOT verified: for deciding what a token cannot be (the anon key, another role,
 * not a JWT at all) before anything trusts it. Shared by the browser, the edge functions and the build's
 * configuration check, and free of imports like lead-rules.ts.
 */
const JWT = /^[A-Za-z0-9_-]+\.([A-Za-z0-9_-]+)\.[A-Za-z0-9_-]+$/;

/** The payload of a three-part token as an object, or undefined when `token` is not one. */
export function unverifiedJwtClaims(token: string): Record<string, unknown> | undefined {
  const payload = JWT.exec(token)?.[1];
  if (!payload) return undefined;
  try {
    const base64 = payload
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(payload.length / 4) * 4, '=');
    const bytes = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    return typeof claims === 'object' && claims !== null && !Array.isArray(claims)
      ? (claims as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}
