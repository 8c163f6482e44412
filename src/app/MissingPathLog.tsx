import { useEffect } from 'react';
import { usePathname } from '@/lib/navigation';

/**
 * Logs the path a visitor asked for that has no page (the 404 rule in docs/product.md). The browser's path: the
 * prerendered 404 page is one document for every unknown path. Again on each client-side navigation to another
 * unknown path.
 */
export function MissingPathLog() {
  const pathname = usePathname();
  useEffect(() => {
    console.warn(`404: no page at ${window.location.pathname}`);
  }, [pathname]);
  return null;
}
