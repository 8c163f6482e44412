import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { islandLoaders } from '@/app/islands';
import { prerenderPaths, render as prerender } from './entry-server';
import type { Root } from 'react-dom/client';
import realHydrateIslands from './hydrate-islands';

/** The built index.html's shape: the prerender renders into `#root`. */
const TEMPLATE = '<!doctype html><html><head></head><body><div id="root"><!--app-html--></div></body></html>';

/** Puts a prerendered page's body into the test document, as the browser receives it. */
async function loadPrerendered(path: string) {
  const { html } = await prerender(path, TEMPLATE);
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  document.body.innerHTML = body.innerHTML;
  window.history.replaceState(null, '', path);
}

// hydrateIslands waits for each root to commit before the next, as in the browser; inside act() React would hold
// that commit until the act scope ended, so these tests run outside it, as the page does.
let hydrated: Root[] = [];
/** Hydrates as the page does, and keeps the roots so the test's end unmounts them with their timers and listeners. */
async function hydrateIslands() {
  hydrated = await realHydrateIslands();
}

/** The public pages with forms (served as shells whose code loads on the first touch), and the client hub. */
const FORM_PAGES = ['/auth', '/contact', '/pet-care-guide', '/refer-friend', '/ref', '/clienthub'];

const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
beforeEach(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
});

afterEach(() => {
  // Left mounted, the site services' idle timer would load the engagement widgets' chunk after the file ended.
  for (const root of hydrated) root.unmount();
  hydrated = [];
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
  document.body.innerHTML = '';
  delete document.documentElement.dataset.hydrated;
  vi.restoreAllMocks();
});

describe('a page that hydrates as islands', () => {
  it('leaves each island rendered on its own in the page, with its props', async () => {
    await loadPrerendered('/faq');
    const root = document.getElementById('root')!;
    expect(JSON.parse(root.dataset.islands!)).toEqual({ pathname: '/faq', onAreaPage: false });
    const islands = [...root.querySelectorAll<HTMLElement>('[data-island]')];
    expect(islands.map((island) => island.dataset.island)).toEqual(['header', 'newsletter', 'site-services']);
    expect(JSON.parse(islands[1]!.dataset.props!)).toEqual({ source: 'footer', variant: 'footer' });
    // No placeholder is left, and the page's content is there as HTML.
    expect(root.innerHTML).not.toContain('<!--island:');
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(within(islands[0]!).getByRole('button', { name: 'Menu' })).toBeInTheDocument();
    // Its ids come from the island's own root, as the browser's hydration makes them.
    const emailInput = within(islands[1]!).getByRole('textbox', { name: /email/i });
    expect(emailInput.id).toContain('newsletter1-');
  });

  it('hydrates every island without a mismatch, and they respond: the menu opens, the form checks the email', async () => {
    await loadPrerendered('/faq');
    const consoleError = vi.spyOn(console, 'error');
    await hydrateIslands();
    expect(document.documentElement.dataset.hydrated).toBe('true');
    expect(consoleError).not.toHaveBeenCalled();

    const user = userEvent.setup();
    const menu = screen.getByRole('button', { name: 'Menu' });
    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    // Its links load the next document: nothing in an island page moves between pages itself.
    const about = within(document.getElementById('mobile-menu')!).getByRole('link', { name: 'About' });
    expect(about).toHaveAttribute('href', '/about');
    expect(about).not.toHaveAttribute('aria-current');

    const footer = screen.getByRole('contentinfo');
    await user.type(within(footer).getByRole('textbox', { name: /email/i }), 'not-an-email');
    await user.click(within(footer).getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(within(footer).getByText('Invalid email address')).toBeInTheDocument());
  });

  it.each([
    '/',
    '/email-automation',
    '/blog',
    '/no-such-page',
    '/blog/how-often-should-you-scoop-dog-poop',
    '/services/weekly-scooping-waco',
    '/hewitt',
    '/neighborhoods/oakwood',
    '/poop-scoop-service-waco',
    ...FORM_PAGES,
  ])('hydrates %s without a mismatch', async (path) => {
    await loadPrerendered(path);
    const consoleError = vi.spyOn(console, 'error');
    await hydrateIslands();
    expect(document.documentElement.dataset.hydrated).toBe('true');
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('leaves an island whose code cannot load (offline) as served, and hydrates the rest of the page', async () => {
    await loadPrerendered('/waco');
    const zipCheck = islandLoaders['zip-check']!;
    islandLoaders['zip-check'] = () =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    const consoleWarn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      await hydrateIslands();
    } finally {
      islandLoaders['zip-check'] = zipCheck;
    }
    expect(consoleWarn).toHaveBeenCalledWith('The zip-check island could not load', expect.any(TypeError));
    expect(document.documentElement.dataset.hydrated).toBe('true');
    // The ZIP check's form is still the served HTML; the footer's form after it responds.
    expect(hydrated).toHaveLength(document.querySelectorAll('[data-island]').length - 1);
    const footer = screen.getByRole('contentinfo');
    const user = userEvent.setup();
    await user.type(within(footer).getByRole('textbox', { name: /email/i }), 'nope');
    await user.click(within(footer).getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(within(footer).getByText('Invalid email address')).toBeInTheDocument());
  });

  it('finds every island the pages name in the registry the browser loads them from', async () => {
    const named = new Set<string>();
    // The 404 page too: the prerender renders it for a path that has no page.
    for (const path of [...prerenderPaths.map((p) => p.path), '/no-such-page']) {
      const { html } = await prerender(path, TEMPLATE);
      for (const [, name] of html.matchAll(/data-island="([^"]+)"/g)) named.add(name!);
    }
    expect([...named].sort()).toEqual(Object.keys(islandLoaders).sort());
  });

  it('logs the path a visitor asked for on the 404 page, the one document for every unknown path', async () => {
    await loadPrerendered('/no-such-page');
    window.history.replaceState(null, '', '/blog/no-such-post');
    const consoleWarn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await hydrateIslands();
    expect(consoleWarn).toHaveBeenCalledWith('404: no page at /blog/no-such-post');
  });

  it('marks the current page in the header from the path the page was rendered for', async () => {
    await loadPrerendered('/about');
    await hydrateIslands();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
  });

  it('is what every public page is, forms and /auth included; only the dashboard and the admin hydrate as the app', async () => {
    for (const path of [
      '/',
      '/blog/how-often-should-you-scoop-dog-poop',
      '/poop-scoop-service-waco',
      '/waco',
      ...FORM_PAGES,
    ]) {
      await loadPrerendered(path);
      expect(document.getElementById('root'), path).toHaveAttribute('data-islands');
    }
    for (const path of ['/dashboard', '/admin']) {
      await loadPrerendered(path);
      expect(document.getElementById('root'), path).not.toHaveAttribute('data-islands');
      expect(document.querySelector('[data-island]'), path).toBeNull();
    }
  });
});
