import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { islands } from '@/app/island-registry';
import { CarriedLiveForm, readCarriedShell } from '@/components/ui/carried-form-shell';
import type { ShellState } from '@/lib/form-shell';
import { reportRecoverableError } from '@/lib/hydration-errors';
import { ISLAND_ATTRIBUTE, ISLANDS_NAVIGATION_ATTRIBUTE } from '@/lib/island-page-attribute';
import { islandIdPrefix, IslandRoot, islandNavigation, type IslandPage } from '@/lib/island-markup';
import type { Navigation } from '@/lib/navigation';

/**
 * React on a public page, loaded by main.tsx only when a visitor starts using an island (lib/island-markup.tsx): it
 * hydrates an island, or replaces a form's served shell with the live form. Every island is a root of its own.
 */

let navigation: Navigation | undefined;
function pageNavigation(): Navigation {
  if (navigation) return navigation;
  const root = document.getElementById('root')!;
  const page = JSON.parse(root.getAttribute(ISLANDS_NAVIGATION_ATTRIBUTE)!) as IslandPage;
  navigation = islandNavigation(page, window.location.search);
  return navigation;
}

/** Each island's index among the page's islands: the server rendered it with that `identifierPrefix`. */
function prefixOf(element: HTMLElement): string {
  const all = [...document.querySelectorAll(`[${ISLAND_ATTRIBUTE}]`)];
  return islandIdPrefix(element.getAttribute(ISLAND_ATTRIBUTE)!, all.indexOf(element));
}

const propsOf = (element: HTMLElement) =>
  JSON.parse(element.dataset.props ?? '{}') as Record<string, unknown>;

function entryOf(element: HTMLElement) {
  const name = element.getAttribute(ISLAND_ATTRIBUTE)!;
  const entry = islands[name];
  if (!entry) throw new Error(`No island named ${name}`);
  return entry;
}

const roots = new Map<HTMLElement, Root>();

/** Hydrates an island as served. Resolves once it has committed. */
export async function hydrateIsland(element: HTMLElement): Promise<void> {
  if (roots.has(element)) return;
  const Component = await entryOf(element).load();
  if (roots.has(element)) return;
  await new Promise<void>((resolve) => {
    const root = hydrateRoot(
      element,
      <IslandRoot navigation={pageNavigation()} onHydrated={resolve}>
        <Component {...propsOf(element)} />
      </IslandRoot>,
      { identifierPrefix: prefixOf(element), onRecoverableError: reportRecoverableError },
    );
    roots.set(element, root);
  });
}

/** Loads a `use` island's live form, ready to take over from its shell. */
export function loadLiveForm(element: HTMLElement) {
  const { live } = entryOf(element);
  if (!live) throw new Error(`${element.getAttribute(ISLAND_ATTRIBUTE)} is not a form island`);
  return live();
}

/**
 * Replaces a form's served shell with its live form, in one task once no press is under way in it: what the shell
 * holds is read, the live form is rendered with it, and the focus and caret are back in the same field, before the
 * browser handles another key.
 */
export async function activateForm(element: HTMLElement, shell: ShellState): Promise<void> {
  if (roots.has(element)) return;
  const Live = await loadLiveForm(element);
  await shell.released();
  if (roots.has(element)) return;
  const held = readCarriedShell(element.querySelector('form'));
  const root = createRoot(element, {
    identifierPrefix: prefixOf(element),
    onRecoverableError: reportRecoverableError,
  });
  roots.set(element, root);
  flushSync(() =>
    root.render(
      <IslandRoot navigation={pageNavigation()}>
        <CarriedLiveForm live={{ code: Live, shell: held, submit: shell.submitted() }}>
          <Live {...propsOf(element)} />
        </CarriedLiveForm>
      </IslandRoot>,
    ),
  );
}

/** For tests: unmounts every island root, so none of their timers outlives its test. */
export function unmountIslands(): void {
  for (const root of roots.values()) root.unmount();
  roots.clear();
}
