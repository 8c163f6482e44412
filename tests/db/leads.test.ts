// What the lead tables accept, whoever writes them: one subscriber per address whatever its case, and the
// validation rules (docs/product.md) repeated as constraints (the functions validate first; these are the last line).
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../local/db/index.ts';
import {
  callAs,
  createUser,
  makeAdmin,
  serviceClaims,
  sqlState,
  tryAs,
  userClaims,
  type TestUser,
} from '../support/db-roles.ts';

let db: PGlite;
let admin: TestUser;

beforeAll(async () => {
  db = await openDatabase();
  admin = await createUser(db);
  await makeAdmin(db, admin);
});

afterAll(async () => {
  await db?.close();
});

/** Runs one statement as postgres and answers 'ok' or the SQLSTATE it failed with. */
async function attempt(sql: string, params: unknown[] = []): Promise<string> {
  return db.query(sql, params).then(
    () => 'ok',
    (error: unknown) => sqlState(error),
  );
}

const subscribe = (email: string, source = 'footer') =>
  attempt('insert into public.newsletter_subscribers (email, source) values ($1, $2)', [email, source]);

describe('newsletter_subscribers: one row per address', () => {
  it('stores the address lower-cased and trimmed', async () => {
    await callAs(
      db,
      serviceClaims,
      `insert into public.newsletter_subscribers (email, source, page)
      values ('  Mixed.Case@Example.COM ', 'exit-modal', '/') returning id`,
    );
    const rows = await db.query<{ email: string }>(
      `select email from public.newsletter_subscribers where email like 'mixed.case@%'`,
    );
    expect(rows.rows).toEqual([{ email: 'mixed.case@example.com' }]);
  });

  it('refuses the same address again in any case with 23505 (the function answers 409)', async () => {
    expect(await subscribe('twice@example.com')).toBe('ok');
    expect(await subscribe('twice@example.com')).toBe('23505');
    expect(await subscribe('TWICE@Example.com')).toBe('23505');
    expect(await subscribe(' Twice@EXAMPLE.COM ')).toBe('23505');
    const count = await db.query<{ n: number }>(
      `select count(*)::int as n from public.newsletter_subscribers where lower(email) = 'twice@example.com'`,
    );
    expect(count.rows[0]!.n).toBe(1);
  });

  it("skips an address already subscribed during the admin's migration (23505, which the migration ignores)", async () => {
    expect(await subscribe('legacy@example.com')).toBe('ok');
    const migrate = (email: string) =>
      tryAs(db, userClaims(admin), (tx) =>
        tx.query(
          'insert into public.newsletter_subscribers (email, source, page, subscribed_at) values ($1, $2, $3, $4)',
          [email, 'local-migration', '/', '2025-01-02T03:04:05Z'],
        ),
      );
    expect(await migrate('Legacy@Example.com')).toMatchObject({ ok: false, code: '23505' });
    expect(await migrate('fresh-legacy@example.com')).toMatchObject({ ok: true });
  });

  it("keeps user_id server-assigned: the admin's insert may not set it", async () => {
    const result = await tryAs(db, userClaims(admin), (tx) =>
      tx.query('insert into public.newsletter_subscribers (email, source, user_id) values ($1, $2, $3)', [
        'with-user@example.com',
        'local-migration',
        admin.id,
      ]),
    );
    expect(result).toMatchObject({ ok: false, code: '42501' });
  });

  it('keeps the subscription when the linked account is deleted', async () => {
    const user = await createUser(db);
    await db.query('insert into public.newsletter_subscribers (email, source, user_id) values ($1, $2, $3)', [
      user.email,
      'dashboard',
      user.id,
    ]);
    await db.query('delete from auth.users where id = $1', [user.id]);
    const rows = await db.query('select user_id from public.newsletter_subscribers where email = $1', [
      user.email,
    ]);
    expect(rows.rows).toEqual([{ user_id: null }]);
  });

  it.each([
    ['an address without @', 'not-an-email', 'footer', '23514'],
    ['an address over 255 characters', `${'a'.repeat(250)}@example.com`, 'footer', '23514'],
    ['an empty source', 'empty-source@example.com', '', '23514'],
    ['a source over 100 characters', 'long-source@example.com', 's'.repeat(101), '23514'],
  ])('refuses %s', async (_label, email, source, code) => {
    expect(await subscribe(email, source)).toBe(code);
  });

  it('refuses a page over 500 characters', async () => {
    expect(
      await attempt('insert into public.newsletter_subscribers (email, source, page) values ($1, $2, $3)', [
        'long-page@example.com',
        'footer',
        `/${'p'.repeat(500)}`,
      ]),
    ).toBe('23514');
  });
});

describe('quote_requests', () => {
  const quote = (zip: string, dogs: number, name = 'Pat Doe') =>
    attempt(
      'insert into public.quote_requests (name, zip_code, dog_count, in_service_area) values ($1, $2, $3, true)',
      [name, zip, dogs],
    );

  it('accepts 1 to 4 dogs and a 5-digit zip code', async () => {
    for (const dogs of [1, 2, 3, 4]) expect(await quote('76643', dogs)).toBe('ok');
  });

  it.each([
    ['0 dogs', '76643', 0],
    ['5 dogs', '76643', 5],
    ['a 4-digit zip code', '7664', 1],
    ['a zip code with letters', '7664a', 1],
    ['a 9-digit zip code', '766431234', 1],
  ])('refuses %s', async (_label, zip, dogs) => {
    expect(await quote(zip, dogs)).toBe('23514');
  });

  it('refuses an empty or over-long name', async () => {
    expect(await quote('76643', 1, '  ')).toBe('23514');
    expect(await quote('76643', 1, 'n'.repeat(101))).toBe('23514');
  });
});

describe('contact_messages and referral_invites', () => {
  it('refuses a contact message over 2000 characters or a phone over 20', async () => {
    const contact = (message: string, phone: string | null) =>
      attempt('insert into public.contact_messages (name, email, phone, message) values ($1, $2, $3, $4)', [
        'Pat',
        'pat@example.com',
        phone,
        message,
      ]);
    expect(await contact('Hello', '(254) 555-0100')).toBe('ok');
    expect(await contact('m'.repeat(2001), null)).toBe('23514');
    expect(await contact('Hello', '1'.repeat(21))).toBe('23514');
  });

  it('refuses a referral invite message over 500 characters', async () => {
    const invite = (message: string) =>
      attempt(
        'insert into public.referral_invites (referrer_email, referred_email, referred_name, message) values ($1, $2, $3, $4)',
        ['a@example.com', 'b@example.com', 'Bee', message],
      );
    expect(await invite('m'.repeat(500))).toBe('ok');
    expect(await invite('m'.repeat(501))).toBe('23514');
  });
});

describe('notifications outbox', () => {
  it("starts pending, and a row marked 'sent' must say when", async () => {
    const inserted = await db.query<{ id: string; status: string; payload: unknown }>(
      `insert into public.notifications (kind, recipient, subject, body) values ('quote', 'owner@example.com', 'New quote', 'Body')
       returning id, status, payload`,
    );
    expect(inserted.rows[0]).toMatchObject({ status: 'pending', payload: {} });
    const id = inserted.rows[0]!.id;
    expect(await attempt(`update public.notifications set status = 'sent' where id = $1`, [id])).toBe(
      '23514',
    );
    expect(
      await attempt(`update public.notifications set status = 'sent', sent_at = now() where id = $1`, [id]),
    ).toBe('ok');
    expect(await attempt(`update public.notifications set status = 'queued' where id = $1`, [id])).toBe(
      '23514',
    );
  });
});
