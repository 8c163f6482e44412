import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Browser, Page, Response } from '@playwright/test';
import ws from 'ws';
import { lastEmailTo } from '../support/local-api';
import { axeViolations } from '../support/axe';
import { rows } from '../support/e2e-db';
import { expect, openAppDocument, submitSignIn, test, waitForHydration } from '../support/e2e-fixtures';

/**
 * Client accounts end to end: the production build and the local API (real GoTrue stand-in, real Postgres with
 * RLS), in Chromium. Every flow checks what the database holds afterwards.
 */

const ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
const PASSWORD = 'scooper-yard-2026';

const uniqueEmail = (label: string) =>
  `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

/** supabase-js in Node, as a client's own browser would use it (it needs a WebSocket transport under Node 20). */
function nodeClient(apiUrl: string): SupabaseClient {
  return createClient(apiUrl, ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: ws as never },
  });
}

async function signUpThroughApi(apiUrl: string, label: string) {
  const email = uniqueEmail(label);
  const client = nodeClient(apiUrl);
  const { data, error } = await client.auth.signUp({ email, password: PASSWORD });
  if (error || !data.user) throw new Error(`sign-up failed: ${error?.message}`);
  const [profile] = await rows<{ referral_code: string }>(apiUrl, 'profiles', `id=eq.${data.user.id}`);
  return { email, id: data.user.id, code: profile!.referral_code, client };
}

async function signIn(page: Page, email: string, password = PASSWORD, path = '/auth') {
  await page.goto(path);
  await waitForHydration(page);
  await submitSignIn(page, email, password);
}

/** Whatever script the page loads: file names, and whether any of it is supabase-js (its auth client's marker). */
function watchScripts(page: Page) {
  const files: string[] = [];
  const bodies: Promise<string>[] = [];
  const apiCalls: string[] = [];
  page.on('response', (response: Response) => {
    const url = new URL(response.url());
    if (url.port === '54321') apiCalls.push(url.pathname);
    if (url.pathname.endsWith('.js')) {
      files.push(url.pathname);
      bodies.push(response.text().catch(() => ''));
    }
  });
  return {
    files,
    apiCalls,
    loadedSupabase: async () => (await Promise.all(bodies)).some((body) => body.includes('gotrue-js/')),
  };
}

const ACCOUNT_CHUNK =
  /\/assets\/(AuthPage|DashboardPage|AdminPage|AdminHomeCheck|use-is-admin|admin-check|supabase|auth-engine|AuthPanel|account-)[^/]*\.js$/;

test.describe('anonymous visitors pay nothing for accounts', () => {
  for (const path of ['/', '/waco', '/services/weekly-scooping-waco', '/blog', '/contact']) {
    test(`no supabase-js, no account chunk and no API call on ${path}`, async ({ page }) => {
      const scripts = watchScripts(page);
      await page.goto(path);
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      expect(scripts.files.filter((file) => ACCOUNT_CHUNK.test(file))).toEqual([]);
      expect(await scripts.loadedSupabase()).toBe(false);
      expect(scripts.apiCalls).toEqual([]);
      await expect(
        page
          .getByRole('banner')
          .getByRole('link', { name: /^Client Login/ })
          .first(),
      ).toBeAttached();
    });
  }
});

test.describe('signing in', () => {
  test('a wrong password is refused with a clear message and no session', async ({ page, stack }) => {
    const account = await signUpThroughApi(stack.apiUrl!, 'wrong-password');
    await signIn(page, account.email, 'not-my-password-at-all');
    await expect(page.getByRole('alert')).toContainText('That email and password do not match an account');
    await expect(page).toHaveURL(/\/auth$/);
    expect(
      await page.evaluate(() => Object.keys(localStorage).filter((k) => k.endsWith('-auth-token'))),
    ).toEqual([]);
  });

  test('signing in on /auth loads the dashboard in its place, which says so, with the form code loaded on first touch', async ({
    page,
    stack,
  }) => {
    const account = await signUpThroughApi(stack.apiUrl!, 'island');
    const scripts = watchScripts(page);
    await page.goto('/auth');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(scripts.files.filter((file) => /\/(AuthPanel|lead-form)-/.test(file))).toEqual([]);
    const entries = await page.evaluate(() => history.length);
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill(account.email);
    await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await form.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(scripts.files.filter((file) => /\/AuthPanel-/.test(file))).toHaveLength(1);
    // The toast was left for the dashboard's document, and the dashboard took /auth's place in the history.
    await expect(page.getByText('Welcome back!').first()).toBeVisible();
    expect(await page.evaluate(() => history.length)).toBe(entries);
    await expect(page.getByText(account.code, { exact: true })).toBeVisible();
  });

  test('/dashboard sends a signed-out visitor to sign in, and back after', async ({ page, stack }) => {
    const account = await signUpThroughApi(stack.apiUrl!, 'redirect');
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/auth\?next=%2Fdashboard$/);
    await waitForHydration(page);
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill(account.email);
    await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await form.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('Welcome back!').first()).toBeVisible();
    await expect(page.getByText(account.code, { exact: true })).toBeVisible();
  });

  test('the header shows the signed-in state after a reload, without a hydration warning, and Sign Out ends it', async ({
    page,
    stack,
    consoleErrors,
  }) => {
    const account = await signUpThroughApi(stack.apiUrl!, 'header');
    await signIn(page, account.email);
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.goto('/services');
    await waitForHydration(page);
    const header = page.getByRole('banner');
    // Desktop utility bar or mobile menu: whichever this viewport shows, the signed-in links are there.
    await expect(header.getByRole('link', { name: 'Dashboard' }).first()).toBeAttached();
    await expect(header.getByRole('link', { name: /^Client Login/ })).toHaveCount(0);
    await expect(header.getByRole('link', { name: 'Admin' })).toHaveCount(0);
    expect(consoleErrors).toEqual([]);

    await page.setViewportSize({ width: 1280, height: 900 });
    await header.getByRole('button', { name: 'Sign Out' }).first().click();
    await expect(page.getByText('Signed out').first()).toBeVisible();
    await expect(header.getByRole('link', { name: /^Client Login/ }).first()).toBeVisible();
    await expect(page).toHaveURL(/\/services$/);
    expect(
      await page.evaluate(() => Object.keys(localStorage).filter((k) => k.endsWith('-auth-token'))),
    ).toEqual([]);
    // The session is over on the server too: its refresh token no longer works.
    const sessions = await rows(stack.apiUrl!, 'profiles', `id=eq.${account.id}`);
    expect(sessions).toHaveLength(1);
  });

  test('signing out on the dashboard goes back to a public page', async ({ page, stack }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const account = await signUpThroughApi(stack.apiUrl!, 'mobile-signout');
    await signIn(page, account.email);
    await expect(page).toHaveURL(/\/dashboard$/);
    // /auth is an island page: the dashboard comes as a document of its own.
    await waitForHydration(page);
    await page.locator('summary[aria-controls="mobile-menu"]').click();
    await page
      .getByRole('navigation', { name: 'Menu' })
      .locator('..')
      .getByRole('button', { name: 'Sign Out' })
      .click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Signed out').first()).toBeVisible();
  });
});

test.describe('creating an account and recovering it', () => {
  test('the server refuses a common password and the form lists why, in words', async ({ page, stack }) => {
    await page.goto('/auth?mode=signup');
    await waitForHydration(page);
    const form = page.getByRole('form', { name: 'Create account' });
    const email = uniqueEmail('weak');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password', { exact: true }).fill('password123');
    await form.getByRole('button', { name: 'Create account' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Please choose a stronger password.');
    await expect(alert.getByRole('listitem')).toHaveText([
      'It is one of the most commonly used passwords, which attackers try first.',
    ]);
    expect(await rows(stack.apiUrl!, 'profiles', `email=eq.${encodeURIComponent(email)}`)).toEqual([]);
  });

  test('password recovery through the printed link: a new password, then signed in', async ({
    page,
    stack,
  }) => {
    const account = await signUpThroughApi(stack.apiUrl!, 'recover');
    await page.goto('/auth?mode=forgot');
    await waitForHydration(page);
    const form = page.getByRole('form', { name: 'Reset your password' });
    await form.getByLabel('Email').fill(account.email);
    await form.getByRole('button', { name: 'Send the reset link' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'If an account exists for' })).toBeVisible();

    const email = lastEmailTo(stack.apiLines, account.email);
    expect(email.purpose).toBe('password recovery');
    await page.goto(email.link);
    await expect(page).toHaveURL(/\/auth\?mode=reset/);
    const reset = page.getByRole('form', { name: 'Set a new password' });
    const newPassword = 'a-brand-new-yard-2027';
    await reset.getByLabel('New password', { exact: true }).fill(newPassword);
    await reset.getByLabel('New password, again').fill(newPassword);
    await reset.getByRole('button', { name: 'Save my new password' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('Password updated').first()).toBeVisible();
    await expect(page.getByText(account.code, { exact: true })).toBeVisible();

    const client = nodeClient(stack.apiUrl!);
    expect(
      (await client.auth.signInWithPassword({ email: account.email, password: PASSWORD })).error?.code,
    ).toBe('invalid_credentials');
    expect(
      (await client.auth.signInWithPassword({ email: account.email, password: newPassword })).error,
    ).toBeNull();

    // The link works once.
    await page.goto(email.link);
    await expect(page.getByRole('alert')).toContainText('This link has expired or was already used');
  });

  test('with email confirmation on (as in production): "check your email", then the link signs in', async ({
    page,
    stack,
  }) => {
    await stack.stopApi();
    await stack.startApi({ confirmEmail: true });
    try {
      await page.goto('/auth?mode=signup');
      await waitForHydration(page);
      const form = page.getByRole('form', { name: 'Create account' });
      const email = uniqueEmail('confirm');
      await form.getByLabel('Email').fill(email);
      await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await form.getByRole('button', { name: 'Create account' }).click();
      await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
      await expect(page).toHaveURL(/\/auth\?mode=signup$/);

      const signIn = await nodeClient(stack.apiUrl!).auth.signInWithPassword({ email, password: PASSWORD });
      expect(signIn.error?.code).toBe('email_not_confirmed');

      const confirmation = lastEmailTo(stack.apiLines, email);
      expect(confirmation.purpose).toBe('sign-up confirmation');
      await page.goto(confirmation.link);
      // The auth client takes the session out of the fragment and leaves an empty one.
      await expect(page).toHaveURL(/\/dashboard#?$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('banner').getByRole('link', { name: 'Dashboard' }).first()).toBeAttached();
    } finally {
      await stack.stopApi();
      await stack.startApi();
    }
  });
});

test.describe('referrals', () => {
  async function friendSignsUp(browser: Browser, apiUrl: string, code: string) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`/ref/${code.toLowerCase()}`);
    await waitForHydration(page);
    await expect(page.getByText('Referral Code Applied! 🎉').first()).toBeVisible();
    await page.getByRole('link', { name: 'Create your account' }).click();
    await expect(page).toHaveURL(/\/auth\?mode=signup$/);
    const form = page.getByRole('form', { name: 'Create account' });
    await expect(page.getByText(code, { exact: true })).toBeVisible();
    const email = uniqueEmail('friend');
    await form.getByLabel(/First name/).fill('Maria');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
    // The referral step after the sign-up: answered recorded, and nothing about the referrer. Read on its way to the
    // page, which leaves for the dashboard right after it.
    const referralAnswers: { status: number; body: unknown }[] = [];
    await page.route('**/rest/v1/rpc/process_referral_signup', async (route) => {
      // Sent from here, not from the browser: to this worker's API.
      const response = await route.fetch({ url: `${apiUrl}${new URL(route.request().url()).pathname}` });
      referralAnswers.push({ status: response.status(), body: await response.json() });
      await route.fulfill({ response });
    });
    await form.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(referralAnswers).toEqual([{ status: 200, body: { success: true } }]);
    await context.close();
    return email;
  }

  test("a friend's /ref/{code} link, then sign-up; the referrer sees the referral and its $25", async ({
    page,
    browser,
    stack,
  }) => {
    const referrer = await signUpThroughApi(stack.apiUrl!, 'referrer');
    const friendEmail = await friendSignsUp(browser, stack.apiUrl!, referrer.code);

    const [friend] = await rows<{ id: string }>(
      stack.apiUrl!,
      'profiles',
      `email=eq.${encodeURIComponent(friendEmail)}`,
    );
    const recorded = await rows<{ referrer_id: string; referral_code: string; status: string }>(
      stack.apiUrl!,
      'referrals',
      `referred_id=eq.${friend!.id}`,
    );
    expect(recorded).toEqual([
      expect.objectContaining({ referrer_id: referrer.id, referral_code: referrer.code, status: 'pending' }),
    ]);

    await signIn(page, referrer.email);
    await expect(page).toHaveURL(/\/dashboard$/);
    const referrals = page.getByRole('list', { name: 'Your referrals' });
    await expect(referrals.getByText('Maria')).toBeVisible();
    await expect(referrals.getByText('Pending')).toBeVisible();
    await expect(page.getByTestId('pending-total')).toHaveText('$25');
    await expect(page.getByTestId('credited-total')).toHaveText('$0');
    await expect(page.getByTestId('referral-link')).toHaveText(new RegExp(`/ref/${referrer.code}$`));
  });
});

test.describe('the quote while signed in', () => {
  async function sendQuoteWithoutContact(page: Page, name: string) {
    await page.goto('/');
    await waitForHydration(page);
    // The booking hub is another site: its tab is not opened here.
    await page.evaluate(() => {
      window.open = () => null;
    });
    const form = page.getByRole('form', { name: 'Quick quote' });
    await form.getByLabel('Your name').fill(name);
    await form.getByLabel('ZIP code').fill('76643');
    await form.getByLabel('Number of dogs').selectOption({ label: '1' });
    await form.getByRole('button', { name: 'Get My Free Quote' }).click();
    await expect(page.getByRole('heading', { name: 'Quote request sent!' })).toBeVisible();
  }

  test("a client who leaves no phone or email is answered at the account's email, and told so; a visitor is told to book", async ({
    page,
    browser,
    stack,
  }) => {
    const account = await signUpThroughApi(stack.apiUrl!, 'known');
    await signIn(page, account.email);
    await expect(page).toHaveURL(/\/dashboard$/);
    await sendQuoteWithoutContact(page, 'Known Client');
    await expect(
      page.getByText(`We'll reply to you at ${account.email}, the email of your account.`),
    ).toBeVisible();
    await expect(page.getByText(/didn.t leave a phone number or email/)).toHaveCount(0);
    const stored = await rows<{ contact: string | null }>(
      stack.apiUrl!,
      'quote_requests',
      `user_id=eq.${account.id}`,
    );
    expect(stored.map((row) => row.contact)).toEqual([account.email]);

    const visitor = await browser.newContext();
    const anonymous = await visitor.newPage();
    await sendQuoteWithoutContact(anonymous, 'Anonymous Visitor');
    await expect(
      anonymous.getByText(/didn.t leave a phone number or email, so the booking form/),
    ).toBeVisible();
    await expect(anonymous.getByText(/We'll reply to you at/)).toHaveCount(0);
    await visitor.close();
  });
});

test.describe('the dashboard', () => {
  test('lists what the client asked while signed in, and never another client’s', async ({ page, stack }) => {
    const account = await signUpThroughApi(stack.apiUrl!, 'requests');
    await signIn(page, account.email);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('Nothing yet.')).toBeVisible();

    await page.goto('/contact');
    await waitForHydration(page);
    const form = page.getByRole('form', { name: 'Contact us' });
    const message = `Gate code is 4321, ${Date.now()}`;
    await form.getByLabel('Name').fill('Robin Client');
    await form.getByLabel('Email').fill(account.email);
    await form.getByLabel('Message').fill(message);
    await form.getByRole('button', { name: /Send/ }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your message was sent' })).toBeVisible();
    const stored = await rows<{ user_id: string }>(
      stack.apiUrl!,
      'contact_messages',
      `message=eq.${encodeURIComponent(message)}`,
    );
    expect(stored.map((row) => row.user_id)).toEqual([account.id]);

    await page.goto('/dashboard');
    await expect(page.getByRole('list', { name: 'Your requests' }).getByText(message)).toBeVisible();
  });

  test('RLS: a client reads only their own requests and profile through supabase-js, never the lead tables', async ({
    stack,
  }) => {
    const alice = await signUpThroughApi(stack.apiUrl!, 'alice');
    const bob = await signUpThroughApi(stack.apiUrl!, 'bob');
    await alice.client.auth.signInWithPassword({ email: alice.email, password: PASSWORD });
    await bob.client.auth.signInWithPassword({ email: bob.email, password: PASSWORD });
    const { error } = await bob.client.functions.invoke('quote-request', {
      body: { clientId: crypto.randomUUID(), name: 'Bob Yard', zipCode: '76643', dogCount: 2, page: '/' },
    });
    expect(error).toBeNull();

    const [stored] = await rows<{ id: string; user_id: string }>(
      stack.apiUrl!,
      'quote_requests',
      'name=eq.Bob%20Yard',
    );
    expect(stored?.user_id).toBe(bob.id);
    expect((await bob.client.rpc('my_requests')).data).toEqual([
      expect.objectContaining({ kind: 'quote', id: stored!.id }),
    ]);
    expect((await alice.client.rpc('my_requests')).data).toEqual([]);
    for (const table of [
      'quote_requests',
      'contact_messages',
      'referral_invites',
      'newsletter_subscribers',
    ] as const) {
      const seen = await alice.client.from(table).select('id');
      expect({ table, rows: seen.data }).toEqual({ table, rows: [] });
    }
    const profiles = await alice.client.from('profiles').select('id');
    expect(profiles.data).toEqual([{ id: alice.id }]);
  });

  test.describe('at 390 px', () => {
    test.use({ viewport: { width: 390, height: 900 } });
    test("shows the owners' status in the client's words, never their note, and long text wraps", async ({
      page,
      stack,
    }) => {
      const client = await signUpThroughApi(stack.apiUrl!, 'status');
      await client.client.auth.signInWithPassword({ email: client.email, password: PASSWORD });
      const longWord = 'w'.repeat(600);
      const longName = 'N'.repeat(100);
      const sent = await Promise.all([
        client.client.functions.invoke('quote-request', {
          body: {
            clientId: crypto.randomUUID(),
            name: 'Status Client',
            zipCode: '76643',
            dogCount: 1,
            page: '/',
          },
        }),
        client.client.functions.invoke('contact-message', {
          body: {
            clientId: crypto.randomUUID(),
            name: 'Status Client',
            email: client.email,
            message: longWord,
          },
        }),
        client.client.functions.invoke('referral-invite', {
          body: {
            clientId: crypto.randomUUID(),
            referrerEmail: client.email,
            referredEmail: `${'f'.repeat(64)}@example.com`,
            referredName: longName,
          },
        }),
      ]);
      expect(sent.map((result) => result.error)).toEqual([null, null, null]);

      // The owner works the leads the way the inbox saves them: a PATCH of status and note, as the local admin.
      const owner = nodeClient(stack.apiUrl!);
      await owner.auth.signInWithPassword({ email: 'admin@example.com', password: 'local-admin-password' });
      const note = `Owner note ${Date.now()}: price shopper`;
      const triage = async (table: 'quote_requests' | 'contact_messages', status: string) => {
        const { data, error } = await owner
          .from(table)
          .update({ status, note })
          .eq('user_id', client.id)
          .select('id');
        expect({ table, error, updated: data?.length }).toEqual({ table, error: null, updated: 1 });
      };
      await triage('quote_requests', 'contacted');
      await triage('contact_messages', 'lost');

      await signIn(page, client.email);
      await expect(page).toHaveURL(/\/dashboard$/);
      const list = page.getByRole('list', { name: 'Your requests' });
      const items = list.getByRole('listitem');
      await expect(items).toHaveCount(3);
      await expect(items.filter({ hasText: /^Quote request/ })).toContainText('Status: We contacted you');
      // The estimate the quote function stored, as the owners see it.
      await expect(items.filter({ hasText: /^Quote request/ })).toContainText(
        /Estimate, Weekly: \$\d+ a visit, about \$[\d.]+ a month/,
      );
      await expect(items.filter({ hasText: /^Message/ })).toContainText('Status: Closed');
      await expect(items.filter({ hasText: /^Referral invitation/ })).toContainText('Status: Received');
      await expect(list).not.toContainText(/\blost\b/i);
      await expect(page.getByText(note)).toHaveCount(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    });
  });

  test('email preferences subscribe and unsubscribe the account address', async ({ page, stack }) => {
    const account = await signUpThroughApi(stack.apiUrl!, 'newsletter');
    await signIn(page, account.email);
    await expect(page).toHaveURL(/\/dashboard$/);
    const section = page.getByRole('region', { name: 'Email preferences' });
    await section.getByRole('button', { name: 'Subscribe to the newsletter' }).click();
    await expect(section.getByTestId('newsletter-state')).toContainText('You receive our newsletter');
    expect(
      await rows(stack.apiUrl!, 'newsletter_subscribers', `email=eq.${encodeURIComponent(account.email)}`),
    ).toEqual([expect.objectContaining({ user_id: account.id, source: 'dashboard' })]);
    await section.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(section.getByTestId('newsletter-state')).toContainText('You are not subscribed');
    expect(
      await rows(stack.apiUrl!, 'newsletter_subscribers', `email=eq.${encodeURIComponent(account.email)}`),
    ).toEqual([]);
  });

  test('downloads "my data" as JSON, with what a quote stored about the person', async ({ page, stack }) => {
    const account = await signUpThroughApi(stack.apiUrl!, 'my-data');
    const referrer = await signUpThroughApi(stack.apiUrl!, 'my-data-referrer');
    const quote = await account.client.functions.invoke('quote-request', {
      body: {
        clientId: crypto.randomUUID(),
        name: 'Data Client',
        zipCode: '76643',
        dogCount: 2,
        contact: '(254) 555-0101',
        referralCode: referrer.code,
        page: '/hewitt',
      },
    });
    expect(quote.error).toBeNull();
    await signIn(page, account.email);
    await expect(page).toHaveURL(/\/dashboard$/);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download my data' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await (await import('node:fs/promises')).readFile((await file.path())!, 'utf8'));
    expect(data).toMatchObject({
      account: { id: account.id, email: account.email },
      profile: { referral_code: account.code },
      quote_requests: [
        { name: 'Data Client', contact: '(254) 555-0101', referral_code: referrer.code, status: 'received' },
      ],
    });
  });

  test('deleting the account after typing the confirmation removes the user and their rows', async ({
    page,
    stack,
  }) => {
    const account = await signUpThroughApi(stack.apiUrl!, 'delete-me');
    await signIn(page, account.email);
    await expect(page).toHaveURL(/\/dashboard$/);
    const section = page.getByRole('form', { name: 'Delete your account' });
    await expect(section.getByRole('button', { name: 'Delete my account' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await section.getByRole('button', { name: 'Delete my account' }).click({ force: true });
    expect(await rows(stack.apiUrl!, 'profiles', `id=eq.${account.id}`)).toHaveLength(1);
    await section.getByLabel('Type DELETE to confirm').fill('DELETE');
    await section.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Account deleted').first()).toBeVisible();
    expect(await rows(stack.apiUrl!, 'profiles', `id=eq.${account.id}`)).toEqual([]);
    const { error } = await nodeClient(stack.apiUrl!).auth.signInWithPassword({
      email: account.email,
      password: PASSWORD,
    });
    expect(error?.code).toBe('invalid_credentials');
  });
});

for (const width of [390, 1280]) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    test(`axe finds nothing on /auth (every state) and /dashboard`, async ({ page, stack }) => {
      const states = {
        signin: page.getByRole('form', { name: 'Sign in' }),
        signup: page.getByRole('form', { name: 'Create account' }),
        forgot: page.getByRole('form', { name: 'Reset your password' }),
        reset: page.getByRole('link', { name: 'Ask for a new link' }),
      };
      for (const [mode, shown] of Object.entries(states)) {
        await page.goto(`/auth?mode=${mode}`);
        await waitForHydration(page);
        await expect(shown).toBeVisible();
        expect({ mode, violations: await axeViolations(page) }).toEqual({ mode, violations: [] });
      }
      const account = await signUpThroughApi(stack.apiUrl!, `axe-${width}`);
      await signIn(page, account.email);
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByText(account.code, { exact: true })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}

test.describe('switching between sign in and create account in place', () => {
  const starts = [
    { page: 'the /auth island page', open: (page: Page) => page.goto('/auth'), at: '/auth' },
    // Within the app (a signed-out visit to /dashboard), where React Router moves between pages.
    { page: 'the app', open: openAppDocument, at: '/auth?next=%2Fdashboard' },
  ];
  for (const start of starts) {
    test(`on ${start.page}: the email is kept, no document loads, and Back returns to sign in`, async ({
      page,
    }) => {
      await start.open(page);
      await waitForHydration(page);
      await expect(page).toHaveURL(start.at);
      const documents: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'document') documents.push(request.url());
      });
      const email = uniqueEmail('switch');
      const signInForm = page.getByRole('form', { name: 'Sign in' });
      await signInForm.getByLabel('Email').fill(email);
      await signInForm.getByLabel('Password', { exact: true }).fill(PASSWORD);

      const tabs = page.getByRole('navigation', { name: 'Sign in or create an account' });
      await tabs.getByRole('link', { name: 'Create account' }).click();
      await expect(page).toHaveURL(/[?&]mode=signup$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create your account');
      await expect(tabs.getByRole('link', { name: 'Create account' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(tabs.getByRole('link', { name: 'Create account' })).toBeFocused();
      await expect(page.getByRole('form', { name: 'Create account' }).getByLabel('Email')).toHaveValue(email);

      await page.goBack();
      await expect(page).toHaveURL(start.at);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Client Login');
      await expect(signInForm.getByLabel('Email')).toHaveValue(email);
      await expect(signInForm.getByLabel('Password', { exact: true })).toHaveValue(PASSWORD);
      expect(documents).toEqual([]);
    });
  }
});
