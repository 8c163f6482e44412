import { Link } from 'react-router-dom';
import { townGroups } from '@/content/area-copy';
import { business } from '@/content/business';
import { neighborhoods } from '@/content/neighborhoods';
import {
  areaWideServicePages,
  landingPageLinks,
  servicePageLinks,
  servicePagesForTown,
  type LocalPageLink,
} from '@/content/service-directory';
import { kindLabels } from '@/content/service-kinds';
import { towns } from '@/content/towns';
import { LinkGrid, LinkGroups, type LinkGroup, type PageLink } from '@/components/sections/LinkGrid';
import { PageSection } from '@/components/sections/PageSection';
import { StaticPage, type PageCopy } from '../StaticPage';

const PATH = '/local-areas';

const crumbs = [
  { name: 'Home', path: '/' },
  { name: 'Local Areas', path: PATH },
];

const overviewPages: PageLink[] = [
  { path: '/service-areas', label: 'Service area and ZIP codes', note: 'Coverage overview' },
  { path: '/services', label: 'All services and prices', note: 'Every service' },
  { path: '/commercial-services', label: 'Commercial, HOA and apartment service', note: 'Custom pricing' },
];

const pageCount = towns.length + neighborhoods.length + servicePageLinks.length + landingPageLinks.length;

const page: PageCopy = {
  title: 'Local Pages Directory: Towns, Neighborhoods and Services',
  description: `Every local page of ${business.name} in one place: ${towns.length} town pages, ${neighborhoods.length} Waco neighborhoods and our service pages by town across ${business.county}.`,
  h1: 'Local Areas Directory',
  lead: (
    <p>
      All {pageCount} of our local pages in one list: each town and neighborhood we serve, and each service
      page written for a town. Looking for ZIP codes instead? See the{' '}
      <Link to="/service-areas" className="font-semibold text-white underline underline-offset-2">
        service area overview
      </Link>
      .
    </p>
  ),
};

const withKind = (l: LocalPageLink): PageLink => ({ path: l.path, label: l.label, note: kindLabels[l.kind] });

/** /local-areas: a directory of every local page (towns, neighborhoods, service and search pages). */
export default function LocalAreasPage() {
  const featured = [...landingPageLinks, ...servicePageLinks].filter((l) => l.featured);
  const serviceGroups: LinkGroup[] = [
    ...towns.map((town) => ({
      title: `Services in ${town.name}`,
      links: servicePagesForTown(town.slug).map(withKind),
    })),
    { title: `Across ${business.county}`, links: areaWideServicePages().map(withKind) },
  ].filter((group) => group.links.length > 0);

  return (
    <StaticPage page={page} eyebrow="Directory" crumbs={crumbs}>
      {featured.length > 0 && (
        <PageSection id="popular" title="Popular pages">
          <LinkGrid label="Popular pages" links={featured.map(withKind)} />
        </PageSection>
      )}

      <PageSection id="town-pages" title="Town pages" tone="muted">
        <LinkGroups
          groups={townGroups().map((group) => ({
            title: group.title,
            links: group.towns.map((t) => ({
              path: `/${t.slug}`,
              label: `Pooper scooper service in ${t.name}`,
            })),
          }))}
        />
      </PageSection>

      <PageSection id="neighborhood-pages" title="Neighborhood pages">
        <LinkGrid
          label="Neighborhood pages"
          links={neighborhoods.map((n) => ({
            path: `/neighborhoods/${n.slug}`,
            label: `Dog poop pickup in ${n.name}`,
          }))}
        />
      </PageSection>

      <PageSection id="service-pages-by-town" title="Service pages by town" tone="muted">
        <LinkGroups groups={serviceGroups} />
      </PageSection>

      <PageSection id="quote-pages" title="Free quote pages">
        <LinkGrid label="Free quote pages" links={landingPageLinks.map(withKind)} />
      </PageSection>

      <PageSection id="overview-pages" title="Overviews" tone="muted">
        <LinkGrid label="Overviews" links={overviewPages} />
      </PageSection>
    </StaticPage>
  );
}
