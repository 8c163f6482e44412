import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { analyticsEnabled, installAnalyticsQueues, track } from './analytics';

const ids = vi.hoisted(() => ({
  gaId: undefined as string | undefined,
  metaPixelId: undefined as string | undefined,
}));
vi.mock('./config', () => ({ config: ids }));

/** The dataLayer holds Arguments objects (as gtag.js requires); compare them as plain arrays. */
const dataLayerCommands = () =>
  (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
const fbqQueue = () => (window.fbq?.queue ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));

function setGpc(value: boolean | undefined) {
  Object.defineProperty(window.navigator, 'globalPrivacyControl', { value, configurable: true });
}

beforeEach(() => {
  delete window.dataLayer;
  delete window.gtag;
  delete window.fbq;
  delete window._fbq;
  setGpc(undefined);
  ids.gaId = 'G-TEST123';
  ids.metaPixelId = '1234567890';
});

afterEach(() => setGpc(undefined));

describe('track', () => {
  it('queues a GA4 event in the dataLayer after the config commands, before gtag.js has loaded', () => {
    track('Contact', { form: 'contact' });

    const commands = dataLayerCommands();
    expect(commands[0]?.[0]).toBe('js');
    expect(commands[0]?.[1]).toBeInstanceOf(Date);
    expect(commands[1]).toEqual(['config', 'G-TEST123']);
    expect(commands[2]).toEqual(['event', 'Contact', { form: 'contact' }]);
    // gtag.js ignores arrays: the entries must be real Arguments objects.
    expect(Object.prototype.toString.call(window.dataLayer?.[2])).toBe('[object Arguments]');
  });

  it('adds the lead value (25 USD) and the phone-call value (50 USD)', () => {
    track('Lead', { source: 'quote' });
    track('phone_click');

    const events = dataLayerCommands().filter((c) => c[0] === 'event');
    expect(events).toEqual([
      ['event', 'Lead', { value: 25, currency: 'USD', source: 'quote' }],
      ['event', 'phone_click', { value: 50, currency: 'USD' }],
    ]);
  });

  it("queues Meta standard events with 'track', custom ones with 'trackCustom', after init and PageView", () => {
    track('Schedule');
    track('phone_click');

    expect(fbqQueue()).toEqual([
      ['init', '1234567890'],
      ['track', 'PageView'],
      ['track', 'Schedule', {}],
      ['trackCustom', 'phone_click', { value: 50, currency: 'USD' }],
    ]);
    expect(window._fbq).toBe(window.fbq);
  });

  it('sends scroll depth to analytics only, not to the ad pixel', () => {
    track('scroll_depth', { percent: 50 });

    expect(dataLayerCommands()).toContainEqual(['event', 'scroll_depth', { percent: 50 }]);
    expect(window.fbq).toBeUndefined();
  });

  it('hands calls to the loaded pixel instead of queueing them', () => {
    installAnalyticsQueues();
    const received: unknown[][] = [];
    window.fbq!.callMethod = (...args) => received.push(args);

    track('ViewContent', { page: '/services' });

    expect(received).toEqual([['track', 'ViewContent', { page: '/services' }]]);
  });

  it('uses only the tag that is configured', () => {
    ids.metaPixelId = undefined;
    track('Contact');
    expect(window.fbq).toBeUndefined();
    expect(dataLayerCommands()).toContainEqual(['event', 'Contact', {}]);

    delete window.dataLayer;
    delete window.gtag;
    ids.gaId = undefined;
    ids.metaPixelId = '42';
    track('Contact');
    expect(window.dataLayer).toBeUndefined();
    expect(fbqQueue()).toContainEqual(['track', 'Contact', {}]);
  });

  it('is a no-op when no IDs are configured: nothing is created on window', () => {
    ids.gaId = undefined;
    ids.metaPixelId = undefined;

    track('Lead');
    installAnalyticsQueues();

    expect(analyticsEnabled()).toBe(false);
    expect(window.dataLayer).toBeUndefined();
    expect(window.gtag).toBeUndefined();
    expect(window.fbq).toBeUndefined();
  });

  it('tracks nothing at all, not even a queue, for a browser sending Global Privacy Control', () => {
    setGpc(true);

    track('Lead');
    track('phone_click');
    installAnalyticsQueues();

    expect(analyticsEnabled()).toBe(false);
    expect(window.dataLayer).toBeUndefined();
    expect(window.gtag).toBeUndefined();
    expect(window.fbq).toBeUndefined();
  });

  it('sets up each queue once, however many events are sent', () => {
    track('Contact');
    track('Contact');
    installAnalyticsQueues();

    expect(dataLayerCommands().filter((c) => c[0] === 'config')).toHaveLength(1);
    expect(fbqQueue().filter((c) => c[0] === 'init')).toHaveLength(1);
    expect(analyticsEnabled()).toBe(true);
  });
});
