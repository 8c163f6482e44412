import { act, render, screen } from '@testing-library/react';
import { createHead, UnheadProvider } from '@unhead/react/client';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TICKER_LABEL } from '@/content/social-proof';
import { installMatchMedia } from '@tests/support/viewport';
import { RootLayout } from './RootLayout';
import { routes } from './routes';

/**
 * The sales widgets (the activity ticker, the help card, the mobile call box and the exit offer) on the work screens
 * and off them, in the app as the dashboard and the admin run it: the real layout and route table in a memory router.
 * The widgets are markup the layout or the home page renders (CSS and the enhancement scripts show them), so what is
 * not rendered cannot appear; the exit offer is a home-page island, and the e2e suite checks it stays shut here.
 */

const WORK_SCREENS = ['/auth', '/dashboard', '/admin', '/admin/', '/auth/reset', '/ADMIN'];

const helpCard = () => screen.queryByRole('complementary', { name: 'Need help? Call us', hidden: true });
const ticker = () => screen.queryByRole('complementary', { name: TICKER_LABEL, hidden: true });
const mobileCallBox = () => document.querySelector('[data-floating="mobile-cta"]');

beforeEach(() => {
  installMatchMedia({});
  // The layout scrolls to the top on every page change; jsdom has no scrolling.
  vi.stubGlobal('scrollTo', () => undefined);
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

/** Lets lazily loaded pages arrive, and React render them. */
async function settle() {
  for (let round = 0; round < 3; round++) {
    await act(async () => {
      await vi.dynamicImportSettled();
    });
  }
}

/** The layout around a page that stands for any: the help card and ticker come from the layout. */
const layoutRoutes: RouteObject[] = [
  { path: '/', Component: RootLayout, children: [{ path: '*', element: <h1>A page</h1> }] },
];

describe('the layout’s help card and activity ticker', () => {
  it.each(WORK_SCREENS)('are not on %s', async (path) => {
    renderApp(layoutRoutes, path);
    await settle();
    expect([helpCard(), ticker()]).toEqual([null, null]);
  });

  it.each(['/', '/waco', '/authority-and-trust', '/administration'])('are on %s', async (path) => {
    renderApp(layoutRoutes, path);
    await settle();
    expect(helpCard()).toBeInTheDocument();
    expect(ticker()).toBeInTheDocument();
  });

  it('leave when a client-side navigation reaches a work screen, and come back after it', async () => {
    const router = renderApp(layoutRoutes, '/waco');
    await settle();
    expect(helpCard()).toBeInTheDocument();

    await act(() => router.navigate('/admin'));
    expect([helpCard(), ticker()]).toEqual([null, null]);

    await act(() => router.navigate('/waco'));
    expect(helpCard()).toBeInTheDocument();
    expect(ticker()).toBeInTheDocument();
  });
});

describe('every sales widget, on the site’s real pages', () => {
  // Signed out, /dashboard and /admin send the visitor to /auth: the widgets stay off all the way.
  it.each(['/auth', '/dashboard', '/admin'])('none is on %s', async (path) => {
    renderApp(routes, path);
    await settle();
    expect([helpCard(), ticker(), mobileCallBox()]).toEqual([null, null, null]);
  });

  it('all are on the home page', async () => {
    renderApp(routes, '/');
    await settle();
    expect(helpCard()).toBeInTheDocument();
    expect(ticker()).toBeInTheDocument();
    expect(mobileCallBox()).toBeInTheDocument();
  });
});
