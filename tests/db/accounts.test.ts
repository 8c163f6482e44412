// What a sign-up creates by itself (the auth.users trigger): a profile with a unique referral code, and the referral
// referral (pending until an owner credits it) for a code passed in the sign-up metadata.
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../local/db/index.ts';
import { createUser, sqlState, type TestUser } from '../support/db-roles.ts';

let db: PGlite;

beforeAll(async () => {
  db = await openDatabase();
});

afterAll(async () => {
  await db?.close();
});

const CODE_FORMAT = /^[ABCDEFGHJKLMNPQRSTUVWXYZ23456789]{8}$/;

async function profileOf(user: TestUser) {
  const result = await db.query<{ id: string; email: string | null; referral_code: string }>(
    'select id, email, referral_code from public.profiles where id = $1',
    [user.id],
  );
  return result.rows[0];
}

async function referralOf(user: TestUser) {
  return (await db.query<{ id: string }>('select * from public.referrals where referred_id = $1', [user.id]))
    .rows[0];
}

describe('profile created at sign-up', () => {
  it('has the account id and email, and an 8-character upper-case code without look-alike characters', async () => {
    const user = await createUser(db, { email: 'new.client@example.com' });
    const profile = await profileOf(user);
    expect(profile).toMatchObject({ id: user.id, email: 'new.client@example.com' });
    expect(profile!.referral_code).toMatch(CODE_FORMAT);
  });

  it('gives every account its own code', async () => {
    const users = await Promise.all(Array.from({ length: 150 }, () => createUser(db)));
    const codes = await Promise.all(users.map(async (u) => (await profileOf(u))!.referral_code));
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(CODE_FORMAT);
  });

  it('draws a new code when the first one is taken', async () => {
    const existing = (await profileOf(await createUser(db)))!.referral_code;
    await db.transaction(async (tx) => {
      // Make the generator answer the taken code first, then a free one (rolled back below).
      await tx.exec(`
        create temporary sequence code_draws;
        create or replace function private.generate_referral_code() returns text
        language sql volatile set search_path = '' as $$
          select case when nextval('code_draws') = 1 then '${existing}' else 'FREE2345' end
        $$;
      `);
      const inserted = await tx.query<{ id: string }>(
        `insert into auth.users (email) values ('collision@example.com') returning id`,
      );
      const profile = await tx.query<{ referral_code: string }>(
        'select referral_code from public.profiles where id = $1',
        [inserted.rows[0]!.id],
      );
      expect(profile.rows[0]!.referral_code).toBe('FREE2345');
      await tx.rollback();
    });
  });

  it('gives up (failing the sign-up) instead of looping when no free code can be drawn', async () => {
    const existing = (await profileOf(await createUser(db)))!.referral_code;
    const failure = await db
      .transaction(async (tx) => {
        await tx.exec(`
          create or replace function private.generate_referral_code() returns text
          language sql volatile set search_path = '' as $$ select '${existing}' $$;
        `);
        await tx.query(`insert into auth.users (email) values ('unlucky@example.com')`);
      })
      .then(
        () => null,
        (error: unknown) => sqlState(error),
      );
    expect(failure).toBe('23505');
  });

  it('follows a change of the account email', async () => {
    const user = await createUser(db, { email: 'before@example.com' });
    await db.query(`update auth.users set email = 'after@example.com' where id = $1`, [user.id]);
    expect((await profileOf(user))!.email).toBe('after@example.com');
  });

  it('rejects a code that is not upper case', async () => {
    const user = await createUser(db);
    const failure = await db
      .query(`update public.profiles set referral_code = 'lower123' where id = $1`, [user.id])
      .then(
        () => null,
        (error: unknown) => sqlState(error),
      );
    expect(failure).toBe('23514');
  });

  it("goes away with the account; the referrer's referral stays, no longer pointing at it", async () => {
    const referrer = await createUser(db);
    const code = (await profileOf(referrer))!.referral_code;
    const referred = await createUser(db, { metadata: { referral_code: code } });
    const referral = await referralOf(referred);
    expect(referral).toBeDefined();
    await db.query('delete from auth.users where id = $1', [referred.id]);
    expect(await profileOf(referred)).toBeUndefined();
    const kept = await db.query('select referrer_id, referred_id from public.referrals where id = $1', [
      referral!.id,
    ]);
    expect(kept.rows).toEqual([{ referrer_id: referrer.id, referred_id: null }]);
  });
});

describe('referral code in the sign-up metadata (recorded even when the sign-up returns no session)', () => {
  it('records a pending referral for the referrer at sign-up, whatever the case of the code', async () => {
    const referrer = await createUser(db);
    const code = (await profileOf(referrer))!.referral_code;
    const newcomer = await createUser(db, { metadata: { referral_code: code.toLowerCase() } });
    expect(await referralOf(newcomer)).toMatchObject({
      referrer_id: referrer.id,
      referral_code: code,
      credit_cents: 2500,
      status: 'pending',
    });
  });

  it('still signs the user up when the code is unknown, recording no referral', async () => {
    const newcomer = await createUser(db, { metadata: { referral_code: 'NOSUCHCD' } });
    expect(await profileOf(newcomer)).toBeDefined();
    expect(await referralOf(newcomer)).toBeUndefined();
  });

  it('still signs the user up when the metadata holds something odd', async () => {
    for (const referral_code of [42, '', '   ', { nested: true }, null]) {
      const newcomer = await createUser(db, { metadata: { referral_code } });
      expect(await profileOf(newcomer), JSON.stringify(referral_code)).toBeDefined();
      expect(await referralOf(newcomer)).toBeUndefined();
    }
  });

  it('records no referral without a code', async () => {
    const newcomer = await createUser(db, { metadata: { full_name: 'No Code' } });
    expect(await referralOf(newcomer)).toBeUndefined();
  });
});
