import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { RouterNavigation } from '@/lib/router-navigation';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { business } from '@/content/business';
import { towns } from '@/content/towns';
import { config } from '@/lib/config';
import { fakeAuth, testUser, WithAuth } from '@tests/support/auth';
import type { AuthContextValue } from '@/lib/auth/AuthProvider';
import { Toaster } from '@/components/ui/toast';
import { SiteHeader } from './SiteHeader';
import { featuredAreaLinks, primaryLinks } from './nav-links';

// The Toaster's Radix view is a lazy chunk; load it up front so no assertion races its import.
beforeAll(async () => {
  await import('@/components/ui/toast-view');
});

function renderHeader(path = '/', auth: AuthContextValue = fakeAuth()) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <RouterNavigation>
            <SiteHeader />
            <Toaster />
            <main>
              <p>Page body</p>
              <button type="button">Elsewhere</button>
            </main>
          </RouterNavigation>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <WithAuth auth={auth}>
      <RouterProvider router={router} />
    </WithAuth>,
  );
  return { router, user: userEvent.setup() };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const desktopNav = () => screen.getByRole('navigation', { name: 'Main' });
const areasButton = () => within(desktopNav()).getByRole('button', { name: 'Areas' });
const areasPanel = () => document.getElementById(areasButton().getAttribute('aria-controls')!)!;
const menuButton = () => screen.getByRole('button', { name: 'Menu' });
const mobilePanel = () => document.getElementById(menuButton().getAttribute('aria-controls')!)!;

describe('SiteHeader: desktop links', () => {
  it('shows the brand home link and every top link, marking the current page', () => {
    renderHeader('/services');
    expect(
      screen.getByRole('link', { name: new RegExp(`^${escape(business.name)}\\s?home$`) }),
    ).toHaveAttribute('href', '/');
    for (const link of primaryLinks) {
      expect(within(desktopNav()).getByRole('link', { name: link.label })).toHaveAttribute('href', link.to);
    }
    expect(within(desktopNav()).getByRole('link', { name: 'Services' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(desktopNav()).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('offers Client Login, Book Service in a new tab and the phone line', () => {
    renderHeader();
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: /^Client Login/ })).toHaveAttribute('href', '/auth');
    expect(within(header).getByRole('link', { name: /^Client Hub/ })).toHaveAttribute('href', '/clienthub');
    const book = within(header).getByRole('link', { name: /^Book Service\s?\(opens in a new tab\)$/ });
    expect(book).toHaveAttribute('target', '_blank');
    expect(book.getAttribute('href')).toContain(config.bookingUrl);
    const phoneLinks = within(header).getAllByRole('link', {
      name: new RegExp(escape(business.phone.digits)),
    });
    expect(phoneLinks.length).toBeGreaterThan(0);
    for (const link of phoneLinks) expect(link).toHaveAttribute('href', business.phone.href);
    expect(within(header).queryByRole('link', { name: 'Dashboard' })).toBeNull();
  });

  it('shows Dashboard and Sign Out for a signed-in client; Sign Out ends the session with a toast', async () => {
    const auth = fakeAuth({ user: testUser() });
    const { user } = renderHeader('/services', auth);
    const header = screen.getByRole('banner');
    expect(within(header).queryByRole('link', { name: /^Client Login/ })).toBeNull();
    expect(within(header).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(within(header).getByRole('link', { name: /^Client Hub/ })).toHaveAttribute('href', '/clienthub');
    await user.click(within(header).getAllByRole('button', { name: 'Sign Out' })[0]!);
    expect(auth.signOut).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Signed out')).toBeInTheDocument();
  });

  it('stays put and says so when signing out fails', async () => {
    const signOut = vi.fn(async () => ({
      ok: false as const,
      failure: { kind: 'unknown' as const, detail: 'boom' },
    }));
    const { router, user } = renderHeader('/dashboard', fakeAuth({ user: testUser(), signOut }));
    await user.click(within(screen.getByRole('banner')).getAllByRole('button', { name: 'Sign Out' })[0]!);
    expect(await screen.findByText('Sign out failed')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});

describe('SiteHeader: closed menus', () => {
  it('carry no links in the page until opened (the footer holds them for crawlers)', () => {
    renderHeader('/');
    expect(document.querySelectorAll('#areas-menu a, #mobile-menu a')).toHaveLength(0);
    expect(document.getElementById('areas-menu')).toHaveAttribute('hidden');
    expect(document.getElementById('mobile-menu')).toHaveAttribute('hidden');
  });
});

describe('SiteHeader: Areas dropdown', () => {
  it('is a disclosure: closed at first, opened and closed by its button', async () => {
    const { user } = renderHeader();
    expect(areasButton()).toHaveAttribute('aria-expanded', 'false');
    expect(areasPanel()).not.toBeVisible();

    await user.click(areasButton());
    expect(areasButton()).toHaveAttribute('aria-expanded', 'true');
    expect(areasPanel()).toBeVisible();
    expect(screen.queryByRole('menu')).toBeNull();

    await user.click(areasButton());
    expect(areasButton()).toHaveAttribute('aria-expanded', 'false');
    expect(areasPanel()).not.toBeVisible();
  });

  it('lists the featured pages first, then every town page, then the county coverage line', async () => {
    const { user } = renderHeader();
    await user.click(areasButton());
    const panel = within(areasPanel());
    // The town list is a lazy chunk, loaded when a menu opens.
    await panel.findByRole('link', { name: towns[0]!.name });
    const links = panel.getAllByRole('link');

    featuredAreaLinks.forEach((featured, i) => {
      expect(links[i]).toHaveAccessibleName(featured.label);
      expect(links[i]).toHaveAttribute('href', featured.to);
    });
    expect(featuredAreaLinks.map((l) => l.to)).toEqual([
      '/poop-scoop-service-waco',
      '/services/pet-poop-removal-waco',
    ]);

    expect(panel.getByText('Central Texas Service Area')).toBeVisible();
    expect(towns).toHaveLength(25);
    for (const town of towns) {
      expect(panel.getByRole('link', { name: town.name })).toHaveAttribute('href', `/${town.slug}`);
    }
    const coverage = panel.getByText(/Complete coverage of/);
    expect(coverage).toHaveTextContent(business.county);
    expect(coverage).toHaveTextContent(business.reach);
  });

  it('closes on Escape and returns focus to its button', async () => {
    const { user } = renderHeader();
    areasButton().focus();
    await user.keyboard('{Enter}');
    expect(areasPanel()).toBeVisible();
    await user.tab();
    expect(areasPanel()).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard('{Escape}');
    expect(areasPanel()).not.toBeVisible();
    expect(areasButton()).toHaveAttribute('aria-expanded', 'false');
    expect(areasButton()).toHaveFocus();
  });

  it('closes when the visitor clicks outside it, but not when clicking inside it', async () => {
    const { user } = renderHeader();
    await user.click(areasButton());
    await user.click(within(areasPanel()).getByText('Central Texas Service Area'));
    expect(areasPanel()).toBeVisible();
    await user.click(screen.getByText('Page body'));
    expect(areasPanel()).not.toBeVisible();
  });

  it('closes when keyboard focus moves elsewhere', async () => {
    const { user } = renderHeader();
    await user.click(areasButton());
    act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus());
    expect(areasPanel()).not.toBeVisible();
  });

  it('closes on navigation and marks the town page as current', async () => {
    const { router, user } = renderHeader();
    await user.click(areasButton());
    await user.click(await within(areasPanel()).findByRole('link', { name: 'Hewitt' }));
    expect(router.state.location.pathname).toBe('/hewitt');
    expect(areasPanel()).not.toBeVisible();

    await user.click(areasButton());
    expect(within(areasPanel()).getByRole('link', { name: 'Hewitt' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    // Any route change closes it, not only a click on one of its links.
    await act(() => router.navigate('/contact'));
    expect(areasPanel()).not.toBeVisible();
  });
});

describe('SiteHeader: Areas as the current section', () => {
  // A route's handle says whether its page is a town page (app/content-route gives the content pages theirs).
  function renderAt(path: string) {
    const router = createMemoryRouter(
      [
        {
          path: '/:slug',
          loader: ({ params }) => ({ kind: params.slug === 'hewitt' ? 'town' : 'landing' }),
          handle: { isAreaPage: (data: { kind: string }) => data.kind === 'town' },
          HydrateFallback: () => null,
          element: (
            <RouterNavigation>
              <SiteHeader />
            </RouterNavigation>
          ),
        },
      ],
      { initialEntries: [path] },
    );
    render(
      <WithAuth auth={fakeAuth()}>
        <RouterProvider router={router} />
      </WithAuth>,
    );
  }

  it('is marked on a town page', async () => {
    renderAt('/hewitt');
    expect(await screen.findByRole('button', { name: 'Areas' })).toHaveClass('text-brand-800');
  });

  it('is marked on the featured pages the menu lists first', async () => {
    renderAt(featuredAreaLinks[0]!.to);
    expect(await screen.findByRole('button', { name: 'Areas' })).toHaveClass('text-brand-800');
  });

  it('is not marked on another page', async () => {
    renderAt('/contact');
    expect(await screen.findByRole('button', { name: 'Areas' })).not.toHaveClass('text-brand-800');
  });
});

describe('SiteHeader: mobile menu', () => {
  it('opens a panel with the top links, account, booking and call actions', async () => {
    const { user } = renderHeader();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(mobilePanel()).not.toBeVisible();

    await user.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    const panel = within(mobilePanel());
    for (const link of primaryLinks) {
      expect(panel.getByRole('link', { name: link.label })).toHaveAttribute('href', link.to);
    }
    expect(panel.getByRole('link', { name: 'Refer and Save' })).toHaveAttribute('href', '/refer-friend');
    expect(panel.getByRole('link', { name: /^Client Login/ })).toHaveAttribute('href', '/auth');
    expect(panel.getByRole('link', { name: /^Client Hub/ })).toHaveAttribute('href', '/clienthub');
    expect(panel.getByRole('link', { name: /^Book Service\s?\(opens in a new tab\)$/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(
      panel.getByRole('link', { name: new RegExp(`^Call ${escape(business.phone.display)}`) }),
    ).toHaveAttribute('href', business.phone.href);
  });

  it('expands the Service Areas list to every town page', async () => {
    const { user } = renderHeader();
    await user.click(menuButton());
    const panel = within(mobilePanel());
    const areas = panel.getByRole('button', { name: 'Service Areas' });
    expect(areas).toHaveAttribute('aria-expanded', 'false');
    expect(panel.queryByRole('link', { name: 'Hewitt' })).toBeNull();

    await user.click(areas);
    expect(areas).toHaveAttribute('aria-expanded', 'true');
    await panel.findByRole('link', { name: towns[0]!.name });
    for (const town of towns) {
      expect(panel.getByRole('link', { name: town.name })).toHaveAttribute('href', `/${town.slug}`);
    }
    for (const featured of featuredAreaLinks) {
      expect(panel.getByRole('link', { name: featured.label })).toHaveAttribute('href', featured.to);
    }
  });

  it('closes when a link is followed, and reopens with the town list folded', async () => {
    const { router, user } = renderHeader();
    await user.click(menuButton());
    await user.click(within(mobilePanel()).getByRole('button', { name: 'Service Areas' }));
    await user.click(await within(mobilePanel()).findByRole('link', { name: 'Lorena' }));
    expect(router.state.location.pathname).toBe('/lorena');
    expect(mobilePanel()).not.toBeVisible();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');

    await user.click(menuButton());
    expect(within(mobilePanel()).getByRole('button', { name: 'Service Areas' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await user.click(within(mobilePanel()).getByRole('link', { name: 'Contact' }));
    expect(router.state.location.pathname).toBe('/contact');
    expect(mobilePanel()).not.toBeVisible();
  });

  it('closes on Escape with focus back on the menu button', async () => {
    const { user } = renderHeader();
    await user.click(menuButton());
    await user.tab();
    expect(mobilePanel()).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(mobilePanel()).not.toBeVisible();
    expect(menuButton()).toHaveFocus();
  });
});
