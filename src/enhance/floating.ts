/**
 * The floating elements (the help card, the activity ticker, the mobile call box, the admin's tools and session
 * warning) are served hidden and shown by CSS from a few attributes this script keeps on `<html>` and on each
 * element (styles.css, "Floating elements"):
 *
 * - `data-past-20`, `data-past-30`: the page is scrolled past 20 % (the help card) or 30 % (the mobile call box).
 * - `data-help-minimised` (kept for the tab's session), `data-cta-collapsed`, `data-ticker-paused`,
 *   `data-ticker-hidden`: what the visitor chose.
 * - `data-yield` on a floating element: it steps aside (is hidden) while the focused control or a toast is under
 *   its box, so nothing floating hides what the visitor is working on (WCAG 2.2 Focus Not Obscured). The rest is
 *   CSS: the page keeps room at its end and a bottom scroll padding as tall as the floating elements, so every
 *   control can be scrolled clear of them and the browser scrolls a focused one clear.
 */
const FLOATING = '[data-floating]';
const TOAST = '[data-toast], .plain-notice';
const HELP_MINIMISED_KEY = 'brazos:help-card-minimised';
/** Pixels kept between a floating element and what it steps aside for. */
const GAP = 8;

const root = document.documentElement;

/** How far down the page the visitor has scrolled, 0-100 (100 within 2 px of the end; 0 when it cannot scroll). */
export function scrollPercent(): number {
  const scrollable = root.scrollHeight - window.innerHeight;
  if (scrollable <= 0) return 0;
  if (window.scrollY >= scrollable - 2) return 100;
  return Math.max(0, (window.scrollY / scrollable) * 100);
}

/** Calls `onChange` at most once a frame while the page scrolls or resizes (passive listeners); returns a stop. */
export function onScroll(onChange: () => void): () => void {
  let frame = 0;
  const schedule = () => {
    if (frame) return;
    frame = requestAnimationFrame(() => {
      frame = 0;
      onChange();
    });
  };
  window.addEventListener('scroll', schedule, { passive: true });
  window.addEventListener('resize', schedule, { passive: true });
  return () => {
    window.removeEventListener('scroll', schedule);
    window.removeEventListener('resize', schedule);
    if (frame) cancelAnimationFrame(frame);
  };
}

function readStored(key: string): boolean {
  try {
    return sessionStorage.getItem(key) === '1';
  } catch {
    return false;
  }
}

function store(key: string, value: boolean): void {
  try {
    if (value) sessionStorage.setItem(key, '1');
    else sessionStorage.removeItem(key);
  } catch {
    // Storage blocked: the choice lasts for this page.
  }
}

/**
 * The buttons of the floating elements, by `data-toggle`: each flips an attribute on `<html>`; a toggle that swaps
 * one button for its counterpart moves the focus to the counterpart (`data-toggle-focus`).
 */
function enhanceToggles(onChange: () => void): void {
  if (readStored(HELP_MINIMISED_KEY)) root.setAttribute('data-help-minimised', '');
  document.addEventListener('click', (event) => {
    const button =
      event.target instanceof Element ? event.target.closest<HTMLElement>('[data-toggle]') : null;
    if (!button) return;
    const attribute = button.dataset.toggle!;
    const on = !root.hasAttribute(attribute);
    root.toggleAttribute(attribute, on);
    if (attribute === 'data-help-minimised') store(HELP_MINIMISED_KEY, on);
    if (button.hasAttribute('aria-pressed')) button.setAttribute('aria-pressed', String(on));
    const counterpart = button.dataset.toggleFocus;
    if (counterpart) document.getElementById(counterpart)?.focus();
    onChange();
  });
}

function overlap(a: DOMRect, b: DOMRect): boolean {
  return (
    a.width > 0 &&
    a.height > 0 &&
    a.left < b.right + GAP &&
    b.left < a.right + GAP &&
    a.top < b.bottom + GAP &&
    b.top < a.bottom + GAP
  );
}

/**
 * Marks `data-yield` on each floating element that has the focused control or a toast under its box. A focused
 * element taller than half the viewport (the main region, after the skip link) is a region, not a control.
 */
function relayout(): void {
  const active = document.activeElement;
  const focused = active && active !== document.body ? active.getBoundingClientRect() : null;
  const boxes = [...document.querySelectorAll(TOAST)].map((toast) => toast.getBoundingClientRect());
  if (focused && focused.height <= window.innerHeight / 2) boxes.push(focused);
  for (const element of document.querySelectorAll<HTMLElement>(FLOATING)) {
    // The element holding the focus stays: hidden, it would lose the focus.
    const box = element.getBoundingClientRect();
    const yields = !element.contains(active) && boxes.some((other) => overlap(box, other));
    element.toggleAttribute('data-yield', yields);
  }
}

export function enhanceFloating(): void {
  let frame = 0;
  const update = () => {
    frame = 0;
    const percent = scrollPercent();
    root.toggleAttribute('data-past-20', percent > 20);
    root.toggleAttribute('data-past-30', percent > 30);
    relayout();
  };
  const schedule = () => {
    frame ||= requestAnimationFrame(update);
  };
  onScroll(update);
  enhanceToggles(schedule);
  document.addEventListener('focusin', schedule);
  document.addEventListener('focusout', schedule);
  // A menu opening moves controls; a toast, or a floating element a part renders later (the admin's tools), comes.
  document.addEventListener('toggle', schedule, true);
  new MutationObserver(schedule).observe(document.body, { childList: true, subtree: true });
  update();
  // A page without this script shows no floating element.
  root.setAttribute('data-floating-ready', '');
}
