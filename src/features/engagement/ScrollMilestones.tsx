import { useEffect, useRef } from 'react';
import { usePathname } from '@/lib/navigation';
import { track } from '@/lib/analytics';
import { scrollPercent, subscribeScroll } from './viewport';

export const SCROLL_MILESTONES = [25, 50, 75, 100] as const;

/**
 * After a route change the window is still scrolled as deep as the previous page until the smooth scroll to the
 * top has finished; positions seen in that time belong to no page, so measuring starts after it.
 */
export const ROUTE_SETTLE_MS = 1000;

/**
 * Tracks scroll depth milestones (25, 50, 75 and 100 percent), each once per page view. Renders nothing; mount
 * once in the root layout.
 */
export function ScrollMilestones() {
  const pathname = usePathname();
  const firstPageView = useRef(true);

  useEffect(() => {
    const reached = new Set<number>();
    const check = () => {
      const percent = scrollPercent();
      for (const milestone of SCROLL_MILESTONES) {
        if (percent < milestone || reached.has(milestone)) continue;
        reached.add(milestone);
        track('scroll_depth', { percent: milestone });
      }
    };

    const delay = firstPageView.current ? 0 : ROUTE_SETTLE_MS;
    firstPageView.current = false;
    let unsubscribe = () => {};
    const start = window.setTimeout(() => {
      unsubscribe = subscribeScroll(check);
      check();
    }, delay);

    return () => {
      window.clearTimeout(start);
      unsubscribe();
    };
  }, [pathname]);

  return null;
}
