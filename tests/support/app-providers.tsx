import type { ReactNode } from 'react';
import { AuthProvider } from '@/lib/auth/AuthProvider';
import { ReferralProvider } from '@/lib/referral/ReferralProvider';

/**
 * The providers the root layout gives every page (the real ones): with no stored session the auth provider knows the
 * visitor is signed out without a request, as on the site.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <AuthProvider>
      <ReferralProvider>{children}</ReferralProvider>
    </AuthProvider>
  );
}
