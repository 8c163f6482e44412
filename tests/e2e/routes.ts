import { readFileSync } from 'node:fs';

export interface PrerenderedRoute {
  path: string;
  indexable: boolean;
}

/** Every route the build prerendered (written by scripts/prerender.ts from the route table). */
export const prerenderedRoutes = (): PrerenderedRoute[] =>
  JSON.parse(readFileSync('dist-server/routes.json', 'utf8')) as PrerenderedRoute[];
