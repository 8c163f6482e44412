import { useEffect, useState } from 'react';
import type * as TownMenusModule from './TownMenus';

type TownMenus = typeof TownMenusModule;

let loaded: TownMenus | undefined;
let pending: Promise<TownMenus> | undefined;

/** Starts loading the menus' town lists (once; again after a failure, e.g. offline). */
export function preloadTownMenus(): Promise<TownMenus> {
  pending ??= import('./TownMenus').then(
    (menus) => (loaded = menus),
    (error: unknown) => {
      pending = undefined;
      throw error;
    },
  );
  return pending;
}

/**
 * The town lists for a menu that has just opened: at once when an earlier opening (or hovering the Areas button)
 * loaded them, otherwise as soon as their chunk arrives. `failed` when it could not load, so the menu can say so.
 */
export function useTownMenus(): { menus: TownMenus | undefined; failed: boolean } {
  const [menus, setMenus] = useState(loaded);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (menus) return;
    let current = true;
    preloadTownMenus().then(
      (loadedMenus) => current && setMenus(loadedMenus),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [menus]);
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
