import { readdirSync, readFileSync } from 'node:fs';
import { headersFor, type VercelConfig } from '../../local/site/vercel-rules';
import { BUILT_VERCEL_CONFIG } from '../../local/site/static-host';
import { config as vercelProjectConfig } from '../../vercel';
import { loadEnv } from 'vite';
import { sessionHintScript } from '../../src/lib/session-hint-script';
import { ENV_PREFIXES, parseEnv } from '../../src/lib/env-schema';
import { formatCents, fromPriceCents } from '../../supabase/functions/_shared/browser-safe/pricing';
import { SEEDED_DEFAULTS } from '../../scripts/build-price-list';
import type { PriceListManifest } from '../../scripts/price-list-manifest';
import { SEEDED_PRICE_LIST } from '../support/seeded-price-list';
import { BUILT_API_URL, expect, test } from '../support/e2e-fixtures';
import { prerenderedRoutes } from '../support/e2e-routes';

// No test here depends on another: the two workers share them.
test.describe.configure({ mode: 'parallel' });

/** What search engines and link previews see: the served HTML, before any script runs. */

const routes = prerenderedRoutes();

const between = (html: string, re: RegExp) => re.exec(html)?.[1];
const decode = (html: string) =>
  html
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

test('the prerendered pages cover every route kind of docs/product.md', () => {
  const paths = routes.map((r) => r.path);
  expect(paths.filter((p) => p.startsWith('/neighborhoods/'))).toHaveLength(9);
  expect(paths.filter((p) => p.startsWith('/services/'))).toHaveLength(22);
  expect(paths.filter((p) => p.startsWith('/blog/')).length).toBeGreaterThanOrEqual(3);
  for (const p of [
    '/',
    '/waco',
    '/south-waco',
    '/pooper-scooper-near-me',
    '/poop-scoop-service-waco',
    '/privacy',
    '/auth',
    '/admin',
    '/dashboard',
    '/ref',
  ]) {
    expect(paths).toContain(p);
  }
});

for (const { path, indexable, canonical: canonicalPath } of routes) {
  test(`served HTML of ${path} carries its own head and content`, async ({ request, baseURL }) => {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status()).toBe(200);
    const html = await response.text();

    const title = between(html, /<title>([^<]+)<\/title>/);
    expect(title, 'title').toBeTruthy();
    const description = between(html, /<meta name="description" content="([^"]+)"/);
    expect(description, 'meta description').toBeTruthy();
    expect(html).toMatch(/<h1[\s>]/);
    expect(html.match(/<h1[\s>]/g), 'exactly one h1').toHaveLength(1);
    expect(html).toContain('"@type":"LocalBusiness"');
    expect(between(html, /<link rel="icon" href="([^"]+)"/), 'favicon').toBe('/favicon.png');
    // The scripts that run: the head's session hint, and one module (the entry) at the end of the body.
    const running = [...html.matchAll(/<script(?![^>]*type="application\/(?:ld\+)?json")[^>]*>/g)];
    expect(running.map(([tag]) => tag)).toEqual([
      '<script>',
      expect.stringMatching(/^<script type="module" src="\/assets\/index-[\w-]+\.js">$/),
    ]);
    const hint = html.indexOf(`<script>${sessionHintScript(BUILT_API_URL)}</script>`);
    expect(hint, 'the session hint, in the head').toBeGreaterThan(0);
    expect(hint).toBeLessThan(html.indexOf('</head>'));
    // The entry after the page's content, at the end of the body.
    expect(html.indexOf('<script type="module"')).toBeGreaterThan(html.lastIndexOf('</main>'));

    if (indexable) {
      // Its own URL, or the page it duplicates where it has no facts of its own (a Waco neighborhood: /waco).
      const canonical = between(html, /<link rel="canonical" href="([^"]+)"/);
      expect(canonical).toMatch(/^https?:\/\//);
      expect(new URL(canonical!).pathname).toBe(canonicalPath);
      expect(html).toContain(`<meta property="og:url" content="${canonical}"`);
      expect(html).toMatch(/<meta property="og:image" content="https?:\/\/[^"]+\/og-image\.png"/);
      expect(html).toContain('<meta property="og:image:width" content="1200"');
      expect(html).toContain('<meta property="og:image:height" content="630"');
      expect(html).toContain('<meta name="twitter:card" content="summary_large_image"');
      expect(html).toContain('content="index, follow"');
    } else {
      expect(html).toContain('content="noindex, nofollow"');
      expect(html).not.toContain('rel="canonical"');
    }
    expect(baseURL).toBeTruthy();
  });
}

test('content pages are islands and carry no page data; their data files serve client-side visits from the app', async ({
  request,
}) => {
  for (const [path, kind] of [
    ['/waco', 'town'],
    ['/neighborhoods/oakwood', 'neighborhood'],
    ['/services/weekly-scooping-waco', 'service'],
    ['/poop-scoop-service-waco', 'landing'],
    ['/blog/is-dog-poop-good-fertilizer', 'post'],
    ['/blog', 'blog'],
  ]) {
    const html = await (await request.get(path!)).text();
    expect(html, path).toContain('<div id="root" data-islands=');
    expect(html, path).not.toContain('application/json');
    const file = await request.get(`/_page${path}.json`);
    expect(file.status(), path).toBe(200);
    expect(file.headers()['x-robots-tag']).toBe('noindex');
    expect(((await file.json()) as { kind: string }).kind).toBe(kind);
  }
  // A page that hydrates as the app.
  expect(await (await request.get('/dashboard')).text()).not.toContain('data-islands');
  expect((await request.get('/_page/not-a-town.json')).status()).toBe(404);
});

test('titles and descriptions are unique across indexable pages', async ({ request }) => {
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  for (const { path } of routes.filter((r) => r.indexable)) {
    const html = await (await request.get(path)).text();
    const title = between(html, /<title>([^<]+)<\/title>/)!;
    const description = between(html, /<meta name="description" content="([^"]+)"/)!;
    expect(titles.get(title), `title of ${path} repeats`).toBeUndefined();
    expect(descriptions.get(description), `description of ${path} repeats`).toBeUndefined();
    titles.set(title, path);
    descriptions.set(description, path);
  }
});

test('pages that show FAQs, steps and services carry matching JSON-LD', async ({ request }) => {
  const html = await (await request.get('/services/weekly-scooping-waco')).text();
  const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as { '@type': string; mainEntity?: { name: string }[] },
  );
  const types = blocks.map((b) => b['@type']);
  expect(types).toEqual(expect.arrayContaining(['LocalBusiness', 'Service', 'FAQPage']));
  const faq = blocks.find((b) => b['@type'] === 'FAQPage')!;
  const body = decode(html.slice(html.indexOf('<body')));
  // Every question in the markup is visible on the page.
  for (const question of faq.mainEntity!) expect(body).toContain(question.name);
});

test('the 404 page is served with status 404 and its text', async ({ request }) => {
  const response = await request.get('/no-such-page-here');
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(html).toContain('<title>404 - Page Not Found</title>');
  expect(html).toContain('Page Not Found</h1>');
  expect(html).toContain('The page you&#x27;re looking for doesn&#x27;t exist or has been moved.');
  expect(html).toContain('Return to Home');
  expect(html).toContain('noindex');
  expect(html).toContain('<meta name="prerender-status-code" content="404"');
});

const redirects: [string, string][] = [
  ['/feedback', '/testimonials'],
  ['/scoop-and-tell', '/blog'],
  ['/waco-dog-poop-service', '/services/dog-poop-pickup-waco'],
  ['/faq/dog-poop-service-waco', '/services/dog-poop-pickup-waco'],
];

for (const [from, to] of redirects) {
  test(`${from} redirects permanently to ${to}`, async ({ request }) => {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(response.headers()['location']).toBe(to);
    expect((await request.get(from)).status()).toBe(200);
  });
}

test('the www host redirects to the bare host, keeping the path', async ({ request }) => {
  const response = await request.get('/waco?x=1', {
    maxRedirects: 0,
    headers: { host: 'www.brazos-scoop.example' },
  });
  expect(response.status()).toBe(308);
  expect(response.headers()['location']).toBe('https://brazos-scoop.example/waco?x=1');
});

test('trailing slashes and .html URLs redirect to the clean URL', async ({ request }) => {
  expect((await request.get('/about/', { maxRedirects: 0 })).headers()['location']).toBe('/about');
  expect((await request.get('/about.html', { maxRedirects: 0 })).headers()['location']).toBe('/about');
});

test('responses carry the security headers and hashed assets are cached for a year', async ({ request }) => {
  const response = await request.get('/');
  const headers = response.headers();
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['content-security-policy']).toContain("script-src 'self'");
  expect(headers['strict-transport-security']).toContain('max-age=');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  const html = await response.text();
  const asset = /<script type="module" src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(asset).toBeTruthy();
  const assetResponse = await request.get(asset!, { headers: { 'accept-encoding': 'gzip' } });
  expect(assetResponse.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(assetResponse.headers()['content-encoding']).toBe('gzip');
});

test('pages, the 404 page and assets carry exactly the headers the build generated, CSP included', async ({
  request,
}) => {
  const built = JSON.parse(readFileSync(BUILT_VERCEL_CONFIG, 'utf8')) as VercelConfig;
  // What Vercel evaluates vercel.ts to for this same environment.
  expect(built).toEqual(vercelProjectConfig);
  const csp = headersFor(built, '/')['Content-Security-Policy']!;
  // Built from the configuration the bundle uses: it names the API the pages call, and no third party.
  expect(csp).toContain(`connect-src 'self' ${BUILT_API_URL} `);
  expect(csp).not.toMatch(/google|facebook|elfsight|supabase\.co/);

  const html = await (await request.get('/')).text();
  const asset = /<script type="module" src="(\/assets\/[^"]+\.js)"/.exec(html)![1]!;
  for (const path of [
    '/',
    '/waco',
    '/services/weekly-scooping-waco',
    '/ref/abc123',
    '/no-such-page-here',
    '/price-list.json',
    asset,
  ]) {
    const served = (await request.get(path)).headers();
    expect(served['content-security-policy'], path).toBe(csp);
    for (const [key, value] of Object.entries(headersFor(built, path))) {
      expect(served[key.toLowerCase()], `${key} on ${path}`).toBe(value);
    }
  }
});

test("the home page's prices and JSON-LD offers are the seeded list's; price-list.json says so", async ({
  request,
}) => {
  // The build read the seeded defaults: no other list was active when it ran. (This worker's API may have a newer
  // version by now: the owners' price test saves one.)
  const list = SEEDED_PRICE_LIST;
  const weekly = fromPriceCents(list, 'weekly')!;
  const oneTime = fromPriceCents(list, 'one_time')!;

  const html = await (await request.get('/')).text();
  expect(html).toContain(`From ${formatCents(weekly)}/week`);
  expect(html).toContain(`From ${formatCents(oneTime)}`);
  const ld = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) =>
      JSON.parse(m[1]!) as {
        '@type': string;
        offers?: { price: string };
        hasOfferCatalog?: { itemListElement: { price: string }[] };
      },
  );
  expect(ld.find((x) => x['@type'] === 'Service')?.offers?.price).toBe((weekly / 100).toFixed(2));
  const catalog = ld.find((x) => x['@type'] === 'LocalBusiness')?.hasOfferCatalog?.itemListElement ?? [];
  expect(catalog.map((offer) => offer.price).slice(0, 2)).toEqual(
    [weekly, oneTime].map((cents) => (cents / 100).toFixed(2)),
  );

  const response = await request.get('/price-list.json');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/json');
  expect(response.headers()['cache-control']).toBe('no-cache');
  const manifest = (await response.json()) as PriceListManifest;
  expect(manifest.version).toBe(list.version);
  expect([SEEDED_DEFAULTS, BUILT_API_URL]).toContain(manifest.source);
  expect(new Date(manifest.builtAt).toISOString()).toBe(manifest.builtAt);
  // The pages with the list's prices in their words, and only prerendered pages.
  expect(manifest.pages).toEqual(
    expect.arrayContaining([
      '/',
      '/services',
      '/services/weekly-scooping-waco',
      '/faq',
      '/refer-friend',
      '/waco',
    ]),
  );
  const paths = new Set(routes.map((r) => r.path));
  expect(manifest.pages.filter((page) => !paths.has(page))).toEqual([]);
});

test('/ref/{code} is served through the rewrite to its shell', async ({ request }) => {
  const response = await request.get('/ref/abc123', { maxRedirects: 0 });
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain('noindex');
});

test('sitemap.xml lists every self-canonical indexable route and nothing else; robots.txt points to it', async ({
  request,
}) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  expect(locs.sort()).toEqual(
    routes
      .filter((r) => r.indexable && r.canonical === r.path)
      .map((r) => r.path)
      .sort(),
  );
  // A page that names another as canonical has left the sitemap; the page it names is in it.
  const canonicalised = routes.filter((r) => r.indexable && r.canonical !== r.path);
  expect(canonicalised.map((r) => r.path)).toEqual(
    expect.arrayContaining(['/neighborhoods/oakwood', '/north-waco']),
  );
  for (const r of canonicalised) {
    expect(locs).not.toContain(r.path);
    expect(locs).toContain(r.canonical);
  }
  for (const hidden of ['/auth', '/dashboard', '/admin', '/ref', '/feedback'])
    expect(locs).not.toContain(hidden);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/Sitemap: https?:\/\/\S+\/sitemap\.xml/);
});

test('every indexable page has a title of at most 60 and a description of 70 to 160 characters', async ({
  request,
}) => {
  const problems: string[] = [];
  for (const { path } of routes.filter((r) => r.indexable)) {
    const html = await (await request.get(path)).text();
    const title = decode(between(html, /<title>([^<]+)<\/title>/) ?? '');
    const description = decode(between(html, /<meta name="description" content="([^"]+)"/) ?? '');
    if (title.length > 60) problems.push(`${path} title ${title.length}: ${title}`);
    if (description.length < 70 || description.length > 160)
      problems.push(`${path} description ${description.length}: ${description}`);
  }
  expect(problems).toEqual([]);
});

test('sitemap lastmod dates are the content dates from git, per URL, or absent where history is', async ({
  request,
}) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  const dates = [...xml.matchAll(/<url><loc>[^<]+<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?/g)].map((m) => m[1]);
  const today = new Date().toISOString().slice(0, 10);
  // A shallow clone has no trustworthy history: then no URL has a date. Otherwise every URL has one.
  if (dates.every((d) => d === undefined)) return;
  for (const date of dates) {
    expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(date! <= today).toBe(true);
  }
});

test('no indexable page is an orphan: every one is linked from another page', async ({ request }) => {
  const linked = new Set<string>();
  for (const { path } of routes) {
    const html = await (await request.get(path)).text();
    for (const m of html.matchAll(/href="(\/[^"#?]*)/g)) if (m[1] !== path) linked.add(m[1]!);
  }
  expect(routes.filter((r) => r.indexable && !linked.has(r.path)).map((r) => r.path)).toEqual([]);
});

test('the home page declares the site search, /blog?q=, which really searches', async ({ page, request }) => {
  const html = await (await request.get('/')).text();
  const website = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)]
    .map(
      (m) => JSON.parse(m[1]!) as { '@type': string; potentialAction?: { target: { urlTemplate: string } } },
    )
    .find((ld) => ld['@type'] === 'WebSite');
  const template = website?.potentialAction?.target.urlTemplate;
  expect(template).toMatch(/\/blog\?q=\{search_term_string\}$/);
  await page.goto(
    new URL(template!.replace('{search_term_string}', 'fertilizer')).pathname + '?q=fertilizer',
  );
  await expect(page.getByText(/match(es)? “fertilizer”/)).toBeVisible();
});

/** Width and height from a PNG's header chunk (IHDR), which follows the 8-byte signature and its length and type. */
const pngSize = (bytes: Buffer) => ({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) });

test('the favicon and the touch and manifest icons are PNGs of the sizes they declare', async ({
  request,
}) => {
  // Not an SVG favicon: Chromium draws one by building a second page in the renderer, on the main thread of every
  // first load; a 48 px PNG decodes in about a millisecond.
  const html = await (await request.get('/')).text();
  const manifest = (await (await request.get('/site.webmanifest')).json()) as {
    icons: { src: string; sizes: string; type: string }[];
  };
  const icons = [
    { src: between(html, /<link rel="icon" href="([^"]+)" sizes="48x48" type="image\/png"/), sizes: '48x48' },
    { src: between(html, /<link rel="apple-touch-icon" href="([^"]+)"/), sizes: '180x180' },
    ...manifest.icons,
  ];
  for (const { src, sizes } of icons) {
    expect(src, `an icon of ${sizes}`).toBeTruthy();
    const response = await request.get(src!);
    expect(response.status(), src).toBe(200);
    expect(response.headers()['content-type'], src).toBe('image/png');
    const { width, height } = pngSize(await response.body());
    expect(`${width}x${height}`, src).toBe(sizes);
  }
});

test('the API key is only in the chunks that call the API, not in the script every page loads', () => {
  // The build's own reading of the environment (vite.config.ts): the key it wrote into the bundle.
  const key = parseEnv(loadEnv('production', process.cwd(), ENV_PREFIXES)).supabaseAnonKey;
  const carrying = readdirSync('dist/assets')
    .filter((file) => file.endsWith('.js') && readFileSync(`dist/assets/${file}`, 'utf8').includes(key))
    .map((file) => file.replace(/-[\w-]{8}\.js$/, ''))
    .sort();
  // Not the entry every page loads.
  expect(carrying.length).toBeGreaterThan(0);
  expect(carrying.some((file) => file.startsWith('index'))).toBe(false);
});

test('the IndexNow key file is served from the site root', async ({ request }) => {
  const key = readdirSync('public')
    .find((f) => /^[a-f0-9]{32}\.txt$/.test(f))!
    .replace('.txt', '');
  const response = await request.get(`/${key}.txt`);
  expect(response.status()).toBe(200);
  expect((await response.text()).trim()).toBe(key);
});
