import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createHead, UnheadProvider } from '@unhead/react/client';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TICKER_LABEL } from '@/content/social-proof';
import { PAGE_IDLE_TIMEOUT_MS } from '@/features/engagement/after-page-idle';
import { NARROW_SCREEN_QUERY, WIDE_SCREEN_QUERY } from '@/features/engagement/viewport';
import { EXIT_INTENT_DELAY_MS } from '@/features/newsletter/exit-intent';
import { installMatchMedia, scrollToPercent, setPageGeometry } from '@tests/support/viewport';
import { RootLayout } from './RootLayout';
import { routes } from './routes';

/**
 * The sales widgets (the activity ticker, the help card, the mobile call box and the exit offer) on the work screens
 * and off them, in the app as the dashboard and the admin run it: the real layout and route table in a memory router.
 */

const WORK_SCREENS = ['/auth', '/dashboard', '/admin', '/admin/', '/auth/reset'];

const helpCard = () => screen.queryByRole('complementary', { name: 'Need help? Call us' });
const ticker = () => screen.queryByRole('complementary', { name: TICKER_LABEL });
const mobileCallBox = () => screen.queryByRole('region', { name: 'Free quote and call' });
const exitOffer = () => screen.queryByRole('dialog');

let media: ReturnType<typeof installMatchMedia>;

beforeEach(() => {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
  });
  media = installMatchMedia({ [WIDE_SCREEN_QUERY]: true, [NARROW_SCREEN_QUERY]: false });
  setPageGeometry({ pageHeight: 4000, viewportHeight: 800 });
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  localStorage.clear();
  // The layout scrolls to the top on every page change; jsdom has no scrolling.
  vi.stubGlobal('scrollTo', () => undefined);
});

afterEach(() => {
  // Unmount while the stubbed globals still exist (this hook runs before the setup file's cleanup).
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderApp(routeTable: RouteObject[], path: string) {
  const router = createMemoryRouter(routeTable, { initialEntries: [path] });
  render(
    <UnheadProvider head={createHead()}>
      <RouterProvider router={router} />
    </UnheadProvider>,
  );
  return router;
}

/** Lets lazily loaded pages and widget chunks arrive, and React render them. */
async function settle() {
  for (let round = 0; round < 3; round++) {
    await act(async () => {
      await vi.dynamicImportSettled();
    });
  }
}

/** What a visitor does that brings the widgets out: the page goes idle, and they scroll to its bottom. */
async function idleAndScrollToBottom() {
  await settle();
  act(() => vi.advanceTimersByTime(PAGE_IDLE_TIMEOUT_MS));
  await settle();
  scrollToPercent(100);
  await settle();
}

/**
 * The visitor stays a while, then the pointer leaves through the top of the window, and a while passes again: the
 * exit offer's delay is over whether it counts from the page's opening or from the leave.
 */
async function leaveThroughTop() {
  act(() => vi.advanceTimersByTime(EXIT_INTENT_DELAY_MS));
  await settle();
  fireEvent.mouseOut(document, { clientY: 0, relatedTarget: null });
  await settle();
  act(() => vi.advanceTimersByTime(EXIT_INTENT_DELAY_MS));
  await settle();
}

/** The layout around a page that stands for any: the widgets come from the layout. */
const layoutRoutes: RouteObject[] = [
  { path: '/', Component: RootLayout, children: [{ path: '*', element: <h1>A page</h1> }] },
];

describe('the layout’s help card and activity ticker', () => {
  it.each(WORK_SCREENS)('are not on %s', async (path) => {
    renderApp(layoutRoutes, path);
    await idleAndScrollToBottom();
    expect(helpCard()).toBeNull();
    expect(ticker()).toBeNull();
  });

  it.each(['/', '/waco', '/authority-and-trust', '/administration'])('are on %s', async (path) => {
    renderApp(layoutRoutes, path);
    await idleAndScrollToBottom();
    expect(helpCard()).toBeInTheDocument();
    expect(ticker()).toBeInTheDocument();
  });

  it('leave when a client-side navigation reaches a work screen, and come back after it', async () => {
    const router = renderApp(layoutRoutes, '/waco');
    await idleAndScrollToBottom();
    expect(helpCard()).toBeInTheDocument();

    await act(() => router.navigate('/admin'));
    scrollToPercent(100);
    expect(helpCard()).toBeNull();
    expect(ticker()).toBeNull();

    await act(() => router.navigate('/waco'));
    scrollToPercent(100);
    expect(helpCard()).toBeInTheDocument();
    expect(ticker()).toBeInTheDocument();
  });
});

describe('every sales widget, on the site’s real pages', () => {
  // Signed out, /dashboard and /admin send the visitor to /auth: the widgets stay off all the way.
  it.each(['/auth', '/dashboard', '/admin'])(
    'none is on %s, wide or at 390 px, scrolled to the bottom or left through the top',
    async (path) => {
      renderApp(routes, path);
      await idleAndScrollToBottom();
      await leaveThroughTop();
      expect([helpCard(), ticker(), exitOffer()]).toEqual([null, null, null]);

      media.set(WIDE_SCREEN_QUERY, false);
      media.set(NARROW_SCREEN_QUERY, true);
      scrollToPercent(50);
      scrollToPercent(100);
      await settle();
      expect([helpCard(), ticker(), mobileCallBox(), exitOffer()]).toEqual([null, null, null, null]);
    },
  );

  it('on the home page: the mobile call box at 390 px, and the ticker, help card and exit offer when wide', async () => {
    media.set(WIDE_SCREEN_QUERY, false);
    media.set(NARROW_SCREEN_QUERY, true);
    renderApp(routes, '/');
    await idleAndScrollToBottom();
    expect(mobileCallBox()).toBeInTheDocument();

    media.set(NARROW_SCREEN_QUERY, false);
    media.set(WIDE_SCREEN_QUERY, true);
    await settle();
    expect(helpCard()).toBeInTheDocument();
    expect(ticker()).toBeInTheDocument();
    await leaveThroughTop();
    // The dialog's code may still be on its way: wait for it in real time.
    vi.useRealTimers();
    expect(await screen.findByRole('dialog', undefined, { timeout: 5000 })).toBeInTheDocument();
  });
});
