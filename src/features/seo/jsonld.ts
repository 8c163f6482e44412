import { business, offers, priceRange } from '@/content/business';
import { coreTowns } from '@/content/service-area-towns';
import type { Faq, HowToStep } from '@/content/types';
import { config } from '@/lib/config';

/** schema.org objects built from the same content the page displays. */

export type JsonLd = Record<string, unknown>;

/** A schema.org Offer's price: dollars with two decimals ("25.00"). */
const offerPrice = (cents: number) => (cents / 100).toFixed(2);

export const absoluteUrl = (path: string) => `${config.siteUrl}${path === '/' ? '/' : path}`;

const businessId = () => `${config.siteUrl}/#business`;

export function localBusinessJsonLd(): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': businessId(),
    name: business.name,
    url: absoluteUrl('/'),
    image: absoluteUrl('/og-image.png'),
    logo: absoluteUrl('/logo.svg'),
    telephone: business.phone.e164,
    email: business.email,
    priceRange,
    foundingDate: String(business.foundedYear),
    address: {
      '@type': 'PostalAddress',
      addressLocality: business.address.locality,
      addressRegion: business.address.region,
      postalCode: business.address.postalCode,
      addressCountry: business.address.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: business.geo.latitude, longitude: business.geo.longitude },
    // Every page carries this: the county and the core towns, which do not grow as the business reaches more
    // communities. Each town page names its own town as the area its Service serves.
    areaServed: [
      { '@type': 'AdministrativeArea', name: `${business.county}, TX` },
      ...coreTowns.map((t) => ({ '@type': 'City', name: `${t.name}, TX` })),
    ],
    openingHoursSpecification: business.hours.map((h) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: h.days,
      opens: h.opens,
      closes: h.closes,
    })),
    paymentAccepted: business.paymentAccepted.join(', '),
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: business.rating.value,
      reviewCount: business.rating.count,
      bestRating: 5,
    },
    hasOfferCatalog: {
      '@type': 'OfferCatalog',
      name: 'Pet waste removal services',
      itemListElement: offers.map((o) => ({
        '@type': 'Offer',
        name: o.name,
        description: o.description,
        price: offerPrice(o.cents),
        priceCurrency: 'USD',
        priceValidUntil: business.priceValidUntil,
        itemOffered: { '@type': 'Service', name: o.name, serviceType: business.serviceTypes[0] },
      })),
    },
    knowsAbout: business.serviceTypes,
  };
}

/**
 * The site itself, with its search: /blog?q= filters the posts (BlogIndexPage reads `q`), so search engines may
 * offer it as the site's search box.
 */
export function websiteJsonLd(): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${config.siteUrl}/#website`,
    name: business.name,
    url: absoluteUrl('/'),
    publisher: { '@id': businessId() },
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${absoluteUrl('/blog')}?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

export function faqJsonLd(faqs: readonly Faq[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((f) => ({
      '@type': 'Question',
      name: f.question,
      acceptedAnswer: { '@type': 'Answer', text: f.answer },
    })),
  };
}

export function howToJsonLd(name: string, steps: readonly HowToStep[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'HowTo',
    name,
    step: steps.map((s, i) => ({ '@type': 'HowToStep', position: i + 1, name: s.name, text: s.text })),
  };
}

export interface ServiceJsonLdInput {
  name: string;
  description: string;
  path: string;
  serviceType: string;
  areaServed: readonly string[];
  /** Visible price shown on the page, if any, in cents. */
  priceCents?: number;
}

export function serviceJsonLd(input: ServiceJsonLdInput): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: input.name,
    description: input.description,
    url: absoluteUrl(input.path),
    serviceType: input.serviceType,
    provider: { '@id': businessId() },
    areaServed: input.areaServed.map((name) => ({ '@type': 'City', name })),
    ...(input.priceCents !== undefined && {
      offers: {
        '@type': 'Offer',
        price: offerPrice(input.priceCents),
        priceCurrency: 'USD',
        priceValidUntil: business.priceValidUntil,
      },
    }),
  };
}

export function breadcrumbJsonLd(items: readonly { name: string; path: string }[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: absoluteUrl(item.path),
    })),
  };
}

export function blogPostingJsonLd(post: {
  title: string;
  description: string;
  path: string;
  published: string;
  updated?: string;
}): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.description,
    url: absoluteUrl(post.path),
    datePublished: post.published,
    dateModified: post.updated ?? post.published,
    image: absoluteUrl('/og-image.png'),
    author: { '@type': 'Organization', name: business.name },
    publisher: { '@id': businessId() },
  };
}
