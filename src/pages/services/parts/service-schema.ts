import { offers, type business, type Offer } from '@/content/business';
import {
  faqJsonLd,
  howToJsonLd,
  serviceJsonLd,
  type JsonLd,
  type ServiceJsonLdInput,
} from '@/features/seo/jsonld';
import type { Faq, HowToStep, ServiceKind } from '@/content/types';

/** Which priced offers a page of each kind shows; commercial kinds have custom pricing. */
const offerIdsByKind: Record<ServiceKind, readonly Offer['id'][]> = {
  weekly: ['weekly'],
  'one-time': ['one-time'],
  deodorizing: ['deodorizing', 'weekly'],
  residential: ['weekly', 'one-time'],
  commercial: [],
  apartment: [],
  hoa: [],
};

export const offersForKind = (kind: ServiceKind): Offer[] =>
  offerIdsByKind[kind]
    .map((id) => offers.find((o) => o.id === id))
    .filter((o): o is Offer => o !== undefined);

/** The price for the page's Service JSON-LD: the first price the page shows, if it shows one. */
export const jsonLdPriceForKind = (kind: ServiceKind): number | undefined => offersForKind(kind)[0]?.cents;

type ServiceType = (typeof business.serviceTypes)[number];

const serviceTypeByKind: Record<ServiceKind, ServiceType> = {
  weekly: 'Poop Scoop Service',
  'one-time': 'Dog Waste Cleanup',
  deodorizing: 'Yard Cleaning',
  residential: 'Pet Waste Removal',
  commercial: 'Pet Waste Removal',
  apartment: 'Pet Waste Removal',
  hoa: 'Pet Waste Removal',
};

export const serviceTypeForKind = (kind: ServiceKind): ServiceType => serviceTypeByKind[kind];

/** What a service or landing page tells search engines about itself: the Service, its FAQ and its steps. */
export function servicePageJsonLd(page: {
  h1: string;
  description: string;
  kind: ServiceKind;
  faqs: readonly Faq[];
  steps?: readonly HowToStep[];
  path: string;
  areaServed: ServiceJsonLdInput['areaServed'];
}): JsonLd[] {
  return [
    serviceJsonLd({
      name: page.h1,
      description: page.description,
      path: page.path,
      serviceType: serviceTypeForKind(page.kind),
      areaServed: page.areaServed,
      priceCents: jsonLdPriceForKind(page.kind),
    }),
    faqJsonLd(page.faqs),
    ...(page.steps?.length ? [howToJsonLd(`How it works: ${page.h1}`, page.steps)] : []),
  ];
}
