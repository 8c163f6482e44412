import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

  it('sends //evil.example/ to the path /evil.example on this site', async () => {
    expect(await get('//evil.example/')).toEqual({ status: 308, location: '/evil.example' });
    expect(await get('//evil.example/index.html')).toEqual({ status: 308, location: '/evil.example' });
  });
});
