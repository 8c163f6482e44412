import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listPrices } from '@/content/business';
import { priceText } from '@/content/price-text';
import type { ServicePageContent } from '@/content/types';
import weeklyWaco from '@/content/services/weekly-scooping-waco';
import hoaWaco from '@/content/services/hoa-pet-waste-management-waco';
import poopScoopWaco from '@/content/landing/poop-scoop-service-waco';
import LandingPage from './LandingPage';
import ServicePage from './ServicePage';
import { landingPageProps, servicePageProps } from './service-page-props';
import { jsonLdOfType, pageJsonLd, renderPage } from '@tests/support/render-page';

const content = weeklyWaco satisfies ServicePageContent;

describe('ServicePage', () => {
  it('renders the hero, every section, the steps and the FAQ from the content file', async () => {
    renderPage(<ServicePage {...servicePageProps(content)} />, `/services/${content.slug}`);

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(content.h1);
    for (const section of content.sections) {
      expect(screen.getByRole('heading', { level: 2, name: section.heading })).toBeInTheDocument();
    }
    const steps = screen.getByRole('region', { name: 'How it works' });
    expect(within(steps).getAllByRole('listitem')).toHaveLength(content.steps.length);
    const faq = screen.getByRole('region', { name: 'Questions and answers' });
    for (const item of content.faqs) expect(within(faq).getByText(item.question)).toBeInTheDocument();

    // The price callout shows the weekly price from business.ts.
    const prices = screen.getByRole('region', { name: 'Prices' });
    expect(within(prices).getByText(priceText.weekly)).toBeInTheDocument();

    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Services' })).toHaveAttribute('href', '/services');

    // Related services: a handful, none of them this page, the same town first.
    const related = within(screen.getByRole('region', { name: 'Related services' })).getAllByRole('link');
    expect(related.length).toBeGreaterThan(0);
    expect(related.length).toBeLessThanOrEqual(5);
    expect(related.map((a) => a.getAttribute('href'))).not.toContain(`/services/${content.slug}`);
    expect(related[0]?.getAttribute('href')).toMatch(/-waco$/);

    await waitFor(() => expect(document.title).toBe(`${content.title} | Brazos Scoop Co.`));
    const ld = await pageJsonLd(5);
    expect(ld.find((x) => x['@type'] === 'Service')).toMatchObject({
      name: content.h1,
      areaServed: [{ name: 'Waco, TX' }],
      offers: { price: (listPrices.weekly / 100).toFixed(2), priceCurrency: 'USD' },
    });
    const howTo = jsonLdOfType<{ step: { name: string }[] }>(ld, 'HowTo');
    expect(howTo.step.map((s) => s.name)).toEqual(content.steps.map((s) => s.name));
    const faqLd = jsonLdOfType<{ mainEntity: unknown[] }>(ld, 'FAQPage');
    expect(faqLd.mainEntity).toHaveLength(content.faqs.length);
  });

  it('shows custom pricing, and no offer price in JSON-LD, for an HOA page without steps', async () => {
    renderPage(<ServicePage {...servicePageProps(hoaWaco)} />, `/services/${hoaWaco.slug}`);
    expect(screen.getByRole('region', { name: 'Custom pricing' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'How it works' })).not.toBeInTheDocument();
    const ld = await pageJsonLd(4);
    const service = ld.find((x) => x['@type'] === 'Service');
    expect(service).toBeDefined();
    expect(service).not.toHaveProperty('offers');
    expect(ld.some((x) => x['@type'] === 'HowTo')).toBe(false);
  });
});

describe('LandingPage', () => {
  it('has the free-quote block with real actions, prices, the service area and FAQ', async () => {
    const landing = poopScoopWaco satisfies ServicePageContent;
    renderPage(<LandingPage {...landingPageProps(landing)} />, `/${landing.slug}`);

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(landing.h1);
    const quote = screen.getByRole('region', { name: 'Get your free quote' });
    expect(within(quote).getByRole('link', { name: /Get My Free Quote/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(within(quote).getByRole('link', { name: /Call/ })).toHaveAttribute('href', 'tel:+12547266737');

    const prices = screen.getByRole('region', { name: 'Prices' });
    expect(within(prices).getByText(priceText.weekly)).toBeInTheDocument();
    expect(within(prices).getByText(priceText.oneTime)).toBeInTheDocument();

    // Where we work: the map with Waco marked, a link to Waco's distances, and the ZIP check.
    const area = screen.getByRole('region', { name: 'Where we work' });
    expect(within(area).getByRole('figure')).toHaveTextContent(
      /^The 22 places we serve, .*Waco the orange dot/,
    );
    expect(
      within(area).getByRole('link', { name: 'Distances from Waco to the places we serve' }),
    ).toHaveAttribute('href', '/waco');
    expect(within(area).getByRole('textbox', { name: 'Your ZIP code' })).toBeInTheDocument();
    for (const item of landing.faqs) expect(screen.getByText(item.question)).toBeInTheDocument();

    const ld = await pageJsonLd(4);
    expect(ld.map((x) => x['@type']).sort()).toEqual(['FAQPage', 'HowTo', 'LocalBusiness', 'Service']);
  });
});
