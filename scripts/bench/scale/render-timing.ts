/**
 * Child process of bench:scale: times the server render of every prerendered route of one built tree, the
 * call scripts/prerender.ts makes per route, and prints JSON lines {path, ms} on stdout. Two passes; the second
 * is reported, so that module loading and JIT warm-up are not charged to the first routes.
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
const entry = (await import(pathToFileURL(resolve(tree, 'dist-server/entry-server.js')).href)) as ServerEntry;
const template = readFileSync(templateFile, 'utf8');
const timings: { path: string; ms: number; htmlBytes: number }[] = [];
for (let pass = 1; pass <= 2; pass++) {
  for (const { path } of entry.prerenderPaths) {
    const started = performance.now();
    const { html } = await entry.render(path, template);
    const ms = performance.now() - started;
    if (pass === 2) timings.push({ path, ms, htmlBytes: Buffer.byteLength(html) });
  }
}
process.stdout.write(JSON.stringify(timings));
