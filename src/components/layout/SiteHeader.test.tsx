import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { RouterNavigation } from '@/lib/router-navigation';
import { beforeAll, describe, expect, it } from 'vitest';
import { business } from '@/content/business';
import { towns } from '@/content/towns';
import { config } from '@/lib/config';
import { fakeAuth, WithAuth } from '@tests/support/auth';
import type { AuthContextValue } from '@/lib/auth/AuthProvider';
import { Toaster } from '@/components/ui/toast';
import { enhanceMenus } from '@/enhance/menus';
import {
  ADMIN_ATTRIBUTE,
  ADMIN_HINT_KEY,
  markAdmin,
  markSignedIn,
  sessionHintScript,
  SIGNED_IN_ATTRIBUTE,
} from '@/lib/session-hint-script';
import { AreasMenu } from './AreasMenu';
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
            <AreasMenu />
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
const areasPanel = () => document.getElementById('areas-menu')!;
const mobileMenu = () => document.getElementById('mobile-menu')!.closest('details')!;
const menuButton = () => mobileMenu().querySelector('summary')!;
const mobilePanel = () => document.getElementById('mobile-menu')!;

// The menus' behaviour beyond <details> (Escape, outside, links) is the enhancement script every page runs.
beforeAll(() => enhanceMenus());

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
    expect(within(header).getAllByRole('link', { name: /^Client Login/ })[0]!).toHaveAttribute(
      'href',
      '/auth',
    );
    expect(within(header).getAllByRole('link', { name: /^Client Hub/ })[0]!).toHaveAttribute(
      'href',
      '/clienthub',
    );
    const book = within(header).getAllByRole('link', { name: /^Book Service\s?\(opens in a new tab\)$/ })[0]!;
    expect(book).toHaveAttribute('target', '_blank');
    expect(book.getAttribute('href')).toContain(config.bookingUrl);
    const phoneLinks = within(header).getAllByRole('link', {
      name: new RegExp(escape(business.phone.digits)),
    });
    expect(phoneLinks.length).toBeGreaterThan(0);
    for (const link of phoneLinks) expect(link).toHaveAttribute('href', business.phone.href);
    // The signed-in variant is served beside it; CSS shows one by <html data-signed-in>.
    expect(
      within(header)
        .getAllByRole('link', { name: /^Client Login/ })[0]!
        .closest('.signed-out-only'),
    ).not.toBeNull();
    expect(
      within(header).getAllByRole('link', { name: 'Dashboard' })[0]!.closest('.signed-in-only'),
    ).not.toBeNull();
    // An admin's header has Admin where a client's has Dashboard; CSS picks one by <html data-admin>.
    for (const link of within(header).getAllByRole('link', { name: 'Dashboard' }))
      expect(link.closest('.signed-in-only .client-only')).not.toBeNull();
    const admin = within(header).getAllByRole('link', { name: 'Admin' });
    expect(admin.length).toBeGreaterThan(0);
    for (const link of admin) {
      expect(link).toHaveAttribute('href', '/admin');
      expect(link.closest('.signed-in-only .admin-only')).not.toBeNull();
    }
  });

  it('marks <html data-signed-in> before paint from the session hint, and only then', () => {
    const key = `sb-${new URL(config.supabaseUrl).hostname.split('.')[0]}-auth-token`;
    const run = () => new Function(sessionHintScript(config.supabaseUrl))() as void;
    document.documentElement.removeAttribute(SIGNED_IN_ATTRIBUTE);
    run();
    expect(document.documentElement).not.toHaveAttribute(SIGNED_IN_ATTRIBUTE);
    localStorage.setItem(key, '{}');
    run();
    expect(document.documentElement).toHaveAttribute(SIGNED_IN_ATTRIBUTE);
    localStorage.removeItem(key);
    document.documentElement.removeAttribute(SIGNED_IN_ATTRIBUTE);
  });

  it('marks <html data-admin> before paint only for the account the server last called an admin', () => {
    const key = `sb-${new URL(config.supabaseUrl).hostname.split('.')[0]}-auth-token`;
    const root = document.documentElement;
    const run = () => {
      root.removeAttribute(SIGNED_IN_ATTRIBUTE);
      root.removeAttribute(ADMIN_ATTRIBUTE);
      new Function(sessionHintScript(config.supabaseUrl))();
    };
    const session = (id: string) => JSON.stringify({ access_token: 'x', user: { id } });
    try {
      localStorage.setItem(ADMIN_HINT_KEY, 'owner-id');
      run();
      expect(root).not.toHaveAttribute(ADMIN_ATTRIBUTE);
      localStorage.setItem(key, session('owner-id'));
      run();
      expect(root).toHaveAttribute(SIGNED_IN_ATTRIBUTE);
      expect(root).toHaveAttribute(ADMIN_ATTRIBUTE);
      // Another account signed in on this browser: signed in, not an admin.
      localStorage.setItem(key, session('client-id'));
      run();
      expect(root).toHaveAttribute(SIGNED_IN_ATTRIBUTE);
      expect(root).not.toHaveAttribute(ADMIN_ATTRIBUTE);
      // A session that is not what supabase-js writes still marks the visitor signed in.
      localStorage.setItem(key, '{}');
      run();
      expect(root).toHaveAttribute(SIGNED_IN_ATTRIBUTE);
      expect(root).not.toHaveAttribute(ADMIN_ATTRIBUTE);

      // The auth client's word follows the same rule; Sign Out forgets the hint.
      markSignedIn('owner-id');
      expect(root).toHaveAttribute(ADMIN_ATTRIBUTE);
      markSignedIn('client-id');
      expect(root).not.toHaveAttribute(ADMIN_ATTRIBUTE);
      markSignedIn(null);
      markAdmin(null);
      expect(root).not.toHaveAttribute(SIGNED_IN_ATTRIBUTE);
      expect(localStorage.getItem(ADMIN_HINT_KEY)).toBeNull();
    } finally {
      localStorage.clear();
      root.removeAttribute(SIGNED_IN_ATTRIBUTE);
      root.removeAttribute(ADMIN_ATTRIBUTE);
    }
  });
});

// The Areas menu is a popover: opening and closing it (Escape, a press outside, the focus back on its button) is the
// browser's, tested in a real one (tests/e2e/navigation.spec.ts); jsdom has no popovers.
describe('SiteHeader: Areas menu', () => {
  it('is one popover list, served after the page, that the desktop Areas button and the mobile Service Areas row open', () => {
    renderHeader();
    expect(areasPanel()).toHaveAttribute('popover', 'auto');
    expect(screen.getByRole('banner')).not.toContainElement(areasPanel());
    expect(document.querySelectorAll('#areas-menu')).toHaveLength(1);
    const desktop = within(desktopNav()).getByRole('button', { name: 'Areas' });
    const mobile = within(mobilePanel()).getByRole('button', { name: 'Service Areas', hidden: true });
    for (const button of [desktop, mobile]) expect(button).toHaveAttribute('popovertarget', 'areas-menu');
  });

  it('lists the featured pages first, then every town page, then the county coverage line', () => {
    renderHeader();
    const panel = within(areasPanel());
    const links = panel.getAllByRole('link', { hidden: true });
    featuredAreaLinks.forEach((featured, i) => {
      expect(links[i]).toHaveAccessibleName(featured.label);
      expect(links[i]).toHaveAttribute('href', featured.to);
    });
    expect(towns).toHaveLength(25);
    for (const town of towns) {
      expect(panel.getByRole('link', { name: town.name, hidden: true })).toHaveAttribute(
        'href',
        `/${town.slug}`,
      );
    }
    const coverage = panel.getByText(/Complete coverage of/);
    expect(coverage).toHaveTextContent(business.county);
    expect(coverage).toHaveTextContent(business.reach);
  });

  it("marks the current page's link", () => {
    renderHeader('/hewitt');
    expect(within(areasPanel()).getByRole('link', { name: 'Hewitt', hidden: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
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
    expect(mobileMenu().open).toBe(false);
    await user.click(menuButton());
    expect(mobileMenu().open).toBe(true);
    const panel = within(mobilePanel());
    for (const link of primaryLinks)
      expect(panel.getByRole('link', { name: link.label })).toHaveAttribute('href', link.to);
    expect(panel.getAllByRole('link', { name: /^Client Login/ })[0]).toHaveAttribute('href', '/auth');
    expect(panel.getByRole('link', { name: /^Book Service/ })).toHaveAttribute('target', '_blank');
    expect(panel.getByRole('link', { name: new RegExp(escape(business.phone.display)) })).toHaveAttribute(
      'href',
      business.phone.href,
    );
  });

  it('closes on Escape with focus back on the menu button', async () => {
    const { user } = renderHeader();
    await user.click(menuButton());
    within(mobilePanel()).getByRole('link', { name: 'About' }).focus();
    await user.keyboard('{Escape}');
    expect(mobileMenu().open).toBe(false);
    expect(menuButton()).toHaveFocus();
  });
});
