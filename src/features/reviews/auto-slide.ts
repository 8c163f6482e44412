import { useEffect, useState, useSyncExternalStore, type RefObject } from 'react';

/**
 * The reviews carousel moves on every 5 seconds (docs/product.md). Elfsight-style embeds take no autoplay
 * attribute: autoplay is a setting in the widget's own editor, and the page could not pause it for visitors who
 * ask for less motion. So the widget's autoplay stays off (docs/deploying.md, "The reviews widget") and the page
 * drives the slide itself through the widget's own "next" control, where the widget has one: never for visitors who
 * ask for reduced motion, and paused while the pointer or keyboard focus is on the carousel, while the tab is
 * hidden, and when the visitor presses Pause.
 */
export const AUTO_SLIDE_MS = 5000;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** The widget's "next slide" control: a button (or button role) whose label, title or class says "next". */
export function findNextControl(host: Element): HTMLElement | undefined {
  const candidates = host.querySelectorAll<HTMLElement>('button, [role="button"]');
  return [...candidates].find((el) =>
    /next/i.test(`${el.getAttribute('aria-label') ?? ''} ${el.getAttribute('title') ?? ''} ${el.className}`),
  );
}

function subscribeReducedMotion(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const list = window.matchMedia(REDUCED_MOTION);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** Whether the visitor asks for reduced motion; false on the server, where nothing moves anyway. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}

export interface AutoSlide {
  /** The widget shows a "next" control, so the page can slide it, and the visitor allows motion. */
  running: boolean;
  paused: boolean;
  togglePaused: () => void;
}

/** Advances the carousel in `host` every AUTO_SLIDE_MS while `loaded`, within the limits above. */
export function useAutoSlide(host: RefObject<HTMLElement | null>, loaded: boolean): AutoSlide {
  const reducedMotion = usePrefersReducedMotion();
  const [paused, setPaused] = useState(false);
  const [hasControl, setHasControl] = useState(false);
  const active = loaded && !reducedMotion && !paused;

  useEffect(() => {
    const el = host.current;
    if (!loaded || !el) return;
    // The widget renders asynchronously: look for its control now and whenever its content changes.
    const look = () => setHasControl(findNextControl(el) !== undefined);
    look();
    const observer = new MutationObserver(look);
    observer.observe(el, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [host, loaded]);

  useEffect(() => {
    const el = host.current;
    if (!active || !hasControl || !el) return;
    let pointerInside = false;
    let focusInside = false;
    const onEnter = () => (pointerInside = true);
    const onLeave = () => (pointerInside = false);
    const onFocusIn = () => (focusInside = true);
    const onFocusOut = (event: FocusEvent) => (focusInside = el.contains(event.relatedTarget as Node | null));
    el.addEventListener('pointerenter', onEnter);
    el.addEventListener('pointerleave', onLeave);
    el.addEventListener('focusin', onFocusIn);
    el.addEventListener('focusout', onFocusOut);
    const timer = window.setInterval(() => {
      if (pointerInside || focusInside || document.visibilityState === 'hidden') return;
      findNextControl(el)?.click();
    }, AUTO_SLIDE_MS);
    return () => {
      window.clearInterval(timer);
      el.removeEventListener('pointerenter', onEnter);
      el.removeEventListener('pointerleave', onLeave);
      el.removeEventListener('focusin', onFocusIn);
      el.removeEventListener('focusout', onFocusOut);
    };
  }, [host, active, hasControl]);

  return {
    running: loaded && hasControl && !reducedMotion,
    paused,
    togglePaused: () => setPaused((p) => !p),
  };
}
