import { render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createHead, UnheadProvider } from '@unhead/react/client';
import { beforeEach, describe, expect, it } from 'vitest';
import { business, listPrices } from '@/content/business';
import { prices } from '@/content/price-text';
import { howItWorks, quickAnswers } from '@/content/home';
import { AppProviders } from '@tests/support/app-providers';
import HomePage from './HomePage';

function renderHome() {
  const router = createMemoryRouter([{ path: '/', element: <HomePage /> }], { initialEntries: ['/'] });
  return render(
    <UnheadProvider head={createHead()}>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </UnheadProvider>,
  );
}

async function jsonLdOfType(type: string): Promise<Record<string, unknown>> {
  let found: Record<string, unknown> | undefined;
  await waitFor(() => {
    const scripts = [...document.querySelectorAll('script[type="application/ld+json"]')];
    found = scripts.map((s) => JSON.parse(s.textContent ?? '{}')).find((ld) => ld['@type'] === type);
    expect(found).toBeDefined();
  });
  return found!;
}

beforeEach(() => {
  document.head.innerHTML = '';
});

describe('HomePage', () => {
  it('has exactly one h1 and the hero actions', () => {
    renderHome();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('link', { name: `Refer and Save ${prices.referral}` })).toHaveAttribute(
      'href',
      '/refer-friend',
    );
    expect(screen.getByRole('link', { name: /scroll down to our services/i })).toHaveAttribute(
      'href',
      '#services-section',
    );
    const call = screen.getAllByRole('link', {
      name: new RegExp(`Call ${business.phone.display.replace(/[()]/g, '\\$&')}`),
    })[0];
    expect(call).toHaveAttribute('href', business.phone.href);
    for (const bullet of [
      'Licensed and insured in Texas',
      'Same-day service available',
      '100% satisfaction guarantee',
    ]) {
      expect(screen.getByText(bullet)).toBeInTheDocument();
    }
  });

  it('shows the four service cards with prices from business.ts and their targets', () => {
    const { container } = renderHome();
    const section = container.querySelector('#services-section') as HTMLElement;
    expect(section).not.toBeNull();

    const weekly = within(screen.getByTestId('service-card-weekly'));
    expect(weekly.getByText(`From ${prices.weekly}/week`)).toBeInTheDocument();
    expect(weekly.getByText('Most Popular')).toBeInTheDocument();
    expect(weekly.getByRole('link')).toHaveAttribute('href', '/services/weekly-scooping-waco');

    const oneTime = within(screen.getByTestId('service-card-one-time'));
    expect(oneTime.getByText(`From ${prices.oneTime}`)).toBeInTheDocument();
    expect(oneTime.getByRole('link')).toHaveAttribute('href', '/services/one-time-cleanup-waco');

    const commercial = within(screen.getByTestId('service-card-commercial'));
    expect(commercial.getByText('Custom pricing')).toBeInTheDocument();
    expect(commercial.getByRole('link')).toHaveAttribute('href', '/services');

    const petCare = within(screen.getByTestId('service-card-pet-care'));
    expect(petCare.getByText(`$${business.petCareDiscount} off first booking`)).toBeInTheDocument();
    const partner = petCare.getByRole('link');
    expect(partner).toHaveAttribute('href', business.links.petCareMarketplace);
    expect(partner).toHaveAttribute('target', '_blank');

    const inSection = within(section);
    expect(inSection.getByRole('link', { name: /Book Service Now/ })).toHaveAttribute('target', '_blank');
    expect(inSection.getByRole('link', { name: 'View All Services' })).toHaveAttribute('href', '/services');
  });

  it('shows the four quick answers and the same questions as FAQPage JSON-LD', async () => {
    renderHome();
    const cards = within(screen.getByTestId('quick-answers')).getAllByRole('heading', { level: 3 });
    expect(cards.map((h) => h.textContent)).toEqual(quickAnswers.map((f) => f.question));
    expect(cards).toHaveLength(4);

    const faq = await jsonLdOfType('FAQPage');
    const questions = (faq.mainEntity as { name: string }[]).map((q) => q.name);
    expect(questions).toEqual(cards.map((h) => h.textContent));
  });

  it('describes the displayed steps and weekly price in HowTo and Service JSON-LD', async () => {
    renderHome();
    const howTo = await jsonLdOfType('HowTo');
    expect((howTo.step as unknown[]).length).toBe(howItWorks.steps.length);
    for (const step of howItWorks.steps) expect(screen.getByText(step.text)).toBeInTheDocument();

    const service = await jsonLdOfType('Service');
    expect(service.offers).toMatchObject({
      price: (listPrices.weekly / 100).toFixed(2),
      priceCurrency: 'USD',
    });
    expect(document.title).toContain('Pooper Scooper & Dog Poop Removal in Waco & Hewitt, TX');
  });

  it('declares the site search (/blog?q=) as a WebSite SearchAction', async () => {
    renderHome();
    const website = await jsonLdOfType('WebSite');
    expect(website.potentialAction).toMatchObject({
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: expect.stringMatching(/^https?:\/\/[^/]+\/blog\?q=\{search_term_string\}$/),
      },
      'query-input': 'required name=search_term_string',
    });
  });

  it('leaves labelled places for the quote form, reviews and savings calculator', () => {
    const { container } = renderHome();
    for (const id of ['quote', 'reviews', 'savings-calculator']) {
      const section = container.querySelector(`#${id}`);
      expect(section?.querySelector('h2')?.textContent).toBeTruthy();
    }
    const reviews = within(container.querySelector('#reviews') as HTMLElement);
    expect(reviews.getByRole('link', { name: /Read all our reviews/ })).toHaveAttribute(
      'href',
      business.links.mapsReviews,
    );
    expect(reviews.getByRole('link', { name: /Review us on Google/ })).toHaveAttribute(
      'href',
      business.links.googleReview,
    );
    expect(reviews.getByRole('link', { name: /Review us on Facebook/ })).toHaveAttribute(
      'href',
      business.links.facebook,
    );
    expect(screen.getByText(`${business.rating.value}★ customer rating`)).toBeInTheDocument();
  });
});
