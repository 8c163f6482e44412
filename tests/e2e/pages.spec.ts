import { expect, STAND_IN_HUB_TITLE, test, waitForHydration } from '../support/e2e-fixtures';
import { prerenderedRoutes } from '../support/e2e-routes';

// No test here depends on another: the two workers share them.
test.describe.configure({ mode: 'parallel' });

/** Every route in a real browser: it answers 200, shows its h1, hydrates with no error or warning. */

// /clienthub leaves the site for the external client hub; it has its own test below.
for (const { path } of prerenderedRoutes().filter((r) => r.path !== '/clienthub')) {
  test(`${path} loads, hydrates and logs no error`, async ({ page, consoleErrors }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('h1')).toBeVisible();
    // Let effects and lazy work settle, then check nothing complained.
    await page.waitForLoadState('networkidle');
    expect(consoleErrors).toEqual([]);
  });
}

test('/clienthub navigates the whole page to the client hub', async ({ page, request, hubStandIn: _ }) => {
  const response = await request.get('/clienthub');
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain('Continue to the client hub');
  await page.goto('/clienthub');
  await expect(page).toHaveTitle(STAND_IN_HUB_TITLE);
});
