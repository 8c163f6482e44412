/**
 * The attribute on `#root` that marks a page hydrating as islands and carries the navigation its roots share
 * (lib/islands.tsx). A module of its own, with no imports, so the tiny entry (main.tsx) can read it too.
 */
export const ISLANDS_NAVIGATION_ATTRIBUTE = 'data-islands';
