import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offSiteSpellings } from '@tests/support/off-site-spellings';
import { config } from '../../vercel';
import { startStaticHost } from './static-host';

let dir: string;
let site: Awaited<ReturnType<typeof startStaticHost>>;

beforeAll(async () => {
  // A built site of three pages, served with the project's own routing (vercel.ts).
  dir = await mkdtemp(join(tmpdir(), 'static-host-'));
  const root = join(dir, 'dist');
  const configPath = join(dir, 'vercel.json');
  await mkdir(root);
  await writeFile(join(root, 'index.html'), '<h1>Home</h1>');
  await writeFile(join(root, 'about.html'), '<h1>About</h1>');
  await writeFile(join(root, '404.html'), '<h1>Not found</h1>');
  await writeFile(configPath, JSON.stringify(config));
  site = await startStaticHost({ root, configPath, port: 0 });
});

afterAll(async () => {
  await site?.close();
  await rm(dir, { recursive: true, force: true });
});

/** GET `path` exactly as written (fetch would normalise some of these), without following a redirect. */
function get(path: string) {
  return new Promise<{ status: number; location: string | undefined }>((resolve, reject) => {
    const req = request(`${site.url}${path}`, { method: 'GET' }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location }));
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * Sends the request line with `target` byte for byte (http.request refuses some of these), and reads the answer's
 * status and Location; a request the HTTP parser refuses answers 400 without one.
 */
function getRaw(target: string) {
  return new Promise<{ status: number; location: string | undefined }>((resolve, reject) => {
    const { hostname, port } = new URL(site.url);
    const socket = connect(Number(port), hostname, () => {
      socket.write(`GET ${target} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nConnection: close\r\n\r\n`);
    });
    let head = '';
    socket.on('data', (chunk: Buffer) => (head += chunk.toString('latin1')));
    socket.on('error', reject);
    socket.on('close', () => {
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0);
      const location = /^location: ?(.*?)\r$/im.exec(head.split('\r\n\r\n')[0]!)?.[1];
      resolve({ status, location });
    });
  });
}

/** Paths that name another host to a browser, and the same with the endings that send them through a redirect. */
const offSitePaths = [
  ...new Set(
    [
      ...offSiteSpellings,
      '//evil.example/%2e%2e',
      '//evil.example/%2E%2E/',
      '//evil.example/.%2e',
      '//evil.example/%2e.',
      '//evil.example/..',
      '///evil.example/%2e%2e',
      '/%2f%2fevil.example',
      '/%2e%2e/%2e%2e//evil.example',
    ].flatMap((path) => [path, `${path}/`, `${path}/%2e%2e`, `${path}/%2e%2e/`, `${path}/index.html`]),
  ),
];

describe('the local static host', () => {
  it('redirects as production does: no trailing slash, no .html', async () => {
    expect(await get('/about/')).toEqual({ status: 308, location: '/about' });
    expect(await get('/about.html?x=1')).toEqual({ status: 308, location: '/about?x=1' });
    expect(await get('/index.html')).toEqual({ status: 308, location: '/' });
    expect(await get('/feedback')).toEqual({ status: 308, location: '/testimonials' });
    expect((await get('/about')).status).toBe(200);
  });

  it.each([
    '//evil.example/',
    '///evil.example/',
    '//evil.example//',
    '//evil.example/?next=1',
    '//evil.example/index.html',
    '//evil.example.html',
    '/\\evil.example/',
    '/\\/evil.example/',
    '/%2F/evil.example/',
  ])('never redirects %s to another host', async (path) => {
    const { status, location } = await get(path);
    if (location === undefined) {
      expect(status).toBe(404);
      return;
    }
    expect(status).toBe(308);
    expect(location).toMatch(/^\/(?![/\\])/);
    expect(new URL(location, site.url).origin).toBe(new URL(site.url).origin);
  });

  it('answers //evil.example/%2e%2e (the path `//`) with a redirect home, never an empty Location', async () => {
    expect(await getRaw('//evil.example/%2e%2e')).toEqual({ status: 308, location: '/' });
    expect(await getRaw('//')).toEqual({ status: 308, location: '/' });
  });

  it('never answers an off-site spelling with an empty, protocol-relative or off-site Location', async () => {
    expect(offSitePaths.length).toBeGreaterThan(200);
    const wrong: string[] = [];
    const statuses = new Map<number, number>();
    for (const path of offSitePaths) {
      const { status, location } = await getRaw(path);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      if (status === 0 || status >= 500) wrong.push(`${JSON.stringify(path)}: ${status}`);
      if (location === undefined) continue;
      // The browser resolves a Location against the URL it asked for, which for `//evil...` is this site's origin.
      const onSite =
        /^\/(?![/\\])/.test(location) && new URL(location, site.url).origin === new URL(site.url).origin;
      if (!onSite) wrong.push(`${JSON.stringify(path)}: ${status} to ${JSON.stringify(location)}`);
    }
    expect(wrong).toEqual([]);
    // Some of them do go through the redirect rules (so the Location check above ran).
    expect(statuses.get(308)).toBeGreaterThan(20);
  });

  it('sends //evil.example/ to the path /evil.example on this site', async () => {
    expect(await get('//evil.example/')).toEqual({ status: 308, location: '/evil.example' });
    expect(await get('//evil.example/index.html')).toEqual({ status: 308, location: '/evil.example' });
  });
});
