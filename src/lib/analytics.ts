import { config } from './config';

/**
 * The one tracking entry point. Events go to the GA4 tag (gtag) and the Meta pixel (fbq) through the vendors'
 * own command queues, so a call made before their scripts have loaded is kept and replayed by them on load.
 * No IDs configured: every call is a no-op. Global Privacy Control: no tracking at all, nothing queued.
 */

export type AnalyticsEvent =
  'Lead' | 'Contact' | 'CompleteRegistration' | 'Schedule' | 'ViewContent' | 'phone_click' | 'scroll_depth';

export type EventParams = Record<string, string | number | boolean | undefined>;

/** The conversion values the owners count: a lead is worth $25, a phone call $50. */
const EVENT_DEFAULTS: Partial<Record<AnalyticsEvent, EventParams>> = {
  Lead: { value: 25, currency: 'USD' },
  phone_click: { value: 50, currency: 'USD' },
};

/** Meta's standard events; other names must be sent with trackCustom. */
const META_STANDARD_EVENTS: ReadonlySet<AnalyticsEvent> = new Set([
  'Lead',
  'Contact',
  'CompleteRegistration',
  'Schedule',
  'ViewContent',
]);

/** Reading depth is a site measurement, not an ad signal: it stays out of the pixel. */
const ANALYTICS_ONLY_EVENTS: ReadonlySet<AnalyticsEvent> = new Set(['scroll_depth']);

type Gtag = (...args: unknown[]) => void;

interface Fbq {
  (...args: unknown[]): void;
  callMethod?: (...args: unknown[]) => void;
  queue: unknown[];
  push: Fbq;
  loaded: boolean;
  version: string;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
    fbq?: Fbq;
    _fbq?: Fbq;
  }
  interface Navigator {
    /** Global Privacy Control (https://privacycg.github.io/gpc-spec/). */
    globalPrivacyControl?: boolean;
  }
}

/** False on the server and for visitors who send Global Privacy Control. */
export function trackingAllowed(): boolean {
  return typeof window !== 'undefined' && window.navigator.globalPrivacyControl !== true;
}

/** Whether any tag is configured and this visitor may be tracked. */
export function analyticsEnabled(): boolean {
  return trackingAllowed() && Boolean(config.gaId || config.metaPixelId);
}

function ensureGtag(measurementId: string): Gtag {
  if (window.gtag) return window.gtag;
  const dataLayer = (window.dataLayer ??= []);
  // Google's stub, verbatim in effect: gtag.js only processes Arguments objects from the dataLayer, not arrays.
  const gtag: Gtag = function () {
    // eslint-disable-next-line prefer-rest-params -- see above: an array here would be silently ignored
    dataLayer.push(arguments);
  };
  window.gtag = gtag;
  gtag('js', new Date());
  gtag('config', measurementId);
  return gtag;
}

function ensureFbq(pixelId: string): Fbq {
  if (window.fbq) return window.fbq;
  // Meta's stub: calls queue until fbevents.js sets callMethod and replays the queue.
  const fbq = function (...args: unknown[]) {
    if (fbq.callMethod) fbq.callMethod(...args);
    // eslint-disable-next-line prefer-rest-params -- the queue holds Arguments objects, as Meta's own snippet does
    else fbq.queue.push(arguments);
  } as Fbq;
  fbq.push = fbq;
  fbq.loaded = true;
  fbq.version = '2.0';
  fbq.queue = [];
  window.fbq = fbq;
  window._fbq ??= fbq;
  fbq('init', pixelId);
  fbq('track', 'PageView');
  return fbq;
}

/**
 * Creates the command queues of the configured tags (and their init/config commands), so that the vendor scripts
 * find them when they load. Idempotent; does nothing without IDs or under Global Privacy Control.
 */
export function installAnalyticsQueues(): void {
  if (!trackingAllowed()) return;
  if (config.gaId) ensureGtag(config.gaId);
  if (config.metaPixelId) ensureFbq(config.metaPixelId);
}

/** Sends one event to every configured tag (queued until the tag's script has loaded). */
export function track(event: AnalyticsEvent, params: EventParams = {}): void {
  if (!trackingAllowed()) return;
  const payload = { ...EVENT_DEFAULTS[event], ...params };
  if (config.gaId) ensureGtag(config.gaId)('event', event, payload);
  if (config.metaPixelId && !ANALYTICS_ONLY_EVENTS.has(event)) {
    ensureFbq(config.metaPixelId)(META_STANDARD_EVENTS.has(event) ? 'track' : 'trackCustom', event, payload);
  }
}
