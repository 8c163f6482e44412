import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { serve } from '@hono/node-server';
import { findRedirect, findRewrite, headersFor, type VercelConfig } from './vercel-rules';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

async function isFile(path: string) {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** Finds the file a clean URL names: /about -> about.html or about/index.html. */
async function resolveFile(root: string, pathname: string, cleanUrls: boolean): Promise<string | null> {
  const safe = normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '');
  const base = join(root, safe);
  if (!base.startsWith(root)) return null;
  const candidates = extname(safe)
    ? [base]
    : cleanUrls
      ? [`${base}.html`, join(base, 'index.html')]
      : [join(base, 'index.html')];
  for (const candidate of candidates) if (await isFile(candidate)) return candidate;
  return null;
}

/**
 * A redirect to a path stays on this site: to a browser, `//evil.example` (or `/\evil.example`) names another host,
 * and a request for `//evil.example/` would otherwise be sent there by the trailing-slash rule. Leading slashes and
 * backslashes collapse into one slash, and anything but an absolute URL (the configured redirects to the bare host)
 * is a path here: never empty, which a browser would read as the same URL again.
 */
const onThisSite = (location: string) =>
  /^https?:\/\//i.test(location) ? location : `/${location.replace(/^[/\\]+/, '')}`;

export interface StaticHostOptions {
  /** The built site (default: dist/). */
  root?: string;
  /** The routing and headers to honour (default: dist-server/vercel.json, which the build writes from vercel.ts). */
  configPath?: string;
  port?: number;
  hostname?: string;
  /** Called for every request that ends in the 404 page. */
  onNotFound?: (path: string) => void;
}

/** Where the build writes the Vercel configuration (vercel.ts) evaluated for the config it inlined. */
export const BUILT_VERCEL_CONFIG = 'dist-server/vercel.json';

/**
 * An HTTP app serving the built site the way production (Vercel) will: the routing and headers that vercel.ts
 * yields for the configuration this build was made with (so the Content-Security-Policy is the build's own).
 */
export async function createStaticApp(options: StaticHostOptions = {}) {
  const root = resolve(options.root ?? 'dist');
  const configPath = options.configPath ?? BUILT_VERCEL_CONFIG;
  const config = JSON.parse(
    await readFile(configPath, 'utf8').catch(() => {
      throw new Error(
        `${configPath} is missing: run \`npm run build\` (it writes the headers with the site).`,
      );
    }),
  ) as VercelConfig;
  const cleanUrls = config.cleanUrls ?? false;
  const app = new Hono();

  app.use(compress());

  app.get('*', async (c) => {
    const url = new URL(c.req.url);
    const host = c.req.header('host') ?? url.host;
    const pathname = url.pathname;
    const headers = headersFor(config, pathname);

    const redirect = findRedirect(config, pathname, host.replace(/:\d+$/, ''));
    if (redirect) {
      return c.body(null, redirect.status as 307 | 308, {
        ...headers,
        Location: onThisSite(redirect.location) + url.search,
      });
    }
    if (cleanUrls && /(\/index)?\.html$/.test(pathname)) {
      const clean = pathname.replace(/(\/index)?\.html$/, '') || '/';
      return c.body(null, 308, { ...headers, Location: onThisSite(clean) + url.search });
    }

    let status = 200;
    let file = await resolveFile(root, pathname, cleanUrls);
    if (!file) {
      const rewritten = findRewrite(config, pathname);
      if (rewritten) file = await resolveFile(root, rewritten, cleanUrls);
    }
    if (!file) {
      status = 404;
      file = join(root, '404.html');
      options.onNotFound?.(pathname);
    }
    const body = await readFile(file);
    const type = CONTENT_TYPES[extname(file)] ?? 'application/octet-stream';
    return c.body(body, status as 200 | 404, { ...headers, 'Content-Type': type });
  });

  return app;
}

export async function startStaticHost(options: StaticHostOptions = {}) {
  const app = await createStaticApp(options);
  const hostname = options.hostname ?? '127.0.0.1';
  return new Promise<{ url: string; port: number; close: () => Promise<void> }>((resolvePromise) => {
    const server = serve({ fetch: app.fetch, port: options.port ?? 4173, hostname }, (info) => {
      resolvePromise({
        url: `http://${hostname}:${info.port}`,
        port: info.port,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}
