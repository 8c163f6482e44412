// The request pipeline's checks that answer before any database work: CORS, method, body size, client keys.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FunctionDeps } from './deps.ts';
import { publicFunctionNames } from '../../../tests/support/function-names.ts';
import { functionHandlers } from './handlers.ts';
import {
  MAX_BODY_BYTES,
  allowedOrigins,
  clientAddress,
  clientKey,
  honeypotFilled,
  isOriginAllowed,
  parseJsonObject,
  readBodyText,
  runsAgainstLocalApi,
} from './http.ts';

const envOf =
  (values: Record<string, string>) =>
  (name: string): string | undefined =>
    values[name];

const LOCAL_API = 'http://127.0.0.1:54321';
const HOSTED_API = 'https://abcdefghijklmnop.supabase.co';

const unreachableClient = () => {
  throw new Error('the database must not be reached');
};

// Nothing listens here: every answer below must be given before the handler reaches the database.
const offlineDeps: FunctionDeps = {
  supabaseUrl: 'http://127.0.0.1:9',
  serviceRoleKey: 'unused',
  env: envOf({ SITE_URL: 'https://brazos-scoop.example/' }),
  createClient: unreachableClient,
};

/** A deployed function: SUPABASE_URL is the hosted project's. */
const deployedDeps = (env: Record<string, string>): FunctionDeps => ({
  supabaseUrl: HOSTED_API,
  serviceRoleKey: 'unused',
  env: envOf(env),
  createClient: unreachableClient,
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('allowed origins', () => {
  it('against a local API: the site URL plus local development hosts on any port', () => {
    const allowed = allowedOrigins(
      envOf({ VITE_SITE_URL: 'https://brazos-scoop.example/some/path' }),
      LOCAL_API,
    );
    expect(allowed).toEqual(['https://brazos-scoop.example', 'http://localhost:*', 'http://127.0.0.1:*']);
    expect(isOriginAllowed('https://brazos-scoop.example', allowed)).toBe(true);
    expect(isOriginAllowed('http://localhost:4173', allowed)).toBe(true);
    expect(isOriginAllowed('http://127.0.0.1:5173', allowed)).toBe(true);
    expect(isOriginAllowed('http://localhost', allowed)).toBe(true);
    expect(isOriginAllowed('https://evil.example', allowed)).toBe(false);
    expect(isOriginAllowed('http://localhost.evil.example:80', allowed)).toBe(false);
    expect(isOriginAllowed('http://localhost:80@evil.example', allowed)).toBe(false);
    expect(isOriginAllowed('https://brazos-scoop.example.evil.example', allowed)).toBe(false);
  });

  it('deployed: ALLOWED_ORIGINS alone when it is set, else the site URL, and never the development hosts', () => {
    const configured = allowedOrigins(
      envOf({ ALLOWED_ORIGINS: ' https://a.example/ , https://b.example ', SITE_URL: 'https://c.example' }),
      HOSTED_API,
    );
    expect(configured).toEqual(['https://a.example', 'https://b.example']);
    expect(isOriginAllowed('http://localhost:5173', configured)).toBe(false);
    expect(allowedOrigins(envOf({ SITE_URL: 'https://c.example/' }), HOSTED_API)).toEqual([
      'https://c.example',
    ]);
  });

  it('deployed with nothing configured: no origin at all (fail closed)', () => {
    expect(allowedOrigins(envOf({}), HOSTED_API)).toEqual([]);
    expect(allowedOrigins(envOf({ SITE_URL: '  ', ALLOWED_ORIGINS: ' , ' }), HOSTED_API)).toEqual([]);
  });

  it('tells a local API (this repository’s, or `supabase start`’s kong) from a hosted project', () => {
    for (const url of [LOCAL_API, 'http://localhost:54321', 'http://[::1]:54321', 'http://kong:8000'])
      expect(runsAgainstLocalApi(url), url).toBe(true);
    for (const url of [
      HOSTED_API,
      'https://api.brazos-scoop.example',
      'http://127.0.0.1.evil.example',
      'nonsense',
    ])
      expect(runsAgainstLocalApi(url), url).toBe(false);
  });
});

describe('CORS of a deployed function', () => {
  const preflight = (origin: string, deps: FunctionDeps) =>
    functionHandlers['quote-request'](
      new Request(`${HOSTED_API}/functions/v1/quote-request`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST' },
      }),
      deps,
    );

  it('allows the configured site and refuses development origins', async () => {
    const deps = deployedDeps({ SITE_URL: 'https://brazos-scoop.example' });
    const site = await preflight('https://brazos-scoop.example', deps);
    expect(site.status).toBe(204);
    expect(site.headers.get('access-control-allow-origin')).toBe('https://brazos-scoop.example');
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const origin of ['http://localhost:5173', 'http://127.0.0.1:4173']) {
      const refused = await preflight(origin, deps);
      expect(refused.status, origin).toBe(403);
      expect(refused.headers.get('access-control-allow-origin')).toBeNull();
    }
  });

  it('with no origin configured, refuses every cross-origin call and logs why', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const deps = deployedDeps({});
    for (const origin of ['https://brazos-scoop.example', 'http://localhost:5173']) {
      expect((await preflight(origin, deps)).status, origin).toBe(403);
    }
    const post = await functionHandlers['newsletter-signup'](
      new Request(`${HOSTED_API}/functions/v1/newsletter-signup`, {
        method: 'POST',
        headers: { origin: 'https://brazos-scoop.example', 'content-type': 'application/json' },
        body: '{}',
      }),
      deps,
    );
    expect(post.status).toBe(403);
    expect(await post.json()).toEqual({ error: 'Origin not allowed' });
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/neither ALLOWED_ORIGINS nor SITE_URL is set/));
  });
});

describe('endpoint pipeline before the database', () => {
  const post = (init: RequestInit & { origin?: string } = {}) =>
    new Request('http://functions.test/functions/v1/quote-request', {
      method: 'POST',
      ...init,
      headers: {
        'content-type': 'application/json',
        ...(init.origin ? { origin: init.origin } : {}),
        ...init.headers,
      },
    });

  it.each(publicFunctionNames)('%s answers a CORS preflight from the site', async (name) => {
    const response = await functionHandlers[name](
      new Request(`http://functions.test/functions/v1/${name}`, {
        method: 'OPTIONS',
        headers: {
          origin: 'https://brazos-scoop.example',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization, x-client-info, apikey, content-type',
        },
      }),
      offlineDeps,
    );
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('https://brazos-scoop.example');
    expect(response.headers.get('vary')).toBe('Origin');
    expect(response.headers.get('access-control-allow-methods')).toBe('POST, OPTIONS');
    for (const header of ['authorization', 'x-client-info', 'apikey', 'content-type']) {
      expect(response.headers.get('access-control-allow-headers')).toContain(header);
    }
  });

  it('refuses other origins', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const response = await functionHandlers['quote-request'](
      post({ origin: 'https://evil.example', body: '{}' }),
      offlineDeps,
    );
    expect(response.status).toBe(403);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(await response.json()).toEqual({ error: 'Origin not allowed' });
  });

  it.each(['GET', 'PUT', 'DELETE'])('answers %s with 405', async (method) => {
    const response = await functionHandlers['newsletter-signup'](
      new Request('http://functions.test/functions/v1/newsletter-signup', {
        method,
        headers: { origin: 'http://localhost:5173' },
      }),
      offlineDeps,
    );
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST, OPTIONS');
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
  });

  it('answers 413 to a body over 16 KB, declared or streamed', async () => {
    const big = JSON.stringify({ name: 'Ana', message: 'x'.repeat(MAX_BODY_BYTES) });
    const whole = await functionHandlers['contact-message'](post({ body: big }), offlineDeps);
    expect(whole.status).toBe(413);
    expect(await whole.json()).toEqual({ error: 'Request body too large' });

    // A declared length over the limit is refused without reading the body.
    const declared = await functionHandlers['contact-message'](
      post({ body: '{}', headers: { 'content-length': String(MAX_BODY_BYTES + 1) } }),
      offlineDeps,
    );
    expect(declared.status).toBe(413);

    const encoded = new TextEncoder().encode(big);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < encoded.length; i += 1024) controller.enqueue(encoded.slice(i, i + 1024));
        controller.close();
      },
    });
    const streamed = await functionHandlers['contact-message'](
      post({ body: stream, duplex: 'half' } as RequestInit),
      offlineDeps,
    );
    expect(streamed.status).toBe(413);
  });
});

describe('body helpers', () => {
  it('reads a body within the limit and refuses one over it', async () => {
    const request = (text: string) => new Request('http://x.test', { method: 'POST', body: text });
    expect(await readBodyText(request('{"a":"é"}'), 10)).toBe('{"a":"é"}');
    expect(await readBodyText(request('x'.repeat(11)), 10)).toBeNull();
  });

  it('accepts only JSON objects', () => {
    expect(parseJsonObject('{"a":1}')).toEqual({ a: 1 });
    for (const text of ['', '{', '[]', 'null', '"text"', '42']) expect(parseJsonObject(text)).toBeUndefined();
  });

  it('treats any value in the honeypot as a bot', () => {
    expect(honeypotFilled({ website: 'http://spam.example' })).toBe(true);
    expect(honeypotFilled({ website: ['x'] })).toBe(true);
    expect(honeypotFilled({ website: '' })).toBe(false);
    expect(honeypotFilled({ website: '   ' })).toBe(false);
    expect(honeypotFilled({ website: null })).toBe(false);
    expect(honeypotFilled({})).toBe(false);
  });
});

describe('client keys', () => {
  const withHeaders = (headers: Record<string, string>) => new Request('http://x.test', { headers });

  it('takes the address Cloudflare sets, never what the caller put in X-Forwarded-For', () => {
    // What a hosted function receives from a caller who sent `X-Forwarded-For: 203.0.113.7` itself.
    const spoofed = withHeaders({
      'x-forwarded-for': '203.0.113.7, 198.51.100.2',
      'cf-connecting-ip': '198.51.100.2',
    });
    expect(clientAddress(spoofed)).toBe('198.51.100.2');
  });

  it('without CF-Connecting-IP, takes the last X-Forwarded-For entry: the one the nearest proxy appended', () => {
    expect(clientAddress(withHeaders({ 'x-forwarded-for': '203.0.113.7, 10.0.0.1' }))).toBe('10.0.0.1');
    expect(clientAddress(withHeaders({ 'x-forwarded-for': ' 192.0.2.4 ' }))).toBe('192.0.2.4');
    expect(clientAddress(withHeaders({ 'x-forwarded-for': '192.0.2.4, ' }))).toBe('192.0.2.4');
    // X-Real-IP is nobody's guarantee: not read.
    expect(clientAddress(withHeaders({ 'x-real-ip': '192.0.2.9' }))).toBeUndefined();
    expect(clientAddress(withHeaders({}))).toBeUndefined();
  });

  it('is a keyed SHA-256 of the address, never the address itself', async () => {
    const a = await clientKey(withHeaders({ 'cf-connecting-ip': '203.0.113.7' }), 'secret');
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(a).not.toContain('203');
    expect(await clientKey(withHeaders({ 'x-forwarded-for': '198.18.0.1, 203.0.113.7' }), 'secret')).toBe(a);
    expect(await clientKey(withHeaders({ 'cf-connecting-ip': '203.0.113.8' }), 'secret')).not.toBe(a);
    expect(await clientKey(withHeaders({ 'cf-connecting-ip': '203.0.113.7' }), 'other secret')).not.toBe(a);
  });

  it('rotating the forged first entry does not change the key', async () => {
    const keys = new Set<string>();
    for (let i = 1; i <= 20; i++) {
      keys.add(
        await clientKey(
          withHeaders({
            'x-forwarded-for': `10.9.8.${i}, 198.51.100.77`,
            'cf-connecting-ip': '198.51.100.77',
          }),
          'secret',
        ),
      );
    }
    expect(keys.size).toBe(1);
  });
});
