import { Link } from 'react-router-dom';
import type { PlaceCopy } from '@/content/area-copy';
import { business, offerPrice } from '@/content/business';
import type { OwnerNotes } from '@/content/types';
import { Breadcrumbs, type Crumb } from '@/components/ui/Breadcrumbs';
import { PageHero } from '@/components/ui/PageHero';
import { useViewContent } from '@/features/analytics/useViewContent';
import { PageHead } from '@/features/seo/PageHead';
import { breadcrumbJsonLd, serviceJsonLd } from '@/features/seo/jsonld';
import { ZipCheck } from '@/features/zip-check/ZipCheck';
import { LinkGrid, type PageLink } from '@/pages/services/parts/LinkGrid';
import { PageSection } from '@/pages/services/parts/PageSection';
import { ServiceAreaMap } from './ServiceAreaMap';

export interface LinkGroup {
  title: string;
  intro?: string;
  links: PageLink[];
}

interface AreaPageBodyProps {
  copy: PlaceCopy;
  /** The town or neighborhood as the page names it. */
  placeName: string;
  /** 'town', 'nearby', 'district' or 'neighborhood', for analytics. */
  placeKind: string;
  crumbs: readonly Crumb[];
  /** The page this one duplicates, when it has no facts of its own (see places.ts, the canonical rule). */
  canonicalPath: string;
  owner?: OwnerNotes;
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
 * The body of every town, district and neighborhood page. What is the same everywhere stays short (prices,
 * how to ask); what differs is data: the facts at a glance, the map and the distance table, the pages about
 * this place, and what the owners add.
 */
export function AreaPageBody({
  copy,
  placeName,
  placeKind,
  crumbs,
  canonicalPath,
  owner,
  linkGroups,
}: AreaPageBodyProps) {
  const path = crumbs[crumbs.length - 1]?.path ?? '/';
  const { facts, mapped } = copy;
  useViewContent({ content_type: 'place', content_name: copy.h1, content_category: placeKind });
  const jsonLd = [
    serviceJsonLd({
      name: copy.h1,
      description: copy.description,
      path,
      serviceType: business.serviceTypes[0],
      areaServed: [copy.areaServed],
      // The weekly price is the first price the page shows ("from ... /week").
      price: offerPrice('weekly'),
    }),
    breadcrumbJsonLd(crumbs),
  ];
  const groups = linkGroups.filter((g) => g.links.length > 0);
  const coarse = [facts.centre, ...facts.others.map((o) => o.town.centre)].some(
    (c) => (c?.withinMiles ?? 1) > 1,
  );

  return (
    <>
      <PageHead
        title={copy.title}
        description={copy.description}
        jsonLd={jsonLd}
        canonicalPath={canonicalPath}
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
          <ZipCheck />
        </div>
      </PageSection>

      <PageSection id="where" title={`Where ${mapped.name} is`} tone="muted">
        <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
          <ServiceAreaMap focus={mapped.slug} caption={copy.mapCaption} />
          <table className="w-full rounded-xl bg-white text-left">
            <caption className="pb-2 text-left text-lg font-semibold text-slate-900">
              The other places we serve, nearest first
            </caption>
            <thead>
              <tr className="border-b border-slate-300 text-sm text-slate-700">
                <th scope="col" className="px-3 py-2 font-semibold">
                  Place
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  Miles
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Direction
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {facts.others.map(({ town, offset }) => (
                <tr key={town.slug}>
                  <th scope="row" className="px-3 py-1.5 font-normal">
                    <Link to={`/${town.slug}`} className={linkClass}>
                      {town.name}
                    </Link>
                  </th>
                  <td className="px-3 py-1.5 text-right tabular-nums">
                    {offset.under ? `<${offset.miles}` : offset.miles}
                  </td>
                  <td className="px-3 py-1.5">{offset.direction}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="mt-6 max-w-3xl text-sm text-slate-700">
          Centre of {mapped.name}: {coordinates(facts.centre)},{' '}
          <a href={facts.centre.source.url} className={linkClass}>
            {facts.centre.source.name}
          </a>{' '}
          (CC BY 4.0). Miles in a straight line, rounded{coarse ? ' to 5 for ZIP code points' : ''}.
        </p>
      </PageSection>

      {owner && <OwnerSection owner={owner} placeName={placeName} />}

      {groups.length > 0 && (
        <PageSection id="pages" title={`More about ${placeName}`}>
          <div className="space-y-10">
            {groups.map((group) => (
              <div key={group.title}>
                <h3 className="text-xl font-semibold text-slate-900">{group.title}</h3>
                {group.intro && <p className="mt-2 text-slate-700">{group.intro}</p>}
                <div className="mt-4">
                  <LinkGrid links={group.links} label={group.title} />
                </div>
              </div>
            ))}
          </div>
        </PageSection>
      )}
    </>
  );
}
