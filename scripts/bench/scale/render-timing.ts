/**
 * Child process of bench:scale: times the server render of every prerendered route of one built tree, the
 * call scripts/prerender.ts makes per route, and prints JSON lines {path, ms} on stdout. A first pass warms up
 * (module loading and JIT are not charged to the first routes); of the three passes after it, each route's
 * fastest is reported, so that a garbage collection or another process's burst is not charged to one route.
 *
 *   tsx scripts/bench/scale/render-timing.ts <tree> <template.html>
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

interface ServerEntry {
  render(path: string, template: string): Promise<{ html: string; status: number }>;
  prerenderPaths: { path: string }[];
}

const [tree, templateFile] = process.argv.slice(2);
if (!tree || !templateFile) throw new Error('usage: render-timing.ts <tree> <template.html>');
// As scripts/prerender.ts renders: with React's production build.
process.env.NODE_ENV = 'production';
const entry = (await import(pathToFileURL(resolve(tree, 'dist-server/entry-server.js')).href)) as ServerEntry;
const template = readFileSync(templateFile, 'utf8');
const TIMED_PASSES = 3;
const timings = new Map<string, { path: string; ms: number; htmlBytes: number }>();
for (let pass = 0; pass <= TIMED_PASSES; pass++) {
  for (const { path } of entry.prerenderPaths) {
    const started = performance.now();
    const { html } = await entry.render(path, template);
    const ms = performance.now() - started;
    const fastest = timings.get(path);
    if (pass > 0 && (!fastest || ms < fastest.ms))
      timings.set(path, { path, ms, htmlBytes: Buffer.byteLength(html) });
  }
}
process.stdout.write(JSON.stringify([...timings.values()]));
