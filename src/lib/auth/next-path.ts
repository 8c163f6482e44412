/**
 * Where to go after signing in: the `?next=` path when it is a path on this site, else the dashboard. Anything
 * that could leave the site (`//host`, `/\host`, a scheme, a full URL) is refused: an open redirect after a
 * sign-in is a phishing tool.
 */
export const DEFAULT_AFTER_SIGN_IN = '/dashboard';

export function safeNextPath(next: string | null | undefined, origin = 'https://site.invalid'): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\'))
    return DEFAULT_AFTER_SIGN_IN;
  try {
    const url = new URL(next, origin);
    if (url.origin !== origin) return DEFAULT_AFTER_SIGN_IN;
    // Back to the sign-in page itself would loop.
    if (url.pathname === '/auth') return DEFAULT_AFTER_SIGN_IN;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return DEFAULT_AFTER_SIGN_IN;
  }
}

/** The sign-in page that comes back to `path` afterwards. */
export const signInPathFor = (path: string) => `/auth?next=${encodeURIComponent(path)}`;
