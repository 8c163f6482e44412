import { useEffect } from 'react';
import { toast } from '@/components/ui/toast';
import { useNavigation } from '@/lib/navigation';
import { referralCodeFromLocation } from '@/lib/referral/referral-code';
import { useReferral } from '@/lib/referral/ReferralProvider';
import { referralAppliedToast } from './referral-applied-toast';

/**
 * Mounted once in the root layout: when a location carries a referral code (/ref/{code}, or ?ref= on the home
 * page), keeps it for the session and says so. Runs after mount only, so the prerendered HTML never differs.
 */
export function ReferralCapture() {
  const { pathname, search } = useNavigation();
  const { apply } = useReferral();
  // The code is read from the address bar: /ref/{code}'s document is one island page for every code, prerendered
  // as /ref, so the navigation's path holds none there. In the app the address bar is the router's location, and
  // `pathname` and `search` are what run this again after a client-side navigation.
  useEffect(() => {
    const code = referralCodeFromLocation(window.location.pathname, window.location.search);
    if (!code) return;
    const stored = apply(code);
    if (stored) toast(referralAppliedToast(stored));
  }, [pathname, search, apply]);
  return null;
}
