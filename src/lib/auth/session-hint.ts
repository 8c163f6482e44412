/**
 * Cheap answers to "could this visitor be signed in?", read without loading supabase-js: an anonymous visitor on a
 * public page must not download the auth client (about 50 KB gzip) only to learn that there is no session.
 */
import { config } from '../config';
import { authStorageKey } from '../session-hint-script';

/** supabase-js's own default key for the project (`sb-<first label of the host>-auth-token`), set explicitly. */
export const AUTH_STORAGE_KEY = authStorageKey(config.supabaseUrl);

/** True when this browser keeps a session (valid or expired: only the auth client can tell which). */
export function hasStoredSession(): boolean {
  try {
    return globalThis.localStorage?.getItem(AUTH_STORAGE_KEY) != null;
  } catch {
    return false;
  }
}

/**
 * True when the address carries the result of an emailed auth link (a session, or the error of an expired link) in
 * its fragment, as the auth server's implicit flow returns them: the auth client must read it.
 */
export function urlCarriesAuthResult(hash: string = globalThis.location?.hash ?? ''): boolean {
  return /(?:^#|&)(?:access_token|error_code|error_description)=/.test(hash);
}
