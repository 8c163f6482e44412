import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { getServerToastState, getToastState, subscribeToasts, takePendingToast, toast } from './toast-store';

export { toast, toastOnNextPage, dismissToast, DEFAULT_TOAST_DURATION } from './toast-store';
export type { ToastOptions, ToastVariant } from './toast-store';

// Radix toast is ~13 KB gzip that no page needs before the first notification, so it loads on demand.
const loadToastView = () => import('./toast-view');
const ToastView = lazy(loadToastView);

/** Warms the toast chunk (e.g. when a form gets focus) so the first toast shows without a fetch. */
export function preloadToaster(): void {
  void loadToastView().catch(() => undefined);
}

/**
 * Mount once at the root. Renders nothing until the first toast, then the one current toast; shows the toast the
 * previous page left for this one (`toastOnNextPage`).
 */
export function Toaster() {
  const { current, started } = useSyncExternalStore(subscribeToasts, getToastState, getServerToastState);
  useEffect(() => {
    const pending = takePendingToast();
    if (pending) toast(pending);
  }, []);
  if (!started) return null;
  return (
    <Suspense fallback={null}>
      <ToastView current={current} />
    </Suspense>
  );
}
