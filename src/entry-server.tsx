import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { createHead, transformHtmlTemplate, UnheadProvider } from '@unhead/react/server';
import { NOT_FOUND_ROUTE_ID, pagePaths, routes, type RouteHandle } from '@/app/routes';
import { isContentRoute, type LoadedPage } from '@/app/content-route';
import { islandAttributes, islandNameOf, loadIslands } from '@/app/island-registry';
import { contentPageAt, contentPages } from '@/app/page-data';
import { onAreaPage } from '@/lib/router-navigation';
import { activePriceList, priceListSource } from '@/content/active-price-list';
import { canonicalPathFor } from '@/content/places';
import { config } from '@/lib/config';
import {
  IslandCollectorContext,
  islandIdPrefix,
  islandMarker,
  IslandRoot,
  islandNavigation,
  ISLANDS_NAVIGATION_ATTRIBUTE,
  type CollectedIsland,
  type IslandCollector,
  type IslandPage,
} from '@/lib/island-markup';
import type { Navigation } from '@/lib/navigation';

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
/** The owners' price list the pages show, and where the build read it (the prerender writes price-list.json). */
export const builtPriceList = { list: activePriceList, source: priceListSource() };

export interface RenderResult {
  /** The full HTML document. */
  html: string;
  status: number;
  /** Source modules of the matched routes (the sitemap dates a page by their last change). */
  modules: string[];
  /** A content page's data as JSON, which the prerender writes to its /_page/ file for client-side visits. */
  pageData?: string;
}

/** Each island rendered on its own, as the browser hydrates it, in place of the placeholder the page left for it. */
function withIslands(pageHtml: string, islands: CollectedIsland[], navigation: Navigation): string {
  let html = pageHtml;
  islands.forEach(({ name, component: Component, props }, index) => {
    const island = renderToString(
      <IslandRoot navigation={navigation}>
        <Component {...props} />
      </IslandRoot>,
      { identifierPrefix: islandIdPrefix(name, index) },
    );
    html = html.replace(islandMarker(index), () => island);
  });
  return html;
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** Renders one URL into the HTML template (the built index.html). Used by the prerender script. */
export async function render(path: string, template: string): Promise<RenderResult> {
  await loadIslands();
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, config.siteUrl)));
  if (context instanceof Response) {
    throw new Error(`${path} answered a redirect (${context.status}); redirects belong in vercel.ts`);
  }
  if (context.errors) {
    const error = Object.values(context.errors)[0];
    throw error instanceof Error ? error : new Error(`${path}: route error ${JSON.stringify(error)}`);
  }
  const content = context.matches.find((m) => isContentRoute(m.route.id));
  const page = content ? (context.loaderData[content.route.id] as LoadedPage | null) : undefined;
  const handles = context.matches.map((m) => m.route.handle as Partial<RouteHandle> | undefined);
  const notFound = context.matches.some((m) => m.route.id === NOT_FOUND_ROUTE_ID) || page === null;
  // Content pages and the 404 page hydrate as islands; the site's own pages say so in their route's handle.
  const asIslands = notFound || page !== undefined || handles.some((h) => h?.islands);
  const collector: IslandCollector = {
    islands: [],
    nameOf: islandNameOf,
    attributesOf: islandAttributes,
  };

  const router = createStaticRouter(handler.dataRoutes, context);
  const head = createHead();
  let appHtml = renderToString(
    <StrictMode>
      <UnheadProvider value={head}>
        <IslandCollectorContext.Provider value={asIslands ? collector : null}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </IslandCollectorContext.Provider>
      </UnheadProvider>
    </StrictMode>,
  );
  let document = template;
  if (asIslands) {
    const islandPage: IslandPage = {
      pathname: new URL(path, config.siteUrl).pathname,
      onAreaPage: onAreaPage(
        context.matches.map((m) => ({ handle: m.route.handle, data: context.loaderData[m.route.id] })),
      ),
    };
    appHtml = withIslands(appHtml, collector.islands, islandNavigation(islandPage, ''));
    document = template.replace(
      '<div id="root">',
      () =>
        `<div id="root" ${ISLANDS_NAVIGATION_ATTRIBUTE}="${escapeAttribute(JSON.stringify(islandPage))}">`,
    );
  }
  const modules = page ? (contentPageAt(page.path)?.modules ?? []) : handles.flatMap((h) => h?.modules ?? []);
  const html = await transformHtmlTemplate(
    head,
    document.replace('<!--app-html-->', () => appHtml),
  );
  const status = notFound ? 404 : context.statusCode;
  return { html, status, modules, pageData: page ? JSON.stringify(page.data) : undefined };
}
