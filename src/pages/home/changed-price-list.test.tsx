import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatCents, type PriceList } from '@shared/pricing';
import { jsonLdOfType, pageJsonLd, renderPage } from '@tests/support/render-page';
import { SEEDED_PRICE_LIST } from '@tests/support/seeded-price-list';
import type weeklyWacoContent from '@/content/services/weekly-scooping-waco';
import type { TrustBlock as TrustBlockModule } from '@/features/engagement/TrustBlock';
import type ServicePageModule from '../services/ServicePage';
import type { servicePageProps as servicePagePropsModule } from '../services/service-page-props';
import type HomePageModule from './HomePage';

/**
 * The pages show the owners' list, whatever it holds: a list the owners changed (weekly $28 a visit, a one-time
 * cleanup $80 with a $1.50 larger yard extra, deodorizing $12 every other week, WELCOME10 $12, a referral $30) is
 * what the home cards, the hero, the trust block, a service page and the JSON-LD show. The build inlines the list
 * (src/content/active-price-list.ts); here it is set before the content is imported.
 */
const changed: PriceList = {
  version: 7,
  cents: {
    ...SEEDED_PRICE_LIST.cents,
    'plan.weekly.first_dog': 2800,
    'plan.one_time.first_dog': 8000,
    'plan.every_other_week.deodorizing': 1200,
    'credit.welcome': 1200,
    'credit.referral': 3000,
  },
};

// Types only: the modules themselves are imported once the list is set.
let pages: {
  HomePage: typeof HomePageModule;
  ServicePage: typeof ServicePageModule;
  TrustBlock: typeof TrustBlockModule;
  servicePageProps: typeof servicePagePropsModule;
  weeklyWaco: typeof weeklyWacoContent;
};

beforeAll(async () => {
  Object.assign(globalThis, { __PRICE_LIST__: changed });
  pages = {
    HomePage: (await import('./HomePage')).default,
    ServicePage: (await import('../services/ServicePage')).default,
    TrustBlock: (await import('@/features/engagement/TrustBlock')).TrustBlock,
    servicePageProps: (await import('../services/service-page-props')).servicePageProps,
    weeklyWaco: (await import('@/content/services/weekly-scooping-waco')).default,
  };
});

interface OfferLd {
  name: string;
  price: string;
}

describe('a changed price list', () => {
  it("is what the home page's cards, hero and JSON-LD show", async () => {
    renderPage(<pages.HomePage />, '/');
    const cards = screen.getByRole('region', { name: /services/i });
    expect(within(cards).getByText('From $28/week')).toBeInTheDocument();
    expect(within(cards).getByText('From $80')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Refer and Save $30' })).toHaveAttribute('href', '/refer-friend');
    expect(
      screen.getAllByText(/Weekly scooping from \$28\/week and one-time yard resets from \$80\./),
    ).not.toEqual([]);
    // Nothing of the seeded list's weekly and one-time prices is left.
    const seeded = (cell: 'plan.weekly.first_dog' | 'plan.one_time.first_dog') =>
      formatCents(SEEDED_PRICE_LIST.cents[cell]!);
    expect(document.body.textContent).not.toContain(`${seeded('plan.weekly.first_dog')}/week`);
    expect(document.body.textContent).not.toContain(`from ${seeded('plan.one_time.first_dog')}`);

    const ld = await pageJsonLd(5);
    const business = jsonLdOfType<{ priceRange: string; hasOfferCatalog: { itemListElement: OfferLd[] } }>(
      ld,
      'LocalBusiness',
    );
    expect(business.priceRange).toBe('$12–$80');
    expect(business.hasOfferCatalog.itemListElement.map((o) => o.price)).toEqual(['28.00', '80.00', '12.00']);
    expect(jsonLdOfType<{ offers: { price: string } }>(ld, 'Service').offers.price).toBe('28.00');
    // The first render of the whole home page loads its modules: slow on a busy machine.
  }, 30_000);

  it('is what the trust block and a service page show', async () => {
    render(<pages.TrustBlock />);
    expect(screen.getByText('$28/week and up')).toBeInTheDocument();
    document.body.innerHTML = '';

    const { weeklyWaco } = pages;
    renderPage(<pages.ServicePage {...pages.servicePageProps(weeklyWaco)} />, `/services/${weeklyWaco.slug}`);
    expect(
      within(screen.getByRole('region', { name: 'Prices' })).getByText('from $28/week'),
    ).toBeInTheDocument();
    expect(screen.getAllByText(/WELCOME10[^.]*\$12 off/).length).toBeGreaterThan(0);
    const ld = await pageJsonLd(5);
    expect(jsonLdOfType<{ offers: { price: string } }>(ld, 'Service').offers.price).toBe('28.00');
  });
});
