import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  createBrowserRouter,
  matchRoutes,
  RouterProvider,
  type HydrationState,
  type LoaderFunctionArgs,
} from 'react-router-dom';
import { createHead, UnheadProvider } from '@unhead/react/client';
import { routes } from '@/app/routes';
import { reportRecoverableError } from '@/lib/hydration-errors';
import { yieldToBrowser } from '@/lib/yield-to-browser';

/**
 * The prerendered HTML was rendered with the current route's lazy modules loaded and its loader data at hand, so
 * resolve both before hydrating; otherwise the first client render would not match the server's. A content
 * page's loader reads the data its document carries, so this needs no request on a prerendered page.
 */
async function resolveCurrentRoutes(): Promise<HydrationState> {
  const matches = matchRoutes(routes, window.location) ?? [];
  const request = new Request(window.location.href);
  const loaderData: Record<string, unknown> = {};
  await Promise.all(
    matches.map(async ({ route, params }) => {
      if (typeof route.lazy === 'function') {
        const resolved = await route.lazy();
        Object.assign(route, { ...resolved, lazy: undefined });
      }
      if (typeof route.loader === 'function' && route.id) {
        loaderData[route.id] = await route.loader({
          request,
          params,
          context: undefined,
        } as LoaderFunctionArgs);
      }
    }),
  );
  return { loaderData };
}

async function hydrate() {
  // Evaluating the app, evaluating the current page's modules and creating the router each start in a promise
  // callback of the step before: without these yields they ran as one task.
  await yieldToBrowser();
  const hydrationData = await resolveCurrentRoutes();
  await yieldToBrowser();
  const router = createBrowserRouter(routes, { hydrationData });
  const app = (
    <StrictMode>
      <UnheadProvider head={createHead()}>
        <RouterProvider router={router} />
      </UnheadProvider>
    </StrictMode>
  );
  const container = document.getElementById('root')!;
  // The Vite dev server serves the bare template: render there, hydrate prerendered pages everywhere else.
  if (!container.firstElementChild) {
    createRoot(container).render(app);
    return;
  }
  // As a transition, hydration is time-sliced: React yields to the browser every few milliseconds instead of
  // holding the main thread for the whole page (a long task on a slow phone). A click or key press that comes
  // first makes React hydrate at once and replay it, so nothing the visitor does is lost.
  startTransition(() => {
    hydrateRoot(container, app, { onRecoverableError: reportRecoverableError });
  });
}

/** Loaded by main.tsx once the prerendered page has painted. */
export default hydrate;
