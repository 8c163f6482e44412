import { nearestMapWords } from '@/content/area-copy';
import { business } from '@/content/business';
import { areaServedFor, mapExtent, mappedPlaces, placeRef, showsNearestOnly } from '@/content/places';
import { relatedServicePages } from '@/content/service-directory';
import { townBySlug } from '@/content/towns';
import type { PlaceRef, ServicePageContent } from '@/content/types';
import type { LandingPageProps } from './LandingPage';
import type { ServicePageProps } from './ServicePage';

/**
 * What a service or landing page shows beyond its content file: its town, where the service is offered, related
 * pages, the size of the area. Build time only, like the place pages' (areas/area-page-props.ts): the prerender
 * writes it into the page's data, so the templates carry no list of places or pages.
 */

function townOf(content: ServicePageContent): PlaceRef | undefined {
  const town = content.town ? townBySlug(content.town) : undefined;
  return town && placeRef(town);
}

export const servicePageProps = (content: ServicePageContent): ServicePageProps => ({
  content,
  town: townOf(content),
  areaServed: areaServedFor(content.town),
  related: relatedServicePages(content),
});

/**
 * A landing page's map: the whole area, with its town marked; past NEAREST_SHOWN (places.ts) other places, the town
 * and its nearest, as on the town's own page, so the page stays the same size as places are added.
 */
function landingMap(town: PlaceRef | undefined): LandingPageProps['map'] {
  const base = business.address.locality;
  const marks =
    town?.name === base
      ? `our base, ${town.name}, is the orange dot`
      : `our base in ${base} is the dark square${town ? `, ${town.name} the orange dot` : ''}`;
  const nearestOnly = town !== undefined && showsNearestOnly;
  const shown = nearestOnly
    ? nearestMapWords(town.name)
    : `The ${mappedPlaces.length} places we serve, ${mapExtent()}`;
  return { focus: town?.slug, nearestOnly, caption: `${shown}, north up: ${marks}.` };
}

export function landingPageProps(content: ServicePageContent): LandingPageProps {
  const town = townOf(content);
  return {
    content,
    town,
    areaServed: areaServedFor(content.town),
    places: mappedPlaces.length,
    map: landingMap(town),
  };
}
