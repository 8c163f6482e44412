import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, headlessShellPath } from './scripts/ensure-chromium';

const port = Number(process.env.E2E_PORT ?? 4273);

export default defineConfig({
  testDir: 'tests/e2e',
  // A spec's tests run in order on one worker; each worker has its own site and local API (tests/support/e2e-fixtures).
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // Two workers share two cores with their sites and APIs: the longest tests take twice as long on a busy machine.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  globalSetup: './tests/support/e2e-global-setup.ts',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: { executablePath: headlessShellPath(), args: CHROMIUM_ARGS },
    // Recording a trace of every test slows the whole suite (docs/performance.md); a retried test is recorded, and a
    // failure still prints its error and page snapshot.
    trace: 'on-first-retry',
  },
});
