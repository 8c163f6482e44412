/**
 * What using a form costs on a slow phone, now that no form's code is on the first load: in a fresh Chromium with
 * the CPU slowed 4x, the visitor focuses the quote form's name field on the home page and types at a brisk pace
 * (a key every 60 ms). Measured from the first key pressed to the live form accepting input (the served shell
 * replaced by the live form, which holds every key typed so far and has the focus), and the keys lost, which
 * must be none: the value at the end is compared with every key pressed.
 */
import { onSlowPhone } from './mobile-screen';

export interface InteractionFigures {
  /** From the first key down to the live form taking over with the focus, ms at 4x CPU slowdown. */
  firstKeyToLiveMs: number;
  /** Keys pressed that the field does not hold at the end. */
  lostKeys: number;
}

const KEY_INTERVAL_MS = 60;
const TEXT = 'Jordan Alvarez-Whitfield of Hewitt';

export async function interactionRun(url: string, chromePath: string): Promise<InteractionFigures> {
  return onSlowPhone(chromePath, async (page) => {
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(1000);
    // The page notes the first key and the moment the shell's form is replaced by the live one.
    await page.evaluate(() => {
      const island = document.querySelector('[data-island="quote-form"]')!;
      const shell = island.querySelector('form');
      const marks: { firstKey?: number; live?: number } = {};
      (globalThis as { benchMarks?: typeof marks }).benchMarks = marks;
      document.addEventListener('keydown', () => (marks.firstKey ??= performance.now()), { capture: true });
      new MutationObserver(() => {
        const form = island.querySelector('form');
        if (marks.live === undefined && form && form !== shell && form.contains(document.activeElement))
          marks.live = performance.now();
      }).observe(island, { childList: true, subtree: true });
    });
    const field = page.locator('[data-island="quote-form"] [name="name"]');
    await field.focus();
    for (const key of TEXT) {
      await page.keyboard.type(key);
      await page.waitForTimeout(KEY_INTERVAL_MS);
    }
    await page.waitForFunction(
      () => (globalThis as { benchMarks?: { live?: number } }).benchMarks?.live !== undefined,
      undefined,
      { timeout: 30_000 },
    );
    const marks = await page.evaluate(
      () => (globalThis as { benchMarks?: { firstKey: number; live: number } }).benchMarks!,
    );
    const value = await page.locator('[data-island="quote-form"] [name="name"]').inputValue();
    let held = 0;
    while (held < value.length && value[held] === TEXT[held]) held++;
    return {
      firstKeyToLiveMs: marks.live - marks.firstKey,
      lostKeys: TEXT.length - held + Math.max(0, value.length - TEXT.length),
    };
  });
}
