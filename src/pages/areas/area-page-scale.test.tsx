import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mappedPlaces, NEAREST_SHOWN } from '@/content/places';
import type * as TownsModule from '@/content/towns';
import { townBySlug } from '@/content/towns';
import { renderPage } from '@tests/support/render-page';
import AreaPage from './AreaPage';
import { townPageProps } from './area-page-props';
import { serviceAreaMapSvg } from './parts/map-svg';
import poopScoopWaco from '@/content/landing/poop-scoop-service-waco';
import { landingPageProps } from '@/pages/services/service-page-props';

// Forty places more than the business serves, generated around Waco for this test only: what a place page shows
// must stop at its nearest NEAREST_SHOWN, so adding places does not make every place page longer.
vi.mock('@/content/towns', async (importOriginal) => {
  const real = await importOriginal<typeof TownsModule>();
  const extra = Array.from({ length: 40 }, (_, i) => ({
    slug: `extra-place-${i}`,
    name: `Extra Place ${i}`,
    group: 'nearby' as const,
    zips: [`79${String(i).padStart(3, '0')}`],
    centre: {
      latitude: 31.25 + (i % 8) * 0.09,
      longitude: -97.55 + Math.floor(i / 8) * 0.12,
      source: { name: 'Generated for this test', url: 'https://example.invalid/' },
      withinMiles: 1,
    },
  }));
  const towns = [...real.towns, ...extra];
  return { ...real, towns, townBySlug: (slug: string) => towns.find((t) => t.slug === slug) };
});

const mart = () => townBySlug('mart')!;
const parse = (svg: string) => new DOMParser().parseFromString(svg, 'image/svg+xml').documentElement;

describe('a place page when the business serves more places than it lists', () => {
  it('lists and names its nearest places only, and still counts every place', () => {
    expect(mappedPlaces.length - 1).toBeGreaterThan(NEAREST_SHOWN);
    const { copy } = townPageProps(mart());
    expect(copy.nearest).toHaveLength(NEAREST_SHOWN);
    expect(copy.nearestCaption).toBe(`The ${NEAREST_SHOWN} places we serve nearest to Mart, nearest first`);
    expect(copy.mapCaption).toMatch(
      new RegExp(`^Mart and the ${NEAREST_SHOWN} places we serve nearest to it, north up: Mart in orange`),
    );
    const miles = copy.nearest.map((n) => n.offset.miles);
    expect(miles).toEqual([...miles].sort((a, b) => a - b));
    expect(copy.glance.find((g) => g.label === 'Places we serve within 10 miles')?.value).toMatch(
      new RegExp(` of the other ${mappedPlaces.length - 1}$`),
    );
  });

  it('renders a table of that many rows', () => {
    renderPage(<AreaPage {...townPageProps(mart())} />, '/mart');
    const table = screen.getByRole('table', { name: /nearest to Mart/ });
    expect(within(table).getAllByRole('row')).toHaveLength(NEAREST_SHOWN + 1);
  });

  it("draws the place and its nearest on a place page's map, every place on an overview", () => {
    const nearest = parse(serviceAreaMapSvg({ focus: 'mart', nearestOnly: true, labelledBy: 'cap' }));
    expect(nearest.querySelectorAll('circle')).toHaveLength(NEAREST_SHOWN + 1);
    const overview = parse(serviceAreaMapSvg({ focus: 'mart', labelledBy: 'cap' }));
    expect(overview.querySelectorAll('circle')).toHaveLength(mappedPlaces.length);
  });

  it("maps a landing page's town and its nearest too, and says so", () => {
    expect(landingPageProps(poopScoopWaco).map).toEqual({
      focus: 'waco',
      nearestOnly: true,
      caption: `Waco and the ${NEAREST_SHOWN} places we serve nearest to it, north up: our base in Hewitt is the dark square, Waco the orange dot.`,
    });
  });
});
