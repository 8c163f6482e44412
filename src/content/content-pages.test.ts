import { describe, expect, it } from 'vitest';
import { neighborhoodCopy, servedZips, townCopy } from './area-copy';
import { NEAREST_SHOWN, placeFacts } from './places';
import { withArticle } from './words';
import { formatCents } from '@shared/pricing';
import { offers } from './business';
import { neighborhoods } from './neighborhoods';
import { coreTowns, townBySlug, towns } from './towns';
import type { ServicePageContent } from './types';

/**
 * Every service and landing page is a content file; these checks keep them findable (slug = file name = route),
 * distinct from each other in search results, and honest about prices (only from business.ts).
 */

const serviceFiles = import.meta.glob<ServicePageContent>('./services/*.ts', {
  eager: true,
  import: 'default',
});
const landingFiles = import.meta.glob<ServicePageContent>('./landing/*.ts', {
  eager: true,
  import: 'default',
});
const contentSources = import.meta.glob<string>(['./services/*.ts', './landing/*.ts'], {
  eager: true,
  query: '?raw',
  import: 'default',
});

const slugOf = (key: string) => key.replace(/^.*\/([^/]+)\.ts$/, '$1');

/** The service and landing pages docs/product.md lists ("Routes"). */
const SERVICE_SLUGS = [
  'weekly-scooping-waco',
  'one-time-cleanup-waco',
  'eco-deodorizing-waco',
  'pet-waste-cleaning-waco',
  'pet-poop-removal-waco',
  'dog-poop-pickup-waco',
  'commercial-dog-waste-removal-waco',
  'apartment-dog-waste-service-waco',
  'hoa-pet-waste-management-waco',
  'dog-poop-pickup-hewitt',
  'pet-waste-removal-hewitt',
  'weekly-scooping-hewitt',
  'dog-poop-pickup-woodway',
  'commercial-dog-waste-woodway',
  'hoa-pet-waste-woodway',
  'dog-poop-pickup-robinson',
  'pet-waste-removal-robinson',
  'weekly-scooping-robinson',
  'dog-poop-cleanup-service-waco',
  'dog-poop-cleanup-services',
  'poop-removal-service-near-me',
  'poop-pickup-service-near-me',
];
const LANDING_SLUGS = [
  'dog-poop-removal-near-me',
  'pooper-scooper-near-me',
  'hewitt-pooper-scooper-service',
  'poop-scoop-service-waco',
];

const pages = [
  ...Object.entries(serviceFiles).map(([key, content]) => ({
    key,
    content,
    path: `/services/${slugOf(key)}`,
  })),
  ...Object.entries(landingFiles).map(([key, content]) => ({ key, content, path: `/${slugOf(key)}` })),
];

/** Town and neighborhood pages share the search results with the content files, so they join the uniqueness checks. */
const areaPages = [
  ...towns.map((t) => ({ path: `/${t.slug}`, ...townCopy(t) })),
  ...neighborhoods.map((n) => ({ path: `/neighborhoods/${n.slug}`, ...neighborhoodCopy(n) })),
];

const duplicates = (values: string[]) => values.filter((v, i) => values.indexOf(v) !== i);

describe('service and landing content files', () => {
  it('has exactly the listed pages, each file named by its slug', () => {
    expect(Object.keys(serviceFiles).map(slugOf).sort()).toEqual([...SERVICE_SLUGS].sort());
    expect(Object.keys(landingFiles).map(slugOf).sort()).toEqual([...LANDING_SLUGS].sort());
    for (const { key, content } of pages) expect(content.slug, key).toBe(slugOf(key));
    expect(duplicates(pages.map((p) => p.content.slug))).toEqual([]);
  });

  it.each(pages.map((p) => [p.path, p.content] as const))(
    '%s has complete, well-sized copy',
    (path, content) => {
      expect(content.title.trim(), path).not.toBe('');
      expect(content.h1.trim(), path).not.toBe('');
      // Search results show 70 to 160 characters (the build-wide check is in tests/e2e/prerender.spec.ts).
      expect(
        content.description.length,
        `${path} description: ${content.description}`,
      ).toBeGreaterThanOrEqual(70);
      expect(content.description.length, `${path} description: ${content.description}`).toBeLessThanOrEqual(
        160,
      );
      expect(content.intro.length, path).toBeGreaterThan(0);
      expect(content.sections.length, path).toBeGreaterThanOrEqual(3);
      for (const section of content.sections)
        expect(section.paragraphs.length, section.heading).toBeGreaterThan(0);
      expect(content.faqs.length, path).toBeGreaterThanOrEqual(3);
      expect(duplicates(content.faqs.map((f) => f.question)), path).toEqual([]);
      if (content.town) expect(townBySlug(content.town), `${path} town ${content.town}`).toBeDefined();
    },
  );

  it('gives every page (content files, towns and neighborhoods) its own title, description and h1', () => {
    const all = [...pages.map((p) => ({ path: p.path, ...p.content })), ...areaPages];
    expect(duplicates(all.map((p) => p.title.toLowerCase()))).toEqual([]);
    expect(duplicates(all.map((p) => p.description))).toEqual([]);
    expect(duplicates(all.map((p) => p.h1.toLowerCase()))).toEqual([]);
  });

  it('types no dollar amount: every price is interpolated from business.ts', () => {
    const keys = Object.keys(contentSources);
    expect(keys).toHaveLength(SERVICE_SLUGS.length + LANDING_SLUGS.length);
    for (const key of keys) {
      const hardCoded = contentSources[key]?.match(/\$\d[\d,.]*/g) ?? [];
      expect(hardCoded, key).toEqual([]);
    }
  });

  it('shows the prices of business.ts in the rendered copy', () => {
    const weekly = offers.find((o) => o.id === 'weekly');
    const text = JSON.stringify(serviceFiles['./services/weekly-scooping-waco.ts']);
    expect(text).toContain(`${formatCents(weekly!.cents)}/week`);
  });

  it('gives the near-me and Hewitt landing pages each what only it can say, from the towns data', () => {
    const words = (content: ServicePageContent | undefined) =>
      JSON.stringify(
        content?.sections.concat(content.faqs.map((f) => ({ heading: f.question, paragraphs: [f.answer] }))),
      );
    const hewittPage = words(landingFiles['./landing/hewitt-pooper-scooper-service.ts']);
    const nearMePage = words(landingFiles['./landing/dog-poop-removal-near-me.ts']);
    const hewitt = townBySlug('hewitt')!;
    // Hewitt: its ZIP code and the served places nearest to it, with their computed distances.
    expect(hewittPage).toContain(`Hewitt has one ZIP code, ${hewitt.zips[0]}`);
    for (const { town, offset } of placeFacts(hewitt)!.others.slice(0, 5))
      expect(hewittPage).toContain(`${town.name} (about ${offset.miles} miles ${offset.direction})`);
    expect(nearMePage).not.toContain('miles north)');
    // Near me: every core town, the number of ZIP codes the check knows, and how far the area reaches.
    for (const town of coreTowns) expect(nearMePage).toContain(town.name);
    expect(nearMePage).toContain(`the ${servedZips().length} ZIP codes on our list`);
    expect(nearMePage).toMatch(/reach about \d+ miles north to West/);
  });

  it('marks the featured landing page', () => {
    expect(landingFiles['./landing/poop-scoop-service-waco.ts']?.featured).toBe(true);
  });
});

describe('town and neighborhood copy', () => {
  it.each(areaPages.map((p) => [p.path, p] as const))(
    '%s has sized meta and facts of its place',
    (path, copy) => {
      expect(copy.description.length, `${path}: ${copy.description}`).toBeGreaterThanOrEqual(70);
      expect(copy.description.length, `${path}: ${copy.description}`).toBeLessThanOrEqual(160);
      expect(copy.glance.map((g) => g.label)).toEqual(
        expect.arrayContaining(['From our base in Hewitt', 'Starting prices']),
      );
      expect(copy.nearest.length).toBeGreaterThan(10);
      expect(copy.nearest.length).toBeLessThanOrEqual(NEAREST_SHOWN);
    },
  );

  it('writes no "a" before a vowel sound: "an Oakwood customer", never "a Oakwood customer"', () => {
    const text = JSON.stringify(areaPages);
    expect(text.match(/\ba (?!One\b|Uni|Eu)[AEIOU]\w+/gi) ?? []).toEqual([]);
  });

  it('names the places that share a ZIP code', () => {
    const bellmead = townCopy(townBySlug('bellmead')!);
    // 76705 is also on the Lacy Lakeview, Hallsburg and Northcrest pages: the glance says so.
    expect(bellmead.glance[0]).toEqual({
      label: 'ZIP code',
      value: '76705, shared with Lacy Lakeview, Hallsburg and Northcrest',
    });
  });
});

describe('withArticle', () => {
  it('agrees with the first sound of the next word', () => {
    expect(withArticle('Oakwood customer')).toBe('an Oakwood customer');
    expect(withArticle('Waco neighborhood', true)).toBe('A Waco neighborhood');
    expect(withArticle('Alta Vista home', true)).toBe('An Alta Vista home');
    expect(withArticle('One-Time Yard Reset')).toBe('a One-Time Yard Reset');
  });
});
