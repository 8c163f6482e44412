/**
 * The head's one inline script: before the first paint it marks `<html data-signed-in>` when this browser keeps a
 * session, and CSS shows the signed-in header (Dashboard, Sign Out) instead of Client Login. No imports: the
 * prerender, the Content-Security-Policy (which allows the script by its hash) and the page's code all read it.
 */
export const SIGNED_IN_ATTRIBUTE = 'data-signed-in';

/** supabase-js's own default key for the project (`sb-<first label of the host>-auth-token`), set explicitly. */
export const authStorageKey = (supabaseUrl: string) =>
  `sb-${new URL(supabaseUrl).hostname.split('.')[0]}-auth-token`;

/** The script's text for the project at `supabaseUrl`. */
export const sessionHintScript = (supabaseUrl: string) =>
  `try{localStorage.getItem(${JSON.stringify(authStorageKey(supabaseUrl))})!==null&&document.documentElement.setAttribute("${SIGNED_IN_ATTRIBUTE}","")}catch(e){}`;

/** Whether the page is marked signed in (the hint, or the auth client once it knows). */
export const hasSessionHint = () => document.documentElement.hasAttribute(SIGNED_IN_ATTRIBUTE);

/** Marks the header's variant, once the auth client knows (AuthProvider) or after Sign Out. */
export function markSignedIn(signedIn: boolean): void {
  document.documentElement.toggleAttribute(SIGNED_IN_ATTRIBUTE, signedIn);
}
