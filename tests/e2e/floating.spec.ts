import type { Page } from '@playwright/test';
import { expect, signInTo, test, waitForHydration } from '../support/e2e-fixtures';

/**
 * The floating elements (the help card, the activity ticker, the mobile call box, the admin's tools, toasts) are
 * seen when they help and never in the way, by WCAG 2.2's Focus Not Obscured and content that can always be
 * reached. On every page kind, as a visitor (and on the home page as the admin), at a phone's and a desktop's width,
 * a toast showing all along:
 *
 * - the help card shows past 20 % (sampled at 20 scroll positions; on the home page's phone view the call box
 *   takes its place past 30 %), and on a phone one floating element shows at a time;
 * - every control, scrolled into view, is clear of everything floating: the page keeps room at its end and a
 *   bottom scroll padding as tall as the floating elements;
 * - the focus, moved through every focusable control, is never covered: on the home page by pressing Tab, on the
 *   other page kinds by focusing each in the order Tab takes (the browser scrolls a focused control into view the
 *   same way for both).
 *
 * "Floating" here is whatever the page positions fixed or sticky (the header too), not only what carries our
 * attributes, so an element that escaped the rule is found too; it covers a control where their boxes overlap and
 * it is on top (`document.elementFromPoint`).
 */
const PAGES = [
  ['home', '/'],
  ['town', '/waco'],
  ['service', '/services/dog-poop-pickup-waco'],
  ['landing', '/pet-waste-removal-waco'],
  ['blog post', '/blog/how-often-should-you-scoop-dog-poop'],
  ['blog index', '/blog'],
  ['static page', '/testimonials'],
  ['FAQ', '/faq'],
  ['404', '/no-such-page'],
] as const;
const WIDTHS = [
  [390, 844],
  [1280, 800],
] as const;
const ADMIN = { email: 'admin@example.com', password: 'local-admin-password' };
const TOAST_TEXT = 'A toast for the layout test.';

/** Runs in every document before its scripts: the geometry the checks share. */
const SETUP = () => {
  const CONTROLS = 'a[href], button, input:not([type="hidden"]), select, textarea, summary';
  const shows = (element: Element) => {
    const box = element.getBoundingClientRect();
    return element.checkVisibility({ visibilityProperty: true }) && box.width > 0 && box.height > 0;
  };
  /**
   * Every element positioned fixed or sticky, outermost only, shown or not: read once a pass (the walk through a
   * page adds none but the toast, in its fixed list).
   */
  let positioned: Element[] = [];
  const findPositioned = () => {
    positioned = [];
    for (const element of document.body.querySelectorAll('*')) {
      if (positioned.some((outer) => outer.contains(element))) continue;
      const { position } = getComputedStyle(element);
      if (position === 'fixed' || position === 'sticky') positioned.push(element);
    }
  };
  const isToast = (element: Element) =>
    element.matches('.plain-notice') || !!element.querySelector('[data-toast]');
  /** What sits over the page now: the positioned elements that show. */
  const floating = () => positioned.filter(shows);
  const name = (element: Element) => {
    const label = element.getAttribute('aria-label') ?? element.textContent ?? '';
    const kind =
      element.getAttribute('data-floating') ??
      (element.querySelector('[data-toast]') ? 'toast' : element.tagName.toLowerCase());
    return `${kind} "${label.trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
  };
  /**
   * The elements over `control`'s box, except the one it is in: their boxes overlap, and at the middle of the
   * overlap the element is on top (not a transparent part of its box, not under the control).
   */
  const over = (control: Element, { toasts = true } = {}) => {
    const box = control.getBoundingClientRect();
    return floating()
      .filter((element) => {
        if (element.contains(control) || (!toasts && isToast(element))) return false;
        const other = element.getBoundingClientRect();
        const left = Math.max(box.left, other.left);
        const right = Math.min(box.right, other.right);
        const top = Math.max(box.top, other.top);
        const bottom = Math.min(box.bottom, other.bottom);
        if (right <= left || bottom <= top) return false;
        const hit = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
        return !!hit && element.contains(hit) && !control.contains(hit);
      })
      .map(name);
  };
  const problem = (control: Element, options?: { toasts: boolean }) => {
    const covered = over(control, options);
    return covered.length > 0 ? `${name(control)} under ${covered.join(', ')}` : null;
  };
  const intersect = (a: DOMRect, top: number, bottom: number, left = -Infinity, right = Infinity) =>
    a.top < bottom && top < a.bottom && a.left < right && left < a.right;
  /**
   * Whether anything floating could be over `control` once the page's next frames have run: it meets the box of a
   * positioned element (shown or not), the band at the top where the header and a toast show, or the band at the
   * bottom the floating elements stand in. Elsewhere a control is checked at once, without waiting for frames.
   */
  const nearFloating = (control: Element) => {
    const box = control.getBoundingClientRect();
    const header = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
    const toast = document.querySelector('[data-toast]')?.getBoundingClientRect().height ?? 0;
    const room = parseFloat(getComputedStyle(document.documentElement).scrollPaddingBottom) || 0;
    return (
      intersect(box, -Infinity, header + toast + 16) ||
      intersect(box, window.innerHeight - Math.max(room, toast + 16), Infinity) ||
      positioned.some((element) => {
        const other = element.getBoundingClientRect();
        return intersect(box, other.top, other.bottom, other.left, other.right);
      })
    );
  };
  /** Two frames: the page's own per-frame updates (the floating rule, the toast's place) have run. */
  const settle = () =>
    new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
  const scrollToPercent = async (percent: number) => {
    const scrollable = document.documentElement.scrollHeight - window.innerHeight;
    window.scrollTo({ top: (scrollable * percent) / 100, behavior: 'instant' });
    await settle();
  };
  const ours = () =>
    [...document.querySelectorAll('[data-floating]')]
      .filter(shows)
      .map((e) => e.getAttribute('data-floating')!);
  const focusable = () =>
    [...document.querySelectorAll<HTMLElement>(`${CONTROLS}, [tabindex]`)].filter(
      (element) => element.tabIndex >= 0 && shows(element) && !element.closest('[inert]'),
    );

  const checks = {
    over: (control: Element) => {
      findPositioned();
      return over(control);
    },
    scrollToPercent,
    /** At 5 % and 15 %, and at 20 scroll positions from 22 % to the end: which of ours show at each. */
    async sample() {
      findPositioned();
      const seen: { percent: number; shown: string[] }[] = [];
      for (const percent of [5, 15, ...Array.from({ length: 20 }, (_, i) => 22 + (i * 78) / 19)]) {
        await scrollToPercent(percent);
        seen.push({ percent, shown: ours() });
      }
      return seen;
    },
    /** At the end of the page: the tallest stack of ours from the viewport's bottom, and the scroll padding. */
    async room() {
      await scrollToPercent(100);
      const tops = [...document.querySelectorAll('[data-floating]')]
        .filter(shows)
        .map((element) => window.innerHeight - element.getBoundingClientRect().top);
      const padding = parseFloat(getComputedStyle(document.documentElement).scrollPaddingBottom);
      return { tallest: Math.max(0, ...tops), padding };
    },
    /** Each control scrolled into view as the browser scrolls to it (no focus): what covers it then. */
    async reach() {
      findPositioned();
      const problems: string[] = [];
      const controls = [...document.querySelectorAll(CONTROLS)].filter(
        (control) =>
          shows(control) && !control.closest('[data-floating], header, [aria-hidden="true"], [inert]'),
      );
      for (const control of controls) {
        const before = window.scrollY;
        control.scrollIntoView({ block: 'nearest', behavior: 'instant' });
        if (window.scrollY !== before && nearFloating(control)) await settle();
        // A toast is for a moment: what must stay clear of it is the focus and its form (the toast checks below).
        const found = problem(control, { toasts: false });
        if (found) problems.push(found);
      }
      return problems;
    },
    /** Focuses each focusable control in document order (the site sets no positive tabindex): what covers it. */
    async focusEach() {
      findPositioned();
      const problems: string[] = [];
      const controls = focusable();
      for (const control of controls) {
        control.focus();
        if (document.activeElement !== control) continue;
        if (nearFloating(control)) await settle();
        const found = problem(control);
        if (found) problems.push(found);
      }
      return { stops: controls.length, problems };
    },
    /** After a Tab: what covers the focused control, or null at the end of the walk (a control seen before). */
    async afterTab() {
      const focused = document.activeElement;
      if (!focused || focused === document.body) return { done: true, problem: null };
      if (nearFloating(focused)) await settle();
      const w = window as unknown as { __tabbed?: WeakSet<Element> };
      w.__tabbed ??= new WeakSet();
      if (w.__tabbed.has(focused)) return { done: true, problem: null };
      w.__tabbed.add(focused);
      return { done: false, problem: shows(focused) ? problem(focused) : null };
    },
    /** Back to the top, nothing focused, and the next Tab starting at the page's beginning. */
    restart() {
      findPositioned();
      window.scrollTo({ top: 0, behavior: 'instant' });
      const start = document.createElement('span');
      start.tabIndex = -1;
      document.body.prepend(start);
      start.focus();
      start.remove();
      (window as unknown as { __tabbed?: WeakSet<Element> }).__tabbed = new WeakSet();
    },
  };
  (window as unknown as { __floating: typeof checks }).__floating = checks;
};

type Checks = {
  over: (control: Element) => string[];
  scrollToPercent: (percent: number) => Promise<void>;
  sample: () => Promise<{ percent: number; shown: string[] }[]>;
  room: () => Promise<{ tallest: number; padding: number }>;
  reach: () => Promise<string[]>;
  focusEach: () => Promise<{ stops: number; problems: string[] }>;
  afterTab: () => Promise<{ done: boolean; problem: string | null }>;
  restart: () => void;
};
declare global {
  interface Window {
    __floating: Checks;
  }
}

async function scrollTo(page: Page, percent: number) {
  await page.evaluate((p) => window.__floating.scrollToPercent(p), percent);
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(SETUP);
});

/** A toast every document shows at once (as signing in leaves one), lasting through the whole walk. */
async function toastOnEveryPage(page: Page) {
  await page.addInitScript((description) => {
    sessionStorage.setItem(
      'brazos:toast-on-next-page',
      JSON.stringify({ title: 'Saved', description, duration: 600_000 }),
    );
  }, TOAST_TEXT);
}

/** Tabs through the whole page from its beginning; after each step, what covers the focused control. */
async function tabThrough(page: Page): Promise<{ stops: number; problems: string[] }> {
  await page.evaluate(() => window.__floating.restart());
  const problems: string[] = [];
  let stops = 0;
  for (; stops < 400; stops++) {
    await page.keyboard.press('Tab');
    const step = await page.evaluate(() => window.__floating.afterTab());
    if (step.done) break;
    if (step.problem) problems.push(step.problem);
  }
  return { stops, problems };
}

/** The toast shows on the screen (a toast left below the page would cover nothing, and help no one). */
async function expectToastOnScreen(page: Page) {
  const toast = page.locator('[data-toast]');
  await expect(toast).toBeVisible();
  await expect(toast).toBeInViewport({ ratio: 1 });
}

/**
 * Everything at one width, on the page as it is (loaded, its toast showing): the samples, the room at the end,
 * each control scrolled to, and the focus walk (`tab`: by pressing Tab).
 */
async function checkAtWidth(
  page: Page,
  path: string,
  [width, height]: readonly [number, number],
  { admin = false, tab = false } = {},
) {
  const phone = width < 768;
  const label = `${path}${admin ? ' as the admin' : ''} at ${width} px`;
  await page.setViewportSize({ width, height });
  await page.evaluate(() => window.__floating.restart());
  await expectToastOnScreen(page);

  // Seen when they help: the help card past 20 % at every sample (on the home page's phone view, the call box
  // past 30 %; for the admin on a phone, the tools), neither before; never two at once on a phone.
  for (const { percent, shown } of await page.evaluate(() => window.__floating.sample())) {
    const at = `${label}, ${Math.round(percent)} %: ${shown.join(', ')}`;
    if (admin) expect(shown, at).toContain('admin-tools');
    if (percent < 20) {
      expect(shown, at).not.toContain('help');
      expect(shown, at).not.toContain('mobile-cta');
    } else if (admin && phone) expect(shown, at).toEqual(['admin-tools']);
    else if (path === '/' && phone && percent > 30) expect(shown, at).toContain('mobile-cta');
    else expect(shown, at).toContain('help');
    if (phone) expect(shown.length, at).toBe(percent < 20 && !admin ? 0 : 1);
  }

  // Every control can be scrolled clear: the bottom scroll padding is at least the floating stack's height, and
  // each control scrolled into view is clear.
  const room = await page.evaluate(() => window.__floating.room());
  expect(room.tallest, label).toBeGreaterThan(0);
  expect(room.padding, label).toBeGreaterThanOrEqual(room.tallest);
  expect(await page.evaluate(() => window.__floating.reach()), label).toEqual([]);

  // The focus is never covered, the toast showing.
  await page.evaluate(() => window.__floating.restart());
  const { stops, problems } = tab
    ? await tabThrough(page)
    : await page.evaluate(() => window.__floating.focusEach());
  expect(stops, label).toBeGreaterThan(10);
  expect(problems, label).toEqual([]);
  await expect(page.getByText(TOAST_TEXT).first()).toBeVisible();
}

test.describe('at 390 and 1280 px, a toast showing', () => {
  test.beforeEach(async ({ page }) => {
    await toastOnEveryPage(page);
    await page.setViewportSize({ width: WIDTHS[0][0], height: WIDTHS[0][1] });
  });

  for (const [kind, path] of PAGES) {
    test(`${kind}: the help card shows past 20 %, every control can be scrolled clear, the focus is never covered`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await page.goto(path);
      await waitForHydration(page);
      for (const size of WIDTHS) await checkAtWidth(page, path, size, { tab: path === '/' });
    });
  }

  test("home, signed in as the admin: the admin's tools follow the same rule", async ({ page }) => {
    test.setTimeout(120_000);
    await signInTo(page, ADMIN.email, ADMIN.password, '/');
    await expect(page.getByRole('button', { name: /^Export Subscribers/ })).toBeVisible();
    for (const size of WIDTHS) await checkAtWidth(page, '/', size, { admin: true, tab: true });
  });
});

test("the admin's session warning stands over the admin's tools, within the page's room, and nothing covers it", async ({
  page,
}) => {
  await page.clock.install();
  await signInTo(page, ADMIN.email, ADMIN.password, '/');
  const tools = page.getByRole('complementary', { name: 'Admin tools' });
  await expect(tools.getByRole('button', { name: /^Export Subscribers/ })).toBeVisible();
  await page.clock.runFor('25:30');
  const warning = tools.getByRole('alert').filter({ hasText: 'Session expiring soon.' });
  for (const [width, height] of WIDTHS) {
    await page.setViewportSize({ width, height });
    await expect(warning).toBeVisible();
    const seen = await warning.evaluate((alert) => {
      const stack = alert.closest('[data-floating]')!.getBoundingClientRect();
      return {
        covered: [...alert.querySelectorAll('button'), alert].flatMap((element) =>
          window.__floating.over(element),
        ),
        tallest: window.innerHeight - stack.top,
        padding: parseFloat(getComputedStyle(document.documentElement).scrollPaddingBottom),
      };
    });
    expect(seen.covered, `${width} px`).toEqual([]);
    expect(seen.padding, `${width} px`).toBeGreaterThanOrEqual(seen.tallest);
  }
});

/** The boxes of what a toast must leave clear, and the toast's. */
async function toastAndTargets(page: Page, targets: string[]) {
  return page.evaluate((selectors) => {
    const box = (element: Element | null) => {
      const r = element!.getBoundingClientRect();
      return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
    };
    return {
      toast: box(document.querySelector('[data-toast]')),
      focused: box(document.activeElement),
      targets: selectors.map((selector) => box(document.querySelector(selector))),
    };
  }, targets);
}

type Box = { top: number; bottom: number; left: number; right: number };
const overlaps = (a: Box, b: Box) =>
  Math.min(a.right, b.right) > Math.max(a.left, b.left) &&
  Math.min(a.bottom, b.bottom) > Math.max(a.top, b.top);

test.describe('a toast never covers the focused field or the form it reports on', () => {
  test('after a failed quote on a phone: not the focused Name field nor its message', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await waitForHydration(page);
    const form = page.getByRole('form', { name: 'Quick quote' });
    await form.getByRole('button', { name: 'Get My Free Quote' }).click();
    await expect(form.getByText('Name is required')).toBeVisible();
    await expect(form.getByLabel('Your name')).toBeFocused();
    await expect(page.getByText('Please check the form and try again.').first()).toBeVisible();
    await expectToastOnScreen(page);
    const message = await form.getByLabel('Your name').getAttribute('aria-describedby');
    const boxes = await toastAndTargets(page, [`[id="${message!.split(' ')[0]}"]`]);
    expect(overlaps(boxes.toast, boxes.focused)).toBe(false);
    expect(overlaps(boxes.toast, boxes.targets[0]!)).toBe(false);
  });

  test('a newsletter sign-up on a desktop: the toast leaves the footer form clear', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await waitForHydration(page);
    const form = page.getByRole('form', { name: 'Newsletter sign-up' });
    await form.getByLabel('Email address').fill(`float-${Date.now()}@example.com`);
    // The live form has taken over; the form is brought up to just under the header, the end of the page.
    await page.waitForLoadState('networkidle');
    // Again once the sections it passed have laid out (they skip layout until near the screen).
    await form.evaluate(async (element) => {
      for (let i = 0; i < 3; i++) {
        element.scrollIntoView({ block: 'start', behavior: 'instant' });
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      }
    });
    await expect(form.getByLabel('Email address')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Subscribed successfully!').first()).toBeVisible();
    await expectToastOnScreen(page);
    const boxes = await toastAndTargets(page, ['form[aria-label="Newsletter sign-up"]']);
    expect(overlaps(boxes.toast, boxes.focused)).toBe(false);
    expect(overlaps(boxes.toast, boxes.targets[0]!)).toBe(false);
  });

  test('"Account created" on a phone: the menu opened over it is all there', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/auth?mode=signup');
    await waitForHydration(page);
    const signUp = page.getByRole('form', { name: 'Create account' });
    await signUp.getByLabel('Email').fill(`float-${Date.now()}@example.com`);
    await signUp.getByLabel('Password', { exact: true }).fill('a-long-and-unusual-passphrase-9');
    await signUp.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('Welcome! Your referral link is on your dashboard.').first()).toBeVisible();
    await expectToastOnScreen(page);
    await page.locator('header summary').click();
    const menu = page.locator('#mobile-menu');
    await expect(menu).toBeVisible();
    const hidden = await menu.evaluate((panel) =>
      [...panel.querySelectorAll('a[href], button')]
        .filter((item) => {
          const box = item.getBoundingClientRect();
          if (box.bottom <= 0 || box.top >= window.innerHeight) return false;
          const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
          return !hit || !item.contains(hit);
        })
        .map((item) => item.textContent?.trim()),
    );
    expect(hidden).toEqual([]);
  });
});

test.describe('the help card', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('steps aside while the focused field is under it, and stays minimised', async ({ page }) => {
    await page.goto('/waco');
    await waitForHydration(page);
    const card = page.getByRole('complementary', { name: 'Need help? Call us' });
    await expect(card).toBeHidden();
    // Somewhere past 20 % a link is under the card's box: focused without scrolling, the card steps aside for it.
    let under = false;
    for (let percent = 25; percent <= 100 && !under; percent += 5) {
      await scrollTo(page, percent);
      await expect(card).toBeVisible();
      under = await page.evaluate(() => {
        const card = document.querySelector('[data-floating="help"]')!.getBoundingClientRect();
        const link = [...document.querySelectorAll<HTMLElement>('main a[href], footer a[href]')].find((a) => {
          const box = a.getBoundingClientRect();
          return (
            box.right > card.left && box.left < card.right && box.bottom > card.top && box.top < card.bottom
          );
        });
        link?.setAttribute('data-under-card', '');
        return !!link;
      });
    }
    expect(under).toBe(true);
    await page
      .locator('[data-under-card]')
      .evaluate((link: HTMLElement) => link.focus({ preventScroll: true }));
    await expect(card).toBeHidden();
    await page.locator('[data-under-card]').blur();
    await expect(card).toBeVisible();

    await card.getByRole('button', { name: 'Minimize the call card' }).click();
    await expect(page.getByRole('button', { name: 'Need help? Show the call card' })).toBeFocused();
    await page.goto('/hewitt');
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('data-help-minimised', '');
  });
});
