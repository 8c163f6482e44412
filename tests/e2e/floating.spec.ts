import type { Page } from '@playwright/test';
import { expect, signInTo, test, waitForHydration } from '../support/e2e-fixtures';

/**
 * The floating elements (the help card, the activity ticker, the mobile call box, the admin's tools, toasts) are
 * seen when they help and never in the way, by WCAG 2.2's Focus Not Obscured and content that can always be
 * reached. On every page kind, as a visitor and as the admin, at a phone's and a desktop's width:
 *
 * - the help card shows past 20 % (sampled at 20 scroll positions; on the home page's phone view the call box
 *   takes its place past 30 %), and on a phone at most one floating element shows at a time;
 * - every control, scrolled into view, is clear of everything floating: the page keeps room at its end and a
 *   bottom scroll padding as tall as the floating elements;
 * - Tab through the whole page, a toast showing: no focused control is covered by anything fixed or sticky.
 *
 * "Floating" here is whatever the page positions fixed or sticky (the header too), not only what carries our
 * attributes, so an element that escaped the rule is found too; it covers a control where their boxes overlap
 * and it is on top (`document.elementFromPoint`).
 */
const PAGES = [
  ['home', '/'],
  ['town', '/waco'],
  ['service', '/services/weekly-scooping-waco'],
  ['landing', '/poop-scoop-service-waco'],
  ['blog post', '/blog/how-often-should-you-scoop-dog-poop'],
  ['blog index', '/blog'],
  ['static page', '/testimonials'],
  ['FAQ', '/faq'],
  ['404', '/no-such-page'],
] as const;
const ADMIN = { email: 'admin@example.com', password: 'local-admin-password' };
const CONTROLS = 'a[href], button, input:not([type="hidden"]), select, textarea, summary';

/** Runs in the page: the shared geometry helpers, defined once per document. */
const HELPERS = () => {
  const w = window as unknown as Record<string, unknown>;
  if (w.__floating) return;
  const shows = (element: Element) => {
    const box = element.getBoundingClientRect();
    return element.checkVisibility({ visibilityProperty: true }) && box.width > 0 && box.height > 0;
  };
  /** What sits over the page: every shown element positioned fixed or sticky, outermost only. */
  const floating = () => {
    const found: Element[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      if (found.some((outer) => outer.contains(element))) continue;
      const { position } = getComputedStyle(element);
      if ((position === 'fixed' || position === 'sticky') && shows(element)) found.push(element);
    }
    return found;
  };
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
  const over = (control: Element) => {
    const box = control.getBoundingClientRect();
    return floating()
      .filter((element) => {
        if (element.contains(control)) return false;
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
  const frames = () =>
    new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
  w.__floating = { shows, floating, name, over, frames };
};

type Helpers = {
  shows: (element: Element) => boolean;
  floating: () => Element[];
  name: (element: Element) => string;
  over: (control: Element) => string[];
  frames: () => Promise<void>;
};

async function scrollTo(page: Page, percent: number) {
  await page.evaluate(async (p) => {
    const scrollable = document.documentElement.scrollHeight - window.innerHeight;
    window.scrollTo({ top: (scrollable * p) / 100, behavior: 'instant' });
    await (window as unknown as { __floating: Helpers }).__floating.frames();
  }, percent);
}

/** The floating elements of ours that show now, by name. */
function shownFloating(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const { shows } = (window as unknown as { __floating: Helpers }).__floating;
    return [...document.querySelectorAll('[data-floating]')]
      .filter((element) => shows(element))
      .map((element) => element.getAttribute('data-floating')!);
  });
}

/** At 20 scroll positions from 22 % to the end: which of ours show at each. */
async function sample(page: Page): Promise<string[][]> {
  const seen: string[][] = [];
  for (let i = 0; i < 20; i++) {
    await scrollTo(page, 22 + (i * 78) / 19);
    seen.push(await shownFloating(page));
  }
  return seen;
}

/** Each control scrolled into view (as the browser scrolls to it): what floating covers it then. */
function unreachable(page: Page): Promise<string[]> {
  return page.evaluate(async (selector) => {
    const { shows, over, name, frames } = (window as unknown as { __floating: Helpers }).__floating;
    const problems: string[] = [];
    const controls = [...document.querySelectorAll(selector)].filter(
      (control) =>
        shows(control) && !control.closest('[data-floating], header, [aria-hidden="true"], [inert]'),
    );
    for (const control of controls) {
      control.scrollIntoView({ block: 'nearest', behavior: 'instant' });
      await frames();
      const covered = over(control);
      if (covered.length > 0) problems.push(`${name(control)} under ${covered.join(', ')}`);
    }
    return problems;
  }, CONTROLS);
}

/** Tabs through the whole page; after each step, what covers the focused control. */
async function tabThrough(page: Page): Promise<{ stops: number; problems: string[] }> {
  await page.evaluate(() => {
    window.scrollTo({ top: 0, behavior: 'instant' });
    (document.activeElement as HTMLElement | null)?.blur();
  });
  const problems: string[] = [];
  let stops = 0;
  for (; stops < 400; stops++) {
    await page.keyboard.press('Tab');
    const step = await page.evaluate(async () => {
      const { over, name, frames } = (window as unknown as { __floating: Helpers }).__floating;
      await frames();
      const focused = document.activeElement;
      if (!focused || focused === document.body) return { done: true, problem: null };
      const w = window as unknown as { __tabbed?: WeakSet<Element> };
      w.__tabbed ??= new WeakSet();
      if (w.__tabbed.has(focused)) return { done: true, problem: null };
      w.__tabbed.add(focused);
      const box = focused.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) return { done: false, problem: null };
      const covered = over(focused);
      return {
        done: false,
        problem: covered.length > 0 ? `${name(focused)} under ${covered.join(', ')}` : null,
      };
    });
    if (step.done) break;
    if (step.problem) problems.push(step.problem);
  }
  return { stops, problems };
}

/** A toast the next page shows at once, as signing in leaves one, that lasts through the whole walk. */
async function leaveToast(page: Page) {
  await page.evaluate(() =>
    sessionStorage.setItem(
      'brazos:toast-on-next-page',
      JSON.stringify({ title: 'Saved', description: 'A toast for the layout test.', duration: 600_000 }),
    ),
  );
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
  await page.evaluate(HELPERS);
}

async function checkPage(page: Page, label: string, phone: boolean, admin: boolean) {
  // Seen when they help: the help card past 20 %, at every sample (on the home page's phone view, the call box
  // past 30 %; for the admin on a phone, the tools); never two at once on a phone.
  const samples = await sample(page);
  const homePhone = label.startsWith('/ ') && phone;
  samples.forEach((shown, i) => {
    const percent = 22 + (i * 78) / 19;
    const at = `${label} at ${Math.round(percent)} %: ${shown.join(', ')}`;
    if (admin) expect(shown, at).toContain('admin-tools');
    if (admin && phone) expect(shown, at).toEqual(['admin-tools']);
    else if (homePhone && percent > 30) expect(shown, at).toContain('mobile-cta');
    else expect(shown, at).toContain('help');
    if (phone) expect(shown.length, at).toBe(1);
  });

  // Every control can be scrolled clear: the bottom scroll padding is at least the floating stack's height.
  await scrollTo(page, 100);
  const room = await page.evaluate(() => {
    const { shows } = (window as unknown as { __floating: Helpers }).__floating;
    const tallest = Math.max(
      0,
      ...[...document.querySelectorAll('[data-floating]')]
        .filter((element) => shows(element))
        .map((element) => window.innerHeight - element.getBoundingClientRect().top),
    );
    return { tallest, padding: parseFloat(getComputedStyle(document.documentElement).scrollPaddingBottom) };
  });
  expect(room.tallest, label).toBeGreaterThan(0);
  expect(room.padding, label).toBeGreaterThanOrEqual(room.tallest);
  expect(await unreachable(page), label).toEqual([]);
}

/** The toast shows on the screen (a toast left below the page would cover nothing, and help no one). */
async function expectToastOnScreen(page: Page) {
  const toast = page.locator('[data-toast]');
  await expect(toast).toBeVisible();
  await expect(toast).toBeInViewport({ ratio: 1 });
}

async function checkFocus(page: Page, label: string) {
  await expect(page.getByText('A toast for the layout test.').first()).toBeVisible();
  await expectToastOnScreen(page);
  const { stops, problems } = await tabThrough(page);
  expect(stops, label).toBeGreaterThan(10);
  expect(problems, label).toEqual([]);
}

for (const [width, height] of [
  [390, 844],
  [1280, 800],
] as const) {
  const phone = width < 768;
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    for (const [kind, path] of PAGES) {
      test(`${kind}: the help card shows past 20 %, every control can be scrolled clear, the focus is never covered`, async ({
        page,
      }) => {
        test.setTimeout(240_000);
        await open(page, path);
        await checkPage(page, `${path} ${width}`, phone, false);
        await leaveToast(page);
        await open(page, path);
        await checkFocus(page, `${path} ${width} with a toast`);
      });
    }

    test("home, signed in as the admin: the admin's tools follow the same rule", async ({ page }) => {
      test.setTimeout(240_000);
      await signInTo(page, ADMIN.email, ADMIN.password, '/');
      await page.evaluate(HELPERS);
      await expect(page.getByRole('button', { name: /^Export Subscribers/ })).toBeVisible();
      await checkPage(page, `/ admin ${width}`, phone, true);
      await leaveToast(page);
      await open(page, '/');
      await expect(page.getByRole('button', { name: /^Export Subscribers/ })).toBeVisible();
      await checkFocus(page, `/ admin ${width} with a toast`);
    });
  });
}

test.describe("the admin's session warning", () => {
  for (const [width, height] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    test(`at ${width} px it stands over the admin's tools, within the page's room, and nothing covers it`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height });
      await page.clock.install();
      await signInTo(page, ADMIN.email, ADMIN.password, '/');
      await page.evaluate(HELPERS);
      const tools = page.getByRole('complementary', { name: 'Admin tools' });
      await expect(tools.getByRole('button', { name: /^Export Subscribers/ })).toBeVisible();
      await page.clock.runFor('25:30');
      const warning = tools.getByRole('alert').filter({ hasText: 'Session expiring soon.' });
      await expect(warning).toBeVisible();
      const seen = await warning.evaluate((alert) => {
        const { over } = (window as unknown as { __floating: Helpers }).__floating;
        const stack = alert.closest('[data-floating]')!.getBoundingClientRect();
        return {
          covered: [...alert.querySelectorAll('button'), alert].flatMap((element) => over(element)),
          tallest: window.innerHeight - stack.top,
          padding: parseFloat(getComputedStyle(document.documentElement).scrollPaddingBottom),
        };
      });
      expect(seen.covered).toEqual([]);
      expect(seen.padding).toBeGreaterThanOrEqual(seen.tallest);
    });
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
    await open(page, '/');
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
    await open(page, '/');
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
    await open(page, '/waco');
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
