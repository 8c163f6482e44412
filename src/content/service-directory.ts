import { towns } from './towns';
import type { ServiceKind, ServicePageContent } from './types';

/**
 * Every service page (/services/{slug}) and search landing page (/{slug}), loaded eagerly so that
 * directories and "related services" lists can show their titles. The file name is the slug.
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

const serviceModules = import.meta.glob<ServicePageContent>('./services/*.ts', {
  eager: true,
  import: 'default',
});
const landingModules = import.meta.glob<ServicePageContent>('./landing/*.ts', {
  eager: true,
  import: 'default',
});

const slugOf = (key: string) => key.replace(/^.*\/([^/]+)\.ts$/, '$1');

const toLinks = (modules: Record<string, ServicePageContent>, prefix: string): LocalPageLink[] =>
  Object.entries(modules)
    .map(([key, c]) => ({
      path: `${prefix}${slugOf(key)}`,
      slug: slugOf(key),
      kind: c.kind,
      town: c.town,
      label: c.h1,
      featured: c.featured ?? false,
    }))
    .sort((a, b) => a.slug.localeCompare(b.slug));

export const servicePageLinks: readonly LocalPageLink[] = toLinks(serviceModules, '/services/');
export const landingPageLinks: readonly LocalPageLink[] = toLinks(landingModules, '/');

/** The order kinds are listed in: homes first, then properties quoted per site. */
export const kindOrder: readonly ServiceKind[] = [
  'weekly',
  'one-time',
  'deodorizing',
  'residential',
  'commercial',
  'apartment',
  'hoa',
];

export const kindLabels: Record<ServiceKind, string> = {
  weekly: 'Weekly scooping',
  'one-time': 'One-time cleanup',
  deodorizing: 'Deodorizing',
  residential: 'Dog poop pickup for homes',
  commercial: 'Commercial',
  apartment: 'Apartments',
  hoa: 'HOAs',
};

const byKind = (a: LocalPageLink, b: LocalPageLink) =>
  kindOrder.indexOf(a.kind) - kindOrder.indexOf(b.kind) || a.slug.localeCompare(b.slug);

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
