import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useState,
  type AnchorHTMLAttributes,
  type ReactNode,
} from 'react';
import { authModes, type AuthMode } from '@/content/account';
import { leavesToBrowser, useNavigation } from '@/lib/navigation';

const MODES = Object.keys(authModes) as AuthMode[];

/** `?mode=` names the state of /auth, so each can be linked; anything else is the sign-in form. */
export function authModeOf(value: string | null): AuthMode {
  return MODES.includes(value as AuthMode) ? (value as AuthMode) : 'signin';
}

/** /auth in another state, keeping the page's other query parameters (`?next=`). */
export function authHref(search: string, target: AuthMode): string {
  const query = new URLSearchParams(search);
  query.set('mode', target);
  return `/auth?${query.toString()}`;
}

/** Where /auth is, and how it moves to another of its states without loading a document. */
export interface AuthLocation {
  /** The page's query string (`?mode=`, `?next=`). */
  search: string;
  /** Shows /auth at another address (a new entry in the history), in place. */
  go: (to: string) => void;
}

const AuthLocationContext = createContext<AuthLocation | null>(null);

export const AuthLocationProvider = AuthLocationContext.Provider;

/**
 * /auth's location, for the island's root to provide. In the app it is the router's. On the island page, which has
 * no router, it is the browser's history: a switch pushes the new address, and Back or Forward to another of the
 * page's addresses (a `popstate`, without a document load) shows that state again.
 */
export function useAuthHistory(): AuthLocation {
  const { search, navigate } = useNavigation();
  const [pageSearch, setPageSearch] = useState(search);

  useEffect(() => {
    if (navigate) return;
    const onPopState = () => setPageSearch(window.location.search);
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [navigate]);

  return useMemo<AuthLocation>(() => {
    if (navigate) return { search, go: navigate };
    return {
      search: pageSearch,
      go: (to) => {
        const url = new URL(to, window.location.href);
        window.history.pushState(null, '', url);
        setPageSearch(url.search);
      },
    };
  }, [navigate, search, pageSearch]);
}

export function useAuthLocation(): AuthLocation {
  const location = useContext(AuthLocationContext);
  if (!location) throw new Error('useAuthLocation must be used within an AuthLocationProvider');
  return location;
}

type AuthLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  mode: AuthMode;
  children?: ReactNode;
};

/**
 * A link to another state of /auth, keeping the page's other query parameters. It is a real link (its address can
 * be opened in a new tab, copied or shared); followed on the page, it switches the state in place, so nothing the
 * visitor typed is lost and no document loads.
 */
export function AuthLink({ mode, onClick, children, ...props }: AuthLinkProps) {
  const { search, go } = useAuthLocation();
  const to = authHref(search, mode);
  return (
    <a
      href={to}
      {...props}
      onClick={(event) => {
        onClick?.(event);
        if (leavesToBrowser(event)) return;
        event.preventDefault();
        // The state already shown (`/auth` is the sign-in form too): nothing to switch, no entry in the history.
        if (mode !== authModeOf(new URLSearchParams(search).get('mode'))) go(to);
      }}
    >
      {children}
    </a>
  );
}
