import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { AreasMenu } from '@/components/layout/AreasMenu';
import { SiteHeader } from '@/components/layout/SiteHeader';
import { SiteFooter } from '@/components/layout/SiteFooter';
import { HelpCard } from '@/features/engagement/HelpCard';
import { SocialProofTicker } from '@/features/engagement/SocialProofTicker';
import { TrustBlock } from '@/features/engagement/TrustBlock';
import { NewsletterForm } from '@/features/newsletter/NewsletterForm';
import { isWorkScreen } from '@/lib/work-screens';
import { AuthProvider } from '@/lib/auth/AuthProvider';
import { Island } from '@/lib/island-markup';
import { usePathname } from '@/lib/navigation';
import { ReferralProvider } from '@/lib/referral/ReferralProvider';
import { RouterNavigation } from '@/lib/router-navigation';
import { RouteChangeEffects } from './RouteChangeEffects';
import { NavigationSpinner } from './NavigationSpinner';
import { SiteServices } from './SiteServices';

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
    <RouterNavigation>
      <Layout />
    </RouterNavigation>
  );
}

function Layout() {
  // The account screens, where a visitor works: no sales widgets.
  const onWorkScreen = isWorkScreen(usePathname());
  return (
    <>
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
          <SiteFooter
            newsletter={<Island component={NewsletterForm} props={{ source: 'footer', variant: 'footer' }} />}
          />
          <AreasMenu />
          <RouteChangeEffects />
          <Island component={SiteServices} props={{}} />
          {!onWorkScreen && (
            <>
              <HelpCard />
              <SocialProofTicker />
            </>
          )}
          <HydratedMark />
        </ReferralProvider>
      </AuthProvider>
    </>
  );
}
