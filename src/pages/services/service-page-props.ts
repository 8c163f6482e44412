import { areaServedFor, mapExtent, mappedPlaces } from '@/content/places';
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
  return town && { slug: town.slug, name: town.name };
}

export const servicePageProps = (content: ServicePageContent): ServicePageProps => ({
  content,
  town: townOf(content),
  areaServed: areaServedFor(content.town),
  related: relatedServicePages(content),
});

export const landingPageProps = (content: ServicePageContent): LandingPageProps => ({
  content,
  town: townOf(content),
  areaServed: areaServedFor(content.town),
  area: { places: mappedPlaces.length, extent: mapExtent() },
});
