/**
 * The paint as a slow phone really gets it: the network and the CPU slowed by Chromium itself, with Lighthouse's
 * own constants for its `devtools` throttling (mobile slow 4G: 562.5 ms a request, 1.47 Mbps down, 4x CPU), and
 * the largest contentful paint read by the page's own PerformanceObserver.
 *
 * A visitor's browser is already open when they follow a link, so the loads share one browser, each in a fresh
 * context (nothing cached, no connection kept, empty storage), after one load that is not counted: a browser's
 * first page load is slower than the next. A page and its twin load by turns, each first as often, so a busy spell
 * of the machine lands on both.
 */
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS } from '../ensure-chromium';
import { CPU_SLOWDOWN, MOBILE_SCREEN } from './mobile-screen';

/** Lighthouse gives throughput in kilobits a second; Chromium takes bytes a second. */
const BYTES_PER_KBIT = 1024 / 8;
/** Lighthouse 12's `throttling.mobileSlow4G`, as its `devtools` method applies it (latency and throughput). */
const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: 1474.56 * BYTES_PER_KBIT,
  uploadThroughput: 675 * BYTES_PER_KBIT,
};

async function slowedLcp(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext(MOBILE_SCREEN);
  try {
    const page = await context.newPage();
    const devtools = await context.newCDPSession(page);
    await devtools.send('Network.enable');
    await devtools.send('Network.emulateNetworkConditions', SLOW_4G);
    await devtools.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    return await page.evaluate(
      () =>
        new Promise<number>((resolve, reject) => {
          new PerformanceObserver((list) => resolve(list.getEntries().at(-1)!.startTime)).observe({
            type: 'largest-contentful-paint',
            buffered: true,
          });
          setTimeout(() => reject(new Error('no largest contentful paint by 2 s after the load')), 2000);
        }),
    );
  } finally {
    await context.close();
  }
}

/**
 * `pairs` slowed loads of each URL of the group (a page and its twin, or a page alone), taking turns and
 * swapping who goes first on each pair; the LCPs in ms, one list per URL. `pairs` should be even.
 */
export async function slowedLcps(chromePath: string, urls: string[], pairs: number): Promise<number[][]> {
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROMIUM_ARGS, headless: true });
  try {
    await slowedLcp(browser, urls[0]!);
    const lcps = urls.map((): number[] => []);
    for (let pair = 0; pair < pairs; pair++) {
      const order = pair % 2 === 0 ? urls.keys() : [...urls.keys()].reverse();
      for (const index of order) lcps[index]!.push(await slowedLcp(browser, urls[index]!));
    }
    return lcps;
  } finally {
    await browser.close();
  }
}
