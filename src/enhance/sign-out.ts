import { signedOutToast } from '@/components/layout/nav-links';
import { toast } from '@/components/ui/toast-store';
import { forgetAdminAnswers } from '@/lib/auth/admin-check';
import { loadAuthEngine } from '@/lib/auth/auth-engine';
import { START_SERVICES_EVENT } from '@/lib/island-page-attribute';
import { markAdmin, markSignedIn } from '@/lib/session-hint-script';

/** What the header's Sign Out does (loaded on its click): the session ends, the header says so, a toast too. */
export async function signOut(): Promise<void> {
  // The toast needs the site's services (on a public page, an island that may not have loaded yet).
  document.dispatchEvent(new Event(START_SERVICES_EVENT));
  const engine = await loadAuthEngine();
  const result = await engine.signOut();
  if (!result.ok) {
    toast({ title: 'Sign out failed', description: 'Please try again in a moment.', variant: 'destructive' });
    return;
  }
  forgetAdminAnswers();
  markSignedIn(null);
  markAdmin(null);
  // An account page this happens on sends the visitor home itself (useSignedInOnly).
  toast(signedOutToast);
}
