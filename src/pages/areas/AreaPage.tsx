import { Link } from 'react-router-dom';
import type { PlaceCopy } from '@/content/area-copy';
import { business, listPrices } from '@/content/business';
import { GEONAMES_LICENSE } from '@/content/place-centres';
import type { OwnerNotes } from '@/content/types';
import { Breadcrumbs, type Crumb } from '@/components/ui/Breadcrumbs';
import { DataTable } from '@/components/ui/DataTable';
import { PageHero } from '@/components/ui/PageHero';
import { ViewContent } from '@/features/analytics/use-view-content';
import { PageHead } from '@/features/seo/PageHead';
import { breadcrumbJsonLd, serviceJsonLd } from '@/features/seo/jsonld';
import { ZipCheck } from '@/features/zip-check/ZipCheck';
import { Island } from '@/lib/island-markup';
import { LinkGroups, type LinkGroup } from '@/components/sections/LinkGrid';
import { PageSection } from '@/components/sections/PageSection';
import { ServiceAreaMap } from './parts/ServiceAreaMap';

/** Everything a town, district or neighborhood page shows: its page data. */
export interface AreaPageProps {
  copy: PlaceCopy;
  /** The town or neighborhood as the page names it. */
  placeName: string;
  /** 'town', 'nearby', 'district' or 'neighborhood', for analytics. */
  placeKind: string;
  crumbs: readonly Crumb[];
  /** The page this one duplicates, when it has no facts of its own (see places.ts, the canonical rule). */
  canonicalPath: string;
  owner?: OwnerNotes;
  /** Only groups with links. */
  linkGroups: readonly LinkGroup[];
}

const linkClass = 'font-semibold text-brand-800 underline underline-offset-2';

function OwnerSection({ owner, placeName }: { owner: OwnerNotes; placeName: string }) {
  const notes = owner.notes ?? [];
  const photos = owner.photos ?? [];
  if (notes.length === 0 && photos.length === 0) return null;
  return (
    <PageSection id="from-the-owners" title={`From the owners, about ${placeName}`}>
      <div className="max-w-3xl space-y-4 text-lg leading-relaxed text-slate-700">
        {notes.map((note) => (
          <p key={note}>{note}</p>
        ))}
      </div>
      {photos.length > 0 && (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {photos.map((photo) => (
            <li key={photo.src}>
              <img
                src={photo.src}
                alt={photo.alt}
                width={photo.width}
                height={photo.height}
                loading="lazy"
                decoding="async"
                className="h-auto w-full rounded-xl"
              />
            </li>
          ))}
        </ul>
      )}
    </PageSection>
  );
}

/** "31.542° N, 96.834° W" */
const coordinates = ({ latitude, longitude }: { latitude: number; longitude: number }) =>
  `${Math.abs(latitude).toFixed(3)}° ${latitude >= 0 ? 'N' : 'S'}, ${Math.abs(longitude).toFixed(3)}° ${longitude >= 0 ? 'E' : 'W'}`;

/**
 * /{town} and /neighborhoods/{slug}: one template for the town, district and neighborhood pages. What is the same
 * everywhere stays short (prices, how to ask); what differs is data, computed at build time (area-page-props.ts):
 * the facts at a glance, the map and the nearest places, the pages about this place, and what the owners add.
 */
export default function AreaPage({
  copy,
  placeName,
  placeKind,
  crumbs,
  canonicalPath,
  owner,
  linkGroups,
}: AreaPageProps) {
  const path = crumbs[crumbs.length - 1]?.path ?? '/';
  const { mapped, centre, nearest } = copy;
  const jsonLd = [
    serviceJsonLd({
      name: copy.h1,
      description: copy.description,
      path,
      serviceType: business.serviceTypes[0],
      areaServed: [copy.areaServed],
      // The weekly price is the first price the page shows ("from ... /week").
      priceCents: listPrices.weekly,
    }),
    breadcrumbJsonLd(crumbs),
  ];

  return (
    <>
      <PageHead
        title={copy.title}
        description={copy.description}
        jsonLd={jsonLd}
        canonicalPath={canonicalPath}
      />
      <Island
        component={ViewContent}
        props={{ content_type: 'place', content_name: copy.h1, content_category: placeKind }}
      />
      <Breadcrumbs items={crumbs} />
      <PageHero eyebrow={copy.eyebrow} title={copy.h1} lead={<p>{copy.lead}</p>} />

      <PageSection id="at-a-glance" title={`${placeName} at a glance`}>
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
          <div>
            <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[auto_1fr]">
              {copy.glance.map((item) => (
                <div key={item.label} className="contents">
                  <dt className="font-semibold text-slate-900">{item.label}</dt>
                  <dd className="text-slate-700">
                    {item.value}
                    {item.link && (
                      <>
                        {' '}
                        (
                        <Link to={item.link.to} className={linkClass}>
                          {item.link.label}
                        </Link>
                        )
                      </>
                    )}
                  </dd>
                </div>
              ))}
            </dl>
            {copy.factsNote && <p className="mt-4 text-slate-700">{copy.factsNote}</p>}
          </div>
          <Island component={ZipCheck} props={{}} />
        </div>
      </PageSection>

      <PageSection id="where" title={`Where ${mapped.name} is`} tone="muted">
        <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
          <ServiceAreaMap focus={mapped.slug} nearestOnly caption={copy.mapCaption} />
          <DataTable
            look="ruled"
            caption={copy.nearestCaption}
            columns={[{ label: 'Place' }, { label: 'Miles', numeric: true }, { label: 'Direction' }]}
          >
            {nearest.map(({ slug, name, offset }) => (
              <tr key={slug}>
                <th scope="row" className="px-3 py-1.5 font-normal">
                  <Link to={`/${slug}`} className={linkClass}>
                    {name}
                  </Link>
                </th>
                <td className="px-3 py-1.5 text-right tabular-nums">
                  {offset.under ? `<${offset.miles}` : offset.miles}
                </td>
                <td className="px-3 py-1.5">{offset.direction}</td>
              </tr>
            ))}
          </DataTable>
        </div>
        <p className="mt-6 max-w-3xl text-sm text-slate-700">
          Map position of {mapped.name}: {coordinates(centre)} (
          <a href={centre.source.url} className={linkClass}>
            {centre.source.name}
          </a>
          ,{' '}
          <a href={GEONAMES_LICENSE.url} className={linkClass}>
            {GEONAMES_LICENSE.name}
          </a>
          ). Miles in a straight line, rounded{copy.coarse ? ' to 5 for ZIP code points' : ''}.
        </p>
      </PageSection>

      {owner && <OwnerSection owner={owner} placeName={placeName} />}

      {linkGroups.length > 0 && (
        <PageSection id="pages" title={`More about ${placeName}`}>
          <LinkGroups groups={linkGroups} />
        </PageSection>
      )}
    </>
  );
}
