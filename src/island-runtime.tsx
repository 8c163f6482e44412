import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { islands } from '@/app/island-registry';
import { CarriedLiveForm, readCarriedShell } from '@/components/ui/carried-form-shell';
import type { ShellState } from '@/lib/form-shell';
import { reportRecoverableError } from '@/lib/hydration-errors';
import { ISLAND_ATTRIBUTE, ISLANDS_NAVIGATION_ATTRIBUTE } from '@/lib/island-page-attribute';
import {
  islandIdPrefix,
  IslandRoot,
  islandNavigation,
  type IslandComponent,
  type IslandPage,
} from '@/lib/island-markup';
import type { Navigation } from '@/lib/navigation';
import { yieldToBrowser } from '@/lib/yield-to-browser';

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

/** An island's component, from its declaration in the registry. */
async function componentOf(element: HTMLElement): Promise<IslandComponent> {
  const name = element.getAttribute(ISLAND_ATTRIBUTE)!;
  const load = islands[name];
  if (!load) throw new Error(`No island named ${name}`);
  return (await load()).component;
}

const roots = new Map<HTMLElement, Root>();

/** Hydrates an island as served. Resolves once it has committed. */
export async function hydrateIsland(element: HTMLElement): Promise<void> {
  if (roots.has(element)) return;
  const Component = await componentOf(element);
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

/**
 * Replaces a form's served shell with its live form, in one task once no press is under way in it: what the shell
 * holds is read, the live form is rendered with it, and the focus and caret are back in the same field, before the
 * browser handles another key. `load` brings the live form (a test passes its own).
 */
export async function activateForm(
  element: HTMLElement,
  shell: ShellState,
  load: () => Promise<IslandComponent> = () => componentOf(element),
): Promise<void> {
  if (roots.has(element)) return;
  const Live = await load();
  // The form's chunk was evaluated in the task it arrived in; the live form renders in one of its own, so the two
  // are not one long task on a slow phone.
  await yieldToBrowser();
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
