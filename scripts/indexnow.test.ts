import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changedOnOrAfter, changedSince, findKey, main, MAX_URLS, submit } from './indexnow';
import { buildSitemap } from './sitemap';

/**
 * IndexNow's endpoint cannot be reached from a test (and must never be pinged by one): a local HTTP server on
 * 127.0.0.1 stands in for it, records what it receives and answers with the status a test chooses.
 */
interface Received {
  method?: string;
  url?: string;
  contentType?: string;
  body: { host: string; key: string; keyLocation: string; urlList: string[] };
}

let server: Server;
let base: string;
let received: Received[];
let answer: number;
let previousSitemap: string | undefined;

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    req.on('data', (chunk: Buffer) => (data += chunk.toString()));
    req.on('end', () => resolve(data));
  });

beforeEach(async () => {
  received = [];
  answer = 200;
  previousSitemap = undefined;
  server = createServer(async (req, res) => {
    if (req.method === 'GET' && req.url === '/sitemap.xml') {
      res.writeHead(previousSitemap ? 200 : 404, { 'content-type': 'application/xml' });
      res.end(previousSitemap ?? '');
      return;
    }
    const body = await readBody(req);
    received.push({
      method: req.method,
      url: req.url,
      contentType: req.headers['content-type'],
      body: JSON.parse(body),
    });
    res.writeHead(answer);
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const SITE = 'https://brazos-scoop.example';
const url = (path: string) => `${SITE}${path}`;

describe('which URLs changed', () => {
  const current = [
    { loc: url('/'), lastmod: '2026-05-01' },
    { loc: url('/waco'), lastmod: '2026-06-10' },
    { loc: url('/new-page'), lastmod: '2026-06-10' },
    { loc: url('/undated') },
  ];

  it('against the previous sitemap: new, re-dated and gone URLs', () => {
    const previous = [
      { loc: url('/'), lastmod: '2026-05-01' },
      { loc: url('/waco'), lastmod: '2026-05-01' },
      { loc: url('/undated') },
      { loc: url('/removed'), lastmod: '2026-01-01' },
    ];
    expect(changedSince(current, previous)).toEqual([url('/waco'), url('/new-page'), url('/removed')]);
  });

  it('since a date: on or after it, and any URL without a date', () => {
    expect(changedOnOrAfter(current, '2026-06-10')).toEqual([
      url('/waco'),
      url('/new-page'),
      url('/undated'),
    ]);
    expect(changedOnOrAfter(current, '2027-01-01')).toEqual([url('/undated')]);
  });
});

describe('the key', () => {
  it('is the public/<key>.txt file that holds its own name', () => {
    const dir = mkdtempSync(join(tmpdir(), 'indexnow-'));
    writeFileSync(join(dir, 'robots.txt'), 'User-agent: *');
    writeFileSync(join(dir, 'abcdef0123456789.txt'), 'something else');
    expect(findKey(dir)).toBeUndefined();
    writeFileSync(join(dir, '0123456789abcdef0123456789abcdef.txt'), '0123456789abcdef0123456789abcdef\n');
    expect(findKey(dir)).toBe('0123456789abcdef0123456789abcdef');
    rmSync(dir, { recursive: true, force: true });
  });

  it('is served by this site', () => {
    const key = findKey('public');
    expect(key).toMatch(/^[a-f0-9]{32}$/);
  });
});

describe('submitting to IndexNow (a local stand-in)', () => {
  const submission = () => ({
    endpoint: `${base}/indexnow`,
    host: 'brazos-scoop.example',
    key: 'k'.repeat(32),
    keyLocation: `${SITE}/${'k'.repeat(32)}.txt`,
    urlList: [url('/waco'), url('/hewitt')],
  });

  it('POSTs {host, key, keyLocation, urlList} as JSON', async () => {
    expect(await submit(submission())).toEqual([200]);
    expect(received).toEqual([
      {
        method: 'POST',
        url: '/indexnow',
        contentType: 'application/json; charset=utf-8',
        body: {
          host: 'brazos-scoop.example',
          key: 'k'.repeat(32),
          keyLocation: `${SITE}/${'k'.repeat(32)}.txt`,
          urlList: [url('/waco'), url('/hewitt')],
        },
      },
    ]);
  });

  it('takes 202 as received, and fails clearly on a refusal', async () => {
    answer = 202;
    expect(await submit(submission())).toEqual([202]);
    answer = 403;
    await expect(submit(submission())).rejects.toThrow('IndexNow answered 403: key not valid');
  });

  it(`sends at most ${MAX_URLS} URLs per request`, async () => {
    const many = Array.from({ length: MAX_URLS + 5 }, (_, i) => url(`/p${i}`));
    await submit({ ...submission(), urlList: many });
    expect(received.map((r) => r.body.urlList.length)).toEqual([MAX_URLS, 5]);
  });
});

describe('the deploy step', () => {
  let dist: string;
  const key = 'e'.repeat(32);
  beforeEach(() => {
    dist = mkdtempSync(join(tmpdir(), 'indexnow-dist-'));
    writeFileSync(join(dist, `${key}.txt`), key);
    writeFileSync(
      join(dist, 'sitemap.xml'),
      buildSitemap(SITE, [
        { path: '/', lastmod: '2026-05-01' },
        { path: '/waco', lastmod: '2026-06-10' },
      ]),
    );
    vi.spyOn(console, 'log').mockImplementation(() => {});
  });
  afterEach(() => {
    rmSync(dist, { recursive: true, force: true });
    vi.restoreAllMocks();
  });
  const env = () => ({ DIST_DIR: dist, INDEXNOW_KEY: key, INDEXNOW_ENDPOINT: `${base}/indexnow` });

  it('submits what changed since the previous (live) sitemap, with the key file of this site', async () => {
    previousSitemap = buildSitemap(SITE, [
      { path: '/', lastmod: '2026-05-01' },
      { path: '/waco', lastmod: '2026-05-01' },
    ]);
    expect(await main(['--previous', `${base}/sitemap.xml`], env())).toEqual([url('/waco')]);
    expect(received).toHaveLength(1);
    expect(received[0]?.body).toEqual({
      host: 'brazos-scoop.example',
      key,
      keyLocation: `${SITE}/${key}.txt`,
      urlList: [url('/waco')],
    });
  });

  it('on a first deploy (no live sitemap yet) submits every URL', async () => {
    expect(await main(['--previous', `${base}/sitemap.xml`], env())).toEqual([url('/'), url('/waco')]);
  });

  it('sends nothing when nothing changed, or on a dry run', async () => {
    expect(await main(['--since', '2027-01-01'], env())).toEqual([]);
    expect(await main(['--since', '2026-06-01', '--dry-run'], env())).toEqual([url('/waco')]);
    expect(received).toEqual([]);
  });

  it('refuses to run without a served key file or without saying since when', async () => {
    await expect(main(['--since', '2026-01-01'], { ...env(), INDEXNOW_KEY: 'f'.repeat(32) })).rejects.toThrow(
      'must be served',
    );
    await expect(main([], env())).rejects.toThrow('--previous');
  });
});
