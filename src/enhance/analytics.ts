import { track } from '@/lib/analytics';
import { afterPageInteractive, injectTagScripts, linkConversion } from '@/features/analytics/tag-scripts';
import type { ViewContentParams } from '@/features/analytics/use-view-content';
import { onScroll, scrollPercent } from './floating';

/**
 * The site's analytics, loaded by main.tsx only when analytics is configured and allowed: the vendors' tags
 * once the page is interactive, call and booking clicks, the view of a service or place page (its
 * `view-content` element's data), and the scroll milestones 25, 50, 75 and 100 %, each once per page view.
 */
export const SCROLL_MILESTONES = [25, 50, 75, 100] as const;

/** Sent by the app on a client-side navigation, once the new page is at its top (RouteChangeEffects). */
export const PAGE_VIEW_EVENT = 'brazos:page-view';

/** Starts the page's analytics; returns what stops it (for tests). */
export function startAnalytics(): () => void {
  const cancelLoad = afterPageInteractive(injectTagScripts);
  // One document-level listener instead of a handler on every link; capture so nothing can swallow it.
  const onClick = (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement)) return;
    const conversion = linkConversion(link);
    if (conversion) track(conversion);
  };
  document.addEventListener('click', onClick, { capture: true });
  for (const element of document.querySelectorAll<HTMLElement>('[data-island="view-content"]')) {
    const params = JSON.parse(element.dataset.props ?? '{}') as ViewContentParams;
    track('ViewContent', { ...params });
  }
  const reached = new Set<number>();
  const check = () => {
    const percent = scrollPercent();
    for (const milestone of SCROLL_MILESTONES) {
      if (percent < milestone || reached.has(milestone)) continue;
      reached.add(milestone);
      track('scroll_depth', { percent: milestone });
    }
  };
  const stopScroll = onScroll(check);
  check();
  // A page view of the app (a client-side navigation) starts the milestones again.
  const onPageView = () => {
    reached.clear();
    check();
  };
  window.addEventListener(PAGE_VIEW_EVENT, onPageView);
  return () => {
    cancelLoad();
    document.removeEventListener('click', onClick, { capture: true });
    stopScroll();
    window.removeEventListener(PAGE_VIEW_EVENT, onPageView);
  };
}
