import { useEffect } from 'react';
import { toast } from '@/components/ui/toast';
import { useNavigation } from '@/lib/navigation';
import {
  getReferralCode,
  isReferralCodeVerified,
  referralCodeFromLocation,
} from '@/lib/referral/referral-code';
import { useReferral } from '@/lib/referral/ReferralProvider';
import { referralAppliedToast, referralNotFoundToast } from './referral-applied-toast';

// Only a page whose address carries a code loads the lookup (and the API key it sends).
const loadCodeCheck = () => import('@/lib/referral/referral-code-check');

/**
 * Mounted once in the root layout: when a location carries a referral code (/ref/{code}, or ?ref= on the home
 * page), asks the server whether it is valid before saying anything. A valid code is kept for the session and
 * announced; an unknown one is said so and not kept (a code kept before stays). Until the answer, and without one
 * (offline, a server fault), the code is kept quietly and unchecked, so the site never promises its benefit. Runs after mount
 * only, so the prerendered HTML never differs.
 */
export function ReferralCapture() {
  const { pathname, search } = useNavigation();
  const { apply, clear } = useReferral();
  // The code is read from the address bar: /ref/{code}'s document is one island page for every code, prerendered
  // as /ref, so the navigation's path holds none there. In the app the address bar is the router's location, and
  // `pathname` and `search` are what run this again after a client-side navigation.
  useEffect(() => {
    const code = referralCodeFromLocation(window.location.pathname, window.location.search);
    if (!code) return;
    // The same link again in this session (a reload): the server already confirmed it.
    if (getReferralCode() === code && isReferralCodeVerified()) {
      toast(referralAppliedToast(code));
      return;
    }
    // Kept at once, unchecked: a visitor who follows a link before the answer arrives loads another document, which
    // ends this one's work, and must still carry the code. An unknown code then gives way to the one held before.
    const before = { code: getReferralCode(), verified: isReferralCodeVerified() };
    apply(code, false);
    let current = true;
    void (async () => {
      const answer = await loadCodeCheck().then(
        ({ checkReferralCode }) => checkReferralCode(code),
        () => 'unchecked' as const,
      );
      // Only the page that is still showing says anything.
      if (answer === 'unknown') {
        if (before.code) apply(before.code, before.verified);
        else clear();
        if (current) toast(referralNotFoundToast);
        return;
      }
      const stored = apply(code, answer === 'valid');
      if (stored && answer === 'valid' && current) toast(referralAppliedToast(stored));
    })();
    return () => {
      current = false;
    };
  }, [pathname, search, apply, clear]);
  return null;
}
