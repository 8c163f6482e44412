import type { ComponentType } from 'react';
import { useLoaderData, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import type { AreasRouteHandle } from '@/lib/router-navigation';
import { NotFoundPage } from './NotFoundPage';
import type { PageData } from './page-data';

/**
 * The content pages' routes, and the blog index's that list them: one pattern per kind, not one route per page.
 * Their documents hydrate as islands (lib/island-markup.tsx), so these routes serve client-side navigations from the
 * pages that hydrate as the app (the dashboard or the admin, say): a page's data comes from
 * /_page/<path>.json, and its template is a lazy chunk. Unknown slugs render the 404 page.
 */

type PageKind = PageData['kind'];
type Template = ComponentType<Record<string, unknown>>;

const templates: Record<PageKind, () => Promise<{ default: ComponentType<never> }>> = {
  town: () => import('@/pages/areas/AreaPage'),
  neighborhood: () => import('@/pages/areas/AreaPage'),
  service: () => import('@/pages/services/ServicePage'),
  landing: () => import('@/pages/services/LandingPage'),
  post: () => import('@/pages/blog/BlogPostPage'),
  blog: () => import('@/pages/blog/BlogIndexPage'),
};

export interface LoadedPage {
  path: string;
  data: PageData;
  Template: Template;
}

/** Where the prerender writes a content page's data for client-side navigations. */
export const pageDataUrl = (path: string) => `/_page${path}.json`;

const pathOf = (url: URL) => url.pathname.replace(/(.)\/$/, '$1');

async function fetchPageData(path: string): Promise<PageData | null> {
  if (import.meta.env.SSR || import.meta.env.DEV) {
    // The prerender and the dev server read the content itself; only built pages have the JSON files. Vite's
    // build-mode flags, read here and not through lib/config, are constants in this module, so the browser build
    // drops this branch and emits no chunk of the content (a flag exported from another module was not inlined).
    const { contentPageAt } = await import('./page-data');
    return contentPageAt(path)?.data ?? null;
  }
  const response = await fetch(pageDataUrl(path));
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`${pageDataUrl(path)} answered ${response.status}`);
  return (await response.json()) as PageData;
}

/** Loads a page's data and its template; when the route names its kind, the template loads alongside the data. */
function contentLoader(kind?: PageKind) {
  return async ({ request }: LoaderFunctionArgs): Promise<LoadedPage | null> => {
    const path = pathOf(new URL(request.url));
    const expected = kind ? templates[kind]() : undefined;
    const data = await fetchPageData(path);
    if (!data || (kind && data.kind !== kind)) return null;
    const { default: Template } = await (expected ?? templates[data.kind]());
    return { path, data, Template: Template as Template };
  };
}

function ContentPage() {
  const page = useLoaderData<LoadedPage | null>();
  if (!page) return <NotFoundPage />;
  const { path, data, Template } = page;
  // Keyed by path: moving from one post to the next starts the page afresh, as any other navigation does.
  return <Template key={path} {...data.props} />;
}

export const isContentRoute = (id: string) => id.startsWith('content:');

/** Town pages are the Areas menu's: the header marks it as the current section on them. */
const areasHandle: AreasRouteHandle = {
  isAreaPage: (page) => (page as LoadedPage | null | undefined)?.data.kind === 'town',
};

const contentRoute = (path: string, kind?: PageKind): RouteObject => ({
  id: `content:${path}`,
  path,
  loader: contentLoader(kind),
  Component: ContentPage,
  // A page's data depends on its path only: a new query string (?ref=, a search) fetches nothing.
  shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname,
  handle: areasHandle,
});

/** Towns and landing pages share the root: their data says which template a slug takes. */
export const contentRoutes: RouteObject[] = [
  contentRoute('/:slug'),
  contentRoute('/neighborhoods/:slug', 'neighborhood'),
  contentRoute('/services/:slug', 'service'),
  contentRoute('/blog/:slug', 'post'),
  // The blog index's pages list post summaries: as page data, so its chunk does not carry the posts' text.
  contentRoute('/blog', 'blog'),
  contentRoute('/blog/page/:n', 'blog'),
];
