import { towns } from './towns';
import { kindOrder } from './service-kinds';
import type { ServiceKind, ServicePageContent } from './types';

/**
 * A light index of every service page (/services/{slug}) and search landing page (/{slug}): what directories
 * and "related services" lists need (slug, kind, town, the page's h1), without loading the pages' content.
 * The content files stay the source: service-directory.test.ts fails when this index and they disagree.
 */

export interface LocalPageLink {
  path: string;
  slug: string;
  kind: ServiceKind;
  town?: string;
  /** The page's h1: what the link is about. */
  label: string;
  featured: boolean;
}

type Entry = [slug: string, kind: ServiceKind, town: string | undefined, h1: string, featured?: true];

const serviceEntries: readonly Entry[] = [
  [
    'apartment-dog-waste-service-waco',
    'apartment',
    'waco',
    'Dog Waste Service for Waco Apartment Communities',
  ],
  ['commercial-dog-waste-removal-waco', 'commercial', 'waco', 'Commercial Dog Waste Removal in Waco'],
  ['commercial-dog-waste-woodway', 'commercial', 'woodway', 'Commercial Dog Waste Cleanup in Woodway'],
  [
    'dog-poop-cleanup-service-waco',
    'residential',
    'waco',
    'Dog Poop Cleanup Service in Waco: Pick Your Plan',
  ],
  ['dog-poop-cleanup-services', 'residential', undefined, 'Dog Poop Cleanup Services Across McLennan County'],
  ['dog-poop-pickup-hewitt', 'residential', 'hewitt', 'Dog Poop Pickup Service in Hewitt, TX'],
  ['dog-poop-pickup-robinson', 'residential', 'robinson', 'Dog Poop Pickup Service in Robinson, TX'],
  ['dog-poop-pickup-waco', 'residential', 'waco', 'Dog Poop Pickup Service in Waco, TX'],
  ['dog-poop-pickup-woodway', 'residential', 'woodway', 'Dog Poop Pickup Service in Woodway, TX'],
  ['eco-deodorizing-waco', 'deodorizing', 'waco', 'Eco-Friendly Yard Deodorizing in Waco'],
  ['hoa-pet-waste-management-waco', 'hoa', 'waco', 'HOA Pet Waste Management in Waco'],
  ['hoa-pet-waste-woodway', 'hoa', 'woodway', 'Pet Waste Service for Woodway HOAs'],
  ['one-time-cleanup-waco', 'one-time', 'waco', 'One-Time Dog Poop Cleanup in Waco: the Yard Reset'],
  ['pet-poop-removal-waco', 'residential', 'waco', 'Pet Poop Removal in Waco, TX', true],
  ['pet-waste-cleaning-waco', 'residential', 'waco', 'Pet Waste Cleaning for Waco Yards'],
  ['pet-waste-removal-hewitt', 'residential', 'hewitt', 'Pet Waste Removal for Hewitt Homes'],
  ['pet-waste-removal-robinson', 'residential', 'robinson', 'Pet Waste Removal for Robinson Yards'],
  ['poop-pickup-service-near-me', 'residential', undefined, 'Local Poop Pickup Service Near You'],
  [
    'poop-removal-service-near-me',
    'residential',
    undefined,
    'A Poop Removal Service Near You in the Waco Area',
  ],
  ['weekly-scooping-hewitt', 'weekly', 'hewitt', 'Weekly Poop Scooping in Hewitt'],
  ['weekly-scooping-robinson', 'weekly', 'robinson', 'Weekly Poop Scooping in Robinson'],
  ['weekly-scooping-waco', 'weekly', 'waco', 'Weekly Poop Scooping Service in Waco'],
];

const landingEntries: readonly Entry[] = [
  [
    'dog-poop-removal-near-me',
    'residential',
    undefined,
    'Dog Poop Removal Near You in Waco, Hewitt and McLennan County',
  ],
  ['hewitt-pooper-scooper-service', 'residential', 'hewitt', "Hewitt's Local Pooper Scooper Service"],
  [
    'poop-scoop-service-waco',
    'residential',
    'waco',
    "Waco's Poop Scoop Service, With a Free Quote in 60 Seconds",
    true,
  ],
  ['pooper-scooper-near-me', 'residential', undefined, 'Looking for a Pooper Scooper Near You?'],
];

/**
 * Slugs are lowercase ASCII, so their code-unit order is their alphabetical order. localeCompare would load ICU's
 * collator on its first call, while every place page starts (docs/performance.md).
 */
const bySlug = (a: LocalPageLink, b: LocalPageLink) => (a.slug === b.slug ? 0 : a.slug < b.slug ? -1 : 1);

const toLinks = (entries: readonly Entry[], prefix: string): LocalPageLink[] =>
  entries
    .map(([slug, kind, town, label, featured]) => ({
      path: `${prefix}${slug}`,
      slug,
      kind,
      town,
      label,
      featured: featured ?? false,
    }))
    .sort(bySlug);

export const servicePageLinks: readonly LocalPageLink[] = toLinks(serviceEntries, '/services/');
export const landingPageLinks: readonly LocalPageLink[] = toLinks(landingEntries, '/');

const byKind = (a: LocalPageLink, b: LocalPageLink) =>
  kindOrder.indexOf(a.kind) - kindOrder.indexOf(b.kind) || bySlug(a, b);

const townRank = (slug: string | undefined) => {
  const i = towns.findIndex((t) => t.slug === slug);
  return i === -1 ? towns.length : i;
};

/** Town in menu order (area-wide pages last), then kind. */
export const byTownThenKind = (a: LocalPageLink, b: LocalPageLink) =>
  townRank(a.town) - townRank(b.town) || byKind(a, b);

/** Service pages about one town, kinds in menu order. */
export const servicePagesForTown = (townSlug: string): LocalPageLink[] =>
  servicePageLinks.filter((l) => l.town === townSlug).sort(byKind);

/** Service pages not tied to one town (the whole service area). */
export const areaWideServicePages = (): LocalPageLink[] =>
  servicePageLinks.filter((l) => !l.town).sort(byKind);

/**
 * A short "related services" list: other pages for the same town first, then other towns' pages of the
 * same kind. Capped so the list stays a handful of useful links, not a link farm.
 */
export function relatedServicePages(content: Pick<ServicePageContent, 'slug' | 'kind' | 'town'>, limit = 5) {
  const others = servicePageLinks.filter((l) => l.slug !== content.slug);
  const sameTown = content.town ? others.filter((l) => l.town === content.town).sort(byKind) : [];
  const sameKind = others.filter((l) => l.kind === content.kind && l.town !== content.town);
  const areaWide = content.town ? [] : others.filter((l) => !l.town);
  const seen = new Set<string>();
  return [...sameTown, ...sameKind, ...areaWide]
    .filter((l) => (seen.has(l.slug) ? false : (seen.add(l.slug), true)))
    .slice(0, limit);
}
