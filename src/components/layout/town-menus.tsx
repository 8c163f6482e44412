import { useLazyModule } from '@/lib/use-lazy-module';

const loadTownMenus = () => import('./TownMenus');

/** Starts loading the menus' town lists ahead of a menu opening (the import is fetched once). */
export const preloadTownMenus = () => void loadTownMenus().catch(() => {});

/**
 * The town lists for a menu that has just opened, as soon as their chunk arrives (at once when an earlier
 * opening loaded it). `failed` when it could not load, so the menu can say so; the next opening tries again.
 */
export function useTownMenus() {
  const { module: menus, failed } = useLazyModule(loadTownMenus, true);
  return { menus, failed };
}

/** Stands in for a town list while it loads, or says it could not (the service areas link beside it still works). */
export function TownListStatus({ failed, className }: { failed: boolean; className?: string }) {
  return (
    <p role="status" className={`text-sm text-slate-700 ${className ?? ''}`}>
      {failed ? 'The town list could not load. All service areas lists every town.' : 'Loading towns…'}
    </p>
  );
}
