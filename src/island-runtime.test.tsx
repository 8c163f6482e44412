import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { islands } from '@/app/island-registry';
import { prerenderPaths, render as prerender } from './entry-server';
import { NO_SHELL } from '@/lib/form-shell';
import { activateForm, hydrateIsland, unmountIslands } from './island-runtime';

/** The built index.html's shape: the prerender renders into `#root`. */
const TEMPLATE = '<!doctype html><html><head></head><body><div id="root"><!--app-html--></div></body></html>';

/** Puts a prerendered page's body into the test document, as the browser receives it. */
async function loadPrerendered(path: string) {
  const { html } = await prerender(path, TEMPLATE);
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  document.body.innerHTML = body.innerHTML;
  window.history.replaceState(null, '', path);
}

const island = (name: string) => document.querySelector<HTMLElement>(`[data-island="${name}"]`)!;

/** The public pages with forms (served as shells whose code loads on the first touch), and the client hub. */
const FORM_PAGES = ['/auth', '/contact', '/pet-care-guide', '/refer-friend', '/ref', '/clienthub'];

// The runtime waits for a root to commit; inside act() React would hold that commit until the act scope ended, so
// these tests run outside it, as the page does.
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
beforeEach(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
});

afterEach(() => {
  unmountIslands();
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('a public page', () => {
  it('is HTML: its header, menus and floating elements are served, and only its islands say when they load', async () => {
    await loadPrerendered('/faq');
    const root = document.getElementById('root')!;
    expect(JSON.parse(root.dataset.islands!)).toEqual({ pathname: '/faq', onAreaPage: false });
    const names = [...root.querySelectorAll<HTMLElement>('[data-island]')].map((i) => [
      i.dataset.island,
      i.dataset.when,
    ]);
    expect(names).toEqual([
      ['newsletter', 'use'],
      ['site-services', 'services'],
    ]);
    expect(root.innerHTML).not.toContain('<!--island:');
    // The menus are disclosures in the HTML, with their links.
    const menu = document.querySelector('summary[aria-controls="mobile-menu"]')!;
    expect(menu.closest('details')).not.toHaveAttribute('open');
    expect(
      within(document.getElementById('mobile-menu')!).getByRole('link', { name: 'About', hidden: true }),
    ).toHaveAttribute('href', '/about');
    expect(document.querySelector('[data-floating="help"]')).not.toBeNull();
    expect(document.querySelectorAll('[data-floating="ticker"] [data-testid="ticker-entry"]')).toHaveLength(
      5,
    );
  });

  it('marks the current page in the header from the path the page was rendered for', async () => {
    await loadPrerendered('/about');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
  });

  it.each([
    '/',
    '/email-automation',
    '/no-such-page',
    '/services/weekly-scooping-waco',
    '/hewitt',
    '/poop-scoop-service-waco',
    ...FORM_PAGES,
  ])('hydrates the islands of %s that hydrate (not forms) without a mismatch', async (path) => {
    await loadPrerendered(path);
    const consoleError = vi.spyOn(console, 'error');
    for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
      if (element.dataset.when !== 'use') await hydrateIsland(element);
    }
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('hydrates the blog index listing without a mismatch when searched', async () => {
    await loadPrerendered('/blog');
    const consoleError = vi.spyOn(console, 'error');
    await hydrateIsland(island('blog-index'));
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('swaps a form shell for the live form with what was typed, the focus and the caret', async () => {
    await loadPrerendered('/contact');
    const shell = island('contact-form');
    const user = userEvent.setup();
    const name = within(shell).getByRole<HTMLInputElement>('textbox', { name: /name/i });
    await user.type(name, 'Dana Smith');
    name.setSelectionRange(4, 4);
    await activateForm(shell, NO_SHELL);
    const live = within(shell).getByRole<HTMLInputElement>('textbox', { name: /name/i });
    expect(live).not.toBe(name);
    expect(live).toHaveValue('Dana Smith');
    expect(live).toHaveFocus();
    expect([live.selectionStart, live.selectionEnd]).toEqual([4, 4]);
  });

  it('sends the footer form the visitor had already sent from its shell', async () => {
    await loadPrerendered('/faq');
    const shell = island('newsletter');
    const user = userEvent.setup();
    await user.type(within(shell).getByRole('textbox', { name: /email/i }), 'not-an-email');
    await activateForm(shell, { ...NO_SHELL, submitted: () => true });
    await waitFor(() => expect(within(shell).getByText('Invalid email address')).toBeInTheDocument());
    expect(within(shell).getByRole('textbox', { name: /email/i })).toHaveValue('not-an-email');
  });

  it('finds every island the pages name in the registry the browser loads them from', async () => {
    const named = new Set<string>();
    // The 404 page too: the prerender renders it for a path that has no page.
    for (const path of [...prerenderPaths.map((p) => p.path), '/no-such-page']) {
      const { html } = await prerender(path, TEMPLATE);
      for (const [, name] of html.matchAll(/data-island="([^"]+)"/g)) named.add(name!);
    }
    expect([...named].sort()).toEqual(Object.keys(islands).sort());
  }, 60_000);

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
