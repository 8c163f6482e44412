import { useCallback, useSyncExternalStore } from 'react';

/**
 * Scroll position and media queries as React external stores. Their server snapshot is `false`, so a widget
 * built on them renders nothing on the server and in the hydrating render, then appears once mounted.
 */

/** "Under 768 px": the phone layout in which the mobile call-to-action replaces the help card. */
export const NARROW_SCREEN_QUERY = '(max-width: 767.98px)';
export const WIDE_SCREEN_QUERY = '(min-width: 768px)';
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** Sub-pixel scroll positions (zoom, mobile toolbars) never quite reach the end; this close counts as the end. */
const BOTTOM_TOLERANCE_PX = 2;

/** How far down the page the visitor has scrolled, 0-100; 0 on a page too short to scroll. */
export function scrollPercent(): number {
  const scrollable = document.documentElement.scrollHeight - window.innerHeight;
  if (scrollable <= 0) return 0;
  const top = window.scrollY;
  if (top >= scrollable - BOTTOM_TOLERANCE_PX) return 100;
  return Math.max(0, (top / scrollable) * 100);
}

/**
 * Calls `onChange` at most once per animation frame while the page scrolls or resizes. The listeners are passive,
 * so they never hold up scrolling, and the work happens in the frame, not in every scroll event.
 */
export function subscribeScroll(onChange: () => void): () => void {
  let frame = 0;
  const schedule = () => {
    if (frame) return;
    frame = window.requestAnimationFrame(() => {
      frame = 0;
      onChange();
    });
  };
  window.addEventListener('scroll', schedule, { passive: true });
  window.addEventListener('resize', schedule, { passive: true });
  return () => {
    window.removeEventListener('scroll', schedule);
    window.removeEventListener('resize', schedule);
    if (frame) window.cancelAnimationFrame(frame);
  };
}

const serverFalse = () => false;

/** Whether the page is scrolled past `percent`; false on the server and while hydrating. */
export function useScrolledPast(percent: number): boolean {
  const getSnapshot = useCallback(() => scrollPercent() > percent, [percent]);
  return useSyncExternalStore(subscribeScroll, getSnapshot, serverFalse);
}

const canMatchMedia = () => typeof window.matchMedia === 'function';

/** Whether a media query matches; false on the server, while hydrating, and where matchMedia is missing. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!canMatchMedia()) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const getSnapshot = useCallback(() => canMatchMedia() && window.matchMedia(query).matches, [query]);
  return useSyncExternalStore(subscribe, getSnapshot, serverFalse);
}
