import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** After a route change the window is still as deep as the previous page until the smooth scroll has finished. */
const ROUTE_SETTLE_MS = 1000;

/** On every route change: scroll smoothly to the top and move focus to the new page for screen readers. */
export function RouteChangeEffects() {
  const { pathname, hash } = useLocation();
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (hash) return; // an in-page anchor scrolls to its target instead
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, left: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
    document.getElementById('main')?.focus({ preventScroll: true });
    // A new page view for the scroll milestones, once the scroll to the top has settled (enhance/analytics.ts).
    const settled = setTimeout(() => window.dispatchEvent(new Event('brazos:page-view')), ROUTE_SETTLE_MS);
    return () => clearTimeout(settled);
  }, [pathname, hash]);

  return null;
}
