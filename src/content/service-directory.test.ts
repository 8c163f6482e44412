import { describe, expect, it } from 'vitest';
import { landingPageLinks, servicePageLinks, type LocalPageLink } from './service-directory';
import type { ServicePageContent } from './types';

// The tests may load every content file; pages never do (that is what the light index is for).
const serviceModules = import.meta.glob<ServicePageContent>('./services/*.ts', {
  eager: true,
  import: 'default',
});
const landingModules = import.meta.glob<ServicePageContent>('./landing/*.ts', {
  eager: true,
  import: 'default',
});

const fromContent = (modules: Record<string, ServicePageContent>, prefix: string): LocalPageLink[] =>
  Object.entries(modules)
    .map(([key, c]) => ({
      path: `${prefix}${key.replace(/^.*\/([^/]+)\.ts$/, '$1')}`,
      slug: key.replace(/^.*\/([^/]+)\.ts$/, '$1'),
      kind: c.kind,
      town: c.town,
      label: c.h1,
      featured: c.featured ?? false,
    }))
    .sort((a, b) => a.slug.localeCompare(b.slug));

describe('the service page index', () => {
  it('lists every service page with the slug, kind, town and h1 its content file has', () => {
    expect(servicePageLinks).toEqual(fromContent(serviceModules, '/services/'));
  });

  it('lists every search landing page the same way', () => {
    expect(landingPageLinks).toEqual(fromContent(landingModules, '/'));
  });

  it('names each content file after its slug', () => {
    for (const [key, content] of Object.entries({ ...serviceModules, ...landingModules })) {
      expect(key).toMatch(new RegExp(`/${content.slug}\\.ts$`));
    }
  });
});
