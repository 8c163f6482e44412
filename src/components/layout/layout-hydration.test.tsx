import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { RouterNavigation } from '@/lib/router-navigation';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '@/lib/auth/AuthProvider';
import { AreasMenu } from './AreasMenu';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

const layoutRouter = (path: string) =>
  createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <RouterNavigation>
            <AuthProvider>
              <SiteHeader />
              <main />
              <SiteFooter />
              <AreasMenu />
            </AuthProvider>
          </RouterNavigation>
        ),
      },
    ],
    { initialEntries: [path] },
  );

describe('layout prerender', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    vi.restoreAllMocks();
  });

  it.each(['/', '/hewitt', '/neighborhoods/carver'])(
    'hydrates the server markup of %s without a mismatch',
    async (path) => {
      const container = document.createElement('div');
      container.innerHTML = renderToString(<RouterProvider router={layoutRouter(path)} />);
      document.body.append(container);
      // The menus are closed in the prerendered HTML, with their links: the Areas popover, the mobile disclosure.
      expect(container.querySelector('#areas-menu')).toHaveAttribute('popover', 'auto');
      expect(container.querySelector('#mobile-menu')!.closest('details')).not.toHaveAttribute('open');

      const consoleError = vi.spyOn(console, 'error');
      const onRecoverableError = vi.fn();
      const root = await act(async () =>
        hydrateRoot(container, <RouterProvider router={layoutRouter(path)} />, { onRecoverableError }),
      );
      expect(onRecoverableError).not.toHaveBeenCalled();
      expect(consoleError).not.toHaveBeenCalled();
      act(() => root.unmount());
    },
  );
});
