/**
 * How the client build groups modules into files. Left to itself, Rolldown split the app into some forty chunks
 * of a few hundred bytes each (every module two lazy chunks share gets its own), and a first-time visitor on a
 * phone paid a round trip for each: 39-54 requests per page against a budget of 15. Seven kinds of group instead:
 *
 * - `framework`: React and React DOM, which the entry evaluates in a task of their own before the app.
 * - `islands`: what a page that hydrates as islands loads (src/hydrate-islands.tsx and the islands every page has,
 *   recorded like the app's). The app renders the same header, forms and services, so it loads this group too.
 * - `island-<name>`: a page's own islands, which the registry (src/app/islands.ts) imports lazily: one chunk each
 *   with its icons, loaded only by the pages that show it. What two of them, the app or the page parts also import
 *   goes to `islands` instead.
 * - `app`: the app every page that hydrates as the app starts (the entry's static imports, recorded from the module
 *   graph once the build has it). Such a page loads all of it before any page chunk, so one file costs no byte
 *   more. Icons are imported one module each (`lucide-react/icons/<name>`, enforced by eslint.config.js): through
 *   lucide's barrel, the app's closure took in every icon the build used anywhere (48 where the app renders 15).
 *   Modules and icons an island page may load later (the quote form's, say) go to `islands` instead: in the app,
 *   they would make such a page load the whole app for them.
 * - `page-parts`: the building blocks public pages share (sections, hero, breadcrumbs, place and service
 *   parts, content helpers and formats), when two or more chunks use them, and none an island page may load. Form
 *   code (react-hook-form, zod) stays out: the forms load it themselves when a visitor touches one.
 * - `lead-form`: that form code, with the path that sends and keeps a lead and the schemas the server shares.
 * - `engagement`: the help card, ticker, scroll milestones and the mobile call-to-action's box, which load once
 *   the page is idle (not the exit-intent dialog, which waits for its moment).
 *
 * A page that imports any module of a group statically loads the whole group before it hydrates. So a module a
 * page renders at once never sits in `lead-form` or `engagement`: the form field the quote card's shell renders
 * put all of zod and react-hook-form on the home page's hydration path (a 54 ms evaluation on the bench machine),
 * until it moved to `islands` (EVERY_PAGE_TOO below).
 */
import { basename } from 'node:path';
import type { Plugin } from 'vite';

interface ModuleGraph {
  getModuleInfo(id: string): {
    importedIds: readonly string[];
    dynamicallyImportedIds: readonly string[];
    importers: readonly string[];
  } | null;
  getModuleIds(): IterableIterator<string>;
}

const PAGE_PARTS =
  /[\\/]src[\\/](components[\\/]ui[\\/](?!use-lead-form|form-field|toast)|pages[\\/][^\\/]+[\\/]parts[\\/]|content[\\/](price-text|service-kinds|how-it-works|promises|words)\.ts|lib[\\/]format\.ts)/;

/**
 * Small modules that both a page's first load and a later group need: the field every form renders (the quote card
 * on the home page's first screen, the sign-in form) and the store the home page's mobile call-to-action shares with
 * the help card. A few hundred bytes each: cheaper in the islands group, which every page loads, than as requests of
 * their own, and never a reason for a page to load a whole group before it hydrates.
 */
const EVERY_PAGE_TOO =
  /[\\/]src[\\/](components[\\/]ui[\\/]form-field|features[\\/]engagement[\\/]mobile-cta-presence)\.tsx?$/;

const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]|[\\/]src[\\/]framework\.ts$/;

const LEAD_FORM =
  /[\\/]node_modules[\\/](zod|react-hook-form|@hookform[\\/]resolvers)[\\/]|[\\/]src[\\/](components[\\/]ui[\\/]use-lead-form\.|lib[\\/]leads[\\/])|[\\/]supabase[\\/]functions[\\/]_shared[\\/]schemas\./;

const ENGAGEMENT =
  /[\\/]src[\\/](features[\\/]engagement[\\/](?!ExitIntent|DeferredEngagement|TrustBlock|MobileCta\.)|content[\\/]social-proof\.)/;

const SHARED_BY_ISLANDS = '';

const ICON = /[\\/]node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/;

/** The group a module of ours belongs to by its path, if any (the app's is known only once the build has run). */
function groupOf(id: string): string | undefined {
  if (PAGE_PARTS.test(id)) return 'page-parts';
  if (LEAD_FORM.test(id)) return 'lead-form';
  if (ENGAGEMENT.test(id)) return 'engagement';
  return undefined;
}

/** Every module `from` imports statically (or, with `lazily`, at all), itself included. */
function closure(graph: ModuleGraph, from: string, lazily = false): Set<string> {
  const seen = new Set<string>();
  const pending = [from];
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (seen.has(id)) continue;
    const info = graph.getModuleInfo(id);
    if (!info) continue;
    seen.add(id);
    pending.push(...info.importedIds);
    if (lazily) pending.push(...info.dynamicallyImportedIds);
  }
  return seen;
}

/**
 * The plugin that records the app's static closure, and the `codeSplitting` groups that use it. The entry's own
 * imports (Vite's preload helper, which the app imports too) stay out of every group: the entry would import that
 * group with them, and the app would load before the first paint.
 */
export function chunkGroups(options: {
  entry: string;
  app: string;
  islands: string;
  islandRegistry: string;
}) {
  const islands = new Set<string>();
  const islandsLater = new Set<string>();
  const pageIslandChunk = new Map<string, string>();
  const app = new Set<string>();
  // An icon goes where the modules that draw it go when they all go to one group, and to the app (or, when an
  // island page may need it, to the islands) when they are scattered: left to itself, each shared icon became a
  // chunk of a few hundred bytes (a request each).
  const iconGroup = new Map<string, string>();
  const plugin: Plugin = {
    name: 'chunk-groups',
    apply: 'build',
    buildEnd() {
      const graph = this as unknown as ModuleGraph;
      const entry = closure(graph, options.entry);
      islands.clear();
      for (const id of closure(graph, options.islands)) if (!entry.has(id)) islands.add(id);
      // What an island page may load later (the quote card's form, say) must not sit in the app either: the page
      // would load the whole app for it. Those modules are few and small; they go with the islands.
      islandsLater.clear();
      for (const id of closure(graph, options.islands, true)) islandsLater.add(id);
      // A page's own islands (what the registry imports lazily) are a chunk each, its icons too: the pages that
      // show one load it in one request. What two of them share is small and goes to the islands.
      pageIslandChunk.clear();
      const registry = graph.getModuleInfo(options.islandRegistry);
      for (const root of registry?.dynamicallyImportedIds ?? []) {
        const name = `island-${basename(root).replace(/\.[^.]+$/, '')}`;
        for (const id of closure(graph, root)) {
          if (entry.has(id) || islands.has(id) || FRAMEWORK.test(id)) continue;
          const owner = pageIslandChunk.get(id);
          pageIslandChunk.set(id, owner === undefined || owner === name ? name : SHARED_BY_ISLANDS);
        }
      }
      // Also shared: what the app or the parts every public page shares import themselves (an icon, say). In an
      // island's chunk, it would make every page of the app load that chunk.
      const appClosure = closure(graph, options.app);
      const sharedOutside = (id: string) =>
        appClosure.has(id) ||
        (graph.getModuleInfo(id)?.importers ?? []).some((importer) => PAGE_PARTS.test(importer));
      for (const [id, owner] of pageIslandChunk) {
        if (owner !== SHARED_BY_ISLANDS && !sharedOutside(id)) continue;
        pageIslandChunk.delete(id);
        islands.add(id);
      }
      app.clear();
      for (const id of appClosure) {
        if (entry.has(id) || islands.has(id)) continue;
        if (pageIslandChunk.has(id)) continue;
        if (islandsLater.has(id)) islands.add(id);
        else app.add(id);
      }
      iconGroup.clear();
      for (const id of graph.getModuleIds()) {
        if (!ICON.test(id) || app.has(id) || islands.has(id) || pageIslandChunk.has(id)) continue;
        const importers = graph.getModuleInfo(id)?.importers ?? [];
        const groups = new Set(importers.map(groupOf));
        const [group] = groups;
        if (groups.size === 1 && group) iconGroup.set(id, group);
        else if (importers.length > 1) iconGroup.set(id, islandsLater.has(id) ? 'islands' : 'app');
      }
    },
  };

  // For the same reason no group takes in its modules' dependencies (the app's are its own modules already).
  const groups = [
    { name: 'framework', test: FRAMEWORK, priority: 5, includeDependenciesRecursively: false },
    {
      name: 'islands',
      test: (id: string) => islands.has(id) || EVERY_PAGE_TOO.test(id) || iconGroup.get(id) === 'islands',
      priority: 4,
      includeDependenciesRecursively: false,
    },
    {
      name: (id: string) => pageIslandChunk.get(id) ?? null,
      priority: 3,
      includeDependenciesRecursively: false,
    },
    {
      name: 'app',
      test: (id: string) => app.has(id) || iconGroup.get(id) === 'app',
      priority: 2,
      includeDependenciesRecursively: false,
    },
    {
      name: 'page-parts',
      // Not what an island page may load: it would load the whole group, and the app it imports from, for it.
      test: (id: string) =>
        (PAGE_PARTS.test(id) || iconGroup.get(id) === 'page-parts') && !islandsLater.has(id),
      minShareCount: 2,
      priority: 1,
      includeDependenciesRecursively: false,
    },
    {
      name: 'lead-form',
      test: (id: string) => LEAD_FORM.test(id) || iconGroup.get(id) === 'lead-form',
      priority: 1,
      includeDependenciesRecursively: false,
    },
    {
      name: 'engagement',
      test: (id: string) => ENGAGEMENT.test(id) || iconGroup.get(id) === 'engagement',
      priority: 1,
      includeDependenciesRecursively: false,
    },
  ];
  return { plugin, groups };
}
