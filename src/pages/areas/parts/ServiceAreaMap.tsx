import { useEffect, useId, useState, type ReactNode } from 'react';

/**
 * The map is drawn once, at build time: the server render (import.meta.env.SSR) draws the SVG into the
 * prerendered page, and hydration keeps that markup as it is (read back from the DOM), so the drawing code
 * never reaches a visitor's first load. Only a later client-side navigation to a place page loads it, lazily.
 */
const ssrDraw = import.meta.env.SSR ? (await import('./map-svg')).serviceAreaMapSvg : undefined;

/** A short, stable key of what the map shows: prerendered markup is reused only for the same map. */
const mapKey = (focus: string | undefined, nearestOnly: boolean, labelledBy: string) =>
  `${focus ?? 'area'}${nearestOnly ? '-nearest' : ''}:${labelledBy}`;

function prerenderedSvg(key: string): string {
  if (typeof document === 'undefined') return '';
  const host = document.querySelector<HTMLElement>(`[data-map-key="${key}"]`);
  return host?.innerHTML ?? '';
}

export interface ServiceAreaMapProps {
  /** Slug of the place to mark; none on overview maps. */
  focus?: string;
  /** Draw only the marked place and the places nearest it (a place page's map), not the whole area. */
  nearestOnly?: boolean;
  /** What the map shows, in words: its visible caption, which is also the map's accessible name. */
  caption: ReactNode;
}

export function ServiceAreaMap({ focus, nearestOnly = false, caption }: ServiceAreaMapProps) {
  const labelledBy = `map-caption-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const key = mapKey(focus, nearestOnly, labelledBy);
  const [drawn, setDrawn] = useState(() => ({
    key,
    svg: ssrDraw ? ssrDraw({ focus, nearestOnly, labelledBy }) : prerenderedSvg(key),
  }));
  // A map drawn for other options is no map for these.
  const svg = drawn.key === key ? drawn.svg : '';

  useEffect(() => {
    if (svg) return;
    let cancelled = false;
    void import('./map-svg').then(({ serviceAreaMapSvg }) => {
      if (!cancelled) setDrawn({ key, svg: serviceAreaMapSvg({ focus, nearestOnly, labelledBy }) });
    });
    return () => {
      cancelled = true;
    };
  }, [key, svg, focus, nearestOnly, labelledBy]);

  return (
    <figure>
      <div data-map-key={key} dangerouslySetInnerHTML={{ __html: svg }} />
      <figcaption id={labelledBy} className="mt-3 text-sm text-slate-700">
        {caption}
      </figcaption>
    </figure>
  );
}
