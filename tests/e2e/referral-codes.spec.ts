import { createClient } from '@supabase/supabase-js';
import type { Page } from '@playwright/test';
import ws from 'ws';
import { rows } from '../support/e2e-db';
import { expect, signInTo, test, waitForHydration } from '../support/e2e-fixtures';

/**
 * Referral links end to end, in Chromium against the production build and the local API: the landing checks the
 * code with the server (referral-code-check) before it says anything or keeps it, and the sign-up form promises the
 * $25 only for a code the server confirmed. Then the limit on a referrer's day: beyond ten sign-ups, referrals are
 * held for review, never money on the referrer's dashboard, and flagged for the owners.
 */

const ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
const ADMIN = { email: 'admin@example.com', password: 'local-admin-password' };
const PASSWORD = 'scooper-yard-2026';
const APPLIED = 'Referral Code Applied! 🎉';
const NOT_FOUND = 'We could not find that referral code';

const uniqueEmail = (label: string) =>
  `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

/** A new account made through the API, as a client's own browser would; its id, address and referral code. */
async function signUpThroughApi(apiUrl: string, label: string, referralCode?: string) {
  const client = createClient(apiUrl, ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: ws as never },
  });
  const email = uniqueEmail(label);
  const { data, error } = await client.auth.signUp({
    email,
    password: PASSWORD,
    options: { data: referralCode ? { referral_code: referralCode } : {} },
  });
  if (error || !data.user) throw new Error(`sign-up failed: ${error?.message}`);
  const [profile] = await rows<{ referral_code: string }>(apiUrl, 'profiles', `id=eq.${data.user.id}`);
  return { email, id: data.user.id, code: profile!.referral_code };
}

const heldCode = (page: Page) => page.evaluate(() => sessionStorage.getItem('referral_code'));

test.describe('the referral landing', () => {
  test('/ref/NOSUCH99 says the code was not found and keeps nothing; the sign-up form promises nothing', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/ref/NOSUCH99');
    await waitForHydration(page);
    await expect(page.getByText(NOT_FOUND).first()).toBeVisible();
    await expect(page.getByText('Check the link your friend sent, or call us').first()).toBeVisible();
    await expect(page.getByText(APPLIED)).toHaveCount(0);
    expect(await heldCode(page)).toBeNull();

    await page.getByRole('link', { name: 'Create your account' }).click();
    await expect(page).toHaveURL(/\/auth\?mode=signup$/);
    const form = page.getByRole('form', { name: 'Create account' });
    await expect(form).toBeVisible();
    await expect(form.getByText(/Referral code/)).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test("/ref/{a real profile's code} is applied, kept upper-cased for the session, and promised at sign-up", async ({
    page,
    stack,
    consoleErrors,
  }) => {
    const referrer = await signUpThroughApi(stack.apiUrl!, 'landing-referrer');
    await page.goto(`/ref/${referrer.code.toLowerCase()}`);
    await waitForHydration(page);
    await expect(page.getByText(APPLIED).first()).toBeVisible();
    await expect(
      page.getByText(`You'll get special benefits when you sign up with code ${referrer.code}.`).first(),
    ).toBeVisible();
    expect(await heldCode(page)).toBe(referrer.code);

    await page.goto('/services');
    await waitForHydration(page);
    expect(await heldCode(page)).toBe(referrer.code);

    await page.goto('/auth?mode=signup');
    await waitForHydration(page);
    await expect(page.getByRole('form', { name: 'Create account' })).toContainText(
      `Referral code ${referrer.code} is applied. When you become a customer, you and the friend who referred you each get $25 off.`,
    );
    expect(consoleErrors).toEqual([]);
  });

  test("the home page's ?ref= parameter is checked the same way", async ({ page, stack }) => {
    const referrer = await signUpThroughApi(stack.apiUrl!, 'home-referrer');
    await page.goto(`/?ref=${referrer.code.toLowerCase()}`);
    await waitForHydration(page);
    await expect(page.getByText(APPLIED).first()).toBeVisible();
    expect(await heldCode(page)).toBe(referrer.code);
  });

  test('an unknown code leaves a code kept earlier in the session alone', async ({ page, stack }) => {
    const referrer = await signUpThroughApi(stack.apiUrl!, 'kept-referrer');
    await page.goto(`/ref/${referrer.code}`);
    await waitForHydration(page);
    await expect(page.getByText(APPLIED).first()).toBeVisible();

    await page.goto('/ref/NOSUCH99');
    await waitForHydration(page);
    await expect(page.getByText(NOT_FOUND).first()).toBeVisible();
    expect(await heldCode(page)).toBe(referrer.code);
  });
});

test.describe("a referrer's busy day", () => {
  test('beyond ten sign-ups in a day, referrals are under review for the referrer and flagged for the owners', async ({
    page,
    browser,
    stack,
  }) => {
    const referrer = await signUpThroughApi(stack.apiUrl!, 'busy-referrer');
    const friends = [];
    for (let i = 0; i < 12; i++)
      friends.push(await signUpThroughApi(stack.apiUrl!, `busy-friend-${i}`, referrer.code));
    const recorded = await rows<{ held_for_review: boolean }>(
      stack.apiUrl!,
      'referrals',
      `referrer_id=eq.${referrer.id}`,
    );
    expect(recorded.filter((r) => r.held_for_review)).toHaveLength(2);

    const client = await browser.newContext();
    const clientPage = await client.newPage();
    await signInTo(clientPage, referrer.email, PASSWORD, '/dashboard');
    await expect(clientPage.getByTestId('pending-total')).toHaveText('$250');
    const list = clientPage.getByRole('list', { name: 'Your referrals' });
    await expect(list.getByText('Under review')).toHaveCount(2);
    await expect(clientPage.getByTestId('under-review-note')).toContainText('2 referrals are under review');
    await client.close();

    await signInTo(page, ADMIN.email, ADMIN.password, '/admin?tab=referrals');
    await page.locator('summary', { hasText: 'Held for review' }).click();
    const heldList = page.getByRole('list', { name: 'Referrals held for review' });
    for (const friend of friends.slice(10)) {
      await expect(heldList.getByRole('listitem').filter({ hasText: friend.email })).toContainText(
        'held for review',
      );
    }
    await expect(
      page
        .getByRole('list', { name: 'Referrals' })
        .getByRole('listitem')
        .filter({ hasText: friends[0]!.email }),
    ).toBeVisible();
  });
});
