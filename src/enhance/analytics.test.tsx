import { cleanup, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useEffect } from 'react';
import { startAnalytics } from '@/enhance/analytics';
import { analyticsEnabled } from '@/lib/analytics';
import { META_SCRIPT_URL } from '@/lib/third-party';
import { IDLE_FALLBACK_MS, IDLE_TIMEOUT_MS } from '@/features/analytics/tag-scripts';
import { scrollToPercent, setPageGeometry } from '@tests/support/viewport';

const config = vi.hoisted(() => ({
  gaId: undefined as string | undefined,
  metaPixelId: undefined as string | undefined,
  bookingUrl: 'https://hub.example.test/work_request/new',
  clientHubUrl: 'https://hub.example.test/login',
}));
vi.mock('@/lib/config', () => ({ config }));

/** What main.tsx does (start analytics when configured and allowed), mounted so a test can stop it. */
function AnalyticsLoader() {
  useEffect(() => (analyticsEnabled() ? startAnalytics() : undefined), []);
  return null;
}

const GA_URL = 'https://www.googletagmanager.com/gtag/js?id=G-TEST123';

const tagScripts = () =>
  Array.from(document.head.querySelectorAll<HTMLScriptElement>('script[data-analytics-tag]')).map((s) => ({
    src: s.src,
    async: s.async,
  }));
const trackedEvents = () =>
  (window.dataLayer ?? [])
    .map((entry) => Array.from(entry as ArrayLike<unknown>))
    .filter((command) => command[0] === 'event')
    .map((command) => command[1]);

function setGpc(value: boolean | undefined) {
  Object.defineProperty(window.navigator, 'globalPrivacyControl', { value, configurable: true });
}
function setReadyState(value: DocumentReadyState | undefined) {
  if (value === undefined) Reflect.deleteProperty(document, 'readyState');
  else Object.defineProperty(document, 'readyState', { value, configurable: true });
}

// jsdom cannot navigate: keep test clicks on links from trying.
const stopNavigation = (event: Event) => event.preventDefault();

beforeEach(() => {
  config.gaId = 'G-TEST123';
  config.metaPixelId = '1234567890';
  document.addEventListener('click', stopNavigation);
});

afterEach(() => {
  // Unmount before the stubbed globals go away (hooks run in reverse order: this one precedes the setup file's).
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.removeEventListener('click', stopNavigation);
  document.head.querySelectorAll('script[data-analytics-tag]').forEach((s) => s.remove());
  delete window.dataLayer;
  delete window.gtag;
  delete window.fbq;
  delete window._fbq;
  setGpc(undefined);
  setReadyState(undefined);
});

describe('AnalyticsLoader: loading the tags', () => {
  it('adds the GA4 and Meta scripts only after the page is idle, as async external scripts', () => {
    vi.useFakeTimers();
    const { container } = render(<AnalyticsLoader />);

    expect(container).toBeEmptyDOMElement();
    expect(tagScripts()).toEqual([]);

    vi.advanceTimersByTime(IDLE_FALLBACK_MS);
    expect(tagScripts()).toEqual([
      { src: GA_URL, async: true },
      { src: META_SCRIPT_URL, async: true },
    ]);
    // The queues the scripts will read exist before them, with the config and init commands.
    expect(window.dataLayer?.map((c) => Array.from(c as ArrayLike<unknown>)[0])).toEqual(['js', 'config']);
    expect(window.fbq?.queue.map((c) => Array.from(c as ArrayLike<unknown>))).toEqual([
      ['init', '1234567890'],
      ['track', 'PageView'],
    ]);
  });

  it('waits for the window load event when the page is still loading', () => {
    vi.useFakeTimers();
    setReadyState('loading');
    render(<AnalyticsLoader />);

    vi.advanceTimersByTime(IDLE_FALLBACK_MS * 3);
    expect(tagScripts()).toEqual([]);

    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(IDLE_FALLBACK_MS);
    expect(tagScripts()).toHaveLength(2);
  });

  it('uses requestIdleCallback (with a deadline) where the browser has it', () => {
    const idleTasks: Array<() => void> = [];
    const requestIdleCallback = vi.fn((task: () => void, _options?: IdleRequestOptions) =>
      idleTasks.push(task),
    );
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    render(<AnalyticsLoader />);

    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: IDLE_TIMEOUT_MS });
    expect(tagScripts()).toEqual([]);
    idleTasks.forEach((task) => task());
    expect(tagScripts()).toHaveLength(2);
  });

  it('loads only the tag whose ID is configured', () => {
    vi.useFakeTimers();
    config.metaPixelId = undefined;
    render(<AnalyticsLoader />);
    vi.advanceTimersByTime(IDLE_FALLBACK_MS);

    expect(tagScripts()).toEqual([{ src: GA_URL, async: true }]);
    expect(window.fbq).toBeUndefined();
  });

  it('loads nothing if unmounted before the page went idle', () => {
    vi.useFakeTimers();
    const { unmount } = render(<AnalyticsLoader />);
    unmount();
    vi.advanceTimersByTime(IDLE_FALLBACK_MS * 3);

    expect(tagScripts()).toEqual([]);
  });

  it('loads nothing and creates no queue without IDs', () => {
    vi.useFakeTimers();
    config.gaId = undefined;
    config.metaPixelId = undefined;
    render(<AnalyticsLoader />);
    vi.advanceTimersByTime(IDLE_TIMEOUT_MS * 2);

    expect(tagScripts()).toEqual([]);
    expect(window.dataLayer).toBeUndefined();
    expect(window.fbq).toBeUndefined();
  });

  it('loads nothing for a browser sending Global Privacy Control', () => {
    vi.useFakeTimers();
    setGpc(true);
    render(<AnalyticsLoader />);
    vi.advanceTimersByTime(IDLE_TIMEOUT_MS * 2);

    expect(tagScripts()).toEqual([]);
    expect(window.dataLayer).toBeUndefined();
    expect(window.fbq).toBeUndefined();
  });
});

describe('AnalyticsLoader: link conversions', () => {
  function Links() {
    return (
      <>
        <AnalyticsLoader />
        <a href="tel:+12547266737">
          <span>Call (254) SCOOPER</span>
        </a>
        <a href="https://hub.example.test/work_request/new?dogs=2">Book Service</a>
        <a href="https://hub.example.test/login">Client Login</a>
        <a href="/contact">Contact</a>
      </>
    );
  }

  it('tracks phone_click for tel: links (also from a child element) and Schedule for the booking form', async () => {
    const user = userEvent.setup();
    const screen = render(<Links />);

    await user.click(screen.getByText('Call (254) SCOOPER'));
    await user.click(screen.getByText('Book Service'));
    await user.click(screen.getByText('Client Login'));
    await user.click(screen.getByText('Contact'));

    // Queued before the tag scripts have even loaded.
    expect(tagScripts()).toEqual([]);
    expect(trackedEvents()).toEqual(['phone_click', 'Schedule']);
    const fbqEvents = window.fbq?.queue.map((c) => Array.from(c as ArrayLike<unknown>)).slice(2);
    expect(fbqEvents).toEqual([
      ['trackCustom', 'phone_click', { value: 50, currency: 'USD' }],
      ['track', 'Schedule', {}],
    ]);
  });

  it('tracks nothing without IDs', async () => {
    config.gaId = undefined;
    config.metaPixelId = undefined;
    const user = userEvent.setup();
    const screen = render(<Links />);

    await user.click(screen.getByText('Call (254) SCOOPER'));
    expect(window.dataLayer).toBeUndefined();
    expect(window.fbq).toBeUndefined();
  });

  it('tracks nothing under Global Privacy Control', async () => {
    setGpc(true);
    const user = userEvent.setup();
    const screen = render(<Links />);

    await user.click(screen.getByText('Call (254) SCOOPER'));
    await user.click(screen.getByText('Book Service'));
    expect(window.dataLayer).toBeUndefined();
    expect(window.fbq).toBeUndefined();
  });

  it('stops listening when unmounted', async () => {
    const user = userEvent.setup();
    const screen = render(
      <a href="tel:+12547266737" onClick={(e) => e.preventDefault()}>
        Call
      </a>,
    );
    const loader = render(<AnalyticsLoader />);
    loader.unmount();

    await user.click(screen.getByText('Call'));
    expect(trackedEvents()).toEqual([]);
  });
});

describe('analytics: scroll milestones', () => {
  it('tracks 25, 50, 75 and 100 % once each per page view', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
    setPageGeometry({ pageHeight: 3000, viewportHeight: 1000 });
    scrollToPercent(0);
    render(<AnalyticsLoader />);
    const milestones = () =>
      (window.dataLayer ?? [])
        .map((entry) => Array.from(entry as ArrayLike<unknown>))
        .filter((command) => command[0] === 'event' && command[1] === 'scroll_depth')
        .map((command) => (command[2] as { percent: number }).percent);
    scrollToPercent(30);
    scrollToPercent(10);
    scrollToPercent(60);
    expect(milestones()).toEqual([25, 50]);
    scrollToPercent(100);
    scrollToPercent(100);
    expect(milestones()).toEqual([25, 50, 75, 100]);
    window.dispatchEvent(new Event('brazos:page-view'));
    expect(milestones()).toEqual([25, 50, 75, 100, 25, 50, 75, 100]);
  });
});
