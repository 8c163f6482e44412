import { TOWN_ZIPS } from '@shared/service-area';
import type { PlaceCentre, Town } from './types';

/**
 * A populated place in GeoNames (https://www.geonames.org/<id>, CC BY 4.0), as its cities500 dump lists it:
 * the point GeoNames gives for the town, within about a mile of its middle.
 */
const geonames = (id: number, latitude: number, longitude: number): PlaceCentre => ({
  latitude,
  longitude,
  source: { name: `GeoNames populated place ${id}`, url: `https://www.geonames.org/${id}` },
  withinMiles: 1,
});

/**
 * GeoNames' postal-code point for the town's ZIP code (https://download.geonames.org/export/zip/, US.txt),
 * for the places the cities500 dump does not list. Where both exist they lie up to 5 miles apart, so
 * distances from these points are rounded to 5 miles.
 */
const geonamesPostal = (zip: string, latitude: number, longitude: number): PlaceCentre => ({
  latitude,
  longitude,
  source: {
    name: `GeoNames postal code point for ZIP ${zip}`,
    url: 'https://download.geonames.org/export/zip/',
  },
  withinMiles: 5,
});

/**
 * Every town page, in the order menus show them. ZIP codes follow shared/docs/business-facts.md and are kept with the edge
 * functions (supabase/functions/_shared/service-area.ts), which answer whether a quote's ZIP is in the area; centres are
 * the sourced points above (none for Waco's districts: no checkable source gives one). An owner adds what
 * only they know under `owner` (see README).
 */
export const towns: readonly Town[] = [
  {
    slug: 'waco',
    name: 'Waco',
    group: 'core',
    zips: TOWN_ZIPS.waco,
    centre: geonames(4739526, 31.54933, -97.14667),
  },
  {
    slug: 'hewitt',
    name: 'Hewitt',
    group: 'core',
    zips: TOWN_ZIPS.hewitt,
    centre: geonames(4697330, 31.46239, -97.19584),
  },
  {
    slug: 'woodway',
    name: 'Woodway',
    group: 'core',
    zips: TOWN_ZIPS.woodway,
    centre: geonames(4743105, 31.506, -97.20501),
  },
  {
    slug: 'robinson',
    name: 'Robinson',
    group: 'core',
    zips: TOWN_ZIPS.robinson,
    centre: geonames(4723165, 31.46767, -97.11472),
  },
  {
    slug: 'lorena',
    name: 'Lorena',
    group: 'core',
    zips: TOWN_ZIPS.lorena,
    centre: geonames(4707868, 31.38656, -97.21556),
  },
  {
    slug: 'mart',
    name: 'Mart',
    group: 'core',
    zips: TOWN_ZIPS.mart,
    centre: geonames(4709320, 31.54239, -96.8336),
  },
  {
    slug: 'mcgregor',
    name: 'McGregor',
    group: 'core',
    zips: TOWN_ZIPS.mcgregor,
    centre: geonames(4710129, 31.44406, -97.40918),
  },
  {
    slug: 'moody',
    name: 'Moody',
    group: 'core',
    zips: TOWN_ZIPS.moody,
    centre: geonames(4712097, 31.30823, -97.3614),
  },
  {
    slug: 'china-spring',
    name: 'China Spring',
    group: 'core',
    zips: TOWN_ZIPS['china-spring'],
    centre: geonamesPostal('76633', 31.6673, -97.3002),
  },
  {
    slug: 'lacy-lakeview',
    name: 'Lacy Lakeview',
    group: 'core',
    zips: TOWN_ZIPS['lacy-lakeview'],
    centre: geonames(4704238, 31.62933, -97.10278),
  },
  {
    slug: 'bellmead',
    name: 'Bellmead',
    group: 'core',
    zips: TOWN_ZIPS.bellmead,
    centre: geonames(4673389, 31.59405, -97.10889),
  },
  {
    slug: 'bruceville-eddy',
    name: 'Bruceville-Eddy',
    group: 'core',
    zips: TOWN_ZIPS['bruceville-eddy'],
    centre: geonames(4676794, 31.30517, -97.25167),
  },
  {
    slug: 'hallsburg',
    name: 'Hallsburg',
    group: 'core',
    zips: TOWN_ZIPS.hallsburg,
    centre: geonames(4695893, 31.53878, -96.95611),
  },
  {
    slug: 'leroy',
    name: 'Leroy',
    group: 'core',
    zips: TOWN_ZIPS.leroy,
    centre: geonamesPostal('76654', 31.7316, -97.0178),
  },
  {
    slug: 'riesel',
    name: 'Riesel',
    group: 'core',
    zips: TOWN_ZIPS.riesel,
    centre: geonames(4722757, 31.47489, -96.92333),
  },
  {
    slug: 'ross',
    name: 'Ross',
    group: 'core',
    zips: TOWN_ZIPS.ross,
    centre: geonamesPostal('76684', 31.7173, -97.1188),
  },
  {
    slug: 'crawford',
    name: 'Crawford',
    group: 'core',
    zips: TOWN_ZIPS.crawford,
    centre: geonames(4684084, 31.53433, -97.44307),
  },
  {
    slug: 'west',
    name: 'West',
    group: 'core',
    zips: TOWN_ZIPS.west,
    centre: geonames(4740686, 31.80238, -97.09167),
  },
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
  { slug: 'downtown-waco', name: 'Downtown Waco', group: 'district', zips: TOWN_ZIPS['downtown-waco'] },
  { slug: 'north-waco', name: 'North Waco', group: 'district', zips: TOWN_ZIPS['north-waco'] },
  { slug: 'south-waco', name: 'South Waco', group: 'district', zips: TOWN_ZIPS['south-waco'] },
];

export const townBySlug = (slug: string): Town | undefined => towns.find((t) => t.slug === slug);
export const coreTowns = towns.filter((t) => t.group === 'core');
