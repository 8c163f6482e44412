import { districtsOf, townCopy } from '@/content/area-copy';
import { canonicalPathOfTown, cityOf, neighborhoodsOfTown } from '@/content/places';
import { landingPageLinks, servicePagesForTown } from '@/content/service-directory';
import type { Town } from '@/content/types';
import type { Crumb } from '@/components/ui/Breadcrumbs';
import { AreaPageBody, type LinkGroup } from './parts/AreaPageBody';

/** /{town}: one template for the 25 town and district pages; adding a town to towns.ts adds a page. */
export default function TownPage({ town }: { town: Town }) {
  const copy = townCopy(town);
  const city = town.group === 'district' ? cityOf(town) : undefined;
  const home = city ?? town;

  const crumbs: Crumb[] = [
    { name: 'Home', path: '/' },
    { name: 'Service Areas', path: '/service-areas' },
    ...(city ? [{ name: city.name, path: `/${city.slug}` }] : []),
    { name: town.name, path: `/${town.slug}` },
  ];

  const linkGroups: LinkGroup[] = [
    ...(city
      ? [
          {
            title: `All of ${city.name}`,
            links: [{ path: `/${city.slug}`, label: `Pooper scooper service in ${city.name}` }],
          },
        ]
      : []),
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

  return (
    <AreaPageBody
      copy={copy}
      placeName={town.name}
      placeKind={town.group}
      crumbs={crumbs}
      canonicalPath={canonicalPathOfTown(town)}
      owner={town.owner}
      linkGroups={linkGroups}
    />
  );
}
