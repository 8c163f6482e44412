import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { createHead, transformHtmlTemplate, UnheadProvider } from '@unhead/react/server';
import { NOT_FOUND_ROUTE_ID, pagePaths, routes, type RouteHandle } from '@/app/routes';
import { isContentRoute, PAGE_DATA_ELEMENT_ID, type LoadedPage } from '@/app/content-route';
import { contentPageAt, contentPages } from '@/app/page-data';
import { canonicalPathFor } from '@/content/places';
import { config } from '@/lib/config';

/** Every path to prerender, with the page it names as canonical (itself, or the page it duplicates). */
export const prerenderPaths = [
  ...pagePaths,
  ...contentPages.map(({ path }) => ({ path, indexable: true })),
].map((route) => ({
  ...route,
  canonical: canonicalPathFor(route.path),
}));
/** The validated configuration this bundle was built with (the prerender script derives the headers from it). */
export const appConfig = config;

export interface RenderResult {
  /** The full HTML document. */
  html: string;
  status: number;
  /** Source modules of the matched routes (the sitemap dates a page by their last change). */
  modules: string[];
  /** A content page's data as JSON, which the prerender also writes to its /_page/ file. */
  pageData?: string;
}

/**
 * Appends a content page's data to its document (null: no page at that path), as JSON no `<` in it can end
 * early, so hydrating it needs no request.
 */
const withPageData = (html: string, json: string) =>
  html.replace(
    '</body>',
    () =>
      `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${json.replace(/</g, '\\u003c')}</script></body>`,
  );

/** Renders one URL into the HTML template (the built index.html). Used by the prerender script. */
export async function render(path: string, template: string): Promise<RenderResult> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, config.siteUrl)));
  if (context instanceof Response) {
    throw new Error(`${path} answered a redirect (${context.status}); redirects belong in vercel.ts`);
  }
  if (context.errors) {
    const error = Object.values(context.errors)[0];
    throw error instanceof Error ? error : new Error(`${path}: route error ${JSON.stringify(error)}`);
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const head = createHead();
  const appHtml = renderToString(
    <StrictMode>
      <UnheadProvider value={head}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </UnheadProvider>
    </StrictMode>,
  );
  const content = context.matches.find((m) => isContentRoute(m.route.id));
  const page = content ? (context.loaderData[content.route.id] as LoadedPage | null) : undefined;
  const notFound = context.matches.some((m) => m.route.id === NOT_FOUND_ROUTE_ID) || page === null;
  const modules = page
    ? (contentPageAt(page.path)?.modules ?? [])
    : context.matches.flatMap((m) => (m.route.handle as RouteHandle | undefined)?.modules ?? []);
  const html = await transformHtmlTemplate(head, template.replace('<!--app-html-->', appHtml));
  const status = notFound ? 404 : context.statusCode;
  if (page === undefined) return { html, status, modules };
  if (page === null) return { html: withPageData(html, 'null'), status, modules };
  const pageData = JSON.stringify(page.data);
  return { html: withPageData(html, pageData), status, modules, pageData };
}
