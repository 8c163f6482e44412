import { TOWN_ZIPS } from '@shared/service-area';
import { geonames, geonamesPostal } from './place-centres';
import type { PlaceCentre, Town, TownGroup } from './types';

/**
 * A town's entry; its ZIP codes are its entry in TOWN_ZIPS, under the same slug. `more` takes the optional facts
 * (`duplicateOf`, and the owners' own notes under `owner`).
 */
export function townEntry(
  group: TownGroup,
  slug: keyof typeof TOWN_ZIPS,
  name: string,
  centre?: PlaceCentre,
  more: Pick<Town, 'duplicateOf' | 'owner'> = {},
): Town {
  return { slug, name, group, zips: TOWN_ZIPS[slug], ...(centre && { centre }), ...more };
}

const coreTown = (slug: keyof typeof TOWN_ZIPS, name: string, centre: PlaceCentre) =>
  townEntry('core', slug, name, centre);

/**
 * The service area (docs/product.md): the core towns and Waco's districts. Every page names these
 * (the footer's towns, the business's structured data), so they are a module of their own: the app every page
 * loads takes in this list and not towns.ts, whose nearby communities grow as the business reaches more.
 * Sources and ZIP codes: see towns.ts.
 */
export const coreTowns: readonly Town[] = [
  coreTown('waco', 'Waco', geonames(4739526, 31.54933, -97.14667)),
  coreTown('hewitt', 'Hewitt', geonames(4697330, 31.46239, -97.19584)),
  coreTown('woodway', 'Woodway', geonames(4743105, 31.506, -97.20501)),
  coreTown('robinson', 'Robinson', geonames(4723165, 31.46767, -97.11472)),
  coreTown('lorena', 'Lorena', geonames(4707868, 31.38656, -97.21556)),
  coreTown('mart', 'Mart', geonames(4709320, 31.54239, -96.8336)),
  coreTown('mcgregor', 'McGregor', geonames(4710129, 31.44406, -97.40918)),
  coreTown('moody', 'Moody', geonames(4712097, 31.30823, -97.3614)),
  coreTown('china-spring', 'China Spring', geonamesPostal('76633', 31.6673, -97.3002)),
  coreTown('lacy-lakeview', 'Lacy Lakeview', geonames(4704238, 31.62933, -97.10278)),
  coreTown('bellmead', 'Bellmead', geonames(4673389, 31.59405, -97.10889)),
  coreTown('bruceville-eddy', 'Bruceville-Eddy', geonames(4676794, 31.30517, -97.25167)),
  coreTown('hallsburg', 'Hallsburg', geonames(4695893, 31.53878, -96.95611)),
  coreTown('leroy', 'Leroy', geonamesPostal('76654', 31.7316, -97.0178)),
  coreTown('riesel', 'Riesel', geonames(4722757, 31.47489, -96.92333)),
  coreTown('ross', 'Ross', geonamesPostal('76684', 31.7173, -97.1188)),
  coreTown('crawford', 'Crawford', geonames(4684084, 31.53433, -97.44307)),
  coreTown('west', 'West', geonames(4740686, 31.80238, -97.09167)),
];

export const wacoDistricts: readonly Town[] = [
  townEntry('district', 'downtown-waco', 'Downtown Waco'),
  townEntry('district', 'north-waco', 'North Waco'),
  townEntry('district', 'south-waco', 'South Waco'),
];
