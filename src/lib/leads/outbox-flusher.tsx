import { useEffect } from 'react';
import { hasPendingLeads } from './outbox-store';

// The sending half of the outbox (schemas, supabase-js) loads only when there is something to send.
const loadOutbox = () => import('./outbox');

function flushQuietly() {
  if (!hasPendingLeads()) return;
  loadOutbox()
    .then(({ flushOutbox }) => flushOutbox())
    .catch((error: unknown) => console.warn('[outbox] flush failed', error));
}

/**
 * Sends kept leads when the site loads (once the page is idle, so it never competes with the first paint) and
 * whenever the browser comes back online. An empty outbox costs one localStorage read.
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
