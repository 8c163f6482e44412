import { districtsOf, neighborhoodCopy, townCopy } from '@/content/area-copy';
import { neighborhoods } from '@/content/neighborhoods';
import {
  canonicalPathOfNeighborhood,
  canonicalPathOfTown,
  cityOf,
  neighborhoodsOfTown,
} from '@/content/places';
import { landingPageLinks, servicePagesForTown } from '@/content/service-directory';
import { townBySlug } from '@/content/towns';
import type { Neighborhood, Town } from '@/content/types';
import type { Crumb } from '@/components/ui/Breadcrumbs';
import type { LinkGroup } from '@/components/sections/LinkGrid';
import type { AreaPageProps } from './AreaPage';

/**
 * What each town, district and neighborhood page shows, computed from the lists of places and pages. Build time
 * only: the prerender writes it into the page's data, so the page's template (AreaPage) carries none of those
 * lists and costs a visitor the same however many places the business serves.
 */

const crumbsTo = (...places: { name: string; path: string }[]): Crumb[] => [
  { name: 'Home', path: '/' },
  { name: 'Service Areas', path: '/service-areas' },
  ...places,
];

const allOf = (city: Town): LinkGroup => ({
  title: `All of ${city.name}`,
  links: [{ path: `/${city.slug}`, label: `Pooper scooper service in ${city.name}` }],
});

export function townPageProps(town: Town): AreaPageProps {
  const city = town.group === 'district' ? cityOf(town) : undefined;
  const home = city ?? town;

  const crumbs = crumbsTo(...(city ? [{ name: city.name, path: `/${city.slug}` }] : []), {
    name: town.name,
    path: `/${town.slug}`,
  });

  const linkGroups: LinkGroup[] = [
    ...(city ? [allOf(city)] : []),
    {
      title: `Parts of ${town.name}`,
      links: districtsOf(town).map((t) => ({ path: `/${t.slug}`, label: t.name })),
    },
    {
      title: `${home.name} neighborhoods we serve`,
      links: neighborhoodsOfTown(home).map((n) => ({ path: `/neighborhoods/${n.slug}`, label: n.name })),
    },
    {
      title: `Service pages for ${home.name}`,
      links: [...landingPageLinks.filter((l) => l.town === home.slug), ...servicePagesForTown(home.slug)].map(
        (l) => ({ path: l.path, label: l.label }),
      ),
    },
  ];

  return {
    copy: townCopy(town),
    placeName: town.name,
    placeKind: town.group,
    crumbs,
    canonicalPath: canonicalPathOfTown(town),
    owner: town.owner,
    linkGroups: linkGroups.filter((g) => g.links.length > 0),
  };
}

/** A neighborhood is part of its town and shares the town's ZIP codes. */
export function neighborhoodPageProps(neighborhood: Neighborhood): AreaPageProps {
  const city = townBySlug(neighborhood.parent);
  if (!city) throw new Error(`Neighborhood ${neighborhood.slug} has no town ${neighborhood.parent}`);

  const crumbs = crumbsTo(
    { name: city.name, path: `/${city.slug}` },
    { name: neighborhood.name, path: `/neighborhoods/${neighborhood.slug}` },
  );

  const linkGroups: LinkGroup[] = [
    allOf(city),
    {
      title: `Other ${city.name} neighborhoods`,
      links: neighborhoods
        .filter((n) => n.parent === city.slug && n.slug !== neighborhood.slug)
        .map((n) => ({ path: `/neighborhoods/${n.slug}`, label: n.name })),
    },
    {
      title: `Service pages for ${city.name}`,
      links: servicePagesForTown(city.slug).map((l) => ({ path: l.path, label: l.label })),
    },
  ];

  return {
    copy: neighborhoodCopy(neighborhood),
    placeName: neighborhood.name,
    placeKind: 'neighborhood',
    crumbs,
    canonicalPath: canonicalPathOfNeighborhood(neighborhood),
    owner: neighborhood.owner,
    linkGroups: linkGroups.filter((g) => g.links.length > 0),
  };
}
