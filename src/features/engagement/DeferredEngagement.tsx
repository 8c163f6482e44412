import { lazy, Suspense } from 'react';
import { useAfterPageIdle } from './after-page-idle';

const EngagementWidgets = lazy(() => import('./EngagementWidgets'));

/**
 * Mounts the help card, the social-proof ticker and the scroll milestones from their own chunk once the page has
 * loaded and gone idle. All three render nothing on the server and in the hydrating render anyway, so loading
 * them later changes no markup and keeps their code out of every page's first load. Mount once in the root
 * layout, inside the router.
 */
export function DeferredEngagement() {
  const idle = useAfterPageIdle();
  if (!idle) return null;
  return (
    <Suspense fallback={null}>
      <EngagementWidgets />
    </Suspense>
  );
}
