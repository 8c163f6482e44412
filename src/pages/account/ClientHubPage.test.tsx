import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createHead as createClientHead, UnheadProvider as ClientHeadProvider } from '@unhead/react/client';
import { createHead as createServerHead, UnheadProvider as ServerHeadProvider } from '@unhead/react/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { config } from '@/lib/config';
import ClientHubPage from './ClientHubPage';

const router = () =>
  createMemoryRouter([{ path: '/clienthub', element: <ClientHubPage /> }], {
    initialEntries: ['/clienthub'],
  });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ClientHubPage', () => {
  it('hands the whole window to the client hub once mounted', () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    render(
      <ClientHeadProvider head={createClientHead()}>
        <RouterProvider router={router()} />
      </ClientHeadProvider>,
    );
    expect(assign).toHaveBeenCalledWith(config.clientHubUrl);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Client Hub Login');
  });

  it('prerenders a plain link to the hub for browsers without script', () => {
    const html = renderToString(
      <ServerHeadProvider value={createServerHead()}>
        <RouterProvider router={router()} />
      </ServerHeadProvider>,
    );
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const link = [...doc.querySelectorAll('a')].find((a) =>
      a.textContent?.includes('Continue to the client hub'),
    );
    expect(link?.getAttribute('href')).toBe(config.clientHubUrl);
  });
});
