import { useMemo, type ReactNode } from 'react';
import { useLocation, useMatches, useNavigate, type UIMatch } from 'react-router-dom';
import { NavigationProvider, type Navigation } from './navigation';

/**
 * What a route's `handle` can tell the Areas menu: whether the page it rendered is a town page. Town pages share
 * their pattern with other pages (see content-route.tsx), so the menu need not know every town's path.
 */
export interface AreasRouteHandle {
  isAreaPage(data: unknown): boolean;
}

export const onAreaPage = (matches: readonly Pick<UIMatch, 'handle' | 'data'>[]): boolean =>
  matches.some((match) => (match.handle as Partial<AreasRouteHandle> | undefined)?.isAreaPage?.(match.data));

/**
 * Gives the parts that render both in the app and as islands (navigation.tsx) the router's location, and their links
 * the router's navigation. Islands never import this module, so their script carries no router.
 */
export function RouterNavigation({ children }: { children: ReactNode }) {
  const { pathname, search, key } = useLocation();
  const navigate = useNavigate();
  const matches = useMatches();
  const areaPage = onAreaPage(matches);
  const navigation = useMemo<Navigation>(
    () => ({
      pathname,
      search,
      entry: key,
      onAreaPage: areaPage,
      navigate: (to, options) => void navigate(to, options),
    }),
    [pathname, search, key, areaPage, navigate],
  );
  return <NavigationProvider value={navigation}>{children}</NavigationProvider>;
}
