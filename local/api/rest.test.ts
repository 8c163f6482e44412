import type { SupabaseClient } from '@supabase/supabase-js';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_ANON_KEY, LOCAL_JWT_SECRET, LOCAL_SERVICE_ROLE_KEY } from './constants.ts';
import type { LocalApi } from './index.ts';
import { adminClient, signedUpClient, startTestApi, supabaseClient } from '../../tests/support/local-api.ts';

let api: LocalApi;
let admin: SupabaseClient;
let client: SupabaseClient;
let clientId: string;
let anon: SupabaseClient;
let service: SupabaseClient;

/** Subscribers with spread-out times, sources and pages, for the read tests. */
const seeded = [
  { email: 'ann@example.com', source: 'footer', page: '/', subscribed_at: '2025-01-01T10:00:00Z' },
  { email: 'bob@example.com', source: 'exit-modal', page: '/pricing', subscribed_at: '2025-01-02T10:00:00Z' },
  { email: 'cat@example.com', source: 'footer', page: null, subscribed_at: '2025-01-03T10:00:00Z' },
  { email: 'dan@example.com', source: 'blog', page: '/blog/a,b (c)', subscribed_at: '2025-01-04T10:00:00Z' },
  { email: 'eve@example.com', source: 'footer', page: '/areas', subscribed_at: '2025-01-05T10:00:00Z' },
];

beforeAll(async () => {
  api = await startTestApi();
  admin = await adminClient(api);
  const signedUp = await signedUpClient(api);
  client = signedUp.client;
  clientId = signedUp.user.id;
  anon = supabaseClient(api);
  service = supabaseClient(api, LOCAL_SERVICE_ROLE_KEY);
  // The admin's "Migrate Local Data" path: an insert that returns the stored rows.
  const { data, error, status } = await admin.from('newsletter_subscribers').insert(seeded).select();
  expect(error).toBeNull();
  expect(status).toBe(201);
  expect(data).toHaveLength(seeded.length);
});

afterAll(async () => {
  await api?.close();
});

function restFetch(path: string, init: RequestInit & { token?: string } = {}) {
  const headers = new Headers(init.headers);
  headers.set('apikey', LOCAL_ANON_KEY);
  headers.set('Authorization', `Bearer ${init.token ?? LOCAL_ANON_KEY}`);
  return fetch(`${api.url}/rest/v1${path}`, { ...init, headers });
}

describe('RPC', () => {
  it('is_admin: false for a client, true for the seeded admin, refused to anonymous callers', async () => {
    expect(await client.rpc('is_admin')).toMatchObject({ data: false, error: null, status: 200 });
    expect(await admin.rpc('is_admin')).toMatchObject({ data: true, error: null });
    const { data, error, status } = await anon.rpc('is_admin');
    expect(data).toBeNull();
    expect(status).toBe(401);
    expect(error).toMatchObject({ code: '42501' });
  });

  it('log_admin_action returns the new id, which the audit-log read (spec section 7) then finds', async () => {
    const since = new Date(Date.now() - 5 * 60_000).toISOString();
    const { data: id, error } = await admin.rpc('log_admin_action', {
      action_type: 'subscriber_export',
      table_name: 'newsletter_subscribers',
      record_id: null,
      old_values: null,
      new_values: { count: 5, note: 'it\'s "quoted"' },
    });
    expect(error).toBeNull();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const adminId = (await admin.auth.getUser()).data.user!.id;
    const { data: entries } = await admin
      .from('audit_logs')
      .select('*')
      .eq('user_id', adminId)
      .gte('created_at', since)
      .order('created_at', { ascending: false });
    expect(entries?.[0]).toMatchObject({
      id,
      severity: 'security',
      new_values: { count: 5, note: 'it\'s "quoted"' },
    });

    const refused = await client.rpc('log_admin_action', { action_type: 'x', table_name: 'y' });
    expect(refused).toMatchObject({ status: 403, error: { code: '42501' } });
  });

  it('process_referral_signup returns its JSON object', async () => {
    const { data, error } = await client.rpc('process_referral_signup', {
      new_user_id: clientId,
      referral_code_param: 'NOSUCHCODE',
    });
    expect(error).toBeNull();
    expect(data).toEqual({ success: false, error: 'This referral code cannot be used for this account' });
  });

  it('answers 429 (PT429) beyond five referral calls a minute from one account', async () => {
    const guesser = await signedUpClient(api, 'guesser');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const { status } = await guesser.client.rpc('process_referral_signup', {
        new_user_id: guesser.user.id,
        referral_code_param: `NOSUCH${10 + i}`,
      });
      statuses.push(status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const { error } = await guesser.client.rpc('process_referral_signup', {
      new_user_id: guesser.user.id,
      referral_code_param: 'NOSUCH99',
    });
    expect(error).toMatchObject({
      code: 'PT429',
      message: 'Too many referral attempts: try again in a minute',
    });
  });

  it('returns rows from set-returning functions, scalars from scalar ones, nothing from void ones', async () => {
    // Functions created after start-up: the schema cache reloads when it meets an unknown name.
    await api.db.exec(`
      create function public.test_countdown(start_at integer, step integer default 1) returns setof integer
        language sql immutable as $$ select generate_series(start_at, 1, -step) $$;
      create function public.test_pairs(n integer) returns table (k integer, label text)
        language sql immutable as $$ select i, 'item ' || i from generate_series(1, n) as i $$;
      create function public.test_noop() returns void language sql as $$ select $$;
    `);
    expect(await anon.rpc('test_countdown', { start_at: 3 })).toMatchObject({ data: [3, 2, 1], error: null });
    expect((await anon.rpc('test_countdown', { start_at: 6, step: 2 })).data).toEqual([6, 4, 2]);
    const pairs = await anon
      .rpc('test_pairs', { n: 4 })
      .gte('k', 2)
      .order('k', { ascending: false })
      .limit(2);
    expect(pairs).toMatchObject({
      error: null,
      data: [
        { k: 4, label: 'item 4' },
        { k: 3, label: 'item 3' },
      ],
    });
    const viaGet = await anon.rpc('test_pairs', { n: 2 }, { get: true, count: 'exact' });
    expect(viaGet).toMatchObject({ data: [{ k: 1 }, { k: 2 }], count: 2 });
    expect(await anon.rpc('test_noop')).toMatchObject({ data: null, error: null, status: 204 });
  });

  it('reports an unknown function or unknown arguments as PGRST202 (404)', async () => {
    expect(await client.rpc('no_such_function')).toMatchObject({ status: 404, error: { code: 'PGRST202' } });
    expect(await client.rpc('is_admin', { unexpected: 1 })).toMatchObject({
      status: 404,
      error: { code: 'PGRST202' },
    });
  });
});

describe('reads', () => {
  it('filter, order and limit like PostgREST', async () => {
    const { data, error } = await admin
      .from('newsletter_subscribers')
      .select('email, source')
      .eq('source', 'footer')
      .order('subscribed_at', { ascending: false })
      .limit(2);
    expect(error).toBeNull();
    expect(data).toEqual([
      { email: 'eve@example.com', source: 'footer' },
      { email: 'cat@example.com', source: 'footer' },
    ]);
  });

  it('supports every filter operator the app may use', async () => {
    const emails = async (query: PromiseLike<{ data: { email: string }[] | null; error: unknown }>) => {
      const { data, error } = await query;
      expect(error).toBeNull();
      return data!.map((row) => row.email).sort();
    };
    const table = () => admin.from('newsletter_subscribers').select('email');
    expect(await emails(table().neq('source', 'footer'))).toEqual(['bob@example.com', 'dan@example.com']);
    expect(await emails(table().gt('subscribed_at', '2025-01-04T10:00:00Z'))).toEqual(['eve@example.com']);
    expect(await emails(table().gte('subscribed_at', '2025-01-04T10:00:00Z'))).toEqual([
      'dan@example.com',
      'eve@example.com',
    ]);
    expect(await emails(table().lt('subscribed_at', '2025-01-02T10:00:00Z'))).toEqual(['ann@example.com']);
    expect(await emails(table().lte('subscribed_at', '2025-01-02T10:00:00Z'))).toEqual([
      'ann@example.com',
      'bob@example.com',
    ]);
    expect(await emails(table().like('email', 'b%'))).toEqual(['bob@example.com']);
    expect(await emails(table().ilike('email', 'B*'))).toEqual(['bob@example.com']);
    expect(await emails(table().is('page', null))).toEqual(['cat@example.com']);
    expect(await emails(table().not('page', 'is', null).eq('source', 'footer'))).toEqual([
      'ann@example.com',
      'eve@example.com',
    ]);
    expect(await emails(table().in('page', ['/pricing', '/blog/a,b (c)']))).toEqual([
      'bob@example.com',
      'dan@example.com',
    ]);
    expect(await emails(table().or('source.eq.blog,and(source.eq.footer,page.eq./areas)'))).toEqual([
      'dan@example.com',
      'eve@example.com',
    ]);
  });

  it('orders by several columns with null placement', async () => {
    const { data } = await admin
      .from('newsletter_subscribers')
      .select('email')
      .order('page', { ascending: true, nullsFirst: true })
      .order('email');
    expect(data?.[0]).toEqual({ email: 'cat@example.com' });
    const { data: last } = await admin
      .from('newsletter_subscribers')
      .select('email')
      .order('page', { ascending: true, nullsFirst: false });
    expect(last?.at(-1)).toEqual({ email: 'cat@example.com' });
  });

  it('counts exactly, with ranges, and with head requests', async () => {
    const { data, count, error, status } = await admin
      .from('newsletter_subscribers')
      .select('email', { count: 'exact' })
      .order('subscribed_at')
      .range(1, 2);
    expect(error).toBeNull();
    expect(count).toBe(5);
    expect(status).toBe(206);
    expect(data).toEqual([{ email: 'bob@example.com' }, { email: 'cat@example.com' }]);

    const head = await admin.from('newsletter_subscribers').select('*', { count: 'exact', head: true });
    expect(head).toMatchObject({ count: 5, data: null, error: null, status: 200 });

    const raw = await restFetch('/newsletter_subscribers?select=email&order=email.asc', {
      token: (await admin.auth.getSession()).data.session!.access_token,
      headers: { Range: '0-1', Prefer: 'count=exact' },
    });
    expect(raw.headers.get('content-range')).toBe('0-1/5');
    expect(await raw.json()).toEqual([{ email: 'ann@example.com' }, { email: 'bob@example.com' }]);
  });

  it('reads a view like a table: in., a logic tree with a quoted ilike value, an exact count with a Range', async () => {
    const query = new URLSearchParams({
      select: 'kind,email',
      kind: 'in.(newsletter_subscribers,contact_messages)',
      or: '(email.ilike."*N@*",source.eq.exit-modal)',
      order: 'created_at.desc',
    });
    const response = await restFetch(`/leads_inbox?${query}`, {
      token: (await admin.auth.getSession()).data.session!.access_token,
      headers: { Range: '0-1', Prefer: 'count=exact' },
    });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe('0-1/3');
    expect(await response.json()).toEqual([
      { kind: 'newsletter_subscribers', email: 'dan@example.com' },
      { kind: 'newsletter_subscribers', email: 'bob@example.com' },
    ]);
  });

  it('answers single() with one object, and refuses it for zero or several rows', async () => {
    const one = await admin
      .from('newsletter_subscribers')
      .select('email, page')
      .eq('email', 'bob@example.com')
      .single();
    expect(one).toMatchObject({ data: { email: 'bob@example.com', page: '/pricing' }, error: null });
    const none = await admin
      .from('newsletter_subscribers')
      .select()
      .eq('email', 'nobody@example.com')
      .single();
    expect(none).toMatchObject({ data: null, status: 406, error: { code: 'PGRST116' } });
    const maybe = await admin
      .from('newsletter_subscribers')
      .select()
      .eq('email', 'nobody@example.com')
      .maybeSingle();
    expect(maybe).toMatchObject({ data: null, error: null });
  });

  it('lets RLS decide: a client sees no subscribers, anonymous callers are refused', async () => {
    expect(await client.from('newsletter_subscribers').select('*')).toMatchObject({ data: [], error: null });
    const { data, error, status } = await anon.from('newsletter_subscribers').select('*');
    expect(data).toBeNull();
    expect(status).toBe(401);
    expect(error).toMatchObject({ code: '42501', message: expect.stringContaining('permission denied') });
  });

  it('reports unknown tables and columns the way PostgREST does', async () => {
    expect(await admin.from('no_such_table').select('*')).toMatchObject({
      status: 404,
      error: { code: 'PGRST205' },
    });
    expect(await admin.from('newsletter_subscribers').select('nope')).toMatchObject({
      status: 400,
      error: { code: '42703' },
    });
  });
});

describe('writes', () => {
  it('surfaces an RLS refusal as an error', async () => {
    const { error, status } = await client
      .from('newsletter_subscribers')
      .insert({ email: 'sneaky@example.com', source: 'test' });
    expect(status).toBe(403);
    expect(error).toMatchObject({ code: '42501', message: expect.stringContaining('row-level security') });
  });

  it('maps constraint violations: duplicate 409 (23505), check 400 (23514)', async () => {
    const duplicate = await admin
      .from('newsletter_subscribers')
      .insert({ email: 'ANN@example.com', source: 'x' });
    expect(duplicate).toMatchObject({ status: 409, error: { code: '23505' } });
    const invalid = await admin.from('newsletter_subscribers').insert({ email: 'not-an-email', source: 'x' });
    expect(invalid).toMatchObject({ status: 400, error: { code: '23514' } });
  });

  it('inserts without returning (201, no body), and upserts ignoring duplicates', async () => {
    const plain = await service.from('quote_requests').insert({
      name: 'Pat',
      zip_code: '76643',
      dog_count: 2,
      in_service_area: true,
    });
    expect(plain).toMatchObject({ status: 201, data: null, error: null });
    const upsert = await service
      .from('newsletter_subscribers')
      .upsert([{ id: (await firstSubscriberId()) as string, email: 'ann@example.com', source: 'footer' }], {
        ignoreDuplicates: true,
      })
      .select();
    expect(upsert).toMatchObject({ error: null, data: [] });
  });

  it('updates and deletes with filters, returning the rows when asked', async () => {
    const inserted = await service
      .from('contact_messages')
      .insert({ name: 'Sam', email: 'sam@example.com', message: 'Hello' })
      .select('id, name')
      .single();
    expect(inserted.error).toBeNull();
    const id = (inserted.data as { id: string }).id;
    const updated = await service
      .from('contact_messages')
      .update({ phone: '254-555-0100' })
      .eq('id', id)
      .select();
    expect(updated).toMatchObject({ status: 200, data: [{ id, phone: '254-555-0100', name: 'Sam' }] });
    const noMatch = await service.from('contact_messages').update({ phone: '1' }).eq('name', 'nobody');
    expect(noMatch).toMatchObject({ status: 204, error: null });
    // A role granted only some columns (an admin's status and note) updates those and gets the row back.
    const triaged = await admin
      .from('contact_messages')
      .update({ status: 'contacted', note: 'Called back' })
      .eq('id', id)
      .select('status, note')
      .single();
    expect(triaged).toMatchObject({ status: 200, data: { status: 'contacted', note: 'Called back' } });
    const deleted = await service.from('contact_messages').delete().eq('id', id).select('id');
    expect(deleted).toMatchObject({ status: 200, data: [{ id }] });
    expect((await service.from('contact_messages').select('id').eq('id', id)).data).toEqual([]);
  });
});

async function firstSubscriberId(): Promise<unknown> {
  const { data } = await service
    .from('newsletter_subscribers')
    .select('id')
    .eq('email', 'ann@example.com')
    .single();
  return (data as { id: string }).id;
}

describe('safety', () => {
  it('treats filter values as data, never as SQL', async () => {
    const hostile = "x'; drop table public.newsletter_subscribers; --";
    const { data, error } = await admin.from('newsletter_subscribers').select('email').eq('source', hostile);
    expect(error).toBeNull();
    expect(data).toEqual([]);
    const quotedColumn = await admin
      .from('newsletter_subscribers')
      .select('email')
      .eq('source" = source or "1', 'x');
    expect(quotedColumn.error?.code).toBe('42703');
    const { count } = await admin.from('newsletter_subscribers').select('*', { count: 'exact', head: true });
    expect(count).toBeGreaterThanOrEqual(5);
  });

  it('keeps concurrent requests in separate transactions, each with its own role', async () => {
    const work = Array.from({ length: 12 }, (_, index) => {
      if (index % 3 === 0) return anon.from('newsletter_subscribers').select('email');
      if (index % 3 === 1) return client.from('newsletter_subscribers').select('email');
      return admin.from('newsletter_subscribers').select('email').eq('source', 'footer');
    });
    const results = await Promise.all(work);
    results.forEach((result, index) => {
      if (index % 3 === 0) expect(result.status).toBe(401);
      else if (index % 3 === 1) expect(result.data).toEqual([]);
      else expect(result.data).toHaveLength(3);
    });
  });
});

describe('the gateway and what is not offered', () => {
  it('refuses a forged or expired JWT with 401', async () => {
    const forged = await new SignJWT({ role: 'service_role' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(new TextEncoder().encode('not-the-local-secret-but-long-enough-123'));
    const forgedClient = supabaseClient(api, LOCAL_ANON_KEY, { Authorization: `Bearer ${forged}` });
    expect(await forgedClient.from('newsletter_subscribers').select('*')).toMatchObject({
      status: 401,
      error: { code: 'PGRST301' },
    });
    const expired = await new SignJWT({ role: 'authenticated', sub: clientId, exp: 1_600_000_000 })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(new TextEncoder().encode(LOCAL_JWT_SECRET));
    const response = await restFetch('/quote_requests?select=*', { token: expired });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'PGRST303', message: 'JWT expired' });
  });

  it('only exposes schema public', async () => {
    const response = await restFetch('/users?select=*', { headers: { 'Accept-Profile': 'auth' } });
    expect(response.status).toBe(406);
    expect(await response.json()).toMatchObject({ code: 'PGRST106' });
  });

  it('answers CORS preflights and exposes Content-Range', async () => {
    const preflight = await fetch(`${api.url}/rest/v1/newsletter_subscribers`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'authorization, apikey, x-client-info, prefer, accept-profile',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('accept-profile');
    const read = await restFetch('/quote_requests?select=id', {
      headers: { Origin: 'http://localhost:5173' },
    });
    expect(read.headers.get('access-control-expose-headers')).toContain('Content-Range');
  });

  it('answers 501 for unsupported routes and query features', async () => {
    const storage = await fetch(`${api.url}/storage/v1/bucket`, { headers: { apikey: LOCAL_ANON_KEY } });
    expect(storage.status).toBe(501);
    expect(await storage.json()).toEqual({
      error: 'Not supported by the local API',
      route: 'GET /storage/v1/bucket',
    });
    const embedded = await admin.from('referrals').select('*, profiles(*)');
    expect(embedded.status).toBe(501);
    expect(embedded.error).toMatchObject({ error: 'Not supported by the local API' });
  });
});
