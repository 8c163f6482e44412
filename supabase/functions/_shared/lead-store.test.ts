/**
 * A lead resent with the same clientId (the browser kept it because the first answer never arrived) is stored once
 * and notified once, for every lead function; the real handlers against the local API (PGlite, real migrations).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalApi } from '../../../local/api/index.ts';
import { LOCAL_SERVICE_ROLE_KEY } from '../../../local/api/constants.ts';
import { asRole } from '../../../local/db/index.ts';
import type { FunctionDeps } from './deps.ts';
import { functionHandlers, type FunctionName } from './handlers.ts';
import { createNodeClient } from './node-client.ts';

let api: Awaited<ReturnType<typeof startLocalApi>>;
let deps: FunctionDeps;

beforeAll(async () => {
  api = await startLocalApi({ port: 0, dataDir: null, quiet: true, admin: false });
  deps = {
    supabaseUrl: api.url,
    serviceRoleKey: LOCAL_SERVICE_ROLE_KEY,
    env: (name) => ({ RATE_LIMIT_MAX: '0' })[name],
    createClient: createNodeClient,
  };
});

afterAll(async () => {
  await api?.close();
});

async function send(name: FunctionName, body: Record<string, unknown>) {
  const response = await functionHandlers[name](
    new Request(`${api.url}/functions/v1/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.7' },
      body: JSON.stringify(body),
    }),
    deps,
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const rows = <T = Record<string, unknown>>(sql: string, params: unknown[] = []) =>
  asRole(api.db, { role: 'service_role' }, async (tx) => (await tx.query<T>(sql, params)).rows);

const notificationCount = async (text: string) =>
  (
    await rows<{ n: number }>('select count(*)::int as n from public.notifications where body like $1', [
      `%${text}%`,
    ])
  )[0]!.n;

const tag = () =>
  Math.random()
    .toString(36)
    .slice(2, 10)
    .replace(/[0-9]/g, (d) => 'abcdefghij'[Number(d)]!);

describe('a lead resent with the same clientId', () => {
  interface Case {
    fn: FunctionName;
    table: string;
    /** The lead, and the column + value that find every row of it. */
    lead: (t: string) => { body: Record<string, unknown>; column: string; value: string };
    reply: object;
  }
  const cases: Case[] = [
    {
      fn: 'quote-request',
      table: 'quote_requests',
      lead: (t) => ({
        body: { name: `Retry ${t}`, zipCode: '76643', dogCount: 2, page: '/' },
        column: 'name',
        value: `Retry ${t}`,
      }),
      reply: {
        ok: true,
        inServiceArea: true,
        estimate: expect.objectContaining({ priceListVersion: 1, dogs: 2 }),
      },
    },
    {
      fn: 'contact-message',
      table: 'contact_messages',
      lead: (t) => ({
        body: { name: `Retry ${t}`, email: `${t}@example.com`, message: `Hello ${t}` },
        column: 'email',
        value: `${t}@example.com`,
      }),
      reply: { ok: true },
    },
    {
      fn: 'referral-invite',
      table: 'referral_invites',
      lead: (t) => ({
        body: {
          referrerEmail: `${t}@example.com`,
          referredEmail: `friend-${t}@example.com`,
          referredName: `Retry ${t}`,
        },
        column: 'referrer_email',
        value: `${t}@example.com`,
      }),
      reply: { ok: true },
    },
    {
      fn: 'newsletter-signup',
      table: 'newsletter_subscribers',
      lead: (t) => ({
        body: { email: `${t}@example.com`, source: 'footer', page: '/' },
        column: 'email',
        value: `${t}@example.com`,
      }),
      reply: { ok: true },
    },
  ];

  for (const { fn, table, lead, reply } of cases) {
    it(`${fn}: is stored once, under that id, and notified once`, async () => {
      const t = tag();
      const clientId = crypto.randomUUID();
      const { body, column, value } = lead(t);

      expect(await send(fn, { ...body, clientId })).toEqual({ status: 200, body: reply });
      expect(await send(fn, { ...body, clientId })).toEqual({
        status: 200,
        body: { ...reply, duplicate: true },
      });

      expect(await rows(`select id from public.${table} where ${column} = $1`, [value])).toEqual([
        { id: clientId },
      ]);
      expect(await notificationCount(t)).toBe(1);
    });
  }

  it('newsletter-signup: a different sign-up with a known address is still a 409', async () => {
    const email = `${tag()}@example.com`;
    expect(
      await send('newsletter-signup', { email, source: 'footer', clientId: crypto.randomUUID() }),
    ).toMatchObject({
      status: 200,
    });
    expect(
      await send('newsletter-signup', { email, source: 'exit-intent', clientId: crypto.randomUUID() }),
    ).toEqual({
      status: 409,
      body: { error: 'Email already subscribed' },
    });
  });

  it('answers a malformed clientId with 400, and leads without one are stored as before', async () => {
    expect(
      await send('quote-request', { name: 'Ann Lee', zipCode: '76643', dogCount: 1, clientId: 'abc' }),
    ).toEqual({
      status: 400,
      body: { error: 'Validation failed', fields: { clientId: 'Invalid request id' } },
    });
    const name = `Plain ${tag()}`;
    expect(await send('quote-request', { name, zipCode: '76643', dogCount: 1 })).toMatchObject({
      status: 200,
    });
    expect(await rows('select id from public.quote_requests where name = $1', [name])).toHaveLength(1);
  });
});
