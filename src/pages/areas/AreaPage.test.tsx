import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listPrices } from '@/content/business';
import { neighborhoods } from '@/content/neighborhoods';
import { mappedPlaces, NEAREST_SHOWN } from '@/content/places';
import { townBySlug, towns } from '@/content/towns';
import { pageJsonLd, renderPage } from '@tests/support/render-page';
import AreaPage from './AreaPage';
import { neighborhoodPageProps, townPageProps } from './area-page-props';

const town = (slug: string) => {
  const t = townBySlug(slug);
  if (!t) throw new Error(`no town ${slug}`);
  return t;
};

const glance = (name: string) => {
  const list = screen.getByRole('heading', { level: 2, name: `${name} at a glance` }).parentElement!;
  const terms = [...list.querySelectorAll('dt')];
  return Object.fromEntries(terms.map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]));
};

const tableRows = () =>
  within(screen.getByRole('table', { name: /nearest first/ }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

const canonical = () => document.head.querySelector('link[rel="canonical"]')?.getAttribute('href');

describe('AreaPage for a town or district', () => {
  it("shows Hewitt's own facts: its ZIP code, where it lies, every other place by distance, its pages", async () => {
    renderPage(<AreaPage {...townPageProps(town('hewitt'))} />, '/hewitt');

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Pooper Scooper Service in Hewitt, TX',
    );
    expect(glance('Hewitt')).toMatchObject({
      'ZIP code': '76643',
      'From our base in Hewitt': 'this is our base',
      'From Waco': 'about 7 miles southwest',
    });

    // Every other mapped place (no more than NEAREST_SHOWN today), nearest first, computed from the GeoNames centres.
    expect(mappedPlaces.length - 1).toBeLessThanOrEqual(NEAREST_SHOWN);
    const rows = tableRows();
    expect(rows).toHaveLength(mappedPlaces.length - 1);
    expect(glance('Hewitt')['Places we serve within 10 miles']).toMatch(
      new RegExp(` of the other ${mappedPlaces.length - 1}$`),
    );
    expect(rows[0]).toEqual(['Woodway', '3', 'north']);
    expect(rows.map((r) => r[0])).not.toContain('Hewitt');
    const miles = rows.map((r) => Number(r[1]));
    expect(miles).toEqual([...miles].sort((a, b) => a - b));

    // The map is there, captioned in words; the ZIP check is there.
    expect(screen.getByRole('figure')).toHaveTextContent(
      'The 22 places we serve, north up: Hewitt, our base, in orange',
    );
    expect(screen.getByRole('textbox', { name: 'Your ZIP code' })).toBeInTheDocument();

    // The town's own service and landing pages are linked.
    expect(screen.getByRole('link', { name: /Dog Poop Pickup Service in Hewitt, TX/ })).toHaveAttribute(
      'href',
      '/services/dog-poop-pickup-hewitt',
    );
    expect(screen.getByRole('link', { name: /Hewitt's Local Pooper Scooper Service/ })).toHaveAttribute(
      'href',
      '/hewitt-pooper-scooper-service',
    );

    await waitFor(() =>
      expect(document.title).toBe('Pooper Scooper Service in Hewitt, TX | Brazos Scoop Co.'),
    );
    expect(canonical()).toMatch(/\/hewitt$/);
    const ld = await pageJsonLd(3);
    expect(ld.map((x) => x['@type']).sort()).toEqual(['BreadcrumbList', 'LocalBusiness', 'Service']);
    expect(ld.find((x) => x['@type'] === 'Service')).toMatchObject({
      areaServed: [{ '@type': 'City', name: 'Hewitt, TX' }],
      offers: { price: (listPrices.weekly / 100).toFixed(2) },
    });
  });

  it('gives a town away from the base its distance and direction from the base and from Waco', () => {
    renderPage(<AreaPage {...townPageProps(town('mart'))} />, '/mart');
    expect(glance('Mart')).toMatchObject({
      'ZIP code': '76664',
      'From our base in Hewitt': 'about 22 miles east',
      'From Waco': 'about 18 miles east',
    });
    expect(screen.getByRole('heading', { level: 1 }).parentElement).toHaveTextContent(
      'We scoop dog yards in Mart, about 22 miles east of our base in Hewitt',
    );
    expect(tableRows()[0]).toEqual(['Riesel', '7', 'southwest']);
  });

  it('ends with a source note for people that credits GeoNames and links its record and license', () => {
    renderPage(<AreaPage {...townPageProps(town('lorena'))} />, '/lorena');
    const note = screen.getByText(
      (_, el) => el?.tagName === 'P' && /^Map position of/.test(el.textContent ?? ''),
    );
    expect(note).toHaveTextContent(
      /^Map position of Lorena: 31\.387° N, 97\.216° W \(GeoNames, CC BY 4\.0\)\. Miles in a straight line, rounded( to 5 for ZIP code points)?\.$/,
    );
    expect(within(note).getByRole('link', { name: 'GeoNames' })).toHaveAttribute(
      'href',
      'https://www.geonames.org/4707868',
    );
    expect(within(note).getByRole('link', { name: 'CC BY 4.0' })).toHaveAttribute(
      'href',
      'https://creativecommons.org/licenses/by/4.0/',
    );
  });

  it('rounds to 5 miles where a centre is only a ZIP code point, and says so', () => {
    renderPage(<AreaPage {...townPageProps(town('china-spring'))} />, '/china-spring');
    const miles = tableRows().map((r) => Number(r[1]));
    expect(miles.every((m) => m % 5 === 0)).toBe(true);
    expect(screen.getByText(/rounded to 5 for ZIP code points/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "GeoNames' point for ZIP code 76633" })).toHaveAttribute(
      'href',
      'https://download.geonames.org/export/zip/',
    );
  });

  it('names the shared ZIP code and, where the measurement found a duplicate, the canonical page', async () => {
    renderPage(<AreaPage {...townPageProps(town('northcrest'))} />, '/northcrest');
    expect(glance('Northcrest')['ZIP code']).toBe('76705, shared with Lacy Lakeview, Bellmead and Hallsburg');
    await waitFor(() => expect(canonical()).toMatch(/\/lacy-lakeview$/));
  });

  it("shows a Waco district Waco's facts, says so, and names /waco as canonical", async () => {
    renderPage(<AreaPage {...townPageProps(town('downtown-waco'))} />, '/downtown-waco');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Pooper Scooper Service in Downtown Waco, TX',
    );
    expect(
      screen.getByText(
        "Downtown Waco has no map point of its own in our data, so the distances here are Waco's.",
      ),
    ).toBeInTheDocument();
    expect(glance('Downtown Waco')['ZIP codes']).toMatch(/^15 ZIP codes: 76701/);
    expect(screen.getByRole('list', { name: 'All of Waco' })).toContainElement(
      screen.getByRole('link', { name: /Pooper scooper service in Waco/ }),
    );
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Waco' })).toHaveAttribute('href', '/waco');
    await waitFor(() => expect(canonical()).toMatch(/\/waco$/));
  });

  it('links Waco to its districts, neighborhoods and service pages', () => {
    renderPage(<AreaPage {...townPageProps(town('waco'))} />, '/waco');
    const districts = screen.getByRole('list', { name: 'Parts of Waco' });
    expect(within(districts).getAllByRole('link')).toHaveLength(
      towns.filter((t) => t.group === 'district').length,
    );
    const hoods = screen.getByRole('list', { name: 'Waco neighborhoods we serve' });
    expect(within(hoods).getAllByRole('link')).toHaveLength(neighborhoods.length);
    expect(screen.getByRole('list', { name: 'Service pages for Waco' })).toContainElement(
      screen.getByRole('link', { name: /Weekly Poop Scooping Service in Waco/ }),
    );
  });

  it('shows what the owners add for a place, and nothing when they have added nothing', () => {
    const withNotes = {
      ...town('lorena'),
      owner: {
        serviceDays: 'Tuesdays',
        notes: ['A test note from the owners.'],
        photos: [{ src: '/photos/test.jpg', alt: 'A test yard', width: 800, height: 600 }],
      },
    };
    const { unmount } = renderPage(<AreaPage {...townPageProps(withNotes)} />, '/lorena');
    expect(glance('Lorena')['Usual service days']).toBe('Tuesdays');
    expect(
      screen.getByRole('heading', { level: 2, name: 'From the owners, about Lorena' }),
    ).toBeInTheDocument();
    expect(screen.getByText('A test note from the owners.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'A test yard' })).toHaveAttribute('src', '/photos/test.jpg');
    unmount();

    renderPage(<AreaPage {...townPageProps(town('lorena'))} />, '/lorena');
    expect(screen.queryByRole('heading', { name: /From the owners/ })).toBeNull();
    expect(glance('Lorena')['Usual service days']).toBeUndefined();
  });
});

describe('AreaPage for a neighborhood', () => {
  it('places the neighborhood in Waco, links Waco and the siblings, and names /waco as canonical', async () => {
    const oakwood = neighborhoods.find((n) => n.slug === 'oakwood')!;
    renderPage(<AreaPage {...neighborhoodPageProps(oakwood)} />, '/neighborhoods/oakwood');

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
    expect(glance('Oakwood')['ZIP codes']).toMatch(/^15 ZIP codes/);
    await waitFor(() => expect(canonical()).toMatch(/\/waco$/));
  });
});
