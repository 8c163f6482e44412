import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { AreasRouteHandle } from '@/lib/router-navigation';
import { contentPages } from './page-data';
import { NOT_FOUND_ROUTE_ID, routes } from './routes';

const routeIdAt = (path: string) => matchRoutes(routes, path)?.at(-1)?.route.id;

describe('the route table', () => {
  it('names no content page: they are reached by their kind’s pattern, so the table does not grow with them', () => {
    const paths = new Set(routes[0]!.children!.map((r) => r.path));
    for (const { path } of contentPages) {
      if (path !== '/blog') expect(paths.has(path), path).toBe(false);
    }
  });

  it('sends every content page to its kind’s pattern', () => {
    const expected: Record<string, string> = {
      town: 'content:/:slug',
      landing: 'content:/:slug',
      neighborhood: 'content:/neighborhoods/:slug',
      service: 'content:/services/:slug',
      post: 'content:/blog/:slug',
    };
    for (const { path, data } of contentPages) {
      const id = routeIdAt(path);
      if (data.kind === 'blog') expect(id, path).toMatch(/^content:\/blog(\/page\/:n)?$/);
      else expect(id, path).toBe(expected[data.kind]);
    }
    expect(routeIdAt('/blog/page/7')).toBe('content:/blog/page/:n');
  });

  it('keeps the site’s own pages on their own routes, and deeper unknown paths on the 404 route', () => {
    expect(matchRoutes(routes, '/faq')?.at(-1)?.route.path).toBe('/faq');
    expect(routeIdAt('/blog/2024/some-post')).toBe(NOT_FOUND_ROUTE_ID);
  });

  it('tells the header which pages are town pages, for its Areas menu, and no others', () => {
    for (const { path, data } of contentPages) {
      const match = matchRoutes(routes, path)!.at(-1)!;
      const handle = match.route.handle as AreasRouteHandle;
      expect(handle.isAreaPage({ path, data }), path).toBe(data.kind === 'town');
    }
    const unknownSlug = matchRoutes(routes, '/no-such-town')!.at(-1)!.route.handle as AreasRouteHandle;
    expect(unknownSlug.isAreaPage(null)).toBe(false);
  });
});
