import { readFileSync } from 'node:fs';

export interface PrerenderedRoute {
  path: string;
  indexable: boolean;
  /** The page this one names as canonical: itself, or the page it duplicates (places.ts, the canonical rule). */
  canonical: string;
}

/** Every route the build prerendered (written by scripts/prerender.ts: the site's own pages and every content page). */
export const prerenderedRoutes = (): PrerenderedRoute[] =>
  JSON.parse(readFileSync('dist-server/routes.json', 'utf8')) as PrerenderedRoute[];
