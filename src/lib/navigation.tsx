import { createContext, useContext, type AnchorHTMLAttributes, type MouseEvent, type ReactNode } from 'react';

/**
 * Where the page is and how a link leaves it, for the parts that render both in the app (the dashboard and the
 * admin, where React Router moves between pages without a document load) and as islands (the public pages and
 * /auth, where a link loads the next document). Those parts use the links below, not React Router's, so an
 * island's script carries no router: about 13 KiB gzip of React Router's Link, NavLink and location hooks.
 */
export interface Navigation {
  /** The current page's path. */
  pathname: string;
  /** Its query string (`?ref=…`); empty in the prerendered HTML, so read it in effects only. */
  search: string;
  /** The page view: a new value for every move to a page, back and forth included (one per document on islands). */
  entry: string;
  /** Moves to another page in the app (`replace`: in place of this one in the history); absent where a link loads
   * the next document. */
  navigate?: (to: string, options?: { replace?: boolean }) => void;
  /** Whether the current page is a town page, one of the Areas menu's (town pages share their pattern with others). */
  onAreaPage: boolean;
}

const NavigationContext = createContext<Navigation | null>(null);

export const NavigationProvider = NavigationContext.Provider;

export function useNavigation(): Navigation {
  const navigation = useContext(NavigationContext);
  if (!navigation) throw new Error('useNavigation must be used within a NavigationProvider');
  return navigation;
}

export const usePathname = (): string => useNavigation().pathname;

/**
 * Leaves for another page of the site in place of this one in the history (after a sign-in, /auth should not be
 * one Back away): through the app where there is one, else by loading the document.
 */
export function useReplacePage(): (to: string) => void {
  const { navigate } = useNavigation();
  return (to) => (navigate ? navigate(to, { replace: true }) : window.location.replace(to));
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string; children?: ReactNode };

/** A click the browser should handle itself: another tab or window, a download, or a modified click. */
export const leavesToBrowser = (event: MouseEvent<HTMLAnchorElement>) =>
  event.defaultPrevented ||
  event.button !== 0 ||
  event.metaKey ||
  event.altKey ||
  event.ctrlKey ||
  event.shiftKey ||
  (event.currentTarget.target !== '' && event.currentTarget.target !== '_self') ||
  event.currentTarget.hasAttribute('download');

/** A link to a page of this site. */
export function Link({ to, onClick, children, ...props }: LinkProps) {
  const { navigate } = useNavigation();
  return (
    <a
      href={to}
      {...props}
      onClick={(event) => {
        onClick?.(event);
        if (!navigate || leavesToBrowser(event)) return;
        event.preventDefault();
        navigate(to);
      }}
    >
      {children}
    </a>
  );
}

/** A link that says so (`aria-current="page"`) when it leads to the current page, or with `end` unset, into it. */
export function NavLink({ end = false, ...props }: LinkProps & { end?: boolean }) {
  const pathname = usePathname();
  const { to } = props;
  const current = pathname === to || (!end && to !== '/' && pathname.startsWith(`${to}/`));
  return <Link aria-current={current ? 'page' : undefined} {...props} />;
}
