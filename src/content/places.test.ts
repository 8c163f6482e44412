import { describe, expect, it, vi } from 'vitest';
import type * as TownsModule from './towns';
import type { Town } from './types';

// A town as an owner might add it before finding a sourced centre: its own ZIP code, no `centre`.
const uncentred: Town = {
  slug: 'new-place',
  name: 'New Place',
  group: 'nearby',
  zips: ['76999'],
};

vi.mock('./towns', async (importOriginal) => {
  const actual = await importOriginal<typeof TownsModule>();
  return { ...actual, towns: [...actual.towns, uncentred] };
});

const { canonicalPathFor, canonicalPathOfTown, cityOf } = await import('./places');
const { townBySlug } = await import('./towns');

describe('the canonical rule', () => {
  it('gives a town without a sourced centre and without a city its own page', () => {
    expect(cityOf(uncentred)).toBeUndefined();
    expect(canonicalPathOfTown(uncentred)).toBe('/new-place');
    expect(canonicalPathFor('/new-place')).toBe('/new-place');
  });

  it('names the city for a district, which shares its ZIP codes', () => {
    const district = townBySlug('downtown-waco')!;
    expect(cityOf(district)?.slug).toBe('waco');
    expect(canonicalPathOfTown(district)).toBe('/waco');
  });

  it('never names a town as its own city', () => {
    expect(cityOf(townBySlug('waco')!)).toBeUndefined();
  });
});
