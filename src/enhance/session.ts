import { SIGNED_IN_ATTRIBUTE } from '@/lib/session-hint-script';

/**
 * The signed-in header variant without React: the head's script (lib/session-hint-script.ts) marks
 * `<html data-signed-in>` before the first paint when this browser keeps a session, and CSS shows Dashboard and
 * Sign Out instead of Client Login. The auth client corrects the mark once it knows (AuthProvider).
 */
export const hasSessionHint = () => document.documentElement.hasAttribute(SIGNED_IN_ATTRIBUTE);

export function markSignedIn(signedIn: boolean): void {
  document.documentElement.toggleAttribute(SIGNED_IN_ATTRIBUTE, signedIn);
}

/** Sign Out, anywhere in the page: loads the auth code on the click, signs out, and says so. */
export function enhanceSignOut(): void {
  document.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('[data-sign-out]') : null;
    if (!button) return;
    void import('./sign-out').then(({ signOut }) => signOut());
  });
}
