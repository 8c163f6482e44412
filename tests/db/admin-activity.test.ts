// The Activity log's read, admin_activity: each audit entry with the acting admin's email and a label naming the
// record it touched (a lead's name or email, the account whose admin role changed, ...), resolved when read, and
// visible to admins only.
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asRole, openDatabase } from '../../local/db/index.ts';
import { anonClaims, createUser, makeAdmin, tryAs, userClaims, type TestUser } from '../support/db-roles.ts';

let db: PGlite;
let admin: TestUser;
let client: TestUser;

beforeAll(async () => {
  db = await openDatabase();
  admin = await createUser(db, { email: 'owner@activity.test' });
  client = await createUser(db, { email: 'client@activity.test' });
  await makeAdmin(db, admin);
});

afterAll(async () => {
  await db?.close();
});

const insertReturningId = async (sql: string, params: unknown[] = []) =>
  (await db.query<{ id: string }>(`${sql} returning id`, params)).rows[0]!.id;

/** An audit entry as the admin's actions leave them (written here directly: the view is what is under test). */
const logEntry = (tableName: string, recordId: string | null, values: object | null = null) =>
  insertReturningId(
    `insert into public.audit_logs (user_id, action_type, table_name, record_id, new_values)
     values ($1, 'test_action', $2, $3, $4)`,
    [admin.id, tableName, recordId, values && JSON.stringify(values)],
  );

async function labelsAs(user: TestUser, ids: string[]) {
  const rows = await asRole(
    db,
    userClaims(user),
    async (tx) =>
      (
        await tx.query<{ id: string; actor_email: string | null; record_label: string | null }>(
          'select id, actor_email, record_label from public.admin_activity where id = any($1)',
          [ids],
        )
      ).rows,
  );
  return new Map(rows.map((row) => [row.id, row]));
}

describe('admin_activity', () => {
  it("names each record for an admin, with the acting admin's email", async () => {
    const quote = await insertReturningId(
      `insert into public.quote_requests (name, zip_code, dog_count, in_service_area)
       values ('Mary O''Neil', '76643', 2, true)`,
    );
    const message = await insertReturningId(
      `insert into public.contact_messages (name, email, message) values ('Jane Doe', 'jane@example.com', 'Hi')`,
    );
    const invite = await insertReturningId(
      `insert into public.referral_invites (referrer_email, referred_email, referred_name)
       values ('referrer@example.com', 'friend@example.com', 'Friend')`,
    );
    const subscriber = await insertReturningId(
      `insert into public.newsletter_subscribers (email, source) values ('reader@example.com', 'footer')`,
    );
    const partner = await createUser(db, { email: 'partner@activity.test' });
    const friend = await createUser(db, { email: 'friend@activity.test' });
    const referral = await insertReturningId(
      `insert into public.referrals (referrer_id, referred_id, referral_code) values ($1, $2, 'ABCD2345')`,
      [partner.id, friend.id],
    );
    const notification = await insertReturningId(
      `insert into public.notifications (kind, subject, body) values ('quote_request', 'New quote: Mary', 'Body')`,
    );

    const entries = {
      quote: await logEntry('quote_requests', quote),
      message: await logEntry('contact_messages', message),
      invite: await logEntry('referral_invites', invite),
      subscriber: await logEntry('newsletter_subscribers', subscriber),
      role: await logEntry('user_roles', partner.id, { email: 'partner@activity.test', admin: true }),
      referral: await logEntry('referrals', referral),
      notification: await logEntry('notifications', notification),
      export: await logEntry('newsletter_subscribers', null, { count: 3 }),
    };
    const seen = await labelsAs(admin, Object.values(entries));
    const label = (key: keyof typeof entries) => seen.get(entries[key])?.record_label;

    expect(label('quote')).toBe("Mary O'Neil");
    expect(label('message')).toBe('Jane Doe (jane@example.com)');
    expect(label('invite')).toBe('referrer@example.com');
    expect(label('subscriber')).toBe('reader@example.com');
    expect(label('role')).toBe('partner@activity.test');
    expect(label('referral')).toBe('partner@activity.test referred friend@activity.test');
    expect(label('notification')).toBe('New quote: Mary');
    expect(label('export')).toBeNull();
    expect(seen.get(entries.quote)?.actor_email).toBe('owner@activity.test');
  });

  it('says a deleted lead is deleted, and names a deleted account by the address logged with the change', async () => {
    const quote = await insertReturningId(
      `insert into public.quote_requests (name, zip_code, dog_count, in_service_area) values ('Gone', '76643', 1, true)`,
    );
    const subscriber = await insertReturningId(
      `insert into public.newsletter_subscribers (email, source) values ('gone@example.com', 'footer')`,
    );
    const leaver = await createUser(db, { email: 'leaver@activity.test' });
    const entries = [
      await logEntry('quote_requests', quote),
      await logEntry('newsletter_subscribers', subscriber),
      await logEntry('user_roles', leaver.id, { email: 'leaver@activity.test', admin: false }),
      await logEntry('user_roles', crypto.randomUUID()),
    ];
    await db.query('delete from public.quote_requests where id = $1', [quote]);
    await db.query('delete from public.newsletter_subscribers where id = $1', [subscriber]);
    await db.query('delete from auth.users where id = $1', [leaver.id]);

    const seen = await labelsAs(admin, entries);
    expect(entries.map((id) => seen.get(id)?.record_label)).toEqual([
      'a deleted lead',
      'a deleted lead',
      'leaver@activity.test',
      'a deleted account',
    ]);
  });

  it('gives no label, and no error, for a record id that is not a uuid', async () => {
    const odd = await logEntry('quote_requests', 'not-a-uuid');
    const seen = await labelsAs(admin, [odd]);
    expect(seen.get(odd)).toMatchObject({ record_label: null });
  });

  it('shows a client nothing and refuses anonymous callers', async () => {
    const entry = await logEntry('quote_requests', crypto.randomUUID());
    expect((await labelsAs(client, [entry])).size).toBe(0);
    const anonymous = await tryAs(db, anonClaims, (tx) => tx.query('select * from public.admin_activity'));
    expect(anonymous).toMatchObject({ ok: false, code: '42501' });
  });

  it('reads the newest 30 entries by walking the created_at index, not the whole log', async () => {
    await db.query(
      `insert into public.audit_logs (user_id, action_type, table_name, record_id, created_at)
       select $1, 'lead_status_change', 'quote_requests', gen_random_uuid()::text, now() - make_interval(mins => i)
       from generate_series(1, 5000) as i`,
      [admin.id],
    );
    await db.exec('analyze public.audit_logs');
    const plan = await asRole(db, userClaims(admin), async (tx) =>
      (
        await tx.query<{ 'QUERY PLAN': string }>(
          'explain (costs off) select * from public.admin_activity order by created_at desc limit 30',
        )
      ).rows
        .map((row) => row['QUERY PLAN'])
        .join('\n'),
    );
    expect(plan).toMatch(/Index Scan using audit_logs_created_at_idx on audit_logs/);
    expect(plan).not.toMatch(/Seq Scan on (audit_logs|quote_requests)/);
  });
});
