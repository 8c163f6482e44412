// Referrals that cannot be farmed (migration 20261126000100_referral_limits.sql): recorded only at sign-up, never
// twice for one email address (deleted accounts included, kept as a hash), and beyond a referrer's ten in 24 hours
// held for review, which the referrer's dashboard never counts as money.
import { createHash } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../local/db/index.ts';
import { referralTotals, type ReferralRow } from '../../src/features/account/referral-totals.ts';
import {
  callAs,
  createUser,
  makeAdmin,
  tryAs,
  userClaims,
  type TestUser,
  referralCodeOf,
  REFERRAL_REFUSED,
  referralRefusalReason,
} from '../support/db-roles.ts';

let db: PGlite;
let admin: TestUser;

beforeAll(async () => {
  db = await openDatabase();
  admin = await createUser(db, { email: 'owner@referral-limits.test' });
  await makeAdmin(db, admin);
});

afterAll(async () => {
  await db?.close();
});

const codeOf = (user: TestUser) => referralCodeOf(db, user);

type Reply = { success: boolean; error?: string };

/** The app's referral step after a sign-up that returned a session: the new client claims a code for itself. */
const claim = async (user: TestUser, code: string) =>
  (
    await callAs<{ v: Reply }>(db, userClaims(user), 'select public.process_referral_signup($1, $2) as v', [
      user.id,
      code,
    ])
  ).v;

const referralsOf = async (friend: TestUser) =>
  (
    await db.query<{ referrer_id: string; held_for_review: boolean }>(
      'select referrer_id, held_for_review from public.referrals where referred_id = $1',
      [friend.id],
    )
  ).rows;

const referralsBy = async (referrer: TestUser) =>
  (
    await db.query<{ id: string; held_for_review: boolean; status: string }>(
      'select id, held_for_review, status from public.referrals where referrer_id = $1',
      [referrer.id],
    )
  ).rows;

/** What the referrer's dashboard reads (my_referrals) and adds up (the dashboard's own referralTotals). */
async function dashboardOf(referrer: TestUser) {
  const result = await tryAs(db, userClaims(referrer), async (tx) => {
    const rows = (await tx.query<ReferralRow & { created_at: Date }>('select * from public.my_referrals()'))
      .rows;
    return rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() }));
  });
  if (!result.ok) throw new Error(result.message);
  return { rows: result.value, totals: referralTotals(result.value) };
}

const ageAccount = (user: TestUser, interval: string) =>
  db.query(`update auth.users set created_at = now() - $2::interval where id = $1`, [user.id, interval]);

const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

const storedHashes = async () =>
  (
    await db.query<{ hex: string }>(
      `select encode(email_sha256, 'hex') as hex from public.referred_email_hashes`,
    )
  ).rows.map((row) => row.hex);

describe('a burst of sign-ups with one code', () => {
  it('records all 40, counts 10 as pending credit and holds 30 for review', async () => {
    const referrer = await createUser(db);
    const code = await codeOf(referrer);

    const friends = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        createUser(db, { email: `burst-${i}@farm.test`, metadata: { referral_code: code } }),
      ),
    );

    const recorded = await referralsBy(referrer);
    const counted = recorded.filter((r) => !r.held_for_review);
    const held = recorded.filter((r) => r.held_for_review);
    console.log(
      `referral burst: ${friends.length} sign-ups, ${recorded.length} recorded, ${counted.length} pending, ${held.length} held for review`,
    );
    expect(recorded).toHaveLength(40);
    expect(counted).toHaveLength(10);
    expect(held).toHaveLength(30);
    expect(recorded.every((r) => r.status === 'pending')).toBe(true);

    const dashboard = await dashboardOf(referrer);
    expect(dashboard.rows).toHaveLength(40);
    expect(dashboard.totals).toEqual({ pendingCents: 10 * 2500, creditedCents: 0, underReview: 30 });

    // The owners see every one, flagged.
    const listed = await tryAs(
      db,
      userClaims(admin),
      async (tx) =>
        (
          await tx.query<{ held_for_review: boolean }>(
            'select held_for_review from public.admin_referrals() where referrer_id = $1',
            [referrer.id],
          )
        ).rows,
    );
    expect(listed.ok && listed.value.filter((r) => r.held_for_review)).toHaveLength(30);
    expect(listed.ok && listed.value).toHaveLength(40);
  });

  it('counts the ten over the last 24 hours: a day later a new sign-up is pending credit again', async () => {
    const referrer = await createUser(db);
    const code = await codeOf(referrer);
    for (let i = 0; i < 10; i++) await createUser(db, { metadata: { referral_code: code } });
    const eleventh = await createUser(db, { metadata: { referral_code: code } });
    expect(await referralsOf(eleventh)).toEqual([{ referrer_id: referrer.id, held_for_review: true }]);

    await db.query(
      `update public.referrals set created_at = now() - interval '24 hours 1 minute' where referrer_id = $1`,
      [referrer.id],
    );
    const nextDay = await createUser(db, { metadata: { referral_code: code } });
    expect(await referralsOf(nextDay)).toEqual([{ referrer_id: referrer.id, held_for_review: false }]);
  });

  it('limits each referrer on their own: another referrer’s ten do not hold this one’s', async () => {
    const busy = await createUser(db);
    const busyCode = await codeOf(busy);
    for (let i = 0; i < 11; i++) await createUser(db, { metadata: { referral_code: busyCode } });
    const quiet = await createUser(db);
    const friend = await createUser(db, { metadata: { referral_code: await codeOf(quiet) } });
    expect(await referralsOf(friend)).toEqual([{ referrer_id: quiet.id, held_for_review: false }]);
  });

  it("lists held referrals in the referrer's data export as the dashboard shows them", async () => {
    const referrer = await createUser(db);
    const code = await codeOf(referrer);
    for (let i = 0; i < 11; i++) await createUser(db, { metadata: { referral_code: code } });
    const exported = await callAs<{ v: { referrals_made: { held_for_review: boolean }[] } }>(
      db,
      userClaims(referrer),
      'select public.export_my_data() as v',
    );
    expect(exported.v.referrals_made.map((r) => r.held_for_review).sort()).toEqual([
      ...Array<boolean>(10).fill(false),
      true,
    ]);
  });

  it('lets an owner still credit a referral held for review, which then counts as credited', async () => {
    const referrer = await createUser(db);
    const code = await codeOf(referrer);
    for (let i = 0; i < 10; i++) await createUser(db, { metadata: { referral_code: code } });
    const friend = await createUser(db, { metadata: { referral_code: code } });
    await db.query('update auth.users set email_confirmed_at = now() where id = $1', [friend.id]);
    const heldId = (
      await db.query<{ id: string }>('select id from public.referrals where referred_id = $1', [friend.id])
    ).rows[0]!.id;
    await callAs(db, userClaims(admin), 'select * from public.decide_referral($1, $2)', [heldId, 'credited']);
    expect((await dashboardOf(referrer)).totals).toEqual({
      pendingCents: 10 * 2500,
      creditedCents: 2500,
      underReview: 0,
    });
  });
});

describe('a referral is recorded only at sign-up', () => {
  it('refuses an account that existed before (older than ten minutes), and records nothing', async () => {
    const referrer = await createUser(db);
    const longStanding = await createUser(db);
    await ageAccount(longStanding, '11 minutes');
    expect(await claim(longStanding, await codeOf(referrer))).toEqual(REFERRAL_REFUSED);
    expect(await referralRefusalReason(db, longStanding, await codeOf(referrer))).toBe(
      'A referral can only be recorded when an account is created',
    );
    expect(await referralsOf(longStanding)).toEqual([]);

    // Not even service_role (admin tooling) can back-date a referral onto an old account.
    const reply = await callAs<{ v: Reply }>(
      db,
      { role: 'service_role' },
      'select public.process_referral_signup($1, $2) as v',
      [longStanding.id, await codeOf(referrer)],
    );
    expect(reply.v).toMatchObject({ success: false });
    expect(await referralsOf(longStanding)).toEqual([]);
  });

  it("accepts the app's call right after a sign-up (a minute, nine minutes after)", async () => {
    for (const age of ['1 minute', '9 minutes']) {
      const referrer = await createUser(db);
      const newcomer = await createUser(db);
      await ageAccount(newcomer, age);
      expect(await claim(newcomer, await codeOf(referrer)), age).toEqual({ success: true });
      expect(await referralsOf(newcomer), age).toEqual([
        { referrer_id: referrer.id, held_for_review: false },
      ]);
    }
  });

  it('answers the call after a sign-up that already recorded the code as recorded, and records nothing more', async () => {
    const referrer = await createUser(db);
    const code = await codeOf(referrer);
    const newcomer = await createUser(db, { metadata: { referral_code: code } });
    expect(await claim(newcomer, code)).toEqual({ success: true });
    expect(await referralsOf(newcomer)).toHaveLength(1);
  });
});

describe('an email address is referred once, ever', () => {
  it('deleting the account and signing up again with the same address records no second referral', async () => {
    const referrer = await createUser(db);
    const code = await codeOf(referrer);
    const first = await createUser(db, { email: 'pat.again@example.com', metadata: { referral_code: code } });
    expect(await referralsOf(first)).toHaveLength(1);

    await callAs(db, userClaims(first), 'select public.delete_my_account()');
    const again = await createUser(db, { email: 'pat.again@example.com', metadata: { referral_code: code } });
    expect(await referralsOf(again)).toEqual([]);
    // Nor through the app's call, nor with another referrer's code.
    const other = await createUser(db);
    expect(await claim(again, await codeOf(other))).toEqual(REFERRAL_REFUSED);
    expect(await referralRefusalReason(db, again, await codeOf(other))).toBe(
      'This email address has already been referred',
    );
    expect(await referralsOf(again)).toEqual([]);
    // The referrer keeps the first referral (without the friend) and gains nothing.
    expect((await dashboardOf(referrer)).rows).toMatchObject([{ friend_deleted: true }]);
  });

  it('treats another case and surrounding spaces as the same address (one hash)', async () => {
    const same = await db.query<{ a: string; b: string; c: string }>(
      `select encode(private.email_sha256('Maria.Lopez@Example.COM'), 'hex') as a,
              encode(private.email_sha256('  maria.lopez@example.com '), 'hex') as b,
              encode(private.email_sha256('maria.lopez2@example.com'), 'hex') as c`,
    );
    const { a, b, c } = same.rows[0]!;
    expect(a).toBe(b);
    expect(a).toBe(sha256Hex('maria.lopez@example.com'));
    expect(c).not.toBe(a);

    const referrer = await createUser(db);
    const code = await codeOf(referrer);
    const first = await createUser(db, {
      email: 'maria.lopez@example.com',
      metadata: { referral_code: code },
    });
    expect(await referralsOf(first)).toHaveLength(1);
    await db.query('delete from auth.users where id = $1', [first.id]);
    const upper = await createUser(db, {
      email: 'Maria.Lopez@Example.COM',
      metadata: { referral_code: code },
    });
    expect(await referralsOf(upper)).toEqual([]);
  });

  it('keeps only the hash: no referred address is stored in the table', async () => {
    const referrer = await createUser(db);
    await createUser(db, {
      email: 'hash.only@example.com',
      metadata: { referral_code: await codeOf(referrer) },
    });
    expect(await storedHashes()).toContain(sha256Hex('hash.only@example.com'));
    const columns = await db.query<{ column_name: string; data_type: string }>(
      `select column_name, data_type from information_schema.columns
        where table_schema = 'public' and table_name = 'referred_email_hashes' order by ordinal_position`,
    );
    expect(columns.rows).toEqual([
      { column_name: 'email_sha256', data_type: 'bytea' },
      { column_name: 'created_at', data_type: 'timestamp with time zone' },
    ]);
  });

  it("keeps a referred friend's new address out too, after an email change", async () => {
    const referrer = await createUser(db);
    const code = await codeOf(referrer);
    const friend = await createUser(db, {
      email: 'before.change@example.com',
      metadata: { referral_code: code },
    });
    await db.query(`update auth.users set email = 'after.change@example.com' where id = $1`, [friend.id]);
    await db.query('delete from auth.users where id = $1', [friend.id]);
    const again = await createUser(db, {
      email: 'after.change@example.com',
      metadata: { referral_code: code },
    });
    expect(await referralsOf(again)).toEqual([]);
  });

  it('does not spend an address on a refused claim: a sign-up with a bad code can still be referred', async () => {
    const newcomer = await createUser(db, {
      email: 'typo.first@example.com',
      metadata: { referral_code: 'NOSUCH99' },
    });
    expect(await referralsOf(newcomer)).toEqual([]);
    expect(await storedHashes()).not.toContain(sha256Hex('typo.first@example.com'));
    const referrer = await createUser(db);
    expect(await claim(newcomer, await codeOf(referrer))).toEqual({ success: true });
    expect(await referralsOf(newcomer)).toEqual([{ referrer_id: referrer.id, held_for_review: false }]);
  });
});

describe('referred_email_hashes', () => {
  it('is out of reach of every API role, even service_role', async () => {
    for (const claims of [{ role: 'anon' }, userClaims(admin), { role: 'service_role' }] as const) {
      const read = await tryAs(db, claims, (tx) => tx.query('select * from public.referred_email_hashes'));
      expect(read, claims.role).toMatchObject({ ok: false, code: '42501' });
    }
  });
});
