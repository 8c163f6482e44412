import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

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
  }, [pathname, hash]);

  return null;
}
