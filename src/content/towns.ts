import { TOWN_ZIPS } from '@shared/service-area';
import { geonames, geonamesPostal } from './place-centres';
import { coreTowns, wacoDistricts } from './service-area-towns';
import type { Town } from './types';

export { coreTowns, wacoDistricts };

/**
 * Nearby communities with pages of their own, added as the business reaches them. Only pages and the menus'
 * town list (loaded when a menu opens) import this list, so a longer one makes no page's first load heavier.
 */
const nearbyTowns: readonly Town[] = [
  {
    slug: 'beverly-hills',
    name: 'Beverly Hills',
    group: 'nearby',
    zips: TOWN_ZIPS['beverly-hills'],
    centre: geonames(4674006, 31.52156, -97.15389),
  },
  {
    slug: 'elm-mott',
    name: 'Elm Mott',
    group: 'nearby',
    zips: TOWN_ZIPS['elm-mott'],
    centre: geonamesPostal('76640', 31.6725, -97.1138),
    // Measured: 13% own text, closest Ross (0.49); a ZIP code point is too coarse to tell it apart.
    duplicateOf: 'ross',
  },
  {
    slug: 'axtell',
    name: 'Axtell',
    group: 'nearby',
    zips: TOWN_ZIPS.axtell,
    centre: geonamesPostal('76624', 31.661, -96.9882),
    // Measured: 13% own text, closest Leroy (0.50); a ZIP code point is too coarse to tell it apart.
    duplicateOf: 'leroy',
  },
  {
    slug: 'northcrest',
    name: 'Northcrest',
    group: 'nearby',
    zips: TOWN_ZIPS.northcrest,
    centre: geonames(4715411, 31.63655, -97.09972),
    // Measured: 19% own text, closest Lacy Lakeview (0.50): under a mile away, same ZIP code.
    duplicateOf: 'lacy-lakeview',
  },
];

/**
 * Every town page, in the order menus show them. ZIP codes are kept with the edge functions
 * (supabase/functions/_shared/browser-safe/service-area.ts), which answer whether a quote's ZIP is in the area; centres are
 * sourced points (place-centres.ts; none for Waco's districts: no checkable source gives one). An owner adds what
 * only they know under `owner` (docs/architecture.md, "Add a town").
 */
export const towns: readonly Town[] = [...coreTowns, ...nearbyTowns, ...wacoDistricts];

export const townBySlug = (slug: string): Town | undefined => towns.find((t) => t.slug === slug);
