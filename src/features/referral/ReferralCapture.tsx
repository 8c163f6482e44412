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
  // Read from the address bar, which the navigation follows in the app: /ref/{code}'s document is one island page
  // for every code, prerendered as /ref, so its own path holds none.
  useEffect(() => {
    const code = referralCodeFromLocation(window.location.pathname, window.location.search);
    if (!code) return;
    const stored = apply(code);
    if (stored) toast(referralAppliedToast(stored));
  }, [pathname, search, apply]);
  return null;
}
