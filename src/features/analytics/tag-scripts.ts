import { analyticsEnabled, installAnalyticsQueues } from '@/lib/analytics';
import { config } from '@/lib/config';
import { gaScriptUrl, META_SCRIPT_URL } from '@/lib/third-party';

/** Without requestIdleCallback (Safari), wait this long after `load` instead. */
export const IDLE_FALLBACK_MS = 2000;
/** requestIdleCallback runs the tags by this time at the latest, even on a page that never goes idle. */
export const IDLE_TIMEOUT_MS = 5000;

function appendScript(src: string, tag: string) {
  if (document.querySelector(`script[data-analytics-tag="${tag}"]`)) return;
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  script.dataset.analyticsTag = tag;
  document.head.appendChild(script);
}

/**
 * Adds the configured vendor scripts as external script elements (no inline code, so a strict CSP holds),
 * after their command queues exist so that queued events are replayed when they load.
 */
export function injectTagScripts(): void {
  if (!analyticsEnabled()) return;
  installAnalyticsQueues();
  if (config.gaId) appendScript(gaScriptUrl(config.gaId), 'ga4');
  if (config.metaPixelId) appendScript(META_SCRIPT_URL, 'meta-pixel');
}

/**
 * Runs `task` once the page has loaded and the main thread is idle, so third-party code never competes with
 * the first render or hydration. Returns a cancel function.
 */
export function afterPageInteractive(task: () => void): () => void {
  let idleHandle: number | undefined;
  let timer: number | undefined;
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function') {
      idleHandle = window.requestIdleCallback(() => task(), { timeout: IDLE_TIMEOUT_MS });
    } else {
      timer = window.setTimeout(task, IDLE_FALLBACK_MS);
    }
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });

  return () => {
    window.removeEventListener('load', schedule);
    if (idleHandle !== undefined) window.cancelIdleCallback(idleHandle);
    if (timer !== undefined) window.clearTimeout(timer);
  };
}

export type LinkConversion = 'phone_click' | 'Schedule';

/**
 * Which conversion a click on this link is: any tel: link is a phone call; a link to the booking form (same
 * origin and path as config.bookingUrl, whatever its prefill query) is a scheduling step. The client hub's login
 * page shares the booking origin, so the path matters.
 */
export function linkConversion(link: HTMLAnchorElement): LinkConversion | undefined {
  const href = link.getAttribute('href') ?? '';
  if (href.trim().toLowerCase().startsWith('tel:')) return 'phone_click';
  const booking = new URL(config.bookingUrl);
  if (
    link.origin === booking.origin &&
    link.pathname.replace(/\/+$/, '') === booking.pathname.replace(/\/+$/, '')
  ) {
    return 'Schedule';
  }
  return undefined;
}
