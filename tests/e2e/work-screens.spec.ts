import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from '../support/e2e-fixtures';

/**
 * The work screens (sign-in, the dashboard, the admin) carry none of the site's sales widgets: the activity ticker
 * and the help card (served in every other page), the mobile call box (home, under 768 px) and
 * the exit offer (the pointer leaving through the top). Signed out, /dashboard and /admin send the visitor to /auth
 * within the app, a client-side navigation. The home page shows every widget with the same steps, so the checks are
 * not blind.
 */

const WORK_SCREENS = ['/auth', '/dashboard', '/admin'];

/** By their markup, shown or not: a widget that steps aside (the floating layout rule) is still in the page. */
const widgets = (page: Page) => ({
  ticker: page.locator('[data-floating="ticker"]'),
  helpCard: page.locator('[data-floating="help"]'),
  mobileCallBox: page.locator('[data-floating="mobile-cta"]'),
  exitOffer: page.getByRole('dialog', { name: /Take \$10 off your first service/ }),
});

const scrollToBottom = (page: Page) =>
  page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));

/**
 * Opens the page with the clock installed (moved by the test past the exit offer's delay), waits for the page's
 * script and for the signed-out visitor's move to /auth, then scrolls to the bottom. Reduced motion: the scroll to
 * the top that a route change makes is instant, so it cannot undo the test's scroll afterwards.
 */
async function openAndScroll(page: Page, path: string) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.install();
  await page.goto(path);
  await waitForHydration(page);
  if (path === '/dashboard' || path === '/admin') {
    await expect(page).toHaveURL(`/auth?next=${encodeURIComponent(path)}`);
  }
  await page.waitForLoadState('networkidle');
  await scrollToBottom(page);
}

/**
 * The visitor stays a while, then the pointer leaves through the top of the window, and a while passes again: the
 * exit offer's 3 s are over whether they count from the page's opening or from the leave.
 */
async function leaveThroughTop(page: Page) {
  await page.clock.runFor(3500);
  await page.evaluate(() =>
    document.dispatchEvent(new MouseEvent('mouseout', { clientY: 0, bubbles: true })),
  );
  await page.clock.runFor(3500);
}

/** Gives a widget that wrongly appeared the real time to load its code and render before the test looks. */
const letThePageAct = (page: Page) => page.waitForTimeout(500);

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const path of WORK_SCREENS) {
    test(`${path}: no ticker, help card or exit offer`, async ({ page, consoleErrors }) => {
      await openAndScroll(page, path);
      await leaveThroughTop(page);
      await scrollToBottom(page);
      await letThePageAct(page);
      const { ticker, helpCard, exitOffer } = widgets(page);
      await expect(ticker).toHaveCount(0);
      await expect(helpCard).toHaveCount(0);
      await expect(exitOffer).toHaveCount(0);
      expect(consoleErrors).toEqual([]);
    });
  }

  test('/: the ticker, the help card and the exit offer are there', async ({ page }) => {
    await openAndScroll(page, '/');
    const { ticker, helpCard, exitOffer } = widgets(page);
    await expect(ticker).toHaveCount(1);
    await expect(helpCard).toHaveCount(1);
    await leaveThroughTop(page);
    await expect(exitOffer).toBeVisible();
  });
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const path of WORK_SCREENS) {
    test(`${path}: no mobile call box or help card`, async ({ page, consoleErrors }) => {
      await openAndScroll(page, path);
      await letThePageAct(page);
      await scrollToBottom(page);
      await letThePageAct(page);
      const { ticker, helpCard, mobileCallBox } = widgets(page);
      await expect(mobileCallBox).toHaveCount(0);
      await expect(helpCard).toHaveCount(0);
      await expect(ticker).toHaveCount(0);
      expect(consoleErrors).toEqual([]);
    });
  }

  test('/: the mobile call box is there', async ({ page }) => {
    await openAndScroll(page, '/');
    await expect(widgets(page).mobileCallBox).toHaveCount(1);
  });
});
