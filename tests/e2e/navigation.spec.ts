import type { Page } from '@playwright/test';
import { expect, openAppDocument, test, waitForHydration } from '../support/e2e-fixtures';

/** Moving around the site as a visitor does: header, Areas menu, mobile menu, footer, scroll. */

/** A client-side navigation to `path`, as the router's links make one, without a link to it on the page. */
async function visitClientSide(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(path);
}

/** The content-page data files (/_page/...) the page requests from now on, by path, in order. */
function pageDataRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (pathname.startsWith('/_page/')) paths.push(pathname);
  });
  return paths;
}

/** The header's visible links and buttons whose boxes the slow navigation's bar overlaps, by name. */
async function headerControlsUnderLoadingBar(page: Page): Promise<string[]> {
  const bar = await page.getByRole('status').filter({ hasText: 'Loading...' }).boundingBox();
  expect(bar).not.toBeNull();
  const covered: string[] = [];
  for (const control of await page.getByRole('banner').locator('a, button, summary').all()) {
    const box = await control.boundingBox();
    if (!box || box.width === 0 || box.height === 0 || !(await control.isVisible())) continue;
    const overlaps =
      box.x < bar!.x + bar!.width &&
      bar!.x < box.x + box.width &&
      box.y < bar!.y + bar!.height &&
      bar!.y < box.y + box.height;
    if (overlaps) covered.push((await control.textContent())?.trim() || (await control.innerHTML()));
  }
  return covered;
}

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the header links navigate client-side and mark the current page', async ({ page, consoleErrors }) => {
    await openAppDocument(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [label, path] of [
      ['Services', '/services'],
      ['About', '/about'],
      ['Blog', '/blog'],
      ['Refer and Save', '/refer-friend'],
      ['Store', '/store'],
      ['Contact', '/contact'],
      ['Commercial Services', '/commercial-services'],
    ] as const) {
      await nav.getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL(path);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
    }
    // Client-side navigation: the document was never reloaded, so the first page's hydration marker remains.
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
    expect(consoleErrors).toEqual([]);
  });

  test('the Areas menu opens under the header, lists featured pages and every town, closes with Escape or a press outside, and navigates', async ({
    page,
  }) => {
    await page.goto('/about');
    await waitForHydration(page);
    // A popover its button opens: the browser closes it on Escape or a press outside.
    const button = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Areas' });
    const menu = page.locator('#areas-menu');
    await expect(menu).toBeHidden();
    await expect(button).not.toHaveClass(/(^|\s)text-brand-800(\s|$)/);
    await button.click();
    await expect(menu).toBeVisible();
    await expect(menu.getByText('Central Texas Service Area')).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Poop Scoop Service Waco' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Pet Poop Removal Waco' })).toBeVisible();
    for (const town of ['Waco', 'Hewitt', 'Bruceville-Eddy', 'West', 'Elm Mott', 'South Waco']) {
      await expect(menu.getByRole('link', { name: town, exact: true })).toBeVisible();
    }
    const edges = () =>
      page.evaluate(() => ({
        header: document.querySelector('header')!.getBoundingClientRect().bottom,
        menu: document.getElementById('areas-menu')!.getBoundingClientRect().top,
      }));
    let { header, menu: top } = await edges();
    expect(Math.abs(top - header)).toBeLessThanOrEqual(1);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();

    // By keyboard: the list comes next in the tab order, and opens under the header wherever the page is.
    await page.evaluate(() => window.scrollTo(0, 600));
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    ({ header, menu: top } = await edges());
    expect(Math.abs(top - header)).toBeLessThanOrEqual(1);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('#areas-menu') !== null)).toBe(true);
    // Escape from inside the list: closed, and the focus back on its button.
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
    await button.click();
    await page.mouse.click(5, 700);
    await expect(menu).toBeHidden();

    await button.click();
    await menu.getByRole('link', { name: 'Hewitt', exact: true }).click();
    await expect(page).toHaveURL('/hewitt');
    await expect(page.locator('h1')).toContainText('Hewitt');
    await expect(menu).toBeHidden();
    // A town page is in the Areas section: its button shows it.
    await expect(button).toHaveClass(/(^|\s)text-brand-800(\s|$)/);
  });

  test('in the app, following a town from the Areas menu changes the page in place and closes the menu', async ({
    page,
  }) => {
    await openAppDocument(page);
    const menu = page.locator('#areas-menu');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Areas' }).click();
    await menu.getByRole('link', { name: 'Waco', exact: true }).click();
    await expect(page).toHaveURL('/waco');
    await expect(page.locator('h1')).toContainText('Waco');
    await expect(menu).toBeHidden();
  });

  test('the footer links and neighborhoods navigate', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'Waco', exact: true }).first().click();
    await expect(page).toHaveURL('/waco');
    await footer.getByRole('link', { name: 'Oakwood' }).click();
    await expect(page).toHaveURL('/neighborhoods/oakwood');
    await expect(page.locator('h1')).toContainText('Oakwood');
    await footer.getByRole('link', { name: 'Refer & Save' }).click();
    await expect(page).toHaveURL('/refer-friend');
  });

  test('Book Service opens the external booking form in a new tab', async ({
    page,
    context,
    hubStandIn: _,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      page
        .getByRole('link', { name: /Book Service/ })
        .first()
        .click(),
    ]);
    // The booking hub is external: the test stand-in answers for it (see fixtures).
    await popup.waitForLoadState();
    expect(new URL(popup.url()).hostname).toMatch(/^hub\./);
  });

  test('every route change scrolls back to the top', async ({ page }) => {
    await openAppDocument(page);
    await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
    // Scrolled again on each try: until the route's parts have arrived, the page may be too short to scroll.
    await expect
      .poll(() =>
        page.evaluate(() => {
          window.scrollTo(0, document.body.scrollHeight);
          return window.scrollY;
        }),
      )
      .toBeGreaterThan(500);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Blog', exact: true }).click();
    await expect(page).toHaveURL('/blog');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("a slow page chunk shows the 'Loading...' bar; a fast one never flashes it (fake clock)", async ({
    page,
  }) => {
    await page.clock.install();
    await openAppDocument(page);
    await page.waitForLoadState('networkidle');
    // From here the page's timers fire only when the test moves its clock, so a busy machine cannot make the
    // fast navigation below look slow: it ends while the page's clock stands still.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    // Count every appearance of the spinner, however brief.
    await page.evaluate(() => {
      const w = window as unknown as { spinnerSeen: number };
      w.spinnerSeen = 0;
      new MutationObserver(() => {
        if (document.body.textContent?.includes('Loading...')) w.spinnerSeen++;
      }).observe(document.body, { childList: true, subtree: true });
    });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Contact', exact: true }).click();
    await expect(page).toHaveURL('/contact');
    await expect(page.locator('h1')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { spinnerSeen: number }).spinnerSeen)).toBe(0);

    // The About chunk is held until the bar has shown.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/AboutPage-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const status = page.getByRole('status').filter({ hasText: 'Loading...' });
    await nav.getByRole('link', { name: 'About', exact: true }).click();
    await page.clock.runFor(250);
    await expect(status).toHaveCount(0);
    await expect
      .poll(async () => {
        await page.clock.runFor(100);
        return status.isVisible();
      })
      .toBe(true);
    release();
    await expect(page).toHaveURL('/about');
    await expect(page.getByText('Loading...')).toBeHidden();
  });

  test('the client-side not-found route renders the 404 page', async ({ page }) => {
    await openAppDocument(page);
    await visitClientSide(page, '/not-a-real-page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
    await expect(page).toHaveTitle('404 - Page Not Found');
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL('/');
  });

  test("a client-side visit from the app fetches the content page's data file", async ({
    page,
    consoleErrors,
  }) => {
    const dataRequests = pageDataRequests(page);
    const visit = (path: string) => visitClientSide(page, path);

    // The content pages' own documents are islands.
    await openAppDocument(page);
    expect(dataRequests).toEqual([]);

    // One pattern per kind; the root's slugs are towns and landing pages, told apart by their data.
    await visit('/hewitt');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pooper Scooper Service in Hewitt, TX');
    await visit('/poop-scoop-service-waco');
    await expect(page.getByRole('heading', { level: 1 })).toContainText("Waco's Poop Scoop Service");
    await visit('/neighborhoods/oakwood');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Oakwood');
    await visit('/blog/is-dog-poop-good-fertilizer');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Is Dog Poop Good Fertilizer? No, and Here Is Why',
    );
    expect(dataRequests).toEqual([
      '/_page/hewitt.json',
      '/_page/poop-scoop-service-waco.json',
      '/_page/neighborhoods/oakwood.json',
      '/_page/blog/is-dog-poop-good-fertilizer.json',
    ]);
    expect(consoleErrors).toEqual([]);

    // A slug with no page has no data file: the 404 page, as for any unknown path.
    await visit('/blog/not-a-post');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
    await visit('/services/waco');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  });

  test('a page that hydrates as islands loads no app, router or page data, and its links load the next document', async ({
    page,
    consoleErrors,
  }) => {
    const dataRequests = pageDataRequests(page);
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto('/waco');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(scripts.some((path) => path.includes('/index-'))).toBe(true);
    expect(scripts.filter((path) => /\/(app|AreaPage|hydrate|island-runtime)-/.test(path))).toEqual([]);
    expect(dataRequests).toEqual([]);

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'About', exact: true })
      .click();
    await expect(page).toHaveURL('/about');
    await waitForHydration(page);
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
    expect(await page.evaluate(() => performance.getEntriesByType('navigation')[0]!.name)).toMatch(
      /\/about$/,
    );
    expect(consoleErrors).toEqual([]);
  });

  /**
   * Every island and every enhancement script, and which pages use them. The enhancement scripts are the entry
   * (src/enhance, every page: menus, Sign Out, floating elements) and the chunks it loads on demand; an island's
   * code is a chunk the page loads only at the island's moment. On its first load, with nothing touched, a page
   * loads the entry and nothing else: no React, no island, no form code.
   */
  const FIRST_LOAD = /^(index|preload-helper|session-hint-script)-/;
  for (const [path, islands] of [
    ['/faq', ['newsletter', 'site-services']],
    ['/waco', ['newsletter', 'site-services', 'view-content', 'zip-check']],
    ['/blog', ['blog-index', 'newsletter', 'site-services']],
    [
      '/',
      [
        'admin-home-gate',
        'exit-intent-offer',
        'newsletter',
        'quote-form',
        'reviews-widget',
        'roi-calculator',
        'site-services',
      ],
    ],
    ['/auth', ['auth-panel', 'newsletter', 'site-services']],
    ['/contact', ['contact-form', 'newsletter', 'site-services']],
    ['/pet-care-guide', ['lead-magnet-form', 'newsletter', 'site-services']],
    ['/refer-friend', ['newsletter', 'referral-invite-form', 'site-services']],
    ['/no-such-page', ['missing-path-log', 'newsletter', 'site-services']],
  ] as const) {
    test(`${path} names its own islands, and its first load is the entry alone`, async ({ page }) => {
      const scripts: string[] = [];
      page.on('request', (r) => {
        if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname.replace('/assets/', ''));
      });
      await page.goto(path);
      const named = await page.evaluate(() =>
        [
          ...new Set(
            [...document.querySelectorAll<HTMLElement>('[data-island]')].map((i) => i.dataset.island!),
          ),
        ].sort(),
      );
      expect(named).toEqual([...islands].sort());
      if (path === '/auth') return; // the account screen loads its island at once
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      expect(scripts.filter((name) => !FIRST_LOAD.test(name))).toEqual([]);
      expect(
        await page.evaluate(() => 'React' in window || document.querySelector('[data-reactroot]') !== null),
      ).toBe(false);
    });
  }

  test('a form loads its own code on first use, and no other island', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname.replace('/assets/', ''));
    });
    await page.goto('/contact');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    await page.getByRole('contentinfo').getByRole('textbox', { name: /email/i }).focus();
    await page.waitForLoadState('networkidle');
    const loaded = scripts.filter((name) => !FIRST_LOAD.test(name)).join(' ');
    expect(loaded).toMatch(/NewsletterForm|island-runtime/);
    expect(loaded).not.toMatch(/ContactForm-|ZipCheck|RoiCalculator|AuthPanel|ExitIntent/);
  });

  test("the blog index loads the posts' full text only when the visitor searches", async ({ page }) => {
    const postText: string[] = [];
    page.on('request', (r) => {
      if (/\/assets\/posts-[^/]+\.js$/.test(r.url())) postText.push(r.url());
    });
    await page.goto('/blog');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    const list = page.getByRole('list', { name: 'Blog posts' });
    const all = await list.getByRole('heading', { level: 2 }).count();
    expect(all).toBeGreaterThanOrEqual(4);
    expect(postText).toEqual([]);

    // A word found only in a post's body, not in any title or description.
    await page.getByLabel('Search the blog').fill('roundworm');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL('/blog?q=roundworm');
    await expect(page.getByText(/match(es)? “roundworm”/)).toBeVisible();
    expect(await list.getByRole('heading', { level: 2 }).count()).toBeLessThan(all);
    expect(postText).toHaveLength(1);
  });

  test('the 404 document hydrates its islands without asking for page data, and logs the path asked for', async ({
    page,
  }) => {
    const dataRequests = pageDataRequests(page);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    const response = await page.goto('/no-such-town');
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
    expect(dataRequests).toEqual([]);
    expect(warnings).toContain('404: no page at /no-such-town');
  });

  test('a 404 document under a content kind’s path loads no template of that kind', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const response = await page.goto('/blog/no-such-post');
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
    expect(scripts.filter((path) => path.includes('/BlogPostPage-'))).toEqual([]);
  });
});

for (const width of [390, 1280]) {
  test(`at ${width} px, a slow page chunk's 'Loading...' bar covers none of the header's controls`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await openAppDocument(page);
    // The page's chunk is held until the bar has been measured.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/AboutPage-[^/]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await visitClientSide(page, '/about');
    await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toBeVisible();
    const covered = await headerControlsUnderLoadingBar(page);
    release();
    expect(covered).toEqual([]);
    await expect(page.getByText('Loading...')).toBeHidden();
  });
}

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the mobile menu opens, shows the Service Areas list over it and navigates', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    // A <details> disclosure: the menu button is its summary.
    const menuButton = page.locator('summary[aria-controls="mobile-menu"]');
    await menuButton.click();
    const menu = page.locator('#mobile-menu');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Refer and Save' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Client Login' })).toBeVisible();

    // Service Areas opens the Areas menu (a popover) over the menu; Escape or Close goes back to the menu.
    const areasButton = menu.getByRole('button', { name: 'Service Areas' });
    const list = page.locator('#areas-menu');
    await expect(list).toBeHidden();
    await areasButton.click();
    await expect(list.getByRole('link', { name: 'Woodway', exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await expect(menu).toBeVisible();
    await areasButton.click();
    await list.getByRole('button', { name: 'Close' }).click();
    await expect(list).toBeHidden();
    await expect(menu).toBeVisible();

    await areasButton.click();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await list.getByRole('link', { name: 'Woodway', exact: true }).click();
    await expect(page).toHaveURL('/woodway');
    await expect(menu).toBeHidden();
    await expect(list).toBeHidden();
    await expect(page.locator('h1')).toContainText('Woodway');

    // Nothing is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(consoleErrors).toEqual([]);
  });
});
