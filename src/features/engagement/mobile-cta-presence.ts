import { useEffect, useSyncExternalStore } from 'react';

/**
 * Whether a MobileCta is mounted on the current page. On phones the help card steps aside for it, so that only
 * one floating call-to-action covers the page at a time.
 */
let mounted = 0;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function change(delta: number) {
  mounted += delta;
  listeners.forEach((listener) => listener());
}

export function useAnnounceMobileCta(): void {
  useEffect(() => {
    change(1);
    return () => change(-1);
  }, []);
}

export function useMobileCtaPresent(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => mounted > 0,
    () => false,
  );
}
