/**
 * The head's one inline script: before the first paint it marks `<html data-signed-in>` when this browser keeps a
 * session, and CSS shows the signed-in header (Dashboard, Sign Out) instead of Client Login. It also marks
 * `<html data-admin>` when the server last said that this very account is an admin, and CSS shows Admin where a
 * client sees Dashboard. No imports: the prerender, the Content-Security-Policy (which allows the script by its
 * hash) and the page's code all read it.
 */
export const SIGNED_IN_ATTRIBUTE = 'data-signed-in';
export const ADMIN_ATTRIBUTE = 'data-admin';

/**
 * The id of the account the server last called an admin in this browser (lib/auth/admin-check.ts writes it). It only
 * picks a header link; /admin and every admin RPC ask the server again.
 */
export const ADMIN_HINT_KEY = 'admin-account-hint';

/** supabase-js's own default key for the project (`sb-<first label of the host>-auth-token`), set explicitly. */
export const authStorageKey = (supabaseUrl: string) =>
  `sb-${new URL(supabaseUrl).hostname.split('.')[0]}-auth-token`;

/**
 * The script's text for the project at `supabaseUrl`. The admin mark needs the stored session to be the hinted
 * account's (supabase-js keeps the user in it), so another account signed in on the same browser never sees it.
 */
export const sessionHintScript = (supabaseUrl: string) =>
  `try{var l=localStorage,h=document.documentElement,s=l.getItem(${JSON.stringify(authStorageKey(supabaseUrl))}),a=l.getItem("${ADMIN_HINT_KEY}");` +
  `if(s!==null){h.setAttribute("${SIGNED_IN_ATTRIBUTE}","");a&&JSON.parse(s).user.id===a&&h.setAttribute("${ADMIN_ATTRIBUTE}","")}}catch(e){}`;

/** Whether the page is marked signed in (the hint, or the auth client once it knows). */
export const hasSessionHint = () => document.documentElement.hasAttribute(SIGNED_IN_ATTRIBUTE);

function readAdminHint(): string | null {
  try {
    return localStorage.getItem(ADMIN_HINT_KEY);
  } catch {
    return null;
  }
}

/**
 * Marks the header's variant once the auth client knows who is signed in (AuthProvider), or after Sign Out (null).
 * The admin mark stays only for the account the hint names.
 */
export function markSignedIn(userId: string | null): void {
  const root = document.documentElement;
  root.toggleAttribute(SIGNED_IN_ATTRIBUTE, userId !== null);
  root.toggleAttribute(ADMIN_ATTRIBUTE, userId !== null && readAdminHint() === userId);
}

/**
 * What the server answered: the account `adminId` is an admin (kept as the hint), or the signed-in account is not
 * one, or Sign Out (null: the hint is forgotten).
 */
export function markAdmin(adminId: string | null): void {
  document.documentElement.toggleAttribute(ADMIN_ATTRIBUTE, adminId !== null);
  try {
    if (adminId === null) localStorage.removeItem(ADMIN_HINT_KEY);
    else localStorage.setItem(ADMIN_HINT_KEY, adminId);
  } catch {
    // Storage blocked: the mark holds for this page only.
  }
}
