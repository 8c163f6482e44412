import { TOWN_ZIPS } from '@shared/service-area';
import { geonames, geonamesPostal } from './place-centres';
import type { Town } from './types';

/**
 * The service area (docs/product.md): the core towns and Waco's districts. Every page names these
 * (the footer's towns, the business's structured data), so they are a module of their own: the app every page
 * loads takes in this list and not towns.ts, whose nearby communities grow as the business reaches more.
 * Sources and ZIP codes: see towns.ts.
 */
export const coreTowns: readonly Town[] = [
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
];

export const wacoDistricts: readonly Town[] = [
  { slug: 'downtown-waco', name: 'Downtown Waco', group: 'district', zips: TOWN_ZIPS['downtown-waco'] },
  { slug: 'north-waco', name: 'North Waco', group: 'district', zips: TOWN_ZIPS['north-waco'] },
  { slug: 'south-waco', name: 'South Waco', group: 'district', zips: TOWN_ZIPS['south-waco'] },
];
