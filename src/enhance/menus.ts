/**
 * The header's menus work with no script: the mobile menu is a `<details>` disclosure (the browser exposes its
 * summary as a button with its expanded state), and the Areas menu a popover its buttons open (the browser closes it
 * on Escape or a press outside, and returns the focus). This adds what the WAI-ARIA disclosure pattern's menus are
 * expected to do on top: Escape closes the open disclosure and returns the focus to its button; a press or focus
 * outside closes it; following a link in a menu closes it; opening one header menu closes the other. And it places
 * the Areas menu right under the header, wherever the header is.
 */
const DISCLOSURE = 'details[data-menu]';
const POPOVER = '[popover][data-menu]';

function openDisclosures(): HTMLDetailsElement[] {
  return [...document.querySelectorAll<HTMLDetailsElement>(`${DISCLOSURE}[open]`)];
}

const openPopover = () => document.querySelector<HTMLElement>(`${POPOVER}:popover-open`);

function close(menu: HTMLDetailsElement, focusButton = false): void {
  menu.open = false;
  if (focusButton) menu.querySelector('summary')?.focus();
}

export function enhanceMenus(): void {
  document.addEventListener('keydown', (event) => {
    // An open popover is the browser's to close, and the menu it was opened from stays open under it.
    if (event.key !== 'Escape' || openPopover()) return;
    const open = openDisclosures();
    if (open.length === 0) return;
    const inside = open.find((menu) => menu.contains(document.activeElement)) ?? open[0]!;
    for (const menu of open) close(menu, menu === inside);
  });
  const closeOutside = (event: Event) => {
    const target = event.target instanceof Node ? event.target : null;
    // The Areas menu opened from the mobile menu is part of it while it is open.
    if (target && openPopover()?.contains(target)) return;
    for (const menu of openDisclosures()) if (!target || !menu.contains(target)) close(menu);
  };
  document.addEventListener('pointerdown', closeOutside);
  document.addEventListener('focusin', closeOutside);
  document.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!link) return;
    const popover = openPopover();
    if (popover?.contains(link)) {
      popover.hidePopover();
      for (const menu of openDisclosures()) close(menu);
      return;
    }
    for (const menu of openDisclosures()) if (menu.contains(link)) close(menu);
  });
  document.addEventListener(
    'toggle',
    (event) => {
      const opened = event.target;
      if (!(opened instanceof HTMLDetailsElement) || !opened.matches(DISCLOSURE) || !opened.open) return;
      for (const menu of openDisclosures()) if (menu !== opened) close(menu);
    },
    true,
  );
  // `beforetoggle` does not bubble: heard on its way down.
  document.addEventListener(
    'beforetoggle',
    (event) => {
      const menu = event.target;
      if (!(menu instanceof HTMLElement) || !menu.matches(POPOVER)) return;
      if ((event as ToggleEvent).newState !== 'open') return;
      const header = document.querySelector('header');
      if (header)
        menu.style.setProperty('--menu-top', `${Math.max(0, header.getBoundingClientRect().bottom)}px`);
    },
    true,
  );
}
