/** Tags a widget host adds around its content that show nothing by themselves. */
const NON_VISUAL_TAGS = new Set(['SCRIPT', 'STYLE', 'LINK', 'NOSCRIPT', 'TEMPLATE']);

/** Whether the third-party widget has put anything visible into its host element. */
export const hasWidgetContent = (host: Element) =>
  Array.from(host.children).some((child) => !NON_VISUAL_TAGS.has(child.tagName));

const loads = new Map<string, Promise<void>>();

/**
 * Adds the widget host's script once per page session (inside `parent`, for hosts that render next to their
 * script tag). Later mounts reuse the same load: such scripts watch the page for new widget elements, and
 * running them twice double-renders. A failed load is forgotten so that the next mount tries again.
 */
export function loadWidgetScript(src: string, parent: HTMLElement): Promise<void> {
  const existing = loads.get(src);
  if (existing) return existing;
  const load = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.addEventListener('load', () => resolve(), { once: true });
    script.addEventListener(
      'error',
      () => {
        loads.delete(src);
        reject(new Error(`Review widget script failed to load: ${src}`));
      },
      { once: true },
    );
    parent.appendChild(script);
  });
  loads.set(src, load);
  return load;
}

/** Calls `onNear` once when `element` comes within `rootMargin` of the viewport (at once without IntersectionObserver). */
export function whenNearViewport(element: Element, rootMargin: string, onNear: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    onNear();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      onNear();
    },
    { rootMargin },
  );
  observer.observe(element);
  return () => observer.disconnect();
}
