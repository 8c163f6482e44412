/**
 * A page's long tasks as a visitor's browser runs them, beside Lighthouse's: a fresh Chromium with a fresh
 * profile, the phone's screen, the CPU slowed 4x by Chromium's own throttling (what Lighthouse's `devtools`
 * throttling uses), and no DevTools debugger. Lighthouse attaches the debugger, and with it Chromium compiles every
 * function with its line table; a visitor's browser builds one only when it is asked for, by parsing the function
 * again, which can be a long task Lighthouse never sees. The page
 * reports its own long tasks (the Long Tasks API) from the start of the load until 4 s after its load event; the API
 * sees no task from before the document exists, such as the navigation commit.
 */
import { onSlowPhone } from './mobile-screen';

export interface VisitorFigures {
  /** The longest task, ms at 4x CPU slowdown; 0 when none reached the API's 50 ms. */
  longestTaskMs: number;
  /** All long tasks together, ms at 4x CPU slowdown. */
  longTaskTotalMs: number;
}

/** After the load event: long enough for the page's scripts to load and hydrate at 4x. */
const SETTLE_MS = 4000;

export async function visitorRun(url: string, chromePath: string): Promise<VisitorFigures> {
  return onSlowPhone(chromePath, async (page) => {
    await page.addInitScript(() => {
      const durations: number[] = [];
      (globalThis as { benchLongTasks?: number[] }).benchLongTasks = durations;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) durations.push(entry.duration);
      }).observe({ type: 'longtask', buffered: true });
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(SETTLE_MS);
    const durations = await page.evaluate(() => (globalThis as { benchLongTasks?: number[] }).benchLongTasks);
    if (!durations) throw new Error('the page did not report its long tasks');
    return {
      longestTaskMs: Math.max(0, ...durations),
      longTaskTotalMs: durations.reduce((sum, d) => sum + d, 0),
    };
  });
}
