/**
 * What using a form costs on a slow phone, now that no form's code is on the first load: in a fresh Chromium with
 * the CPU slowed 4x, the visitor focuses the quote form's name field on the home page and types at a brisk pace
 * (a key every 60 ms). Measured from the first key pressed to the live form accepting input (the served shell
 * replaced by the live form, which holds every key typed so far and has the focus), and the keys lost, which
 * must be none: the value at the end is compared with every key pressed. Then the visitor gives a ZIP code in the
 * area and two dogs, waits for the estimate, and changes the plan: measured from the select's change to the next
 * frame after the new plan's estimate is in the page.
 */
import { onSlowPhone } from './mobile-screen';

export interface InteractionFigures {
  /** From the first key down to the live form taking over with the focus, ms at 4x CPU slowdown. */
  firstKeyToLiveMs: number;
  /** Keys pressed that the field does not hold at the end. */
  lostKeys: number;
  /** From a change of plan to the frame that shows its estimate, ms at 4x CPU slowdown. */
  planToEstimateMs: number;
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

    const form = page.locator('[data-island="quote-form"] form');
    await form.locator('[name="zipCode"]').fill('76710');
    await form.locator('[name="dogCount"]').selectOption('2');
    await form.locator('[data-estimate-per-visit]').waitFor({ timeout: 30_000 });
    const planToEstimateMs = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const island = document.querySelector('[data-island="quote-form"]')!;
          const select = island.querySelector<HTMLSelectElement>('select[name="plan"]')!;
          let changed = 0;
          new MutationObserver((_, observer) => {
            const text = island.querySelector('[data-estimate]')?.textContent ?? '';
            if (!text.includes('Every other week')) return;
            observer.disconnect();
            requestAnimationFrame(() => resolve(performance.now() - changed));
          }).observe(island, { childList: true, subtree: true, characterData: true, attributes: true });
          changed = performance.now();
          select.value = 'every_other_week';
          select.dispatchEvent(new Event('change', { bubbles: true }));
        }),
    );
    return {
      firstKeyToLiveMs: marks.live - marks.firstKey,
      lostKeys: TEXT.length - held + Math.max(0, value.length - TEXT.length),
      planToEstimateMs,
    };
  });
}
