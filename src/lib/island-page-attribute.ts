/**
 * The attributes a public page's islands carry (lib/island-markup.tsx), in a module with no imports, so the page's tiny
 * entry (main.tsx) can read them without loading React.
 */

/** On `#root`: marks a page served as islands, and carries the navigation their roots share. */
export const ISLANDS_NAVIGATION_ATTRIBUTE = 'data-islands';

/** On an island's element: its name in the registry (app/island-registry.ts). */
export const ISLAND_ATTRIBUTE = 'data-island';

/** On an island's element: when its code loads (`IslandWhen`). */
export const ISLAND_WHEN_ATTRIBUTE = 'data-when';

/**
 * When an island's code loads. Nothing loads with the page unless it says `load`:
 * - `use`: a form (lib/island-markup.tsx, `defineFormIsland`), served as its exact markup; the visitor's first
 *   focus, press or key loads the live form, which takes over with what was typed, the focus, the caret and a press
 *   of the submit button (which says at once that the form is sending).
 * - `visible`: when the island comes near the screen (IntersectionObserver).
 * - `session`: only for a visitor whose browser keeps a session (the session hint).
 * - `query`: only when the address carries a query (`?q=`).
 * - `exit`: when the visitor leaves through the top of the window (the exit offer's rule, features/newsletter/exit-intent.ts).
 * - `services`: with the first island that loads, or when a kept lead, a toast left by the previous page or a
 *   referral code in the address needs it.
 * - `script`: never as React on an island page: a small enhancement script (src/enhance) does its work.
 * - `load`: at once (the account screen, the client hub hand-over).
 */
export type IslandWhen = 'use' | 'visible' | 'session' | 'query' | 'exit' | 'services' | 'script' | 'load';

/** Asks a public page to start its site services island (toasts), from code that must not import the runtime. */
export const START_SERVICES_EVENT = 'brazos:start-services';
