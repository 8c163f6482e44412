import { lazy, Suspense } from 'react';
import { useAfterPageIdle } from './after-page-idle';
import { useAnnounceMobileCta } from './mobile-cta-presence';

const MobileCtaBox = lazy(() => import('./MobileCtaBox'));

/**
 * The mobile-only floating call-to-action of a page (the home page): a free quote and call box under 768 px after
 * 30% of the page, dismissible to a small round button. It renders nothing on the server; its code loads once
 * the page is idle. From mount on, the help card steps aside on phones, so the two never cover each other.
 */
export function MobileCta() {
  useAnnounceMobileCta();
  const idle = useAfterPageIdle();
  if (!idle) return null;
  return (
    <Suspense fallback={null}>
      <MobileCtaBox />
    </Suspense>
  );
}
