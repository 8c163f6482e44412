// The dashboard's newsletter choice: my_newsletter_subscription() and set_newsletter_subscription(), called as the
// API would call them (each as its own transaction with the caller's claims).
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../local/db/index.ts';
import { anonClaims, callAs, createUser, tryAs, userClaims, type TestUser } from '../support/db-roles.ts';

let db: PGlite;

beforeAll(async () => {
  db = await openDatabase();
});

afterAll(async () => {
  await db?.close();
});

type State = { subscribed: boolean; email: string | null; subscribed_at: string | null };

async function confirmedUser(): Promise<TestUser> {
  const user = await createUser(db);
  await db.query('update auth.users set email_confirmed_at = now() where id = $1', [user.id]);
  return user;
}

const stateOf = async (user: TestUser) =>
  (await callAs<{ s: State }>(db, userClaims(user), 'select public.my_newsletter_subscription() as s')).s;

const setFor = async (user: TestUser, subscribed: boolean) =>
  (
    await callAs<{ s: State }>(db, userClaims(user), 'select public.set_newsletter_subscription($1) as s', [
      subscribed,
    ])
  ).s;

const rowsFor = async (email: string) =>
  (
    await db.query<{ email: string; user_id: string | null; source: string }>(
      'select email, user_id, source from public.newsletter_subscribers where lower(email) = lower($1)',
      [email],
    )
  ).rows;

describe('newsletter preferences', () => {
  it('subscribes the account address, tied to the account, and unsubscribes it again', async () => {
    const user = await confirmedUser();
    expect(await stateOf(user)).toMatchObject({ subscribed: false });

    const subscribed = await setFor(user, true);
    expect(subscribed).toMatchObject({ subscribed: true, email: user.email.toLowerCase() });
    expect(await rowsFor(user.email)).toEqual([
      { email: user.email.toLowerCase(), user_id: user.id, source: 'dashboard' },
    ]);

    expect(await setFor(user, false)).toMatchObject({ subscribed: false });
    expect(await rowsFor(user.email)).toEqual([]);
  });

  it('finds and claims a subscription made with the address before the account existed', async () => {
    const user = await confirmedUser();
    await db.query(`insert into public.newsletter_subscribers (email, source) values ($1, 'footer')`, [
      user.email.toUpperCase(),
    ]);
    expect(await stateOf(user)).toMatchObject({ subscribed: true });
    await setFor(user, true);
    expect(await rowsFor(user.email)).toEqual([
      { email: user.email.toLowerCase(), user_id: user.id, source: 'footer' },
    ]);
  });

  it('does not match an address the auth server has not confirmed', async () => {
    const unconfirmed = await createUser(db);
    await db.query(`insert into public.newsletter_subscribers (email, source) values ($1, 'footer')`, [
      unconfirmed.email,
    ]);
    expect(await stateOf(unconfirmed)).toMatchObject({ subscribed: false });
    await setFor(unconfirmed, false);
    expect(await rowsFor(unconfirmed.email)).toHaveLength(1);
  });

  it("never touches another account's subscription", async () => {
    const owner = await confirmedUser();
    const other = await confirmedUser();
    await setFor(owner, true);
    await setFor(other, false);
    expect(await rowsFor(owner.email)).toHaveLength(1);
    expect(await stateOf(other)).toMatchObject({ subscribed: false });
  });

  it('refuses anonymous callers', async () => {
    for (const sql of [
      'select public.my_newsletter_subscription()',
      'select public.set_newsletter_subscription(true)',
    ]) {
      expect(await tryAs(db, anonClaims, (tx) => tx.query(sql))).toMatchObject({ ok: false, code: '42501' });
    }
  });
});
