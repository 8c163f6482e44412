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
  useEffect(() => {
    const code = referralCodeFromLocation(pathname, search);
    if (!code) return;
    const stored = apply(code);
    if (stored) toast(referralAppliedToast(stored));
  }, [pathname, search, apply]);
  return null;
}
