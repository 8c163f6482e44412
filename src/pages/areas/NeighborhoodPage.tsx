import { neighborhoodCopy } from '@/content/area-copy';
import { neighborhoods } from '@/content/neighborhoods';
import { canonicalPathOfNeighborhood } from '@/content/places';
import { servicePagesForTown } from '@/content/service-directory';
import { townBySlug } from '@/content/towns';
import type { Neighborhood } from '@/content/types';
import type { Crumb } from '@/components/ui/Breadcrumbs';
import { AreaPageBody, type LinkGroup } from './parts/AreaPageBody';

/** /neighborhoods/{slug}: a neighborhood is part of its town and shares the town's ZIP codes. */
export default function NeighborhoodPage({ neighborhood }: { neighborhood: Neighborhood }) {
  const city = townBySlug(neighborhood.parent);
  if (!city) throw new Error(`Neighborhood ${neighborhood.slug} has no town ${neighborhood.parent}`);
  const copy = neighborhoodCopy(neighborhood);

  const crumbs: Crumb[] = [
    { name: 'Home', path: '/' },
    { name: 'Service Areas', path: '/service-areas' },
    { name: city.name, path: `/${city.slug}` },
    { name: neighborhood.name, path: `/neighborhoods/${neighborhood.slug}` },
  ];

  const linkGroups: LinkGroup[] = [
    {
      title: `All of ${city.name}`,
      links: [{ path: `/${city.slug}`, label: `Pooper scooper service in ${city.name}` }],
    },
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

  return (
    <AreaPageBody
      copy={copy}
      placeName={neighborhood.name}
      placeKind="neighborhood"
      crumbs={crumbs}
      canonicalPath={canonicalPathOfNeighborhood(neighborhood)}
      owner={neighborhood.owner}
      linkGroups={linkGroups}
    />
  );
}
