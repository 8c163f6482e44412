/**
 * Test support for the floating widgets (imported by tests only): jsdom does no layout and has no matchMedia, so
 * tests set the page geometry, the scroll position and the media-query results themselves.
 * Expects faked requestAnimationFrame (vi.useFakeTimers): the scroll listeners run in an animation frame.
 */
import { act } from '@testing-library/react';
import { vi } from 'vitest';

const FRAME_MS = 20;

export function setPageGeometry({
  pageHeight,
  viewportHeight,
}: {
  pageHeight: number;
  viewportHeight: number;
}) {
  Object.defineProperty(document.documentElement, 'scrollHeight', { value: pageHeight, configurable: true });
  Object.defineProperty(window, 'innerHeight', { value: viewportHeight, configurable: true });
}

/** Sets the scroll position, fires a scroll event and runs the next animation frame. */
export function scrollToY(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(FRAME_MS);
  });
}

/** Scrolls to `percent` of the scrollable distance (page height minus viewport height). */
export function scrollToPercent(percent: number) {
  const scrollable = document.documentElement.scrollHeight - window.innerHeight;
  scrollToY((scrollable * percent) / 100);
}

/** A matchMedia stand-in whose results the test sets, firing `change` like a resize or a settings change. */
export function installMatchMedia(initial: Record<string, boolean>) {
  const matches = new Map(Object.entries(initial));
  const listeners = new Map<string, Set<() => void>>();
  const listenersOf = (query: string) => listeners.get(query) ?? listeners.set(query, new Set()).get(query)!;
  vi.stubGlobal('matchMedia', (query: string) => ({
    media: query,
    get matches() {
      return matches.get(query) ?? false;
    },
    addEventListener: (_type: 'change', listener: () => void) => listenersOf(query).add(listener),
    removeEventListener: (_type: 'change', listener: () => void) => listenersOf(query).delete(listener),
  }));
  return {
    set(query: string, value: boolean) {
      matches.set(query, value);
      act(() => listenersOf(query).forEach((listener) => listener()));
    },
  };
}
