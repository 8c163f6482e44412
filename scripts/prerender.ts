/**
 * Writes dist/<route>/index.html for every public route, dist/404.html, dist/sitemap.xml and
 * dist/robots.txt, from the client build (dist/) and the server entry (dist-server/), and
 * dist-server/vercel.json: the routing and headers (CSP included) for the config this build inlined,
 * which `npm start` serves. Fails the build on any route error or unexpected status.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AppConfig } from '../src/lib/env-schema';
import { BUILT_VERCEL_CONFIG } from '../local/site/static-host';
import { vercelConfig } from '../vercel';
import { contentFiles, gitDates, historyProblem } from './lastmod';
import { buildSitemap, buildRobots } from './sitemap';

const DIST = resolve('dist');
const SERVER_ENTRY = resolve('dist-server/entry-server.js');
const NOT_FOUND_PROBE = '/__prerender-not-found__';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

interface ServerEntry {
  render(path: string, template: string): Promise<{ html: string; status: number; modules: string[] }>;
  prerenderPaths: { path: string; indexable: boolean; canonical: string }[];
  appConfig: AppConfig;
}

/** modulepreload links for a page's own chunks (and what they import), minus what index.html already loads. */
function preloadLinks(manifest: Manifest, modules: string[], alreadyLoaded: Set<string>): string {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || alreadyLoaded.has(chunk.file) || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  modules.forEach(visit);
  return [...files].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('');
}

function entryFiles(manifest: Manifest): Set<string> {
  const loaded = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || loaded.has(chunk.file)) return;
    loaded.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  Object.entries(manifest)
    .filter(([, chunk]) => chunk.isEntry)
    .forEach(([key]) => visit(key));
  return loaded;
}

const outputFile = (path: string) =>
  path === '/' ? join(DIST, 'index.html') : join(DIST, path, 'index.html');

async function main() {
  const started = performance.now();
  const template = await readFile(join(DIST, 'index.html'), 'utf8');
  const manifestPath = join(DIST, '.vite/manifest.json');
  const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as Manifest;
  const entry = (await import(pathToFileURL(SERVER_ENTRY).href)) as ServerEntry;
  const loaded = entryFiles(manifest);

  const write = async (file: string, html: string) => {
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, html);
  };
  const renderPage = async (path: string) => {
    const { html, status, modules } = await entry.render(path, template);
    return {
      html: html.replace('</head>', `${preloadLinks(manifest, modules, loaded)}</head>`),
      status,
      modules,
    };
  };

  const failures: string[] = [];
  const sourcesOf = new Map<string, string[]>();
  for (const { path } of entry.prerenderPaths) {
    try {
      const { html, status, modules } = await renderPage(path);
      sourcesOf.set(path, modules);
      if (status !== 200) failures.push(`${path}: status ${status}`);
      else await write(outputFile(path), html);
    } catch (error) {
      failures.push(`${path}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    }
  }

  const notFound = await renderPage(NOT_FOUND_PROBE);
  if (notFound.status !== 404) failures.push(`404 page rendered with status ${notFound.status}`);
  await write(join(DIST, '404.html'), notFound.html);

  if (failures.length > 0) {
    console.error(`Prerender failed for ${failures.length} route(s):\n${failures.join('\n')}`);
    process.exit(1);
  }

  const { siteUrl } = entry.appConfig;
  // The sitemap lists the pages search engines should index as themselves: indexable and self-canonical.
  const indexable = entry.prerenderPaths
    .filter((p) => p.indexable && p.canonical === p.path)
    .map((p) => p.path);
  const problem = historyProblem();
  if (problem) console.warn(`sitemap.xml without <lastmod>: ${problem}`);
  const lastChanged = problem ? undefined : gitDates();
  const entries = indexable.map((path) => ({
    path,
    lastmod: lastChanged?.(contentFiles(sourcesOf.get(path) ?? [])),
  }));
  await writeFile(join(DIST, 'sitemap.xml'), buildSitemap(siteUrl, entries));
  await writeFile(join(DIST, 'robots.txt'), buildRobots(siteUrl));
  // The list of prerendered routes, for the end-to-end tests (outside the public site).
  await writeFile(resolve('dist-server/routes.json'), JSON.stringify(entry.prerenderPaths, null, 2));
  // What Vercel's vercel.ts yields for this configuration, for the local host (outside the public site).
  await writeFile(BUILT_VERCEL_CONFIG, JSON.stringify(vercelConfig(entry.appConfig), null, 2));
  // The manifest is a build input only; it is not part of the public site.
  await rm(join(DIST, '.vite'), { recursive: true, force: true });

  const ms = Math.round(performance.now() - started);
  console.log(
    `Prerendered ${entry.prerenderPaths.length} routes + 404.html, sitemap (${indexable.length} URLs) in ${ms} ms`,
  );
}

await main();
