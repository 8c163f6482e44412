import { analyticsEnabled } from '@/lib/analytics';
import { armExitIntent, requestExitOffer } from '@/features/newsletter/exit-intent';
import { enhanceFloating } from './floating';
import { openExitOffer, startIslands } from './island-moments';
import { enhanceMenus } from './menus';
import { enhanceSignOut } from './session';

/**
 * What a page's HTML cannot do alone, in a few small scripts and no framework (docs/interactive-parts.md): the
 * header's menus, Sign Out, the floating elements and their layout rule. Run on every page, the app's included
 * (its header and floating elements are the same markup).
 */
export function enhanceLayout(): void {
  enhanceMenus();
  enhanceSignOut();
  enhanceFloating();
  if (analyticsEnabled()) void import('./analytics').then(({ startAnalytics }) => startAnalytics());
}

/** A public page's own: its islands at their moments, the exit offer's moment and the 404 log. */
export function enhancePublicPage(): void {
  void startIslands();
  if (document.querySelector('[data-island="exit-intent-offer"]')) {
    armExitIntent(() => {
      requestExitOffer();
      openExitOffer();
    });
  }
  if (document.querySelector('[data-island="missing-path-log"]'))
    console.warn(`404: no page at ${window.location.pathname}`);
}
