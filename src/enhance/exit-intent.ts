import {
  EXIT_INTENT_DELAY_MS,
  isTouchOnly,
  leftThroughTop,
  markShown,
  shownRecently,
} from '@/features/newsletter/exit-intent';

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
