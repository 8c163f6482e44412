import { useHead } from '@unhead/react';
import { useLocation } from 'react-router-dom';
import { business } from '@/content/business';
import { absoluteUrl, localBusinessJsonLd, type JsonLd } from './jsonld';

export interface PageHeadProps {
  /** Page title; the brand is appended unless it is already in it. */
  title: string;
  description: string;
  /** Extra schema.org objects for what this page shows (FAQ, HowTo, Service...). */
  jsonLd?: JsonLd[];
  /** Account shells and the 404 page are kept out of search results. */
  noindex?: boolean;
  ogType?: 'website' | 'article';
  /** Use the title as it is, without the brand suffix. */
  exactTitle?: boolean;
  /**
   * The page this one duplicates, when it cannot honestly be made different (a Waco neighborhood names /waco).
   * Defaults to the page itself.
   */
  canonicalPath?: string;
}

/** Search results cut titles past about 60 characters. */
export const MAX_TITLE_LENGTH = 60;
const BRAND_SUFFIX = ` | ${business.name}`;

/** The brand goes after the title when the whole still fits in a search result; otherwise the title stands alone. */
export function fullTitleOf(title: string, exactTitle = false): string {
  if (exactTitle || title.includes(business.name)) return title;
  return title.length + BRAND_SUFFIX.length <= MAX_TITLE_LENGTH ? `${title}${BRAND_SUFFIX}` : title;
}

export const OG_IMAGE = { path: '/og-image.png', width: 1200, height: 630 } as const;

export function PageHead({
  title,
  description,
  jsonLd = [],
  noindex = false,
  ogType = 'website',
  exactTitle = false,
  canonicalPath,
}: PageHeadProps) {
  const { pathname } = useLocation();
  const fullTitle = fullTitleOf(title, exactTitle);
  const canonical = absoluteUrl(canonicalPath ?? pathname);
  const image = absoluteUrl(OG_IMAGE.path);
  const ld = [localBusinessJsonLd(), ...jsonLd];

  useHead({
    title: fullTitle,
    meta: [
      { name: 'description', content: description },
      { name: 'robots', content: noindex ? 'noindex, nofollow' : 'index, follow' },
      { property: 'og:type', content: ogType },
      { property: 'og:site_name', content: business.name },
      { property: 'og:title', content: fullTitle },
      { property: 'og:description', content: description },
      { property: 'og:url', content: canonical },
      { property: 'og:image', content: image },
      { property: 'og:image:width', content: String(OG_IMAGE.width) },
      { property: 'og:image:height', content: String(OG_IMAGE.height) },
      { property: 'og:image:alt', content: `${business.name}: ${business.tagline}` },
      { property: 'og:locale', content: 'en_US' },
      { name: 'twitter:card', content: 'summary_large_image' },
      { name: 'twitter:title', content: fullTitle },
      { name: 'twitter:description', content: description },
      { name: 'twitter:image', content: image },
    ],
    link: noindex ? [] : [{ rel: 'canonical', href: canonical }],
    script: ld.map((obj, i) => ({
      key: `ld-${i}`,
      type: 'application/ld+json',
      // Search engines read structured data anywhere in the document; at the end of <body> it leaves the first
      // bytes of the response to what paints the first screen.
      tagPosition: 'bodyClose' as const,
      // JSON.stringify leaves '<' as is; escape it so text can never close the script element.
      innerHTML: JSON.stringify(obj).replace(/</g, '\\u003c'),
    })),
  });
  return null;
}
