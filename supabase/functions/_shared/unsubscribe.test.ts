/**
 * The unsubscribe link's endpoint over HTTP, as a mail client and the site's page call it, against the real database
 * (the local API on PGlite with the real migrations).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startLocalApi } from '../../../local/api/index.ts';

let api: Awaited<ReturnType<typeof startLocalApi>>;

beforeAll(async () => {
  api = await startLocalApi({ port: 0, dataDir: null, quiet: true, admin: false });
});

afterAll(async () => {
  await api?.close();
});

beforeEach(async () => {
  await api.db.query('delete from public.notifications');
  await api.db.query('delete from public.email_preferences');
});

/** A quote whose follow-up is queued and not yet sent; returns its address's token. */
async function queuedFollowUp(address: string): Promise<string> {
  const { rows } = await api.db.query<{ id: string }>(
    `insert into public.quote_requests (name, contact, zip_code, dog_count, in_service_area, created_at)
     values ('Lee Park', $1, '76643', 1, true, now() - interval '3 days') returning id`,
    [address],
  );
  await api.db.query('select public.queue_follow_up($1)', [rows[0]!.id]);
  return (
    await api.db.query<{ unsubscribe_token: string }>(
      'select unsubscribe_token from public.email_preferences where email = $1',
      [address],
    )
  ).rows[0]!.unsubscribe_token;
}

const endpoint = (token: string) => `${api.url}/functions/v1/unsubscribe?token=${encodeURIComponent(token)}`;

const pendingFollowUps = async (address: string) =>
  (
    await api.db.query(
      `select 1 from public.notifications where kind = 'follow-up' and status = 'pending' and recipient = $1`,
      [address],
    )
  ).rows.length;

describe('the unsubscribe endpoint', () => {
  it('answers GET with whether the link is known, and changes nothing', async () => {
    const token = await queuedFollowUp('gina@example.com');
    const reply = await fetch(endpoint(token));
    expect(reply.status).toBe(200);
    expect(await reply.json()).toEqual({ ok: true, found: true, unsubscribed: false });
    expect(await pendingFollowUps('gina@example.com')).toBe(1);
    expect(await (await fetch(endpoint('0'.repeat(64)))).json()).toEqual({
      ok: true,
      found: false,
      unsubscribed: false,
    });
  });

  it('unsubscribes at once on the one-click POST, without signing in; the waiting follow-up is dropped', async () => {
    const token = await queuedFollowUp('hal@example.com');
    const reply = await fetch(endpoint(token), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(reply.status).toBe(200);
    expect(await reply.json()).toEqual({ ok: true, unsubscribed: true });
    expect(await pendingFollowUps('hal@example.com')).toBe(0);
    expect(await (await fetch(endpoint(token))).json()).toMatchObject({ found: true, unsubscribed: true });

    // No second follow-up can be queued for that address.
    const { rows } = await api.db.query<{ id: string }>(
      `select id from public.quote_requests where contact = 'hal@example.com'`,
    );
    expect(
      (await api.db.query<{ q: boolean }>('select public.queue_follow_up($1) as q', [rows[0]!.id])).rows[0]!
        .q,
    ).toBe(false);
    // Posting again is harmless.
    expect((await fetch(endpoint(token), { method: 'POST' })).status).toBe(200);
  });

  it('refuses an unknown or malformed token with 404, and other methods with 405', async () => {
    expect((await fetch(endpoint('f'.repeat(64)), { method: 'POST' })).status).toBe(404);
    expect((await fetch(endpoint('not-a-token'), { method: 'POST' })).status).toBe(404);
    const put = await fetch(endpoint('f'.repeat(64)), { method: 'PUT' });
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')).toBe('GET, POST, OPTIONS');
  });

  it('answers 503 while the database is unreachable', async () => {
    await api.stopDatabase();
    try {
      expect((await fetch(endpoint('a'.repeat(64)), { method: 'POST' })).status).toBe(503);
    } finally {
      await api.startDatabase();
    }
  });
});
