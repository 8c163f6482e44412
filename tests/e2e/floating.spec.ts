import type { Page } from '@playwright/test';
import { expect, signInTo, test, waitForHydration } from '../support/e2e-fixtures';

/**
 * One layout rule for every floating element (the help card, the activity ticker, the mobile call box, toasts): a
 * floating element never covers a control of the page. On every page kind, at a phone's and a desktop's width,
 * scrolled to the top, 25 %, 50 %, 75 % and the bottom, no visible link, button, field or menu button has its
 * center under a floating element (`document.elementFromPoint` at the center hits the control or something in
 * it, or at least nothing floating). And on a phone at most one floating element shows at a time.
 */
const PAGES = [
  ['home', '/'],
  ['town', '/waco'],
  ['service', '/services/weekly-scooping-waco'],
  ['landing', '/poop-scoop-service-waco'],
  ['blog post', '/blog/how-often-should-you-scoop-dog-poop'],
  ['blog index', '/blog'],
  ['static page', '/testimonials'],
  ['404', '/no-such-page'],
] as const;
const STOPS = [0, 25, 50, 75, 100];
const ADMIN = { email: 'admin@example.com', password: 'local-admin-password' };

interface Check {
  covered: string[];
  shown: string[];
}

/** The controls whose center a floating element covers, and the floating elements showing. */
function check(page: Page): Promise<Check> {
  return page.evaluate(() => {
    const floating = '[data-floating], [data-floating] *';
    const shows = (element: Element) => {
      const box = element.getBoundingClientRect();
      // Not the content of a closed <details>, which is laid out but not shown.
      return element.checkVisibility({ visibilityProperty: true }) && box.width > 0 && box.height > 0;
    };
    const covered: string[] = [];
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, input:not([type="hidden"]), select, textarea, summary',
    );
    for (const control of controls) {
      if (control.matches(floating) || !shows(control)) continue;
      if (control.closest('[aria-hidden="true"], [inert]')) continue;
      const box = control.getBoundingClientRect();
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) continue;
      const hit = document.elementFromPoint(x, y);
      if (!hit || control.contains(hit) || !hit.matches(floating)) continue;
      const name = (control.getAttribute('aria-label') ?? control.textContent ?? '').trim().slice(0, 40);
      const over = hit.closest('[data-floating]')!.getAttribute('data-floating');
      covered.push(`${control.tagName.toLowerCase()} "${name}" under ${over}`);
    }
    const shown = [...document.querySelectorAll('[data-floating]')]
      .filter((element) => shows(element))
      .map((element) => element.getAttribute('data-floating')!);
    return { covered, shown };
  });
}

async function scrollTo(page: Page, percent: number) {
  await page.evaluate((p) => {
    const scrollable = document.documentElement.scrollHeight - window.innerHeight;
    window.scrollTo({ top: (scrollable * p) / 100, behavior: 'instant' });
  }, percent);
  // The layout rule's observers answer in the next frames.
  await page.waitForTimeout(250);
}

async function walk(page: Page, label: string, phone: boolean) {
  for (const stop of STOPS) {
    await scrollTo(page, stop);
    const { covered, shown } = await check(page);
    expect(covered, `${label} at ${stop} %`).toEqual([]);
    if (phone) expect(shown.length, `${label} at ${stop} %: ${shown.join(', ')}`).toBeLessThanOrEqual(1);
  }
}

for (const [width, height] of [
  [390, 844],
  [1280, 800],
] as const) {
  const phone = width < 768;
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    for (const [kind, path] of PAGES) {
      test(`${kind}: no floating element covers a control, with or without a toast`, async ({ page }) => {
        await page.goto(path);
        await waitForHydration(page);
        // The widgets are there: the help card shows past 20 % where nothing is in its way.
        await walk(page, `${path} ${width}`, phone);

        // A toast (as a page leaves one for the next): shown in the header, and the floating elements give way.
        await page.evaluate(() =>
          sessionStorage.setItem(
            'brazos:toast-on-next-page',
            JSON.stringify({ title: 'Saved', description: 'A toast for the layout test.', duration: 60_000 }),
          ),
        );
        await page.reload();
        await waitForHydration(page);
        await expect(page.getByText('A toast for the layout test.').first()).toBeVisible();
        await walk(page, `${path} ${width} with a toast`, phone);
        const { shown } = await check(page);
        expect(shown.filter((name) => name !== 'toast')).toEqual([]);
      });
    }

    test("home, signed in as the admin: the admin's buttons are never covered", async ({ page }) => {
      await signInTo(page, ADMIN.email, ADMIN.password, '/');
      await expect(page.getByRole('button', { name: /^Export Subscribers/ })).toBeVisible();
      await walk(page, `/ admin ${width}`, phone);
    });
  });
}

test.describe('the floating elements show at their moment', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the help card shows past 20 % where nothing is in its way, and stays minimised', async ({ page }) => {
    await page.goto('/waco');
    await waitForHydration(page);
    const card = page.getByRole('complementary', { name: 'Need help? Call us' });
    await expect(card).toBeHidden();
    // Somewhere past 20 % where the card's corner is clear of the page's controls.
    let shown = false;
    for (let percent = 21; percent < 90 && !shown; percent += 3) {
      await scrollTo(page, percent);
      shown = await card.isVisible();
    }
    expect(shown).toBe(true);
    await card.getByRole('button', { name: 'Minimize the call card' }).click();
    await expect(page.getByRole('button', { name: 'Need help? Show the call card' })).toBeFocused();
    await page.goto('/hewitt');
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('data-help-minimised', '');
  });
});
