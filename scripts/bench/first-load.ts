/**
 * The bytes a first visit fetches, observed in the browser without throttling: a fresh browser context (empty
 * cache), Lighthouse's mobile viewport, the page loaded until the network has been quiet, then two more seconds
 * for work the page defers to idle time. Sizes are what went over the wire (compressed bodies plus headers).
 */
import type { Browser } from 'playwright-core';
import { MOBILE_SCREEN } from './mobile-screen';

export interface FirstLoad {
  requests: number;
  /** KiB by Playwright resource type (document, script, stylesheet, fetch, image, ...). */
  kibByType: Record<string, number>;
  scriptKib: number;
  totalKib: number;
}

export async function observeFirstLoad(browser: Browser, url: string): Promise<FirstLoad> {
  const context = await browser.newContext(MOBILE_SCREEN);
  try {
    const page = await context.newPage();
    const sizes: Promise<{ type: string; bytes: number }>[] = [];
    page.on('requestfinished', (request) => {
      sizes.push(
        request.sizes().then((s) => ({
          type: request.resourceType(),
          bytes: s.responseBodySize + s.responseHeadersSize,
        })),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(2000);
    await page.waitForLoadState('networkidle');
    const done = await Promise.all(sizes);
    const kibByType: Record<string, number> = {};
    for (const { type, bytes } of done) kibByType[type] = (kibByType[type] ?? 0) + bytes / 1024;
    return {
      requests: done.length,
      kibByType,
      scriptKib: kibByType.script ?? 0,
      totalKib: done.reduce((n, s) => n + s.bytes, 0) / 1024,
    };
  } finally {
    await context.close();
  }
}
