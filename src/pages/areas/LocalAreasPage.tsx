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
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { CtaBand } from '@/components/ui/CtaBand';
import { PageHero } from '@/components/ui/PageHero';
import { PageHead } from '@/features/seo/PageHead';
import { breadcrumbJsonLd } from '@/features/seo/jsonld';
import { LinkGrid, type PageLink } from '@/pages/services/parts/LinkGrid';
import { PageSection } from '@/pages/services/parts/PageSection';

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

const withKind = (l: LocalPageLink): PageLink => ({ path: l.path, label: l.label, note: kindLabels[l.kind] });

function Group({ title, links }: { title: string; links: readonly PageLink[] }) {
  return (
    <div>
      <h3 className="text-xl font-semibold text-slate-900">{title}</h3>
      <div className="mt-3">
        <LinkGrid label={title} links={links} />
      </div>
    </div>
  );
}

/** /local-areas: a directory of every local page (towns, neighborhoods, service and search pages). */
export default function LocalAreasPage() {
  const featured = [...landingPageLinks, ...servicePageLinks].filter((l) => l.featured);
  const serviceGroups = towns
    .map((town) => ({ town, links: servicePagesForTown(town.slug) }))
    .filter((g) => g.links.length > 0);
  const areaWide = areaWideServicePages();
  const pageCount = towns.length + neighborhoods.length + servicePageLinks.length + landingPageLinks.length;

  return (
    <>
      <PageHead
        title="Local Pages Directory: Towns, Neighborhoods and Services"
        description={`Every local page of ${business.name} in one place: ${towns.length} town pages, ${neighborhoods.length} Waco neighborhoods and our service pages by town across ${business.county}.`}
        jsonLd={[breadcrumbJsonLd(crumbs)]}
      />
      <Breadcrumbs items={crumbs} />
      <PageHero
        eyebrow="Directory"
        title="Local Areas Directory"
        lead={
          <p>
            All {pageCount} of our local pages in one list: each town and neighborhood we serve, and each
            service page written for a town. Looking for ZIP codes instead? See the{' '}
            <Link to="/service-areas" className="font-semibold text-white underline underline-offset-2">
              service area overview
            </Link>
            .
          </p>
        }
      />

      {featured.length > 0 && (
        <PageSection id="popular" title="Popular pages">
          <LinkGrid label="Popular pages" links={featured.map(withKind)} />
        </PageSection>
      )}

      <PageSection id="town-pages" title="Town pages" tone="muted">
        <div className="space-y-10">
          {townGroups().map((group) => (
            <Group
              key={group.group}
              title={group.title}
              links={group.towns.map((t) => ({
                path: `/${t.slug}`,
                label: `Pooper scooper service in ${t.name}`,
              }))}
            />
          ))}
        </div>
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
        <div className="space-y-10">
          {serviceGroups.map(({ town, links }) => (
            <Group key={town.slug} title={`Services in ${town.name}`} links={links.map(withKind)} />
          ))}
          {areaWide.length > 0 && (
            <Group title={`Across ${business.county}`} links={areaWide.map(withKind)} />
          )}
        </div>
      </PageSection>

      <PageSection id="quote-pages" title="Free quote pages">
        <LinkGrid label="Free quote pages" links={landingPageLinks.map(withKind)} />
      </PageSection>

      <PageSection id="overview-pages" title="Overviews" tone="muted">
        <LinkGrid label="Overviews" links={overviewPages} />
      </PageSection>

      <CtaBand />
    </>
  );
}
