/**
 * Where to go after signing in: the `?next=` path when it is a path on this site, else undefined, and the account's
 * home it is (admin-check.ts: /admin for an admin, /dashboard for a client). Anything that could leave the site
 * (`//host`, `/\host`, `/.//host`, a scheme, a full URL) is refused: an open redirect after a sign-in is a phishing
 * tool.
 */

/**
 * URL parsing drops tabs and newlines and reads a backslash as a slash, so a value holding a control character,
 * a space or a backslash can turn into another host after the checks.
 */
const hasUnsafeCharacter = (text: string) =>
  Array.from(text).some((character) => {
    const code = character.charCodeAt(0);
    return code <= 0x20 || (code >= 0x7f && code <= 0x9f) || character === '\\';
  });

/** A server may decode `%2F` or `%5C` in a path into a separator. */
const ENCODED_SEPARATOR = /%2f|%5c/i;

export function safeNextPath(
  next: string | null | undefined,
  origin = 'https://site.invalid',
): string | undefined {
  if (!next || !next.startsWith('/') || next.startsWith('//') || hasUnsafeCharacter(next)) return undefined;
  if (ENCODED_SEPARATOR.test(next.split(/[?#]/, 1)[0] ?? '')) return undefined;
  try {
    const path = sameSitePath(next, origin);
    // The decision is on the parsed path (`/.//host` parses to `//host`), and the path must parse to itself, so
    // the browser that follows it reads what was checked.
    if (path === undefined || sameSitePath(path, origin) !== path) return undefined;
    // Back to the sign-in page itself would loop.
    if (new URL(path, origin).pathname === '/auth') return undefined;
    return path;
  } catch {
    return undefined;
  }
}

/** `next` resolved on `origin`, as a path, query and fragment; undefined when it leaves the origin. */
function sameSitePath(next: string, origin: string): string | undefined {
  const url = new URL(next, origin);
  if (url.origin !== new URL(origin).origin) return undefined;
  if (url.pathname.startsWith('//') || url.pathname.startsWith('/\\')) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The sign-in page that comes back to `path` afterwards. */
export const signInPathFor = (path: string) => `/auth?next=${encodeURIComponent(path)}`;
