import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { offerPrice } from '@/content/business';
import { neighborhoods } from '@/content/neighborhoods';
import { townBySlug, towns } from '@/content/towns';
import { jsonLdOfType, pageJsonLd, renderPage } from '@tests/support/render-page';
import NeighborhoodPage from './NeighborhoodPage';
import TownPage from './TownPage';

const town = (slug: string) => {
  const t = townBySlug(slug);
  if (!t) throw new Error(`no town ${slug}`);
  return t;
};

describe('TownPage', () => {
  it('renders the town h1, its ZIP codes, neighbour links and FAQ, with matching JSON-LD', async () => {
    const hewitt = town('hewitt');
    renderPage(<TownPage town={hewitt} />, '/hewitt');

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Pooper Scooper Service in Hewitt, TX',
    );
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);

    const zips = screen.getByRole('list', { name: 'ZIP codes served in Hewitt' });
    expect(
      within(zips)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['76643']);
    expect(screen.getByText('We serve ZIP code 76643.')).toBeInTheDocument();

    const near = screen.getByRole('list', { name: 'Near Hewitt' });
    const hrefs = within(near)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(hewitt.neighbors.map((slug) => `/${slug}`));

    expect(screen.getByText('Do you serve ZIP code 76643?')).toBeInTheDocument();
    expect(screen.getByText(`How much is weekly service in Hewitt?`)).toBeInTheDocument();
    // Hewitt is the base in business.ts, and its page says so.
    expect(screen.getByText('Are you based in Hewitt?')).toBeInTheDocument();

    // The town's own service pages are linked.
    expect(screen.getByRole('link', { name: /Dog Poop Pickup Service in Hewitt, TX/ })).toHaveAttribute(
      'href',
      '/services/dog-poop-pickup-hewitt',
    );

    await waitFor(() =>
      expect(document.title).toBe('Pooper Scooper Service in Hewitt, TX | Brazos Scoop Co.'),
    );
    const ld = await pageJsonLd(5);
    const service = ld.find((x) => x['@type'] === 'Service');
    expect(service).toMatchObject({
      areaServed: [{ '@type': 'City', name: 'Hewitt, TX' }],
      offers: { price: offerPrice('weekly').toFixed(2) },
    });
    const faq = jsonLdOfType<{ mainEntity: { name: string }[] }>(ld, 'FAQPage');
    expect(faq.mainEntity.map((q) => q.name)).toContain('Do you serve ZIP code 76643?');
    expect(ld.map((x) => x['@type']).sort()).toEqual([
      'BreadcrumbList',
      'FAQPage',
      'HowTo',
      'LocalBusiness',
      'Service',
    ]);
  });

  it('writes different copy for a nearby place and for a Waco district', () => {
    const axtell = renderPage(<TownPage town={town('axtell')} />, '/axtell');
    expect(
      screen.getByRole('heading', { level: 2, name: 'Serving Axtell beyond our core towns' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText("Axtell isn't one of your core towns. Do you still come out?"),
    ).toBeInTheDocument();
    axtell.unmount();

    renderPage(<TownPage town={town('downtown-waco')} />, '/downtown-waco');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Pooper Scooper Service in Downtown Waco, TX',
    );
    expect(
      screen.getByRole('heading', { level: 2, name: 'Downtown Waco is part of Waco' }),
    ).toBeInTheDocument();
    const zips = screen.getByRole('list', { name: 'ZIP codes served in Downtown Waco' });
    expect(within(zips).getAllByRole('listitem')).toHaveLength(town('waco').zips.length);
    expect(screen.getByRole('list', { name: 'All of Waco' })).toContainElement(
      screen.getByRole('link', { name: /Pooper scooper service in Waco/ }),
    );
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Waco' })).toHaveAttribute('href', '/waco');
  });

  it('links Waco to its districts and neighborhoods', () => {
    renderPage(<TownPage town={town('waco')} />, '/waco');
    const districts = screen.getByRole('list', { name: 'Parts of Waco' });
    expect(within(districts).getAllByRole('link')).toHaveLength(
      towns.filter((t) => t.group === 'district').length,
    );
    const hoods = screen.getByRole('list', { name: 'Waco neighborhoods we serve' });
    expect(within(hoods).getAllByRole('link')).toHaveLength(neighborhoods.length);
  });
});

describe('NeighborhoodPage', () => {
  it('places the neighborhood in Waco and links Waco and the sibling neighborhoods', () => {
    const oakwood = neighborhoods.find((n) => n.slug === 'oakwood')!;
    renderPage(<NeighborhoodPage neighborhood={oakwood} />, '/neighborhoods/oakwood');

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Dog Poop Pickup in Oakwood, Waco, TX',
    );
    expect(screen.getByRole('link', { name: /Pooper scooper service in Waco/ })).toHaveAttribute(
      'href',
      '/waco',
    );
    const siblings = screen.getByRole('list', { name: 'Other Waco neighborhoods' });
    const hrefs = within(siblings)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(hrefs).toHaveLength(neighborhoods.length - 1);
    expect(hrefs).not.toContain('/neighborhoods/oakwood');
    const zips = screen.getByRole('list', { name: 'ZIP codes served in Oakwood' });
    expect(within(zips).getAllByRole('listitem')).toHaveLength(town('waco').zips.length);
  });
});
