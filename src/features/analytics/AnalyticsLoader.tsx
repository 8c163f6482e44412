import { useEffect } from 'react';
import { analyticsEnabled, track } from '@/lib/analytics';
import { afterPageInteractive, injectTagScripts, linkConversion } from './tag-scripts';

/**
 * Loads the GA4 tag and the Meta pixel once the page is interactive, only when their IDs are configured and
 * never for a visitor sending Global Privacy Control, and counts clicks on call and booking links anywhere on
 * the site. Renders nothing. Mount once, in the root layout.
 */
export function AnalyticsLoader() {
  useEffect(() => {
    if (!analyticsEnabled()) return;

    const cancelLoad = afterPageInteractive(injectTagScripts);

    // One document-level listener instead of a handler on every link; capture so no component can swallow it.
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement)) return;
      const conversion = linkConversion(link);
      if (conversion) track(conversion);
    };
    document.addEventListener('click', onClick, { capture: true });

    return () => {
      cancelLoad();
      document.removeEventListener('click', onClick, { capture: true });
    };
  }, []);

  return null;
}
