/**
 * The ZIP codes of every place the site has a page for, by town slug. The one copy:
 * `src/content/towns.ts` takes each town's ZIP codes from here, and the quote-request function answers whether a
 * ZIP is in the listed area from the same list. Free of imports, so the browser and the Deno functions both load it
 * (it sits in supabase/functions/_shared/ for the reason given in ./lead-rules.ts).
 */

const WACO_ZIPS = [
  '76701',
  '76702',
  '76703',
  '76704',
  '76706',
  '76707',
  '76708',
  '76710',
  '76711',
  '76714',
  '76715',
  '76716',
  '76797',
  '76798',
  '76799',
] as const;

export const TOWN_ZIPS = {
  waco: WACO_ZIPS,
  hewitt: ['76643'],
  woodway: ['76712'],
  robinson: ['76706'],
  lorena: ['76655'],
  mart: ['76664'],
  mcgregor: ['76657'],
  moody: ['76557'],
  'china-spring': ['76633'],
  'lacy-lakeview': ['76705'],
  bellmead: ['76705'],
  'bruceville-eddy': ['76524', '76630'],
  hallsburg: ['76705'],
  leroy: ['76654'],
  riesel: ['76682'],
  ross: ['76684'],
  crawford: ['76638'],
  west: ['76691'],
  'beverly-hills': ['76711'],
  'elm-mott': ['76640'],
  axtell: ['76624'],
  northcrest: ['76705'],
  'downtown-waco': WACO_ZIPS,
  'north-waco': WACO_ZIPS,
  'south-waco': WACO_ZIPS,
} as const satisfies Record<string, readonly string[]>;

/**
 * Every listed ZIP code, sorted and without repeats. A ZIP outside this list is still accepted by the quote form;
 * the owners confirm coverage.
 */
export const SERVICE_AREA_ZIPS: readonly string[] = [...new Set(Object.values(TOWN_ZIPS).flat())].sort();

const serviceAreaZips: ReadonlySet<string> = new Set(SERVICE_AREA_ZIPS);

export function isServiceAreaZip(zip: string): boolean {
  return serviceAreaZips.has(zip.trim());
}
