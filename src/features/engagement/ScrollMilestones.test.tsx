import { act, render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { RouterNavigation } from '@/lib/router-navigation';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { track } from '@/lib/analytics';
import { ROUTE_SETTLE_MS, ScrollMilestones } from './ScrollMilestones';
import { scrollToPercent, scrollToY, setPageGeometry } from '@tests/support/viewport';

vi.mock('@/lib/analytics', () => ({ track: vi.fn() }));
const tracked = () => vi.mocked(track).mock.calls;

beforeEach(() => {
  vi.useFakeTimers();
  vi.mocked(track).mockClear();
  setPageGeometry({ pageHeight: 4000, viewportHeight: 1000 });
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});
afterEach(() => {
  vi.useRealTimers();
});

function renderSite() {
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <RouterNavigation>
          <Outlet />
          <ScrollMilestones />
        </RouterNavigation>
      ),
      children: [
        { index: true, element: <h1>Home</h1> },
        { path: 'about', element: <h1>About</h1> },
      ],
    },
  ]);
  render(<RouterProvider router={router} />);
  act(() => vi.advanceTimersByTime(0));
  return router;
}

describe('ScrollMilestones', () => {
  it('tracks 25, 50, 75 and 100 percent once each as they are reached', () => {
    renderSite();
    scrollToPercent(10);
    expect(tracked()).toEqual([]);

    scrollToPercent(30);
    expect(tracked()).toEqual([['scroll_depth', { percent: 25 }]]);

    scrollToPercent(55);
    scrollToPercent(20);
    scrollToPercent(60);
    expect(tracked()).toEqual([
      ['scroll_depth', { percent: 25 }],
      ['scroll_depth', { percent: 50 }],
    ]);

    // Jumping to the end (End key) passes the rest at once; the last pixel counts as the end.
    scrollToY(3000 - 1);
    expect(tracked()).toEqual([
      ['scroll_depth', { percent: 25 }],
      ['scroll_depth', { percent: 50 }],
      ['scroll_depth', { percent: 75 }],
      ['scroll_depth', { percent: 100 }],
    ]);
  });

  it('counts a page that opens already scrolled (restored position)', () => {
    Object.defineProperty(window, 'scrollY', { value: 1600, configurable: true });
    renderSite();
    expect(tracked()).toEqual([
      ['scroll_depth', { percent: 25 }],
      ['scroll_depth', { percent: 50 }],
    ]);
  });

  it('tracks nothing on a page too short to scroll', () => {
    setPageGeometry({ pageHeight: 900, viewportHeight: 1000 });
    renderSite();
    scrollToY(0);
    expect(tracked()).toEqual([]);
  });

  it('starts over on the next page view, ignoring the scroll back to the top after navigating', async () => {
    const router = renderSite();
    scrollToPercent(80);
    expect(tracked()).toHaveLength(3);
    vi.mocked(track).mockClear();

    await act(() => router.navigate('/about'));
    // Still scrolled deep while the layout's smooth scroll to the top runs: not this page's reading depth.
    scrollToPercent(70);
    scrollToPercent(30);
    scrollToPercent(0);
    expect(tracked()).toEqual([]);

    act(() => vi.advanceTimersByTime(ROUTE_SETTLE_MS));
    scrollToPercent(52);
    expect(tracked()).toEqual([
      ['scroll_depth', { percent: 25 }],
      ['scroll_depth', { percent: 50 }],
    ]);
  });
});
