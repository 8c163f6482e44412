// The served ZIP codes have one copy (./service-area.ts): the towns' pages and the quote function read the same.
import { describe, expect, it } from 'vitest';
import { towns } from '../../../../src/content/towns.ts';
import { SERVICE_AREA_ZIPS, TOWN_ZIPS, isServiceAreaZip } from './service-area.ts';

describe('service area', () => {
  it('has the ZIP codes of exactly the towns that have pages, each town showing its own', () => {
    expect(Object.keys(TOWN_ZIPS).sort()).toEqual(towns.map((town) => town.slug).sort());
    for (const town of towns)
      expect(town.zips, town.slug).toEqual(TOWN_ZIPS[town.slug as keyof typeof TOWN_ZIPS]);
  });

  it('lists every ZIP of the towns once, sorted: the 32 of the business facts', () => {
    expect(SERVICE_AREA_ZIPS).toEqual([...new Set(towns.flatMap((town) => town.zips))].sort());
    expect(SERVICE_AREA_ZIPS).toHaveLength(32);
    for (const zip of SERVICE_AREA_ZIPS) expect(zip).toMatch(/^\d{5}$/);
  });

  it.each([
    ['76643', true],
    ['76705', true],
    [' 76524 ', true],
    ['76799', true],
    ['90210', false],
    ['76700', false],
  ])('isServiceAreaZip(%s) is %s', (zip, expected) => {
    expect(isServiceAreaZip(zip)).toBe(expected);
  });
});
