import { readdirSync } from 'node:fs';
import { request } from 'node:http';
import { fileURLToPath } from 'node:url';
import { FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { functionNames } from '../../tests/support/function-names.ts';
import { createLocalApiApp } from './app.ts';
import { LOCAL_ANON_KEY } from './constants.ts';
import type { LocalApi } from './index.ts';
import { readSupabaseConfig } from './supabase-config.ts';
import {
  adminClient,
  signedUpClient,
  startTestApi,
  supabaseClient,
  uniqueEmail,
} from '../../tests/support/local-api.ts';

/** A request with any method, including those fetch refuses to send (TRACE). */
function rawRequest(url: string, method: string, headers: Record<string, string>) {
  return new Promise<{ status: number; allow: string | undefined; body: string }>((resolve, reject) => {
    const req = request(url, { method, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, allow: res.headers.allow, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

let api: LocalApi;
let anon: SupabaseClient;
let admin: SupabaseClient;
let client: SupabaseClient;

beforeAll(async () => {
  // Every request here comes from 127.0.0.1: the per-client rate limit has its own test below.
  api = await startTestApi({ functionEnv: { RATE_LIMIT_MAX: '0' } });
  anon = supabaseClient(api);
  admin = await adminClient(api);
  client = (await signedUpClient(api)).client;
});

afterAll(async () => {
  await api?.close();
});

describe('edge functions through supabase.functions.invoke', () => {
  it('newsletter-signup stores a subscriber once; the duplicate is a 409 FunctionsHttpError', async () => {
    const email = uniqueEmail('news');
    const first = await anon.functions.invoke('newsletter-signup', {
      body: { email, source: 'footer', page: '/', user_id: null },
    });
    expect(first).toMatchObject({ data: { ok: true }, error: null });

    const again = await anon.functions.invoke('newsletter-signup', {
      body: { email: email.toUpperCase(), source: 'footer', page: '/', user_id: null },
    });
    expect(again.data).toBeNull();
    expect(again.error).toBeInstanceOf(FunctionsHttpError);
    const response = (again.error as FunctionsHttpError).context as Response;
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: 'Email already subscribed' });

    const { data: stored } = await admin
      .from('newsletter_subscribers')
      .select('email, source')
      .eq('email', email);
    expect(stored).toEqual([{ email, source: 'footer' }]);
  });

  it('quote-request stores the quote, visible to the admin only', async () => {
    const name = `Quote Tester ${Date.now().toString(36).replace(/[0-9]/g, 'x')}`;
    const { data, error } = await anon.functions.invoke('quote-request', {
      body: { name, zipCode: '76643', dogCount: 2, page: '/' },
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({ ok: true, inServiceArea: expect.any(Boolean) });

    const asAdmin = await admin.from('quote_requests').select('name, zip_code, dog_count').eq('name', name);
    expect(asAdmin).toMatchObject({ error: null, data: [{ name, zip_code: '76643', dog_count: 2 }] });
    expect((await client.from('quote_requests').select('*').eq('name', name)).data).toEqual([]);
    const asAnon = await anon.from('quote_requests').select('*').eq('name', name);
    expect(asAnon.data).toBeNull();
    expect(asAnon.error?.code).toBe('42501');
  });

  it('passes validation failures through as the handler answers them', async () => {
    const { error } = await anon.functions.invoke('quote-request', {
      body: { name: 'Pat', zipCode: '7664', dogCount: 2 },
    });
    expect(error).toBeInstanceOf(FunctionsHttpError);
    const response = (error as FunctionsHttpError).context as Response;
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: 'Validation failed',
      fields: { zipCode: expect.any(String) },
    });
  });
});

describe('the functions gateway', () => {
  it('answers an unknown function with 404 JSON', async () => {
    const { error } = await anon.functions.invoke('no-such-function', { body: {} });
    expect(error).toBeInstanceOf(FunctionsHttpError);
    const response = (error as FunctionsHttpError).context as Response;
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ message: 'Requested function was not found' });
  });

  it('has no lead-notification function: the owners hear of leads from the database outbox only', async () => {
    const response = await fetch(`${api.url}/functions/v1/lead-notification`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'reply@evil.example', source: 'relay', page: '/' }),
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ message: 'Requested function was not found' });
    expect(readSupabaseConfig().functionsWithoutJwtCheck.has('lead-notification')).toBe(false);
  });

  it('mounts exactly the functions that deploy: one directory under supabase/functions/ each', () => {
    const functionsDir = fileURLToPath(new URL('../../supabase/functions/', import.meta.url));
    const deployed = readdirSync(functionsDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
      .map((entry) => entry.name);
    expect(deployed.sort()).toEqual([...functionNames].sort());
    for (const name of readSupabaseConfig().functionsWithoutJwtCheck) expect(functionNames).toContain(name);
  });

  it.each(functionNames)(
    '%s answers TRACE with 405 and the Allow header of its other refused methods',
    async (name) => {
      const url = `${api.url}/functions/v1/${name}`;
      const headers = { Authorization: `Bearer ${LOCAL_ANON_KEY}` };
      // The unsubscribe link's endpoint answers GET (whether its token is known); every other function POST only.
      const refused = await fetch(url, { headers, method: name === 'unsubscribe' ? 'PUT' : 'GET' });
      expect(refused.status).toBe(405);
      const allow = refused.headers.get('allow');
      expect(allow).toMatch(name === 'unsubscribe' ? /^GET, POST/ : /^POST/);
      // fetch refuses to send TRACE, so the request is made with node:http.
      const trace = await rawRequest(url, 'TRACE', headers);
      expect({ status: trace.status, allow: trace.allow }).toEqual({ status: 405, allow });
      expect(JSON.parse(trace.body)).toEqual({ error: 'Method not allowed' });
    },
  );

  it('checks the JWT of functions that keep verify_jwt on', async () => {
    // The repository's config.toml turns the check off for the public lead forms, so an app with the check on for
    // every function is built over the same database.
    const app = createLocalApiApp({
      db: api.db,
      config: { ...readSupabaseConfig(), functionsWithoutJwtCheck: new Set() },
      functionDeps: () => {
        throw new Error('a refused request must not reach the handler');
      },
      log: () => {},
      logError: () => {},
    });
    const init = { method: 'POST', body: JSON.stringify({ name: 'Pat', zipCode: '76643', dogCount: 1 }) };
    const missing = await app.request('/functions/v1/quote-request', init);
    expect(missing.status).toBe(401);
    expect(await missing.json()).toMatchObject({ message: 'Missing authorization header' });
    const invalid = await app.request('/functions/v1/quote-request', {
      ...init,
      headers: { Authorization: 'Bearer not.a.jwt' },
    });
    expect(invalid.status).toBe(401);
    expect(await invalid.json()).toMatchObject({ message: 'Invalid JWT' });
  });

  it('lets config.toml turn the JWT check off: the handler itself answers', async () => {
    expect(readSupabaseConfig().functionsWithoutJwtCheck.has('newsletter-signup')).toBe(true);
    const open = await fetch(`${api.url}/functions/v1/newsletter-signup`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(open.status).toBe(400);
    expect(await open.json()).toMatchObject({ error: 'Validation failed' });
  });

  it('hands preflights to the handler, which answers CORS for the site origins', async () => {
    const preflight = await fetch(`${api.url}/functions/v1/quote-request`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization, apikey, content-type, x-client-info',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');

    const foreign = await fetch(`${api.url}/functions/v1/quote-request`, {
      method: 'POST',
      headers: {
        Origin: 'https://evil.example',
        Authorization: `Bearer ${LOCAL_ANON_KEY}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ name: 'Pat', zipCode: '76643', dogCount: 1 }),
    });
    expect(foreign.status).toBe(403);
  });

  it('has the owner notification stored by the time the lead is acknowledged', async () => {
    const email = uniqueEmail('notify');
    expect(
      (await anon.functions.invoke('newsletter-signup', { body: { email, source: 'footer' } })).error,
    ).toBeNull();
    const { data } = await admin
      .from('notifications')
      .select('subject, status')
      .eq('subject', `New newsletter subscriber: ${email}`);
    expect(data).toEqual([{ subject: `New newsletter subscriber: ${email}`, status: 'pending' }]);
  });

  it('passes the caller’s address as Cloudflare does: forged forwarding headers buy no new rate budget', async () => {
    const limited = await startTestApi({ admin: false, functionEnv: { RATE_LIMIT_MAX: '2' } });
    try {
      const statuses: number[] = [];
      for (let i = 1; i <= 3; i++) {
        const response = await fetch(`${limited.url}/functions/v1/newsletter-signup`, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            'X-Forwarded-For': `203.0.113.${i}`,
            'CF-Connecting-IP': `198.51.100.${i}`,
            'X-Real-IP': `192.0.2.${i}`,
          },
          body: JSON.stringify({ email: uniqueEmail('forged-address'), source: 'footer' }),
        });
        statuses.push(response.status);
      }
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('leads of signed-in clients, through supabase-js', () => {
  it('carry the sender’s id (never the body’s); each client reads only their own, through my_requests()', async () => {
    const a = await signedUpClient(api, 'lead-a');
    const b = await signedUpClient(api, 'lead-b');
    const tag = Date.now().toString(36).replace(/[0-9]/g, 'x');
    // supabase-js sends the signed-in client's access token with functions.invoke.
    const send = (client: SupabaseClient, name: string, claimed: string) =>
      client.functions.invoke('quote-request', {
        body: { name, zipCode: '76643', dogCount: 1, user_id: claimed },
      });
    expect((await send(a.client, `Alpha ${tag}`, b.user.id)).error).toBeNull();
    expect((await send(b.client, `Bravo ${tag}`, a.user.id)).error).toBeNull();
    expect((await send(anon, `Anon ${tag}`, a.user.id)).error).toBeNull();
    const contact = await a.client.functions.invoke('contact-message', {
      body: { name: 'Alpha Client', email: a.email, message: `Hello ${tag}` },
    });
    expect(contact.error).toBeNull();

    const { data: stored } = await admin
      .from('quote_requests')
      .select('name, user_id')
      .in('name', [`Alpha ${tag}`, `Bravo ${tag}`, `Anon ${tag}`])
      .order('name');
    expect(stored).toEqual([
      { name: `Alpha ${tag}`, user_id: a.user.id },
      { name: `Anon ${tag}`, user_id: null },
      { name: `Bravo ${tag}`, user_id: b.user.id },
    ]);

    // The lead tables hold the owners' triage too, so clients read them only through my_requests().
    expect((await a.client.from('quote_requests').select('name')).data).toEqual([]);
    const requests = async (client: SupabaseClient) =>
      (
        ((await client.rpc('my_requests')).data ?? []) as {
          kind: string;
          message: string | null;
          zip_code: string | null;
        }[]
      ).map((row) => `${row.kind}: ${row.message ?? row.zip_code}`);
    expect(await requests(a.client)).toEqual([`message: Hello ${tag}`, 'quote: 76643']);
    expect(await requests(b.client)).toEqual(['quote: 76643']);
    // And writes nothing directly.
    const write = await a.client.from('quote_requests').insert({
      name: 'Direct',
      zip_code: '76643',
      dog_count: 1,
      in_service_area: true,
      user_id: a.user.id,
    });
    expect(write.error?.code).toBe('42501');
  });
});

describe('a database outage', () => {
  it('REST and the functions answer 503 while the database is stopped, and recover when it is back', async () => {
    const email = uniqueEmail('outage');
    await api.stopDatabase();
    try {
      const read = await admin.from('newsletter_subscribers').select('email').limit(1);
      expect(read.status).toBe(503);
      const { error } = await anon.functions.invoke('newsletter-signup', {
        body: { email, source: 'footer' },
      });
      expect(error).toBeInstanceOf(FunctionsHttpError);
      const response = (error as FunctionsHttpError).context as Response;
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('30');
    } finally {
      await api.startDatabase();
    }
    expect(
      (await anon.functions.invoke('newsletter-signup', { body: { email, source: 'footer' } })).error,
    ).toBeNull();
    const { data } = await admin.from('newsletter_subscribers').select('email').eq('email', email);
    expect(data).toEqual([{ email }]);
  });
});
