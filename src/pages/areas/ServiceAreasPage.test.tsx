import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { neighborhoods } from '@/content/neighborhoods';
import { landingPageLinks, servicePageLinks } from '@/content/service-directory';
import { towns } from '@/content/towns';
import { renderPage } from '@tests/support/render-page';
import LocalAreasPage from './LocalAreasPage';
import ServiceAreasPage from './ServiceAreasPage';

describe('ServiceAreasPage', () => {
  it('shows the ZIP table built from towns.ts and links every town page', () => {
    renderPage(<ServiceAreasPage />, '/service-areas');
    const table = screen.getByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    const places = towns.filter((t) => t.group !== 'district');
    expect(rows).toHaveLength(places.length);
    for (const [i, town] of places.entries()) {
      const row = rows[i]!;
      expect(within(row).getByRole('link', { name: town.name })).toHaveAttribute('href', `/${town.slug}`);
      expect(within(row).getByRole('cell')).toHaveTextContent(town.zips.join(', '));
    }
    expect(
      within(rows[0]!).getByText(/Downtown Waco, North Waco, South Waco and 9 neighborhoods/),
    ).toBeInTheDocument();
    expect(screen.getByText(/Any other 5-digit ZIP code can still ask for a free quote/)).toBeInTheDocument();
  });
});

describe('LocalAreasPage', () => {
  it('is a directory of every town, neighborhood, service and landing page', () => {
    const { container } = renderPage(<LocalAreasPage />, '/local-areas');
    const hrefs = new Set([...container.querySelectorAll('main a, a')].map((a) => a.getAttribute('href')));
    const expected = [
      ...towns.map((t) => `/${t.slug}`),
      ...neighborhoods.map((n) => `/neighborhoods/${n.slug}`),
      ...servicePageLinks.map((l) => l.path),
      ...landingPageLinks.map((l) => l.path),
      '/service-areas',
      '/services',
      '/commercial-services',
    ];
    for (const path of expected) expect(hrefs, path).toContain(path);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});
