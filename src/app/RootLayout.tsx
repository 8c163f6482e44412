import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { SiteHeader } from '@/components/layout/SiteHeader';
import { SiteFooter } from '@/components/layout/SiteFooter';
import { TrustBlock } from '@/features/engagement/TrustBlock';
import { DeferredEngagement } from '@/features/engagement/DeferredEngagement';
import { AnalyticsLoader } from '@/features/analytics/AnalyticsLoader';
import { NewsletterForm } from '@/features/newsletter/NewsletterForm';
import { ReferralCapture } from '@/features/referral/ReferralCapture';
import { Toaster } from '@/components/ui/toast';
import { OutboxFlusher } from '@/lib/leads/outbox-flusher';
import { AuthProvider } from '@/lib/auth/AuthProvider';
import { ReferralProvider } from '@/lib/referral/ReferralProvider';
import { RouteChangeEffects } from './RouteChangeEffects';
import { NavigationSpinner } from './NavigationSpinner';

/**
 * Marks the document once the app has committed its first render, for tests and anything that must wait for
 * interactivity. It sits inside the layout, where the server renders it too: an extra element beside the router
 * only on the client would shift every useId and break the ids the prerendered HTML carries.
 */
function HydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

export function RootLayout() {
  return (
    <AuthProvider>
      <ReferralProvider>
        <a href="#main" className="skip-link">
          Skip to main content
        </a>
        <SiteHeader />
        <NavigationSpinner />
        <main id="main" tabIndex={-1} className="outline-none">
          <Outlet />
        </main>
        <TrustBlock />
        <SiteFooter newsletter={<NewsletterForm source="footer" variant="footer" />} />
        <RouteChangeEffects />
        {/* Help card, activity ticker and scroll milestones: loaded once the page is idle. */}
        <DeferredEngagement />
        <AnalyticsLoader />
        {/* Render nothing until needed: toasts, resending kept leads, the /ref/{code} and ?ref= capture. */}
        <Toaster />
        <OutboxFlusher />
        <ReferralCapture />
        <HydratedMark />
      </ReferralProvider>
    </AuthProvider>
  );
}
