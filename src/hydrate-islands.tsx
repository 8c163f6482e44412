import { startTransition } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { islandLoaders } from '@/app/islands';
import {
  ISLAND_ATTRIBUTE,
  islandIdPrefix,
  IslandRoot,
  islandNavigation,
  ISLANDS_NAVIGATION_ATTRIBUTE,
  type IslandComponent,
  type IslandPage,
} from '@/lib/islands';
import type { Navigation } from '@/lib/navigation';
import { yieldToBrowser } from '@/lib/yield-to-browser';

function hydrateIsland(
  element: HTMLElement,
  Component: IslandComponent,
  index: number,
  navigation: Navigation,
) {
  const props = JSON.parse(element.dataset.props ?? '{}') as Record<string, unknown>;
  return new Promise<Root>((resolve) => {
    // Time-sliced, as the app's hydration is (see hydrate.tsx); a click that comes first hydrates it at once.
    startTransition(() => {
      const root: Root = hydrateRoot(
        element,
        <IslandRoot navigation={navigation} onHydrated={() => resolve(root)}>
          <Component {...props} />
        </IslandRoot>,
        {
          identifierPrefix: islandIdPrefix(element.getAttribute(ISLAND_ATTRIBUTE)!, index),
          onRecoverableError(error, info) {
            // A hydration mismatch must never be silent, even in production builds.
            console.error('Recoverable error during hydration', error, info.componentStack);
          },
        },
      );
    });
  });
}

/**
 * Hydrates a public page's islands (lib/islands.tsx), one root per task; loaded by main.tsx. Returns the roots,
 * which live as long as the page; tests unmount them so no island's timers outlive its test.
 */
export default async function hydrateIslands(): Promise<Root[]> {
  const root = document.getElementById('root')!;
  const page = JSON.parse(root.getAttribute(ISLANDS_NAVIGATION_ATTRIBUTE)!) as IslandPage;
  const navigation = islandNavigation(page, window.location.search);
  const elements = [...root.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)];
  // Every island's code is requested at once (a page's own islands are chunks of their own); hydrated in order.
  const components = elements.map((element) => {
    const name = element.getAttribute(ISLAND_ATTRIBUTE)!;
    const load = islandLoaders[name];
    if (!load) throw new Error(`No island named ${name}`);
    return load().catch((error: unknown) => {
      // Offline, say: that part stays as served, and the rest of the page still hydrates.
      console.warn(`The ${name} island could not load`, error);
      return null;
    });
  });
  const roots: Root[] = [];
  for (const [index, element] of elements.entries()) {
    const Component = await components[index]!;
    if (!Component) continue;
    await yieldToBrowser();
    roots.push(await hydrateIsland(element, Component, index, navigation));
  }
  // For tests and anything that must wait for interactivity, as the app's layout marks it.
  document.documentElement.dataset.hydrated = 'true';
  return roots;
}
