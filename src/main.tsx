/**
 * The client entry, kept tiny: the prerendered HTML (with its styles inline) is the page, and the app that makes
 * it interactive is fetched only after the first paint: the page's entry loader (lib/entry-loader.ts) adds this
 * module once the first frame has painted, so no script competes with the first screen for the network. Until it
 * has hydrated the page is plain HTML: its links work; its menus and forms wait for it.
 */
import { ISLANDS_NAVIGATION_ATTRIBUTE } from '@/lib/island-page-attribute';
import { installReactDomMarkers } from '@/lib/react-dom-markers';

// Here, in a module of a few lines, not inside React DOM's: see lib/react-dom-markers.ts.
installReactDomMarkers();

// A document marked as an island page hydrates only its islands (lib/islands.tsx); any other, the whole app.
// Each import() in a function of its own: both in one conditional expression made the bundler preload both.
const islands = document.getElementById('root')?.hasAttribute(ISLANDS_NAVIGATION_ATTRIBUTE);
const loadHydrate: () => Promise<{ default: () => Promise<unknown> }> = islands
  ? () => import('./hydrate-islands')
  : () => import('./hydrate');
// React DOM is most of any page's script. Evaluated in a task of its own, with the rest in the next one, neither
// holds the main thread as long as both together did.
void import('./framework')
  .then(() => new Promise((resolve) => setTimeout(resolve, 0)))
  .then(loadHydrate)
  .then(({ default: hydrate }) => hydrate());
