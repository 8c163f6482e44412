/**
 * Sign Out, anywhere in the page (the header shows it by CSS on `<html data-signed-in>`, which the head's script
 * sets from the session hint, lib/session-hint-script.ts): loads the auth code on the click, signs out, says so.
 */
export function enhanceSignOut(): void {
  document.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('[data-sign-out]') : null;
    if (!button) return;
    void import('./sign-out').then(({ signOut }) => signOut());
  });
}
