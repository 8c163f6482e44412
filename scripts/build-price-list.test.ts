import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_ANON_KEY, type LocalApi } from '../local/api/index.ts';
import { adminClient, startTestApi } from '../tests/support/local-api.ts';
import { SEEDED_PRICE_LIST } from '../tests/support/seeded-price-list.ts';
import { readBuildPriceList, SEEDED_DEFAULTS } from './build-price-list.ts';
import { priceListManifest, pricePattern } from './price-list-manifest.ts';

/**
 * The build's reading of the owners' price list: from the API it is configured for, saying which it used; the seeded
 * defaults for a local build that finds no API; a failed build in production rather than stale prices. Then the
 * pages a build renders from a list the owners changed show its prices, and price-list.json its version.
 */

let api: LocalApi;
const logged: string[] = [];
const log = (line: string) => logged.push(line);
const PRODUCTION = 'a production build (VITE_SITE_URL is https://scoop.example)';

beforeAll(async () => {
  api = await startTestApi();
});

afterAll(async () => {
  await api?.close();
});

/** A port nothing listens on: taken, then given back. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise<void>((done) => server.close(() => done()));
  return port;
}

describe('readBuildPriceList', () => {
  it('reads the active list from the configured API and says so', async () => {
    logged.length = 0;
    const read = await readBuildPriceList({
      supabaseUrl: api.url,
      supabaseAnonKey: LOCAL_ANON_KEY,
      production: PRODUCTION,
      log,
    });
    expect(read).toEqual({ list: SEEDED_PRICE_LIST, source: api.url });
    expect(logged).toEqual([`Prices: price list v1 from ${api.url}`]);
  });

  it('reads the seeded defaults, and says why, in a local build that finds no API', async () => {
    logged.length = 0;
    const url = `http://127.0.0.1:${await closedPort()}`;
    const read = await readBuildPriceList({
      supabaseUrl: url,
      supabaseAnonKey: LOCAL_ANON_KEY,
      production: undefined,
      log,
    });
    expect(read).toEqual({ list: SEEDED_PRICE_LIST, source: SEEDED_DEFAULTS });
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatch(
      new RegExp(`^Prices: price list v1 from the seeded defaults \\(none from ${url}: .+\\)$`),
    );
  }, 180_000);

  it('fails a production build that cannot read the list, naming the API', async () => {
    const url = `http://127.0.0.1:${await closedPort()}`;
    await expect(
      readBuildPriceList({ supabaseUrl: url, supabaseAnonKey: LOCAL_ANON_KEY, production: PRODUCTION, log }),
    ).rejects.toThrow(
      new RegExp(
        `^Prices: could not read the owners' price list from ${url}: .+\\. ${PRODUCTION.replace(/[()]/g, '\\$&')} shows the active list's prices`,
      ),
    );
  }, 60_000);
});

describe('vite build in production', () => {
  it('stops at the price list when the configured API cannot be read', async () => {
    const outDir = mkdtempSync(join(tmpdir(), 'price-list-build-'));
    try {
      const failure = await promisify(execFile)(
        resolve('node_modules/.bin/vite'),
        ['build', '--outDir', outDir],
        {
          env: {
            PATH: process.env.PATH,
            HOME: process.env.HOME,
            VERCEL: '1',
            VITE_SITE_URL: 'https://scoop.example',
            // A name that resolves nowhere (RFC 6761).
            VITE_SUPABASE_URL: 'https://price-list.invalid',
            VITE_SUPABASE_ANON_KEY: 'sb_publishable_project-key',
          },
        },
      ).then(
        () => null,
        (error: { code: number; stdout: string; stderr: string }) => error,
      );
      expect(failure, 'the build failed').not.toBeNull();
      expect(failure!.code).not.toBe(0);
      expect(`${failure!.stdout}${failure!.stderr}`).toContain(
        "Prices: could not read the owners' price list from https://price-list.invalid",
      );
      expect(`${failure!.stdout}${failure!.stderr}`).toContain(
        "a build on Vercel shows the active list's prices",
      );
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  }, 180_000);
});

describe('a build from a list the owners changed', () => {
  it('renders the new prices, and price-list.json names its version and source', async () => {
    const admin = await adminClient(api);
    const saved = await admin.rpc('save_price_list', {
      prices: { ...SEEDED_PRICE_LIST.cents, 'plan.weekly.first_dog': 2800 },
    });
    expect(saved.error).toBeNull();
    const version = (saved.data as { version: number }).version;
    expect(version).toBeGreaterThan(SEEDED_PRICE_LIST.version);

    const read = await readBuildPriceList({
      supabaseUrl: api.url,
      supabaseAnonKey: LOCAL_ANON_KEY,
      production: PRODUCTION,
      log,
    });
    expect(read.list.version).toBe(version);

    // What the build inlines, then the server entry the prerender renders every page with.
    Object.assign(globalThis, { __PRICE_LIST__: read.list, __PRICE_LIST_SOURCE__: read.source });
    const entry = await import('../src/entry-server.tsx');
    const template =
      '<!doctype html><html><head></head><body><div id="root"><!--app-html--></div></body></html>';
    const { html, status } = await entry.render('/', template);
    expect(status).toBe(200);
    expect(html).toContain('From $28/week');
    const service = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)]
      .map((m) => JSON.parse(m[1]!) as { '@type': string; offers?: { price: string } })
      .find((ld) => ld['@type'] === 'Service');
    expect(service?.offers?.price).toBe('28.00');

    expect(pricePattern(read.list).test(html)).toBe(true);
    const manifest = priceListManifest(entry.builtPriceList, ['/'], new Date('2026-11-27T12:00:00Z'));
    expect(manifest).toEqual({ version, source: api.url, builtAt: '2026-11-27T12:00:00.000Z', pages: ['/'] });
  }, 180_000);
});

describe('pricePattern', () => {
  it("finds the list's figures as the pages write them, not a longer amount", () => {
    const pattern = pricePattern(SEEDED_PRICE_LIST);
    const weekly = '$' + String(SEEDED_PRICE_LIST.cents['plan.weekly.first_dog']! / 100);
    expect(pattern.test(`from ${weekly}/week`)).toBe(true);
    expect(pattern.test(`"priceRange":"${weekly}–"`)).toBe(true);
    expect(pattern.test(`${weekly}0 a month`)).toBe(false);
    expect(pattern.test(`${weekly}.50 a visit`)).toBe(false);
    expect(pattern.test('no price here')).toBe(false);
  });
});
