import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { business, formatHours } from '@/content/business';
import { neighborhoods } from '@/content/neighborhoods';
import { towns } from '@/content/towns';
import { SiteFooter, type SiteFooterProps } from './SiteFooter';

function renderFooter(props: SiteFooterProps = {}, path = '/') {
  const router = createMemoryRouter([{ path: '*', element: <SiteFooter {...props} /> }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
  return within(screen.getByRole('contentinfo'));
}

describe('SiteFooter', () => {
  it('links the spec footer pages', () => {
    const footer = renderFooter();
    const nav = within(footer.getByRole('navigation', { name: 'Explore' }));
    const expected = [
      ['Home', '/'],
      ['Services', '/services'],
      ['Waco', '/waco'],
      ['Blog', '/blog'],
      ['Refer & Save', '/refer-friend'],
      ['Contact', '/contact'],
    ];
    expect(nav.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual(expected);
  });

  it('lists every neighborhood served, each linking to its page', () => {
    const footer = renderFooter();
    const nav = within(footer.getByRole('navigation', { name: 'Waco neighborhoods we serve' }));
    expect(neighborhoods).toHaveLength(9);
    expect(nav.getAllByRole('link')).toHaveLength(neighborhoods.length);
    for (const n of neighborhoods) {
      expect(nav.getByRole('link', { name: n.name })).toHaveAttribute('href', `/neighborhoods/${n.slug}`);
    }
  });

  it('lists the core towns and Waco districts, then the page with every place', () => {
    const footer = renderFooter();
    const nav = within(footer.getByRole('navigation', { name: 'Service-area towns' }));
    const listed = towns.filter((t) => t.group !== 'nearby');
    expect(listed).toHaveLength(21);
    expect(nav.getAllByRole('link')).toHaveLength(listed.length + 1);
    for (const town of listed) {
      expect(nav.getByRole('link', { name: town.name })).toHaveAttribute('href', `/${town.slug}`);
    }
    expect(nav.getByRole('link', { name: 'All service areas' })).toHaveAttribute('href', '/service-areas');
    // Nearby communities grow with the business: every page carrying them would grow too.
    for (const town of towns.filter((t) => t.group === 'nearby')) {
      expect(nav.queryByRole('link', { name: town.name })).toBeNull();
    }
  });

  it('shows the contact facts from business.ts', () => {
    const footer = renderFooter();
    const phone = footer.getByRole('link', {
      name: new RegExp(business.phone.display.replace(/[()]/g, '\\$&')),
    });
    expect(phone).toHaveAttribute('href', business.phone.href);
    expect(phone).toHaveTextContent(business.phone.digits);
    expect(footer.getByRole('link', { name: business.email })).toHaveAttribute(
      'href',
      `mailto:${business.email}`,
    );
    expect(footer.getByText((_, el) => el?.textContent === formatHours())).toBeInTheDocument();
    expect(footer.getByText('Hewitt, TX 76643')).toBeInTheDocument();
    const about = footer.getByText(new RegExp(`since ${business.foundedYear}`));
    expect(about).toHaveTextContent(business.ownership);
    expect(footer.getByText(`© ${business.copyrightYear} ${business.name}`)).toBeInTheDocument();
  });

  it('links privacy, FAQ, service areas, the sitemap and the client hub', () => {
    const footer = renderFooter();
    const nav = within(footer.getByRole('navigation', { name: 'Site information' }));
    expect(nav.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy');
    expect(nav.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faq');
    expect(nav.getByRole('link', { name: 'Service Areas' })).toHaveAttribute('href', '/service-areas');
    expect(nav.getByRole('link', { name: 'Sitemap' })).toHaveAttribute('href', '/sitemap.xml');
    expect(nav.getByRole('link', { name: 'Client Hub' })).toHaveAttribute('href', '/clienthub');
  });

  it('marks the current page', () => {
    const footer = renderFooter({}, '/neighborhoods/carver');
    expect(footer.getByRole('link', { name: 'Carver' })).toHaveAttribute('aria-current', 'page');
    expect(footer.getByRole('link', { name: 'Oakwood' })).not.toHaveAttribute('aria-current');
  });

  it('renders the newsletter slot only when a form is given', () => {
    const empty = renderFooter();
    expect(empty.queryByRole('form')).toBeNull();
    expect(empty.queryByRole('textbox')).toBeNull();
  });

  it('places the given newsletter form in the footer', () => {
    const footer = renderFooter({
      newsletter: (
        <form aria-label="Newsletter">
          <label>
            Email <input type="email" />
          </label>
        </form>
      ),
    });
    expect(footer.getByRole('form', { name: 'Newsletter' })).toBeInTheDocument();
  });
});

describe('SiteFooter site information', () => {
  it('links the pages nothing else links (the gallery, the pledge, the listing facts) and the Areas menu’s featured pages', () => {
    const router = createMemoryRouter([{ path: '*', element: <SiteFooter /> }], { initialEntries: ['/'] });
    render(<RouterProvider router={router} />);
    const nav = within(screen.getByRole('navigation', { name: 'Site information' }));
    // The featured pages too: the Areas menu shows its links only while it is open.
    const expected = [
      ['Poop Scoop Service Waco', '/poop-scoop-service-waco'],
      ['Pet Poop Removal Waco', '/services/pet-poop-removal-waco'],
      ['Gallery', '/gallery'],
      ['Keep Waco Waggin’ pledge', '/keep-waco-waggin'],
      ['Business listing info', '/directory-submission'],
    ] as const;
    for (const [name, href] of expected) {
      expect(nav.getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });
});
