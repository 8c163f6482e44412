/**
 * The header's menus are `<details>` disclosures (the Areas menu, the mobile menu and its Service Areas list): they
 * open and close with no script, and the browser exposes each summary as a button with its expanded state. This
 * adds what the WAI-ARIA disclosure pattern's menus are expected to do on top: Escape closes the open menu and
 * returns the focus to its button; a press or focus outside closes it; following a link in it closes it; opening
 * one header menu closes the other.
 */
const MENU = 'details[data-menu]';

function openMenus(): HTMLDetailsElement[] {
  return [...document.querySelectorAll<HTMLDetailsElement>(`${MENU}[open]`)];
}

function close(menu: HTMLDetailsElement, focusButton = false): void {
  menu.open = false;
  if (focusButton) menu.querySelector('summary')?.focus();
}

export function enhanceMenus(): void {
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    const open = openMenus();
    if (open.length === 0) return;
    const inside = open.find((menu) => menu.contains(document.activeElement)) ?? open[0]!;
    for (const menu of open) close(menu, menu === inside);
  });
  const closeOutside = (event: Event) => {
    const target = event.target instanceof Node ? event.target : null;
    for (const menu of openMenus()) if (!target || !menu.contains(target)) close(menu);
  };
  document.addEventListener('pointerdown', closeOutside);
  document.addEventListener('focusin', closeOutside);
  document.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!link) return;
    for (const menu of openMenus()) if (menu.contains(link)) close(menu);
  });
  // Opening one header menu closes the other (a nested list opens within its menu).
  document.addEventListener(
    'toggle',
    (event) => {
      const opened = event.target;
      if (!(opened instanceof HTMLDetailsElement) || !opened.matches(MENU)) return;
      // A menu opens with its nested lists folded, as it was first served.
      if (!opened.open) {
        for (const nested of opened.querySelectorAll('details[open]'))
          (nested as HTMLDetailsElement).open = false;
        return;
      }
      for (const menu of openMenus()) if (menu !== opened && !menu.contains(opened)) close(menu);
    },
    true,
  );
}
