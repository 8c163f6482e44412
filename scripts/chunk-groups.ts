/**
 * How the client build groups modules into files. Left to itself, Rolldown split the app into some forty chunks
 * of a few hundred bytes each (every module two lazy chunks share gets its own), and a first-time visitor on a
 * phone paid a round trip for each: 39-54 requests per page against a budget of 15. Two groups instead:
 *
 * - `app`: the app every page starts (the entry's static imports, recorded from the module graph once the build
 *   has it). Every page loads all of it before any page chunk, so one file costs no byte more.
 * - `page-parts`: the building blocks public pages share (sections, hero, breadcrumbs, icons, place and service
 *   parts, content helpers), when two or more chunks use them. Form code (react-hook-form, zod) stays out: it
 *   loads when a visitor touches a form.
 */
import type { Plugin } from 'vite';

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

const PAGE_PARTS =
  /[\\/]src[\\/](components[\\/]ui[\\/](?!use-lead-form|form-field|toast)|pages[\\/][^\\/]+[\\/]parts[\\/]|content[\\/](area-copy|price-text|service-directory|how-it-works|promises)\.ts|features[\\/]analytics[\\/]useViewContent)|[\\/]node_modules[\\/]lucide-react[\\/]/;

/** The plugin that records the app's static closure, and the `codeSplitting` groups that use it. */
export function chunkGroups(entry: string) {
  const app = new Set<string>();

  const plugin: Plugin = {
    name: 'chunk-groups',
    apply: 'build',
    buildEnd() {
      app.clear();
      const graph = this as unknown as ModuleGraph;
      const pending = [entry];
      while (pending.length > 0) {
        const id = pending.pop()!;
        if (app.has(id)) continue;
        const info = graph.getModuleInfo(id);
        if (!info) continue;
        app.add(id);
        pending.push(...info.importedIds);
      }
    },
  };

  const groups = [
    { name: 'app', test: (id: string) => app.has(id), priority: 2 },
    { name: 'page-parts', test: PAGE_PARTS, minShareCount: 2, priority: 1 },
  ];
  return { plugin, groups };
}
