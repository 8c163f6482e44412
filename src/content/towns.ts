import { TOWN_ZIPS } from '@shared/service-area';
import type { Town } from './types';

/**
 * Every town page, in the order menus show them. ZIP codes follow shared/docs/business-facts.md and are kept with the
 * edge functions (supabase/functions/_shared/service-area.ts), which answer whether a quote's ZIP is in the area.
 */
export const towns: readonly Town[] = [
  {
    slug: 'waco',
    name: 'Waco',
    group: 'core',
    zips: TOWN_ZIPS.waco,
    neighbors: ['hewitt', 'woodway', 'robinson', 'bellmead', 'lacy-lakeview'],
  },
  {
    slug: 'hewitt',
    name: 'Hewitt',
    group: 'core',
    zips: TOWN_ZIPS.hewitt,
    neighbors: ['woodway', 'waco', 'robinson', 'lorena'],
  },
  {
    slug: 'woodway',
    name: 'Woodway',
    group: 'core',
    zips: TOWN_ZIPS.woodway,
    neighbors: ['hewitt', 'waco', 'mcgregor'],
  },
  {
    slug: 'robinson',
    name: 'Robinson',
    group: 'core',
    zips: TOWN_ZIPS.robinson,
    neighbors: ['waco', 'hewitt', 'lorena'],
  },
  {
    slug: 'lorena',
    name: 'Lorena',
    group: 'core',
    zips: TOWN_ZIPS.lorena,
    neighbors: ['hewitt', 'robinson', 'bruceville-eddy'],
  },
  { slug: 'mart', name: 'Mart', group: 'core', zips: TOWN_ZIPS.mart, neighbors: ['riesel', 'waco'] },
  {
    slug: 'mcgregor',
    name: 'McGregor',
    group: 'core',
    zips: TOWN_ZIPS.mcgregor,
    neighbors: ['woodway', 'crawford'],
  },
  {
    slug: 'moody',
    name: 'Moody',
    group: 'core',
    zips: TOWN_ZIPS.moody,
    neighbors: ['bruceville-eddy', 'lorena'],
  },
  {
    slug: 'china-spring',
    name: 'China Spring',
    group: 'core',
    zips: TOWN_ZIPS['china-spring'],
    neighbors: ['waco', 'crawford'],
  },
  {
    slug: 'lacy-lakeview',
    name: 'Lacy Lakeview',
    group: 'core',
    zips: TOWN_ZIPS['lacy-lakeview'],
    neighbors: ['waco', 'bellmead', 'elm-mott'],
  },
  {
    slug: 'bellmead',
    name: 'Bellmead',
    group: 'core',
    zips: TOWN_ZIPS.bellmead,
    neighbors: ['waco', 'lacy-lakeview', 'hallsburg'],
  },
  {
    slug: 'bruceville-eddy',
    name: 'Bruceville-Eddy',
    group: 'core',
    zips: TOWN_ZIPS['bruceville-eddy'],
    neighbors: ['lorena', 'moody'],
  },
  {
    slug: 'hallsburg',
    name: 'Hallsburg',
    group: 'core',
    zips: TOWN_ZIPS.hallsburg,
    neighbors: ['bellmead', 'mart'],
  },
  {
    slug: 'leroy',
    name: 'Leroy',
    group: 'core',
    zips: TOWN_ZIPS.leroy,
    neighbors: ['elm-mott', 'west', 'axtell'],
  },
  { slug: 'riesel', name: 'Riesel', group: 'core', zips: TOWN_ZIPS.riesel, neighbors: ['mart', 'waco'] },
  { slug: 'ross', name: 'Ross', group: 'core', zips: TOWN_ZIPS.ross, neighbors: ['elm-mott', 'west'] },
  {
    slug: 'crawford',
    name: 'Crawford',
    group: 'core',
    zips: TOWN_ZIPS.crawford,
    neighbors: ['mcgregor', 'china-spring'],
  },
  {
    slug: 'west',
    name: 'West',
    group: 'core',
    zips: TOWN_ZIPS.west,
    neighbors: ['ross', 'leroy', 'elm-mott'],
  },
  {
    slug: 'beverly-hills',
    name: 'Beverly Hills',
    group: 'nearby',
    zips: TOWN_ZIPS['beverly-hills'],
    neighbors: ['waco', 'woodway'],
  },
  {
    slug: 'elm-mott',
    name: 'Elm Mott',
    group: 'nearby',
    zips: TOWN_ZIPS['elm-mott'],
    neighbors: ['lacy-lakeview', 'ross', 'west'],
  },
  { slug: 'axtell', name: 'Axtell', group: 'nearby', zips: TOWN_ZIPS.axtell, neighbors: ['leroy', 'mart'] },
  {
    slug: 'northcrest',
    name: 'Northcrest',
    group: 'nearby',
    zips: TOWN_ZIPS.northcrest,
    neighbors: ['waco', 'lacy-lakeview'],
  },
  {
    slug: 'downtown-waco',
    name: 'Downtown Waco',
    group: 'district',
    zips: TOWN_ZIPS['downtown-waco'],
    neighbors: ['north-waco', 'south-waco'],
  },
  {
    slug: 'north-waco',
    name: 'North Waco',
    group: 'district',
    zips: TOWN_ZIPS['north-waco'],
    neighbors: ['downtown-waco', 'lacy-lakeview'],
  },
  {
    slug: 'south-waco',
    name: 'South Waco',
    group: 'district',
    zips: TOWN_ZIPS['south-waco'],
    neighbors: ['downtown-waco', 'robinson', 'hewitt'],
  },
];

export const townBySlug = (slug: string): Town | undefined => towns.find((t) => t.slug === slug);
export const coreTowns = towns.filter((t) => t.group === 'core');
