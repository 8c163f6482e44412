import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base, expect, type ConsoleMessage, type Page } from '@playwright/test';
import { DEFAULT_LOCAL_API_PORT } from '../../local/api/constants';
import { startSite, type RunningSite } from '../../local/start';

/**
 * The whole stack as `npm start` runs it: the production build behind the vercel.ts-honouring
 * host, and the local API (real PGlite, real migrations and RLS). One per worker; tests may stop and restart the API
 * (the outage test does).
 */
interface Stack extends RunningSite {
  dataDir: string;
  /**
   * Every line the local API printed: the auth server's emails (confirmation, recovery links) among them, and every
   * email and text the outbox sent to the stand-ins of Resend and Twilio (local/api/provider-stand-ins.ts).
   */
  apiLines: string[];
}

export const STAND_IN_HUB_TITLE = 'Client hub (test stand-in)';

const SITE_PORT = Number(process.env.E2E_PORT ?? 4273);

/** The API the build's pages call, as they name it: each worker's browser reaches its own API there. */
export const BUILT_API_URL = `http://127.0.0.1:${DEFAULT_LOCAL_API_PORT}`;

/**
 * The first worker's stack listens where the build and baseURL expect it (the site's port, the API's standard one);
 * each other worker's listens 10 ports further on per worker, and its browser resolves the expected ports to its own.
 */
function workerPorts(parallelIndex: number) {
  return { site: SITE_PORT + 10 * parallelIndex, api: DEFAULT_LOCAL_API_PORT + 10 * parallelIndex };
}

export const test = base.extend<{ consoleErrors: string[]; hubStandIn: void }, { stack: Stack }>({
  launchOptions: [
    async ({ launchOptions }, use, { parallelIndex }) => {
      const ports = workerPorts(parallelIndex);
      const rules = [
        `MAP 127.0.0.1:${SITE_PORT} 127.0.0.1:${ports.site}`,
        `MAP 127.0.0.1:${DEFAULT_LOCAL_API_PORT} 127.0.0.1:${ports.api}`,
        'MAP 127.0.0.1 127.0.0.1',
        // Nothing outside this machine can be reached here: every other host is unknown to the browser. (Routing
        // every context's requests through the test instead would turn the browser's HTTP cache off.)
        'MAP * ~NOTFOUND',
      ];
      await use({
        ...launchOptions,
        args: [...(launchOptions.args ?? []), `--host-resolver-rules=${rules.join(', ')}`],
      });
    },
    { scope: 'worker' },
  ],
  stack: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, { parallelIndex }) => {
      const dataDir = mkdtempSync(join(tmpdir(), 'e2e-db-'));
      // Every browser here calls from 127.0.0.1: the per-client rate limit (tested in the handler tests)
      // would turn the suite's own leads away.
      process.env.RATE_LIMIT_MAX = '0';
      // The same for the auth server's sign-in / sign-up throttling (tested in local/api/auth-rate-limit.test.ts).
      process.env.LOCAL_AUTH_RATE_LIMITS = 'off';
      // The outbox is delivered every second (15 s by default), so a test sees a message soon after its lead.
      process.env.NOTIFICATION_DELIVERY_INTERVAL_MS = '1000';
      // The stand-ins have no rate limit: at Resend's 2 a second, the suite's hundreds of leads would queue a test's
      // message behind minutes of others' (the pace itself is tested in the delivery tests).
      process.env.NOTIFICATION_DELIVERY_PER_SECOND = '100';
      process.env.NOTIFICATION_DELIVERY_CONCURRENCY = '4';
      const apiLines: string[] = [];
      const ports = workerPorts(parallelIndex);
      const site = await startSite({
        port: ports.site,
        apiPort: ports.api,
        dataDir,
        quiet: true,
        apiLog: (line) => apiLines.push(line),
      });
      await use({ ...site, dataDir, apiLines });
      await site.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
    { scope: 'worker', auto: true },
  ],
  /** Requests sent from the test, not the browser: to this worker's site, where the browser's are resolved to. */
  request: async ({ playwright, stack }, use) => {
    const request = await playwright.request.newContext({ baseURL: stack.url });
    await use(request);
    await request.dispose();
  },
  /**
   * The external client hub (booking form and login), answered by a stand-in page in this test's context, so that the
   * tabs the site opens are answered too. Only the tests that open it ask for it.
   */
  hubStandIn: async ({ context }, use) => {
    await context.route(/^https?:\/\/hub\./, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><title>${STAND_IN_HUB_TITLE}</title><h1>${STAND_IN_HUB_TITLE}</h1>`,
      }),
    );
    await use();
  },
  /** Console errors and hydration warnings seen by the page; tests assert it stays empty. */
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    const onConsole = (msg: ConsoleMessage) => {
      const text = msg.text();
      if (msg.type() === 'error' || /hydrat/i.test(text)) errors.push(`${msg.type()}: ${text}`);
    };
    page.on('console', onConsole);
    // A Content-Security-Policy violation is an error too, even when the page copes with it.
    await page.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (e) =>
        console.error(
          `CSP violation: ${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`,
        ),
      ),
    );
    page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
    await use(errors);
  },
});

export { expect };

/** Waits until React has hydrated the prerendered page and committed (effects have run). */
export async function waitForHydration(page: Page) {
  // Hydration is time-sliced (a transition): the app marks the document when it has committed.
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

/** Fills the sign-in form of the page it is on (/auth) and sends it. */
export async function submitSignIn(page: Page, email: string, password: string) {
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Signs in through /auth and waits for the page `next` names, hydrated: /auth is an island page, so what comes next
 * is a document of its own.
 */
export async function signInTo(page: Page, email: string, password: string, next: string) {
  await page.goto(`/auth?next=${encodeURIComponent(next)}`);
  await waitForHydration(page);
  await submitSignIn(page, email, password);
  await expect(page).toHaveURL(new RegExp(`${next.replace(/[?]/g, '\\?')}$`));
  await waitForHydration(page);
}

/**
 * Opens a document that hydrates as the app, whose links then move between pages client-side (every public page's
 * document is islands, whose links load documents): /dashboard, which sends a signed-out visitor to sign in
 * within the app.
 */
export async function openAppDocument(page: Page) {
  await page.goto('/dashboard');
  await waitForHydration(page);
  await expect(page).toHaveURL('/auth?next=%2Fdashboard');
}

/** Finds a lead by name in /admin's inbox: the search runs on the server when it is sent, not while typing. */
export async function searchLeads(page: Page, name: string) {
  const search = page.getByRole('search', { name: 'Filter leads' });
  await search.getByLabel('Name or email').fill(name);
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Showing 1–1 of 1$/ })).toBeVisible();
}
