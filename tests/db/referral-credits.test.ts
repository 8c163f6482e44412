// Referral credits the owners approve: pending at sign-up (both paths), credited or rejected by an admin
// (decide_referral, logged), never credited for an unconfirmed or deleted friend; the referrer's own view
// (my_referrals, with the friend's first name or masked email only) and the admins' list (admin_referrals).
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../local/db/index.ts';
import {
  anonClaims,
  claimsFor,
  callAs,
  createUser,
  makeAdmin,
  sqlState,
  tryAs,
  userClaims,
  type TestUser,
  referralCodeOf,
} from '../support/db-roles.ts';
import { SEEDED_PRICE_LIST } from '../support/seeded-price-list.ts';

let db: PGlite;
let admin: TestUser;

beforeAll(async () => {
  db = await openDatabase();
  admin = await createUser(db, { email: 'owner@referrals.test' });
  await makeAdmin(db, admin);
});

afterAll(async () => {
  await db?.close();
});

const codeOf = (user: TestUser) => referralCodeOf(db, user);

type Referral = {
  id: string;
  referrer_id: string;
  referred_id: string | null;
  status: string;
  credit_cents: number;
  decided_at: Date | null;
  decided_by: string | null;
};

async function referralById(id: string): Promise<Referral | undefined> {
  return (await db.query<Referral>('select * from public.referrals where id = $1', [id])).rows[0];
}

async function referralOfFriend(friend: TestUser): Promise<Referral> {
  return (await db.query<Referral>('select * from public.referrals where referred_id = $1', [friend.id]))
    .rows[0]!;
}

const confirm = (user: TestUser) =>
  db.query('update auth.users set email_confirmed_at = now() where id = $1', [user.id]);

/** A referrer and a friend who signed up with the referrer's code (through the sign-up metadata). */
async function referredPair(opts: { friendMetadata?: Record<string, unknown>; friendEmail?: string } = {}) {
  const referrer = await createUser(db);
  const friend = await createUser(db, {
    email: opts.friendEmail,
    metadata: { ...opts.friendMetadata, referral_code: await codeOf(referrer) },
  });
  return { referrer, friend, referral: await referralOfFriend(friend) };
}

const decideAs = (user: TestUser | 'anon' | 'service', referralId: string, decision: string) =>
  tryAs(
    db,
    claimsFor(user),
    async (tx) =>
      (await tx.query('select * from public.decide_referral($1, $2)', [referralId, decision])).rows[0],
  );

/** Decides and keeps the decision (tryAs rolls back). */
const decide = (referralId: string, decision: string) =>
  callAs<{ id: string; status: string; decided_at: Date }>(
    db,
    userClaims(admin),
    'select * from public.decide_referral(referral_id => $1, decision => $2)',
    [referralId, decision],
  );

async function decisionsLogged(referralId: string) {
  return (
    await db.query<{ new_values: unknown }>(
      `select user_id, action_type, table_name, old_values, new_values, severity
         from public.audit_logs where record_id = $1 order by created_at, id`,
      [referralId],
    )
  ).rows;
}

const myReferrals = (user: TestUser) =>
  tryAs(db, userClaims(user), async (tx) => (await tx.query('select * from public.my_referrals()')).rows);

describe('a referral at sign-up is pending', () => {
  it('through the sign-up metadata (the on_auth_user_created trigger)', async () => {
    const { referrer, referral } = await referredPair();
    expect(referral).toMatchObject({
      referrer_id: referrer.id,
      status: 'pending',
      credit_cents: 2500,
      decided_at: null,
      decided_by: null,
    });
  });

  it('through process_referral_signup', async () => {
    const referrer = await createUser(db);
    const friend = await createUser(db);
    const reply = await callAs<{ v: unknown }>(
      db,
      userClaims(friend),
      'select public.process_referral_signup($1, $2) as v',
      [friend.id, await codeOf(referrer)],
    );
    expect(reply.v).toEqual({ success: true });
    expect(await referralOfFriend(friend)).toMatchObject({
      referrer_id: referrer.id,
      status: 'pending',
      decided_at: null,
    });
  });

  it('refuses a status outside pending, credited, rejected, and a decision without its time (23514)', async () => {
    const { referral } = await referredPair();
    const attempt = (set: string) =>
      db.query(`update public.referrals set ${set} where id = $1`, [referral.id]).then(
        () => 'ok',
        (error: unknown) => sqlState(error),
      );
    expect(await attempt(`status = 'paid', decided_at = now()`)).toBe('23514');
    expect(await attempt(`status = 'credited'`)).toBe('23514');
    expect(await attempt(`decided_at = now()`)).toBe('23514');
  });
});

describe('decide_referral()', () => {
  it('refuses to credit while the friend has not confirmed their address, changing and logging nothing', async () => {
    const { referral } = await referredPair();
    expect(await decideAs(admin, referral.id, 'credited')).toMatchObject({
      ok: false,
      code: 'P0001',
      message: 'The referred friend has not confirmed their email address yet',
    });
    expect(await referralById(referral.id)).toMatchObject({ status: 'pending', decided_at: null });
    expect(await decisionsLogged(referral.id)).toEqual([]);
  });

  it('credits a confirmed friend: decided at and by, logged with the values before and after', async () => {
    const { friend, referral } = await referredPair();
    await confirm(friend);
    const reply = await decide(referral.id, 'credited');
    expect(reply).toMatchObject({ id: referral.id, status: 'credited', decided_at: expect.any(Date) });
    expect(await referralById(referral.id)).toMatchObject({
      status: 'credited',
      decided_by: admin.id,
      decided_at: reply.decided_at,
    });
    expect(await decisionsLogged(referral.id)).toEqual([
      {
        user_id: admin.id,
        action_type: 'referral_decision',
        table_name: 'referrals',
        old_values: { status: 'pending' },
        new_values: { status: 'credited', credit_cents: 2500 },
        severity: 'info',
      },
    ]);
  });

  it('rejects, even an unconfirmed friend, and may change its mind; the same decision twice changes nothing', async () => {
    const { friend, referral } = await referredPair();
    expect(await decide(referral.id, 'rejected')).toMatchObject({ status: 'rejected' });
    const firstDecision = (await referralById(referral.id))!.decided_at;
    expect(await decide(referral.id, 'rejected')).toMatchObject({
      status: 'rejected',
      decided_at: firstDecision,
    });
    expect(await decisionsLogged(referral.id)).toHaveLength(1);

    await confirm(friend);
    expect(await decide(referral.id, 'credited')).toMatchObject({ status: 'credited' });
    expect((await decisionsLogged(referral.id)).map((entry) => entry.new_values)).toEqual([
      { status: 'rejected', credit_cents: 2500 },
      { status: 'credited', credit_cents: 2500 },
    ]);
  });

  it('refuses any other decision (22023) and an unknown referral', async () => {
    const { referral } = await referredPair();
    for (const decision of ['pending', 'approved', '']) {
      expect(await decideAs(admin, referral.id, decision), decision).toMatchObject({
        ok: false,
        code: '22023',
      });
    }
    expect(await decideAs(admin, '00000000-0000-4000-8000-000000000000', 'rejected')).toMatchObject({
      ok: false,
      code: 'P0001',
      message: 'No such referral',
    });
  });

  it('refuses clients (even the referrer), service_role and anonymous callers', async () => {
    const { referrer, friend, referral } = await referredPair();
    await confirm(friend);
    for (const caller of [referrer, friend, 'service'] as const) {
      expect(await decideAs(caller, referral.id, 'credited')).toMatchObject({ ok: false, code: '42501' });
    }
    expect(await decideAs('anon', referral.id, 'credited')).toMatchObject({ ok: false, code: '42501' });
    expect(await referralById(referral.id)).toMatchObject({ status: 'pending' });
  });
});

describe("a friend's account deleted", () => {
  it("keeps the referrer's referral with no trace of the friend, and can no longer be credited", async () => {
    const { referrer, friend, referral } = await referredPair({ friendMetadata: { first_name: 'Gone' } });
    await confirm(friend);
    await db.query('delete from auth.users where id = $1', [friend.id]);

    expect(await referralById(referral.id)).toMatchObject({
      referrer_id: referrer.id,
      referred_id: null,
      status: 'pending',
    });
    expect(await myReferrals(referrer)).toMatchObject({
      ok: true,
      value: [{ id: referral.id, friend_label: null, friend_deleted: true }],
    });
    expect(await decideAs(admin, referral.id, 'credited')).toMatchObject({
      ok: false,
      message: 'The referred account no longer exists, so it cannot be credited',
    });
    expect(await decide(referral.id, 'rejected')).toMatchObject({ status: 'rejected' });
  });

  it('keeps "referred at most once" for existing accounts, while several deleted friends may remain', async () => {
    const first = await referredPair();
    const second = await referredPair();
    await db.query('delete from auth.users where id = any($1)', [[first.friend.id, second.friend.id]]);
    const orphans = await db.query(
      'select id from public.referrals where id = any($1) and referred_id is null',
      [[first.referral.id, second.referral.id]],
    );
    expect(orphans.rows).toHaveLength(2);

    const { referrer, friend } = await referredPair();
    const again = await db
      .query('insert into public.referrals (referrer_id, referred_id, referral_code) values ($1, $2, $3)', [
        referrer.id,
        friend.id,
        await codeOf(referrer),
      ])
      .then(
        () => 'ok',
        (error: unknown) => sqlState(error),
      );
    expect(again).toBe('23505');
  });

  it("removes the referral with the referrer's own account", async () => {
    const { referrer, referral } = await referredPair();
    await db.query('delete from auth.users where id = $1', [referrer.id]);
    expect(await referralById(referral.id)).toBeUndefined();
  });
});

describe('my_referrals()', () => {
  it("lists the referrer's referrals, newest first, with status, credit, decision time and the friend's first name", async () => {
    const referrer = await createUser(db);
    const code = await codeOf(referrer);
    const ann = await createUser(db, { metadata: { referral_code: code, first_name: '  Ann  ' } });
    const bob = await createUser(db, { email: 'bob.builder@gmail.com', metadata: { referral_code: code } });
    await db.query(
      `update public.referrals set created_at = now() - interval '1 day' where referred_id = $1`,
      [ann.id],
    );
    await confirm(ann);
    const annReferral = await referralOfFriend(ann);
    const credited = await decide(annReferral.id, 'credited');

    expect(await myReferrals(referrer)).toEqual({
      ok: true,
      value: [
        {
          id: (await referralOfFriend(bob)).id,
          created_at: expect.any(Date),
          status: 'pending',
          credit_cents: 2500,
          decided_at: null,
          friend_label: 'b•••@g•••.com',
          friend_deleted: false,
          held_for_review: false,
        },
        {
          id: annReferral.id,
          created_at: expect.any(Date),
          status: 'credited',
          credit_cents: 2500,
          decided_at: credited.decided_at,
          friend_label: 'Ann',
          friend_deleted: false,
          held_for_review: false,
        },
      ],
    });
  });

  it('shows the friend nothing of the referral they were brought by, and another client nothing at all', async () => {
    const { friend } = await referredPair();
    const stranger = await createUser(db);
    expect(await myReferrals(friend)).toEqual({ ok: true, value: [] });
    expect(await myReferrals(stranger)).toEqual({ ok: true, value: [] });
  });

  it('cannot be called anonymously', async () => {
    expect(
      await tryAs(db, anonClaims, (tx) => tx.query('select * from public.my_referrals()')),
    ).toMatchObject({
      ok: false,
      code: '42501',
    });
  });
});

describe('the masked email of a friend without a first name', () => {
  it.each([
    ['jane.doe@gmail.com', 'j•••@g•••.com'],
    ['j@gmail.com', 'j•••@g•••.com'],
    ['someone@mail.example.co.uk', 's•••@m•••.example.co.uk'],
    ['x@localhost', 'x•••@l•••'],
    ['Ünïcode@ëxample.com', 'Ü•••@ë•••.com'],
    ['no-at-sign', null],
    ['@example.com', null],
    ['user@', 'u•••@•••'],
  ])('%s -> %s', async (address, masked) => {
    const result = await db.query<{ v: string | null }>('select private.mask_email($1) as v', [address]);
    expect(result.rows[0]!.v).toBe(masked);
  });

  it('is what the referrer sees when the first name is blank', async () => {
    const { referrer } = await referredPair({
      friendEmail: 'pat.smith@outlook.com',
      friendMetadata: { first_name: '   ' },
    });
    expect(await myReferrals(referrer)).toMatchObject({
      ok: true,
      value: [{ friend_label: 'p•••@o•••.com' }],
    });
  });
});

describe('admin_referrals()', () => {
  it('lists every referral with both addresses and whether the friend confirmed theirs, for admins only', async () => {
    const { referrer, friend, referral } = await referredPair();
    await confirm(friend);
    const listed = await tryAs(
      db,
      userClaims(admin),
      async (tx) =>
        (await tx.query('select * from public.admin_referrals() where id = $1', [referral.id])).rows,
    );
    expect(listed).toEqual({
      ok: true,
      value: [
        {
          id: referral.id,
          created_at: expect.any(Date),
          status: 'pending',
          credit_cents: 2500,
          decided_at: null,
          referrer_id: referrer.id,
          referrer_email: referrer.email,
          friend_id: friend.id,
          friend_email: friend.email,
          friend_email_confirmed: true,
          held_for_review: false,
        },
      ],
    });

    const unconfirmed = await referredPair();
    const row = await tryAs(
      db,
      userClaims(admin),
      async (tx) =>
        (
          await tx.query('select friend_email_confirmed from public.admin_referrals() where id = $1', [
            unconfirmed.referral.id,
          ])
        ).rows,
    );
    expect(row).toEqual({ ok: true, value: [{ friend_email_confirmed: false }] });
  });

  it('refuses clients and anonymous callers', async () => {
    const { referrer } = await referredPair();
    expect(
      await tryAs(db, userClaims(referrer), (tx) => tx.query('select * from public.admin_referrals()')),
    ).toMatchObject({
      ok: false,
      code: '42501',
      message: 'Only admins can list referrals',
    });
    expect(
      await tryAs(db, anonClaims, (tx) => tx.query('select * from public.admin_referrals()')),
    ).toMatchObject({
      ok: false,
      code: '42501',
    });
  });
});

describe("a referral is worth the price list's referral credit", () => {
  const saveReferralCredit = (cents: number) =>
    callAs(db, userClaims(admin), 'select public.save_price_list($1::jsonb)', [
      JSON.stringify({ ...SEEDED_PRICE_LIST.cents, 'credit.referral': cents }),
    ]);

  it('when the friend signed up; a later change of the list leaves it as it was', async () => {
    const before = await referredPair();
    expect(before.referral.credit_cents).toBe(SEEDED_PRICE_LIST.cents['credit.referral']);

    await saveReferralCredit(3000);
    try {
      const after = await referredPair();
      expect(after.referral.credit_cents).toBe(3000);
      expect((await referralById(before.referral.id))!.credit_cents).toBe(
        SEEDED_PRICE_LIST.cents['credit.referral'],
      );
      // What the referrer reads, and what the owners credit, is that value.
      expect(await myReferrals(after.referrer)).toMatchObject({ ok: true, value: [{ credit_cents: 3000 }] });
      await confirm(after.friend);
      await decide(after.referral.id, 'credited');
      expect((await referralById(after.referral.id))!.credit_cents).toBe(3000);
    } finally {
      await saveReferralCredit(SEEDED_PRICE_LIST.cents['credit.referral']!);
    }
  });
});
