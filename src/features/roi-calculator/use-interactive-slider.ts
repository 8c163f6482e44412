import { useEffect, useState, type ComponentType, type RefObject } from 'react';
import type { RangeSliderProps } from './RangeSlider';

/** Start loading the slider code this far before the calculator scrolls into view. */
export const PRELOAD_MARGIN = '200px';

/**
 * The interactive slider component, or null until it has loaded. Its code (Radix Slider, ~10 KB gzip) is fetched
 * only when the calculator nears the viewport, so the home page's first load does not carry it; until then the
 * calculator shows the server-rendered preview at the same values.
 */
export function useInteractiveSlider(
  target: RefObject<HTMLElement | null>,
): ComponentType<RangeSliderProps> | null {
  const [Slider, setSlider] = useState<ComponentType<RangeSliderProps> | null>(null);

  useEffect(() => {
    const element = target.current;
    // Radix Slider measures its thumb with ResizeObserver; where that is missing the preview stays, unbroken.
    if (!element || typeof ResizeObserver === 'undefined') return;
    let cancelled = false;
    const load = () => {
      import('./RangeSlider').then(
        (module) => {
          if (!cancelled) setSlider(() => module.RangeSlider);
        },
        (error: unknown) => {
          // A failed chunk (offline, or a deploy replaced it) leaves the calculator showing its default estimate.
          console.warn('Savings calculator sliders could not load', error);
        },
      );
    };

    if (typeof IntersectionObserver === 'undefined') {
      load();
      return () => {
        cancelled = true;
      };
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        load();
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(element);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, [target]);

  return Slider;
}
