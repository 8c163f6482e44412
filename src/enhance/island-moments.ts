import {
  ISLAND_ATTRIBUTE,
  ISLAND_WHEN_ATTRIBUTE,
  START_SERVICES_EVENT,
  type IslandWhen,
} from '@/lib/island-page-attribute';
import { hasPendingToast } from '@/components/ui/toast-store';
import { hasPendingLeads } from '@/lib/leads/outbox-store';
import { armFormShell, type ShellState } from '@/lib/form-shell';
import { hasSessionHint } from '@/lib/session-hint-script';
import { showPlainNotice } from './plain-notice';

/**
 * Starts each island of a public page when its `data-when` says (lib/island-page-attribute.ts), and not before:
 * until then the page is its HTML, with no React loaded. React and the island's code come in one import of
 * island-runtime.tsx, which the browser fetches once.
 */

const runtime = () => import('../island-runtime');

const islandsOf = (when: IslandWhen) => [
  ...document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}][${ISLAND_WHEN_ATTRIBUTE}="${when}"]`),
];

let servicesStarted = false;

/** The site's services (toasts, kept leads, the referral capture): with the first island, or when needed. */
export function startServices(): void {
  if (servicesStarted) return;
  servicesStarted = true;
  for (const element of islandsOf('services')) void hydrate(element);
}

function hydrate(element: HTMLElement): Promise<void> {
  startServices();
  return runtime()
    .then(({ hydrateIsland }) => hydrateIsland(element))
    .catch((error: unknown) => {
      // Offline, say: the part stays as served, and the rest of the page still works.
      console.warn(`The ${element.getAttribute(ISLAND_ATTRIBUTE)} island could not load`, error);
    });
}

/**
 * A form island: its shell is a plain form, armed as every form shell is (lib/form-shell.ts); `activate` brings
 * React and the live form in the runtime's one import (a test passes its own). If they cannot arrive, a visitor who
 * had sent the shell is told in the form's own words (`data-unreachable`), without React.
 */
export function armFormIsland(
  element: HTMLElement,
  activate = (shell: ShellState) => runtime().then(({ activateForm }) => activateForm(element, shell)),
): void {
  armFormShell(element, {
    start: (shell) => {
      startServices();
      return activate(shell).catch((error: unknown) => {
        console.warn(`The ${element.getAttribute(ISLAND_ATTRIBUTE)} form could not load`, error);
        throw error;
      });
    },
    onUnreachable: () => showPlainNotice(element.dataset.unreachable),
  });
}

/**
 * Loads an island once the visitor reaches it: it is in the viewport after the visitor has scrolled (one already
 * on the first screen waits for the first scroll, so no page loads React for a visitor who only reads), or the
 * visitor focuses or presses something in it. An island's element is `display: contents` (it has no box of its
 * own), so what is observed is what it holds.
 */
function armVisible(elements: HTMLElement[]): void {
  if (elements.length === 0) return;
  const inView = new Set<HTMLElement>();
  let scrolled = false;
  const start = (island: HTMLElement) => {
    if (island.dataset.started) return;
    island.dataset.started = '';
    void hydrate(island);
  };
  const islandOf = new Map<Element, HTMLElement>();
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      const island = islandOf.get(entry.target);
      if (!island) continue;
      if (entry.isIntersecting) inView.add(island);
      else inView.delete(island);
      if (entry.isIntersecting && scrolled) start(island);
    }
  });
  window.addEventListener(
    'scroll',
    () => {
      scrolled = true;
      for (const island of inView) start(island);
    },
    { once: true, passive: true },
  );
  for (const element of elements) {
    for (const type of ['focusin', 'pointerdown'] as const)
      element.addEventListener(type, () => start(element), { once: true, capture: true });
    for (const target of element.children.length > 0 ? [...element.children] : [element]) {
      islandOf.set(target, element);
      observer.observe(target);
    }
  }
}

/**
 * Starts the page's islands, each at its moment. Resolves once the page is ready for the visitor: the islands that
 * load at once have hydrated (the rest load when used); `<html data-hydrated>` says so, for tests.
 */
export async function startIslands(): Promise<void> {
  const now = islandsOf('load');
  if (hasSessionHint()) now.push(...islandsOf('session'));
  if (new URLSearchParams(window.location.search).has('q')) now.push(...islandsOf('query'));
  for (const element of islandsOf('use')) armFormIsland(element);
  document.addEventListener(START_SERVICES_EVENT, startServices);
  armVisible(islandsOf('visible'));
  if (servicesNeeded()) startServices();
  await Promise.all(now.map(hydrate));
  document.documentElement.dataset.hydrated = 'true';
}

/** The services' work that cannot wait for an island: a kept lead to send, a toast left for this page, a code. */
function servicesNeeded(): boolean {
  if (hasPendingLeads() || hasPendingToast()) return true;
  const { pathname, search } = window.location;
  return pathname.startsWith('/ref/') || (pathname === '/' && new URLSearchParams(search).has('ref'));
}

/** The exit offer's island, opened (features/newsletter/exit-intent.ts decides the moment). */
export function openExitOffer(): void {
  for (const element of islandsOf('exit')) void hydrate(element);
}
