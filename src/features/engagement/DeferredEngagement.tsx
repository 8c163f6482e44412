import { lazy, Suspense, useEffect, useState } from 'react';

const EngagementWidgets = lazy(() => import('./EngagementWidgets'));

/** requestIdleCallback runs the load by this time at the latest; without it (Safari), this long after `load`. */
export const ENGAGEMENT_IDLE_TIMEOUT_MS = 2000;

/**
 * Mounts the help card, the social-proof ticker and the scroll milestones from their own chunk once the page has
 * loaded and gone idle. All three render nothing on the server and in the hydrating render anyway, so loading
 * them later changes no markup and keeps their code out of every page's first load. Mount once in the root
 * layout, inside the router.
 */
export function DeferredEngagement() {
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let idleHandle: number | undefined;
    let timer: number | undefined;
    const markReady = () => setReady(true);
    const schedule = () => {
      if (typeof window.requestIdleCallback === 'function') {
        idleHandle = window.requestIdleCallback(markReady, { timeout: ENGAGEMENT_IDLE_TIMEOUT_MS });
      } else {
        timer = window.setTimeout(markReady, ENGAGEMENT_IDLE_TIMEOUT_MS);
      }
    };
    if (document.readyState === 'complete') schedule();
    else window.addEventListener('load', schedule, { once: true });
    return () => {
      window.removeEventListener('load', schedule);
      if (idleHandle !== undefined) window.cancelIdleCallback(idleHandle);
      if (timer !== undefined) window.clearTimeout(timer);
    };
  }, []);

  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <EngagementWidgets />
    </Suspense>
  );
}
