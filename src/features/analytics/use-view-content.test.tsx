import { act, render } from '@testing-library/react';
import { StrictMode, useState } from 'react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as RouterNavigationModule from '@/lib/router-navigation';
import type * as ViewContentModule from './use-view-content';

// Fresh modules per test: the last counted view lives in the hook's module, which must share its navigation
// context with the router's.
let useViewContent: typeof ViewContentModule.useViewContent;
let RouterNavigation: typeof RouterNavigationModule.RouterNavigation;

// The tags themselves cannot load here: count the calls to the one tracking entry point instead.
const track = vi.hoisted(() => vi.fn());
vi.mock('@/lib/analytics', () => ({ track }));

function Page({ name }: { name: string }) {
  const [renders, setRenders] = useState(0);
  useViewContent({ content_type: 'place', content_name: name, content_category: 'town' });
  return (
    <>
      <h1>{name}</h1>
      <button type="button" onClick={() => setRenders((n) => n + 1)}>
        Re-render {renders}
      </button>
      <Link to={name === 'Waco' ? '/hewitt' : '/waco'}>Other page</Link>
    </>
  );
}

function renderApp() {
  const router = createMemoryRouter(
    [
      {
        element: (
          <RouterNavigation>
            <Outlet />
          </RouterNavigation>
        ),
        children: [
          { path: '/waco', element: <Page name="Waco" /> },
          { path: '/hewitt', element: <Page name="Hewitt" /> },
        ],
      },
    ],
    { initialEntries: ['/waco'] },
  );
  render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  return router;
}

const viewed = () =>
  track.mock.calls.map(([event, params]) => `${event}:${(params as { content_name: string }).content_name}`);

describe('useViewContent', () => {
  beforeEach(async () => {
    track.mockClear();
    vi.resetModules();
    ({ useViewContent } = await import('./use-view-content'));
    ({ RouterNavigation } = await import('@/lib/router-navigation'));
  });

  it('tracks ViewContent once per page view, not per render, even under StrictMode', () => {
    renderApp();
    expect(viewed()).toEqual(['ViewContent:Waco']);
    expect(track).toHaveBeenCalledWith('ViewContent', {
      content_type: 'place',
      content_name: 'Waco',
      content_category: 'town',
    });

    act(() => document.querySelector('button')!.click());
    act(() => document.querySelector('button')!.click());
    expect(viewed()).toEqual(['ViewContent:Waco']);
  });

  it('counts every navigation as a new view, back and forth included', async () => {
    const router = renderApp();
    await act(() => router.navigate('/hewitt'));
    await act(() => router.navigate(-1));
    await act(() => router.navigate('/hewitt'));
    expect(viewed()).toEqual([
      'ViewContent:Waco',
      'ViewContent:Hewitt',
      'ViewContent:Waco',
      'ViewContent:Hewitt',
    ]);
  });
});
