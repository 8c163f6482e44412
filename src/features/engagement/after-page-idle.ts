import { useEffect, useState } from 'react';

/** requestIdleCallback fires by this time at the latest; without it (Safari), this long after `load`. */
export const PAGE_IDLE_TIMEOUT_MS = 2000;

/**
 * False until the page has loaded and the main thread has gone idle, then true. Widgets that render nothing on
 * the server use it to fetch their code after hydration, off the first load.
 */
export function useAfterPageIdle(): boolean {
  const [idle, setIdle] = useState(false);

  useEffect(() => {
    let idleHandle: number | undefined;
    let timer: number | undefined;
    const markIdle = () => setIdle(true);
    const schedule = () => {
      if (typeof window.requestIdleCallback === 'function') {
        idleHandle = window.requestIdleCallback(markIdle, { timeout: PAGE_IDLE_TIMEOUT_MS });
      } else {
        timer = window.setTimeout(markIdle, PAGE_IDLE_TIMEOUT_MS);
      }
    };
    if (document.readyState === 'complete') schedule();
    else window.addEventListener('load', schedule, { once: true });
    return () => {
      window.removeEventListener('load', schedule);
      if (idleHandle !== undefined) window.cancelIdleCallback(idleHandle);
      if (timer !== undefined) window.clearTimeout(timer);
    };
  }, []);

  return idle;
}
