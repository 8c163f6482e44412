/**
 * Pages the bench measures beside the site's, to tell the machine's share of a figure from the site's:
 *
 * - `bare page`: a heading and a paragraph, no style, no script, no headers of note. What any page costs on this
 *   machine, Chromium's navigation commit (creating the page and its JavaScript context) among it.
 * - `<kind> without JS`, for each public page kind: the page's prerendered HTML with its scripts and module
 *   preloads taken out, sent with the page's own headers and status. What the document alone costs (commit,
 *   parsing, style, layout and paint), before any script: a page's TBT budget is its twin's TBT plus 30 ms.
 *
 * They are served from an origin of their own, compressed as the site's host compresses, and measured the same
 * way in the same interleaved runs; their budgets are printed for comparison and are not the site's.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { serve } from '@hono/node-server';
import { BUILT_VERCEL_CONFIG, createStaticApp } from '../../local/site/static-host';
import { headersFor, type VercelConfig } from '../../local/site/vercel-rules';
import { BARE_PAGE_KIND, type BenchPage } from './pages';

const BARE_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Bare page</title>
<link rel="icon" href="data:,">
<meta name="description" content="A heading and a paragraph: the bench's reference for what any page costs.">
</head>
<body>
<h1>Bare page</h1>
<p>A heading and a paragraph, with no style and no script.</p>
</body>
</html>
`;

/**
 * The document without what makes it run: its module script (the entry), the head's session hint (an inline
 * script with no type) and any modulepreload links. Its data (JSON, JSON-LD) stays.
 */
export function withoutScript(html: string): string {
  return html
    .replace(/<script type="module"[^>]*><\/script>/g, '')
    .replace(/<script>.*?<\/script>/g, '')
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/g, '');
}

export interface ReferenceServer {
  url: string;
  close(): Promise<void>;
}

/** The page kinds whose budgets compare them with their HTML without script. */
export const TWINNED_KINDS = [
  'home',
  'town',
  'service',
  'landing',
  'blog post',
  'blog index',
  'static',
  '404',
];

export const twinKind = (kind: string) => `${kind} without JS`;
const TWIN_PREFIX = '/without-js';

/** Each page with its twin, where both are measured, and every other page alone (the slowed loads' groups). */
export function withTwins<T extends { page: BenchPage }>(results: T[]): T[][] {
  const twinOf = (result: T) => results.find((r) => r.page.kind === twinKind(result.page.kind));
  const twins = new Set(results.map(twinOf));
  return results.filter((r) => !twins.has(r)).map((r) => [r, twinOf(r)].filter((g) => g !== undefined));
}

export function referencePages(pages: BenchPage[]): BenchPage[] {
  return [
    { kind: BARE_PAGE_KIND, path: '/bare', status: 200, reference: true },
    ...pages
      .filter((page) => TWINNED_KINDS.includes(page.kind))
      .map((page) => ({
        kind: twinKind(page.kind),
        path: `${TWIN_PREFIX}${page.path}`,
        status: page.status,
        reference: true as const,
      })),
  ];
}

/** The built file a page's URL is served from. */
function builtFile(dist: string, path: string, status: number): string {
  if (status === 404) return join(dist, '404.html');
  return path === '/' ? join(dist, 'index.html') : join(dist, path, 'index.html');
}

export async function serveReferencePages(options: {
  tree: string;
  port: number;
  pages: BenchPage[];
}): Promise<ReferenceServer> {
  const dist = join(options.tree, 'dist');
  const configPath = join(options.tree, BUILT_VERCEL_CONFIG);
  const config = JSON.parse(readFileSync(configPath, 'utf8')) as VercelConfig;
  const app = new Hono();
  app.use(compress());
  app.get('/bare', (c) => c.html(BARE_PAGE));
  // Each twin with its page's own headers (its Content-Security-Policy among them), which the browser applies as it
  // commits the page, and its status.
  for (const page of options.pages.filter((p) => p.reference && p.path.startsWith(TWIN_PREFIX))) {
    const path = page.path.slice(TWIN_PREFIX.length) || '/';
    const html = withoutScript(readFileSync(builtFile(dist, path, page.status), 'utf8'));
    app.get(page.path, (c) =>
      c.body(html, page.status, { ...headersFor(config, path), 'Content-Type': 'text/html; charset=utf-8' }),
    );
  }
  // What else the town page asks for (its icon, its manifest) as the site serves it.
  app.route('/', await createStaticApp({ root: dist, configPath }));
  const hostname = '127.0.0.1';
  return new Promise((resolvePromise) => {
    const server = serve({ fetch: app.fetch, port: options.port, hostname }, (info) =>
      resolvePromise({
        url: `http://${hostname}:${info.port}`,
        close: () => new Promise<void>((done) => server.close(() => done())),
      }),
    );
  });
}
