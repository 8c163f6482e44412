import { useEffect } from 'react';
import { FLUSH_REQUEST_EVENT, hasPendingLeads, type FlushRequest } from './outbox-store';

// The sending half of the outbox loads only when there is something to send.
const loadOutbox = () => import('./outbox');

/**
 * Sends kept leads when the site loads (once the page is idle, so it never competes with the first paint), whenever
 * the browser comes back online, and, while the page stays open, again after a send that did not get through (when
 * a lead is kept, and after a flush the backend could not take, backing off). An empty outbox costs one
 * localStorage read.
 */
export function useOutboxFlush(): void {
  useEffect(() => {
    let idleHandle: number | undefined;
    let timeoutHandle: ReturnType<typeof setTimeout> | undefined;
    let retryHandle: ReturnType<typeof setTimeout> | undefined;
    let retryAt = Infinity;

    const retryIn = (delayMs: number) => {
      const at = Date.now() + delayMs;
      if (retryHandle !== undefined && retryAt <= at) return;
      clearTimeout(retryHandle);
      retryAt = at;
      retryHandle = setTimeout(() => {
        retryHandle = undefined;
        retryAt = Infinity;
        flushQuietly();
      }, delayMs);
    };

    function flushQuietly() {
      if (!hasPendingLeads()) return;
      loadOutbox()
        .then(({ flushOutbox }) => flushOutbox())
        .then((report) => {
          if (report.retryInMs !== undefined) retryIn(report.retryInMs);
        })
        .catch((error: unknown) => console.warn('[outbox] flush failed', error));
    }

    const onRequest = (event: Event) => retryIn((event as CustomEvent<FlushRequest>).detail.delayMs);

    if (hasPendingLeads()) {
      if (typeof window.requestIdleCallback === 'function') {
        idleHandle = window.requestIdleCallback(flushQuietly, { timeout: 5000 });
      } else {
        timeoutHandle = setTimeout(flushQuietly, 1500);
      }
    }
    window.addEventListener('online', flushQuietly);
    window.addEventListener(FLUSH_REQUEST_EVENT, onRequest);
    return () => {
      window.removeEventListener('online', flushQuietly);
      window.removeEventListener(FLUSH_REQUEST_EVENT, onRequest);
      if (idleHandle !== undefined) window.cancelIdleCallback(idleHandle);
      clearTimeout(timeoutHandle);
      clearTimeout(retryHandle);
    };
  }, []);
}

/** Mount once in the root layout. Renders nothing. */
export function OutboxFlusher() {
  useOutboxFlush();
  return null;
}
