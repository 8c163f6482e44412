// The request pipeline's checks that answer before any database work: CORS, method, body size, client keys.
import { describe, expect, it } from 'vitest';
import type { FunctionDeps } from './deps.ts';
import { functionHandlers, functionNames } from './handlers.ts';
import {
  MAX_BODY_BYTES,
  allowedOrigins,
  clientAddress,
  clientKey,
  honeypotFilled,
  isOriginAllowed,
  parseJsonObject,
  readBodyText,
} from './http.ts';

const envOf =
  (values: Record<string, string>) =>
  (name: string): string | undefined =>
    values[name];

// Nothing listens here: every answer below must be given before the handler reaches the database.
const offlineDeps: FunctionDeps = {
  supabaseUrl: 'http://127.0.0.1:9',
  serviceRoleKey: 'unused',
  env: envOf({ SITE_URL: 'https://brazos-scoop.example/' }),
  waitUntil: () => {
    throw new Error('nothing should run in the background');
  },
  createClient: () => {
    throw new Error('the database must not be reached');
  },
};

describe('allowed origins', () => {
  it('defaults to the site URL plus local development hosts on any port', () => {
    const allowed = allowedOrigins(envOf({ VITE_SITE_URL: 'https://brazos-scoop.example/some/path' }));
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

  it('uses ALLOWED_ORIGINS alone when it is set', () => {
    const allowed = allowedOrigins(
      envOf({ ALLOWED_ORIGINS: ' https://a.example/ , https://b.example ', SITE_URL: 'https://c.example' }),
    );
    expect(allowed).toEqual(['https://a.example', 'https://b.example']);
    expect(isOriginAllowed('http://localhost:5173', allowed)).toBe(false);
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

  it.each(functionNames)('%s answers a CORS preflight from the site', async (name) => {
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

  it('takes the first X-Forwarded-For entry, else the CDN headers', () => {
    expect(clientAddress(withHeaders({ 'x-forwarded-for': '203.0.113.7, 10.0.0.1' }))).toBe('203.0.113.7');
    expect(clientAddress(withHeaders({ 'cf-connecting-ip': '198.51.100.2' }))).toBe('198.51.100.2');
    expect(clientAddress(withHeaders({ 'x-real-ip': '192.0.2.9' }))).toBe('192.0.2.9');
    expect(clientAddress(withHeaders({}))).toBeUndefined();
  });

  it('is a keyed SHA-256 of the address, never the address itself', async () => {
    const a = await clientKey(withHeaders({ 'x-forwarded-for': '203.0.113.7' }), 'secret');
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(a).not.toContain('203');
    expect(await clientKey(withHeaders({ 'x-real-ip': '203.0.113.7' }), 'secret')).toBe(a);
    expect(await clientKey(withHeaders({ 'x-forwarded-for': '203.0.113.8' }), 'secret')).not.toBe(a);
    expect(await clientKey(withHeaders({ 'x-forwarded-for': '203.0.113.7' }), 'other secret')).not.toBe(a);
  });
});
