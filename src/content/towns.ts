import type { Town } from './types';

const WACO_ZIPS = [
  '76701', '76702', '76703', '76704', '76706', '76707', '76708', '76710', '76711', '76714', '76715', '76716',
  '76797', '76798', '76799',
] as const;

/** Every town page, in the order menus show them. ZIP codes follow shared/docs/business-facts.md. */
export const towns: readonly Town[] = [
  { slug: 'waco', name: 'Waco', group: 'core', zips: WACO_ZIPS, neighbors: ['hewitt', 'woodway', 'robinson', 'bellmead', 'lacy-lakeview'] },
  { slug: 'hewitt', name: 'Hewitt', group: 'core', zips: ['76643'], neighbors: ['woodway', 'waco', 'robinson', 'lorena'] },
  { slug: 'woodway', name: 'Woodway', group: 'core', zips: ['76712'], neighbors: ['hewitt', 'waco', 'mcgregor'] },
  { slug: 'robinson', name: 'Robinson', group: 'core', zips: ['76706'], neighbors: ['waco', 'hewitt', 'lorena'] },
  { slug: 'lorena', name: 'Lorena', group: 'core', zips: ['76655'], neighbors: ['hewitt', 'robinson', 'bruceville-eddy'] },
  { slug: 'mart', name: 'Mart', group: 'core', zips: ['76664'], neighbors: ['riesel', 'waco'] },
  { slug: 'mcgregor', name: 'McGregor', group: 'core', zips: ['76657'], neighbors: ['woodway', 'crawford'] },
  { slug: 'moody', name: 'Moody', group: 'core', zips: ['76557'], neighbors: ['bruceville-eddy', 'lorena'] },
  { slug: 'china-spring', name: 'China Spring', group: 'core', zips: ['76633'], neighbors: ['waco', 'crawford'] },
  { slug: 'lacy-lakeview', name: 'Lacy Lakeview', group: 'core', zips: ['76705'], neighbors: ['waco', 'bellmead', 'elm-mott'] },
  { slug: 'bellmead', name: 'Bellmead', group: 'core', zips: ['76705'], neighbors: ['waco', 'lacy-lakeview', 'hallsburg'] },
  { slug: 'bruceville-eddy', name: 'Bruceville-Eddy', group: 'core', zips: ['76524', '76630'], neighbors: ['lorena', 'moody'] },
  { slug: 'hallsburg', name: 'Hallsburg', group: 'core', zips: ['76705'], neighbors: ['bellmead', 'mart'] },
  { slug: 'leroy', name: 'Leroy', group: 'core', zips: ['76654'], neighbors: ['elm-mott', 'west', 'axtell'] },
  { slug: 'riesel', name: 'Riesel', group: 'core', zips: ['76682'], neighbors: ['mart', 'waco'] },
  { slug: 'ross', name: 'Ross', group: 'core', zips: ['76684'], neighbors: ['elm-mott', 'west'] },
  { slug: 'crawford', name: 'Crawford', group: 'core', zips: ['76638'], neighbors: ['mcgregor', 'china-spring'] },
  { slug: 'west', name: 'West', group: 'core', zips: ['76691'], neighbors: ['ross', 'leroy', 'elm-mott'] },
  { slug: 'beverly-hills', name: 'Beverly Hills', group: 'nearby', zips: ['76711'], neighbors: ['waco', 'woodway'] },
  { slug: 'elm-mott', name: 'Elm Mott', group: 'nearby', zips: ['76640'], neighbors: ['lacy-lakeview', 'ross', 'west'] },
  { slug: 'axtell', name: 'Axtell', group: 'nearby', zips: ['76624'], neighbors: ['leroy', 'mart'] },
  { slug: 'northcrest', name: 'Northcrest', group: 'nearby', zips: ['76705'], neighbors: ['waco', 'lacy-lakeview'] },
  { slug: 'downtown-waco', name: 'Downtown Waco', group: 'district', zips: WACO_ZIPS, neighbors: ['north-waco', 'south-waco'] },
  { slug: 'north-waco', name: 'North Waco', group: 'district', zips: WACO_ZIPS, neighbors: ['downtown-waco', 'lacy-lakeview'] },
  { slug: 'south-waco', name: 'South Waco', group: 'district', zips: WACO_ZIPS, neighbors: ['downtown-waco', 'robinson', 'hewitt'] },
];

export const townBySlug = (slug: string): Town | undefined => towns.find((t) => t.slug === slug);
export const coreTowns = towns.filter((t) => t.group === 'core');
