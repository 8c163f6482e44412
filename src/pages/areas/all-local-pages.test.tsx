import type { ReactElement } from 'react';
import { cleanup } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { neighborhoods } from '@/content/neighborhoods';
import { towns } from '@/content/towns';
import type { ServicePageContent } from '@/content/types';
import LandingPage from '@/pages/services/LandingPage';
import ServicePage from '@/pages/services/ServicePage';
import { landingPageProps, servicePageProps } from '@/pages/services/service-page-props';
import { renderPage } from '@tests/support/render-page';
import AreaPage from './AreaPage';
import { neighborhoodPageProps, townPageProps } from './area-page-props';

const serviceFiles = import.meta.glob<ServicePageContent>('../../content/services/*.ts', {
  eager: true,
  import: 'default',
});
const landingFiles = import.meta.glob<ServicePageContent>('../../content/landing/*.ts', {
  eager: true,
  import: 'default',
});

const cases: [string, () => ReactElement][] = [
  ...towns.map(
    (t) => [`/${t.slug}`, () => <AreaPage {...townPageProps(t)} />] as [string, () => ReactElement],
  ),
  ...neighborhoods.map(
    (n) =>
      [`/neighborhoods/${n.slug}`, () => <AreaPage {...neighborhoodPageProps(n)} />] as [
        string,
        () => ReactElement,
      ],
  ),
  ...Object.values(serviceFiles).map(
    (c) =>
      [`/services/${c.slug}`, () => <ServicePage {...servicePageProps(c)} />] as [string, () => ReactElement],
  ),
  ...Object.values(landingFiles).map(
    (c) => [`/${c.slug}`, () => <LandingPage {...landingPageProps(c)} />] as [string, () => ReactElement],
  ),
];

/** Structure every template page must keep, whatever its data: one h1, headings in order, unique ids. */
describe('every local page', () => {
  it.each(cases)('%s has one h1, ordered headings and unique ids', (path, page) => {
    const { container } = renderPage(page(), path);
    const headings = [...container.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) =>
      Number(h.tagName[1]),
    );
    expect(headings.filter((level) => level === 1)).toHaveLength(1);
    expect(headings[0]).toBe(1);
    for (let i = 1; i < headings.length; i++) {
      expect(headings[i]! - headings[i - 1]!, `heading ${i} of ${path}`).toBeLessThanOrEqual(1);
    }
    const ids = [...container.querySelectorAll('[id]')].map((el) => el.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    for (const el of container.querySelectorAll('[aria-labelledby]')) {
      expect(container.querySelector(`#${el.getAttribute('aria-labelledby')}`), path).not.toBeNull();
    }
    cleanup();
  });
});
