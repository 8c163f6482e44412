/**
 * Writes dist/<route>/index.html for every public route, dist/_page/<route>.json for every content page (its
 * data, for client-side navigations), dist/404.html, dist/sitemap.xml,
 * dist/robots.txt and dist/price-list.json, from the client build (dist/) and the server entry (dist-server/), and
 * dist-server/vercel.json: the routing and headers (CSP included) for the config this build inlined,
 * which `npm start` serves. Fails the build on any route error or unexpected status.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { sessionHintScript } from '../src/lib/session-hint-script';
import type { AppConfig } from '../src/lib/env-schema';
import type { PriceList } from '../supabase/functions/_shared/browser-safe/pricing';
import { BUILT_VERCEL_CONFIG } from '../local/site/static-host';
import { vercelConfig } from '../vercel';
import { contentFiles, gitDates, historyProblem } from './lastmod';
import { PRICE_LIST_MANIFEST, priceListManifest, pricePattern } from './price-list-manifest';
import { buildSitemap, buildRobots } from './sitemap';

const DIST = resolve('dist');
const SERVER_ENTRY = resolve('dist-server/entry-server.js');
const NOT_FOUND_PROBE = '/__prerender-not-found__';

interface ServerEntry {
  render(
    path: string,
    template: string,
  ): Promise<{ html: string; status: number; modules: string[]; pageData?: string }>;
  prerenderPaths: { path: string; indexable: boolean; canonical: string }[];
  appConfig: AppConfig;
  builtPriceList: { list: PriceList; source: string };
}

/**
 * The site's one stylesheet goes inline in every page: a first-time visitor then paints from the HTML alone,
 * with no render-blocking request, and the browser computes styles once (a stylesheet arriving later restyles
 * the whole page). It is small enough (about 8 KiB gzip) that the first screen still comes in the first 14 KiB.
 */
async function inlineStylesheets(html: string): Promise<string> {
  const links = [...html.matchAll(/<link rel="stylesheet"[^>]*? href="\/(assets\/[^"]+\.css)">/g)];
  if (links.length === 0) throw new Error('index.html links no stylesheet: nothing to inline');
  let inlined = html;
  for (const [tag, file] of links) {
    const css = await readFile(join(DIST, file!), 'utf8');
    inlined = inlined.replace(tag, () => `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`);
  }
  return inlined;
}

/**
 * The entry (main.tsx, a few KiB: the enhancement scripts; React loads only for an island in use) is one plain
 * module script at the end of the body; the head gets the session hint's one-line script, which picks the header's
 * variant before the first paint (lib/session-hint-script.ts; the CSP allows it by its hash).
 */
function withScripts(
  html: string,
  supabaseUrl: string,
): { template: string; entry: (page: string) => string } {
  const scripts = [...html.matchAll(/<script type="module" crossorigin src="([^"]+)"><\/script>\s*/g)];
  if (scripts.length !== 1) throw new Error(`index.html has ${scripts.length} module scripts, not 1`);
  const [tag, src] = scripts[0]!;
  // The entry's own imports (modules it shares with lazy chunks) are preloaded beside it, after the page's content.
  const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="[^"]+">\s*/g)].map(
    ([link]) => link.trim(),
  );
  let template = html.replace(tag, '');
  for (const link of preloads) template = template.replace(link, '');
  template = template.replace('</head>', () => `<script>${sessionHintScript(supabaseUrl)}</script></head>`);
  // Added to the rendered page: the head manager (unhead) moves or drops links and scripts in a template's body.
  const entry = (page: string) => {
    const end = page.lastIndexOf('</body>');
    if (end < 0) throw new Error('a rendered page without </body>');
    return `${page.slice(0, end)}${preloads.join('')}<script type="module" src="${src}"></script>${page.slice(end)}`;
  };
  return { template, entry };
}

const outputFile = (path: string) =>
  path === '/' ? join(DIST, 'index.html') : join(DIST, path, 'index.html');

async function main() {
  const started = performance.now();
  // React renders with its production build, the one the browser hydrates with. Its development build checks every
  // element and prop as it goes: a route took 1.5-1.8 times as long with it. The unit tests keep those checks.
  process.env.NODE_ENV = 'production';
  const entry = (await import(pathToFileURL(SERVER_ENTRY).href)) as ServerEntry;

  const write = async (file: string, html: string) => {
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, html);
  };
  const { template, entry: withEntry } = withScripts(
    await inlineStylesheets(await readFile(join(DIST, 'index.html'), 'utf8')),
    entry.appConfig.supabaseUrl,
  );
  const renderPage = (path: string) => entry.render(path, template);

  const failures: string[] = [];
  const sourcesOf = new Map<string, string[]>();
  const showsPrice = pricePattern(entry.builtPriceList.list);
  const pricedPages: string[] = [];
  for (const { path } of entry.prerenderPaths) {
    try {
      const { html, status, modules, pageData } = await renderPage(path);
      sourcesOf.set(path, modules);
      if (status !== 200) failures.push(`${path}: status ${status}`);
      else await write(outputFile(path), withEntry(html));
      if (showsPrice.test(html)) pricedPages.push(path);
      // What a client-side navigation to a content page fetches (src/app/content-route.tsx).
      if (pageData) await write(join(DIST, '_page', `${path}.json`), pageData);
    } catch (error) {
      failures.push(`${path}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    }
  }

  const notFound = await renderPage(NOT_FOUND_PROBE);
  if (notFound.status !== 404) failures.push(`404 page rendered with status ${notFound.status}`);
  await write(join(DIST, '404.html'), withEntry(notFound.html));

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
  const manifest = priceListManifest(entry.builtPriceList, pricedPages);
  await writeFile(join(DIST, PRICE_LIST_MANIFEST), JSON.stringify(manifest, null, 2));
  // The list of prerendered routes, for the end-to-end tests (outside the public site).
  await writeFile(resolve('dist-server/routes.json'), JSON.stringify(entry.prerenderPaths, null, 2));
  // What Vercel's vercel.ts yields for this configuration, for the local host (outside the public site).
  await writeFile(BUILT_VERCEL_CONFIG, JSON.stringify(vercelConfig(entry.appConfig), null, 2));

  const ms = Math.round(performance.now() - started);
  console.log(
    `Prerendered ${entry.prerenderPaths.length} routes + 404.html, sitemap (${indexable.length} URLs) in ${ms} ms; ` +
      `${pricedPages.length} pages show price list v${manifest.version} (${manifest.source})`,
  );
}

await main();
