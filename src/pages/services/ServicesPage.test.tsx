import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { business, offers } from '@/content/business';
import { offerPriceLabel } from '@/content/price-text';
import { servicePageLinks } from '@/content/service-directory';
import CommercialServicesPage from './CommercialServicesPage';
import ServicesPage from './ServicesPage';
import { pageJsonLd, renderPage } from '@tests/support/render-page';

describe('ServicesPage', () => {
  it('lists every offer with its price under an anchor, links every service page and the partner offer', async () => {
    const { container } = renderPage(<ServicesPage />, '/services');

    for (const offer of offers) {
      const card = container.querySelector(`#${offer.id}`) as HTMLElement;
      expect(card, offer.id).not.toBeNull();
      expect(within(card).getByText(offerPriceLabel(offer))).toBeInTheDocument();
    }
    expect(
      within(container.querySelector('#commercial') as HTMLElement).getByText('Custom pricing'),
    ).toBeInTheDocument();

    const petCare = screen.getByRole('region', { name: 'Pet sitting and dog walking' });
    expect(container.querySelector('#pet-care')).toBe(petCare);
    const partner = within(petCare).getByRole('link', { name: /Find a sitter or walker/ });
    expect(partner).toHaveAttribute('href', business.links.petCareMarketplace);
    expect(partner).toHaveAttribute('target', '_blank');
    expect(within(petCare).getByText(`$${business.petCareDiscount} off`)).toBeInTheDocument();

    const linked = new Set(
      [...container.querySelectorAll('a[href^="/services/"]')].map((a) => a.getAttribute('href')),
    );
    for (const page of servicePageLinks) expect(linked, page.path).toContain(page.path);

    const ld = await pageJsonLd(4);
    expect(ld.map((x) => x['@type']).sort()).toEqual(['BreadcrumbList', 'FAQPage', 'HowTo', 'LocalBusiness']);
  });
});

describe('CommercialServicesPage', () => {
  it('covers HOA, apartment and commercial service with custom pricing and links their pages', () => {
    renderPage(<CommercialServicesPage />, '/commercial-services');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2, name: 'Custom pricing' })).toBeInTheDocument();
    const pages = within(screen.getByRole('list', { name: 'Commercial service pages' }))
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    const expected = servicePageLinks.filter((l) => ['commercial', 'apartment', 'hoa'].includes(l.kind));
    expect(pages.sort()).toEqual(expected.map((l) => l.path).sort());
    // Property work has no list price: the pricing section names the factors, not an amount.
    expect(screen.getByRole('region', { name: 'Custom pricing' }).textContent).not.toMatch(/\$\d/);
  });
});
