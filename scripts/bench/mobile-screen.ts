import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS } from '../ensure-chromium';

/** Lighthouse's default mobile screen (Moto G Power), as the bench's own browser loads emulate it. */
export const MOBILE_SCREEN = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

/** Lighthouse's mobile CPU slowdown, applied by Chromium's own throttling (what its `devtools` throttling uses). */
export const CPU_SLOWDOWN = 4;

/** Runs `visit` on a page of a fresh Chromium with the phone's screen and its CPU slowed 4x, then closes it. */
export async function onSlowPhone<T>(chromePath: string, visit: (page: Page) => Promise<T>): Promise<T> {
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROMIUM_ARGS, headless: true });
  try {
    const page = await browser.newPage(MOBILE_SCREEN);
    const devtools = await page.context().newCDPSession(page);
    await devtools.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    return await visit(page);
  } finally {
    await browser.close();
  }
}
