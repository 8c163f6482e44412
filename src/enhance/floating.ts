/**
 * The floating elements (the help card, the activity ticker, the mobile call box; toasts sit in the header) are
 * served in the page's HTML, hidden, and shown by CSS from a few attributes this script keeps on `<html>` and on
 * each element (styles.css, "Floating elements"):
 *
 * - `data-past-20`, `data-past-30`: the page is scrolled past 20 % (the help card) or 30 % (the mobile call box).
 * - `data-help-minimised` (kept for the tab's session), `data-cta-collapsed`, `data-ticker-paused`,
 *   `data-ticker-hidden`: what the visitor chose.
 * - `data-yield` on a floating element: one layout rule for all of them. A floating element never covers a control
 *   of the page: an IntersectionObserver whose root is the element's own box watches every link, button and field,
 *   and the regions the page's controls live in (the footer, a form, the closing call-to-action band, any
 *   `[data-floating-avoid]`); while any of them is in that box, the element steps aside (it is hidden). On a phone
 *   the help card gives way to the mobile call box, and every floating element to a toast (CSS).
 */
const FLOATING = '[data-floating]';
const AVOID =
  'a[href], button, input:not([type="hidden"]), select, textarea, summary, footer, form, [data-floating-avoid]';
const HELP_MINIMISED_KEY = 'brazos:help-card-minimised';

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

function trackScrollThresholds(): void {
  const update = () => {
    const percent = scrollPercent();
    root.toggleAttribute('data-past-20', percent > 20);
    root.toggleAttribute('data-past-30', percent > 30);
  };
  onScroll(update);
  update();
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
function enhanceToggles(): void {
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
    relayout();
  });
}

const observers = new Map<HTMLElement, IntersectionObserver>();
const inBox = new Map<HTMLElement, Set<Element>>();

function avoided(): Element[] {
  return [...document.querySelectorAll(AVOID)].filter((element) => !element.closest(FLOATING));
}

/** Watches the controls in one floating element's box; rebuilt whenever the box moves or changes size. */
function watch(element: HTMLElement): void {
  observers.get(element)?.disconnect();
  const box = element.getBoundingClientRect();
  const present = new Set<Element>();
  inBox.set(element, present);
  element.removeAttribute('data-yield');
  if (box.width === 0 || box.height === 0) return;
  const gap = 8;
  const margin = [
    -(box.top - gap),
    -(window.innerWidth - box.right - gap),
    -(window.innerHeight - box.bottom - gap),
    -(box.left - gap),
  ].map((px) => `${Math.min(0, Math.round(px))}px`);
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        // Not what a closed menu holds: laid out, but not shown (the content of a closed <details>).
        if (entry.isIntersecting && entry.target.checkVisibility()) present.add(entry.target);
        else present.delete(entry.target);
      }
      element.toggleAttribute('data-yield', present.size > 0);
    },
    { rootMargin: margin.join(' ') },
  );
  for (const target of avoided()) observer.observe(target);
  observers.set(element, observer);
}

function relayout(): void {
  for (const element of document.querySelectorAll<HTMLElement>(FLOATING)) {
    if (element.dataset.floating !== 'toast') watch(element);
  }
}

function enhanceLayoutRule(): void {
  relayout();
  // Until the rule has had its first answers, no floating element shows (a page with no script shows none).
  requestAnimationFrame(() => setTimeout(() => root.setAttribute('data-floating-ready', ''), 0));
  let resize = 0;
  window.addEventListener('resize', () => {
    clearTimeout(resize);
    resize = window.setTimeout(relayout, 150);
  });
  // A menu opening or closing shows or hides controls without moving them: look again.
  document.addEventListener('toggle', () => relayout(), true);
  // Controls a part adds later (a form's result, the admin's buttons) are watched too.
  new MutationObserver((records) => {
    if (records.some((record) => record.removedNodes.length > 0)) {
      for (const [element, present] of inBox) {
        for (const target of present) if (!target.isConnected) present.delete(target);
        element.toggleAttribute('data-yield', present.size > 0);
      }
    }
    const added = records.flatMap((record) => [...record.addedNodes]).filter((n) => n instanceof Element);
    if (added.length === 0) return;
    // A floating element the app renders later (a client-side visit to a public page) is watched from then on.
    if (added.some((node) => node.matches(FLOATING) || node.querySelector(FLOATING))) {
      relayout();
      return;
    }
    const targets = added.flatMap((node) => [
      ...(node.matches(AVOID) ? [node] : []),
      ...node.querySelectorAll(AVOID),
    ]);
    const fresh = targets.filter((target) => !target.closest(FLOATING));
    if (fresh.length === 0) return;
    for (const observer of observers.values()) for (const target of fresh) observer.observe(target);
  }).observe(document.body, { childList: true, subtree: true });
}

export function enhanceFloating(): void {
  trackScrollThresholds();
  enhanceToggles();
  enhanceLayoutRule();
}
