/** When and where the exit-intent offer may open (docs/product.md). */

export const EXIT_INTENT_STORAGE_KEY = 'exit_intent_shown_at';
/** How long the visitor has been on the page before a leave through the top opens the offer. */
export const EXIT_INTENT_DELAY_MS = 3000;
export const EXIT_INTENT_QUIET_MS = 24 * 60 * 60 * 1000;

/** The pointer left the window through its top edge (towards the tabs or the address bar). */
export function leftThroughTop(event: MouseEvent): boolean {
  return event.relatedTarget === null && event.clientY <= 0;
}

/** Phones and tablets have no pointer that can "leave through the top": the offer never opens there. */
export function isTouchOnly(): boolean {
  if (typeof window.matchMedia !== 'function') return false;
  const matches = (query: string) => window.matchMedia(query).matches;
  return matches('(hover: none)') || (matches('(pointer: coarse)') && !matches('(any-pointer: fine)'));
}

/** True when the offer was shown less than a day ago (on this browser). */
export function shownRecently(now = Date.now()): boolean {
  try {
    const shownAt = Number(localStorage.getItem(EXIT_INTENT_STORAGE_KEY));
    return Number.isFinite(shownAt) && shownAt > 0 && now - shownAt < EXIT_INTENT_QUIET_MS;
  } catch {
    return false;
  }
}

export function markShown(now = Date.now()): void {
  try {
    localStorage.setItem(EXIT_INTENT_STORAGE_KEY, String(now));
  } catch {
    // Storage blocked: the once-per-page-load rule still holds.
  }
}

/**
 * When the exit offer opens: it is armed once the visitor has been on the page 3 s, and from then on a leave
 * through the top of the window opens it at once (a leave before then does nothing). Once per page load, not again
 * for a day, never on touch-only devices. The rule lives here, without React: on a public page the offer's code
 * loads only at that moment; in the app, the offer's component arms it itself.
 */
let fired = false;
let requested = false;

export function armExitIntent(open: () => void): () => void {
  if (fired || isTouchOnly() || shownRecently()) return () => {};
  let armed = false;
  const timer = setTimeout(() => {
    armed = true;
  }, EXIT_INTENT_DELAY_MS);
  const onMouseOut = (event: MouseEvent) => {
    if (!armed || fired || !leftThroughTop(event)) return;
    stop();
    // Another tab may have shown it meanwhile.
    if (shownRecently()) return;
    fired = true;
    markShown();
    open();
  };
  const stop = () => {
    clearTimeout(timer);
    document.removeEventListener('mouseout', onMouseOut);
  };
  document.addEventListener('mouseout', onMouseOut);
  return stop;
}

/** On a public page: the moment came before the offer's code was here; the offer opens as it mounts. */
export function requestExitOffer(): void {
  requested = true;
}

export function takeExitOfferRequest(): boolean {
  const was = requested;
  requested = false;
  return was;
}
