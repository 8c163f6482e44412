import { useEffect } from 'react';
import { flushOutbox, hasPendingLeads } from './outbox';

function flushQuietly() {
  flushOutbox().catch((error: unknown) => console.warn('[outbox] flush failed', error));
}

/**
 * Sends kept leads when the site loads (once the page is idle, so it never competes with the first paint, and
 * only if there is something to send: an empty outbox loads no supabase-js) and whenever the browser comes back
 * online.
 */
export function useOutboxFlush(): void {
  useEffect(() => {
    let idleHandle: number | undefined;
    let timeoutHandle: ReturnType<typeof setTimeout> | undefined;
    if (hasPendingLeads()) {
      if (typeof window.requestIdleCallback === 'function') {
        idleHandle = window.requestIdleCallback(flushQuietly, { timeout: 5000 });
      } else {
        timeoutHandle = setTimeout(flushQuietly, 1500);
      }
    }
    window.addEventListener('online', flushQuietly);
    return () => {
      window.removeEventListener('online', flushQuietly);
      if (idleHandle !== undefined) window.cancelIdleCallback(idleHandle);
      if (timeoutHandle !== undefined) clearTimeout(timeoutHandle);
    };
  }, []);
}

/** Mount once in the root layout. Renders nothing. */
export function OutboxFlusher() {
  useOutboxFlush();
  return null;
}
