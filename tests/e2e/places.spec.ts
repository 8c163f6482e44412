import { readdirSync, readFileSync } from 'node:fs';
import { expect, openAppDocument, test, waitForHydration } from '../support/e2e-fixtures';
import { prerenderedRoutes } from '../support/e2e-routes';

// No test here depends on another: the two workers share them.
test.describe.configure({ mode: 'parallel' });

/** Place pages (towns, districts, nearby places, neighborhoods, search landing pages): map, ZIP check, facts. */

const LANDING = [
  '/dog-poop-removal-near-me',
  '/pooper-scooper-near-me',
  '/hewitt-pooper-scooper-service',
  '/poop-scoop-service-waco',
];
const placePaths = prerenderedRoutes()
  .map((r) => r.path)
  .filter((p) => p.startsWith('/neighborhoods/') || LANDING.includes(p) || /^\/[a-z-]+$/.test(p))
  .filter((p) => {
    // Town pages are the one-segment routes rendered by the town template (they carry its "at a glance" section).
    if (p.startsWith('/neighborhoods/') || LANDING.includes(p)) return true;
    const html = readFileSync(`dist${p}/index.html`, 'utf8');
    return html.includes('id="at-a-glance"');
  });

const decode = (s: string) =>
  s
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"');
const textOf = (html: string) =>
  decode(html.replace(/<[^>]+>/g, ''))
    .replace(/\s+/g, ' ')
    .trim();

test('the place pages are all here: 25 towns and districts, 9 neighborhoods, 4 landing pages', () => {
  expect(placePaths).toHaveLength(25 + 9 + 4);
});

for (const path of placePaths) {
  test(`${path} shows the service-area map, with its text alternative, in the served HTML`, async ({
    request,
  }) => {
    const html = await (await request.get(path)).text();
    const svg = /<svg[^>]*role="img"[^>]*aria-labelledby="([^"]+)"[^>]*>([\s\S]*?)<\/svg>/.exec(html);
    expect(svg, 'an inline SVG map with role img').not.toBeNull();
    // Drawn at build time: dots for the places we serve, no map service, no image request.
    expect(svg![2]!.match(/<circle/g)!.length).toBeGreaterThan(15);
    expect(html).not.toMatch(/maps\.googleapis|tile\.openstreetmap|api\.mapbox/);
    // The text alternative: the caption the SVG is labelled by, saying in words what the map shows.
    const caption = new RegExp(`<figcaption id="${svg![1]}"[^>]*>([\\s\\S]*?)</figcaption>`).exec(html);
    expect(caption, 'the caption that labels the map').not.toBeNull();
    expect(textOf(caption![1]!)).toMatch(/^The \d+ places we serve, .*north up.*(orange|dark square)/);
    // And the ZIP check.
    expect(html).toContain('Do you serve my ZIP?');
  });
}

test('a town page says where the town is, in words and in the distance table', async ({ request }) => {
  const html = await (await request.get('/mart')).text();
  const text = textOf(html);
  expect(text).toContain(
    'The 22 places we serve, north up: Mart in orange, about 22 miles east of our base in Hewitt',
  );
  expect(text).toMatch(/Riesel\s*7\s*southwest/);
  // A source note for people, with the attribution GeoNames' license asks for: the source and the license, linked.
  expect(text).toContain('Map position of Mart: 31.542° N, 96.834° W (GeoNames, CC BY 4.0).');
  expect(html).toContain('href="https://www.geonames.org/4709320"');
  expect(html).toContain('href="https://creativecommons.org/licenses/by/4.0/"');
});

test('the map is drawn at build time: its drawing code is not part of a place page’s first load', async ({
  request,
}) => {
  // The drawing module gets its own chunk (loaded only when the app navigates to a place page).
  const drawing = readdirSync('dist/assets').filter((f) => /^map-svg-[\w-]+\.js$/.test(f));
  expect(drawing).toHaveLength(1);
  for (const path of ['/mart', '/waco', '/neighborhoods/oakwood', '/pooper-scooper-near-me']) {
    const html = await (await request.get(path)).text();
    for (const file of drawing) expect(html, `${path} loads ${file}`).not.toContain(file);
  }
});

test('the ZIP check answers at once in the browser, and the map survives hydration', async ({
  page,
  consoleErrors,
}) => {
  const zipChunks: string[] = [];
  page.on('request', (r) => {
    if (/\/assets\/zip-index-[\w-]+\.js$/.test(r.url())) zipChunks.push(r.url());
  });
  await page.goto('/mart');
  await waitForHydration(page);
  // The served ZIP codes are not part of the page's first load: they load when the visitor reaches the form.
  expect(zipChunks).toEqual([]);
  const input = page.getByRole('textbox', { name: 'Your ZIP code' });
  await input.fill('76705');
  await expect(
    page.getByText('Yes, we serve 76705 (Lacy Lakeview, Bellmead, Hallsburg and Northcrest).'),
  ).toBeVisible();
  expect(zipChunks).toHaveLength(1);
  await input.fill('78701');
  await expect(page.getByText(/78701 is not on our list, but ask anyway/)).toBeVisible();
  await expect(page.getByRole('img', { name: /Mart in orange/ })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('navigating to a place page in the app draws its map too', async ({ page, consoleErrors }) => {
  await openAppDocument(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Mart', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pooper Scooper Service in Mart, TX');
  await expect(page.getByRole('img', { name: /Mart in orange/ })).toBeVisible();
  expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
  expect(await page.evaluate(() => performance.getEntriesByType('navigation')[0]!.name)).not.toMatch(
    /\/mart$/,
  );
  expect(consoleErrors).toEqual([]);
});
