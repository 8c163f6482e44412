import type { ReactElement } from 'react';
import { render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createHead, UnheadProvider } from '@unhead/react/client';
import { RouterNavigation } from '@/lib/router-navigation';
import { expect } from 'vitest';
import { AppProviders } from './app-providers';

/** Renders a page at its path inside a memory router and a client head, as the app does. Test-only. */
export function renderPage(element: ReactElement, path: string) {
  document.head.innerHTML = '';
  const router = createMemoryRouter([{ path, element: <RouterNavigation>{element}</RouterNavigation> }], {
    initialEntries: [path],
  });
  return render(
    <UnheadProvider head={createHead()}>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </UnheadProvider>,
  );
}

type JsonLdObject = Record<string, unknown> & { '@type': string };

/** The page's JSON-LD objects once the head has been written. */
export async function pageJsonLd(expectedCount: number): Promise<JsonLdObject[]> {
  const scripts = () => [...document.querySelectorAll('script[type="application/ld+json"]')];
  await waitFor(() => expect(scripts()).toHaveLength(expectedCount));
  return scripts().map((s) => JSON.parse(s.textContent ?? '{}') as JsonLdObject);
}

/** One JSON-LD object by its @type, typed as the test expects it. */
export function jsonLdOfType<T>(ld: readonly JsonLdObject[], type: string): T {
  const found = ld.find((x) => x['@type'] === type);
  if (!found) throw new Error(`No ${type} JSON-LD on the page`);
  return found as unknown as T;
}
