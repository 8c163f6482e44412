// The RPCs the app calls (is_admin, log_admin_action, process_referral_signup), called as the API would call them.
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../local/db/index.ts';
import { DEFAULT_RATE_LIMIT } from '../../supabase/functions/_shared/endpoint.ts';
import {
  anonClaims,
  callAs,
  createUser,
  makeAdmin,
  REFERRAL_REFUSED,
  referralRefusalReason,
  serviceClaims,
  sqlState,
  tryAs,
  userClaims,
  type TestUser,
} from '../support/db-roles.ts';

let db: PGlite;
let admin: TestUser;
let client: TestUser;

beforeAll(async () => {
  db = await openDatabase();
  admin = await createUser(db);
  client = await createUser(db);
  await makeAdmin(db, admin);
});

afterAll(async () => {
  await db?.close();
});

async function referralCodeOf(user: TestUser): Promise<string> {
  const result = await db.query<{ referral_code: string }>(
    'select referral_code from public.profiles where id = $1',
    [user.id],
  );
  return result.rows[0]!.referral_code;
}

describe('is_admin()', () => {
  it('is true for an account holding the admin role', async () => {
    expect(await callAs(db, userClaims(admin), 'select public.is_admin() as v')).toEqual({ v: true });
  });

  it('is false for a signed-in client without the role', async () => {
    expect(await callAs(db, userClaims(client), 'select public.is_admin() as v')).toEqual({ v: false });
  });

  it('is false for service_role, which has no account', async () => {
    expect(await callAs(db, serviceClaims, 'select public.is_admin() as v')).toEqual({ v: false });
  });

  it('cannot be called anonymously', async () => {
    const result = await tryAs(db, anonClaims, (tx) => tx.query('select public.is_admin()'));
    expect(result).toMatchObject({ ok: false, code: '42501' });
  });
});

describe('log_admin_action()', () => {
  const logAs = (user: TestUser, actionType: string) =>
    tryAs(
      db,
      userClaims(user),
      async (tx) =>
        (
          await tx.query<{ id: string }>(
            `select public.log_admin_action(
               action_type => $1, table_name => 'newsletter_subscribers', record_id => '42',
               old_values => '{"a": 1}', new_values => null) as id`,
            [actionType],
          )
        ).rows[0]!.id,
    );

  it('refuses a signed-in client that is not an admin, with 42501, and records nothing', async () => {
    const before = await db.query<{ n: number }>('select count(*)::int as n from public.audit_logs');
    const result = await logAs(client, 'subscriber_export');
    expect(result).toMatchObject({ ok: false, code: '42501', message: 'Only admins can log admin actions' });
    const after = await db.query<{ n: number }>('select count(*)::int as n from public.audit_logs');
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
  });

  it('cannot be called anonymously or with the service-role key', async () => {
    const call = `select public.log_admin_action('view', 'profiles', null, null, null)`;
    expect(await tryAs(db, anonClaims, (tx) => tx.query(call))).toMatchObject({ ok: false, code: '42501' });
    expect(await tryAs(db, serviceClaims, (tx) => tx.query(call))).toMatchObject({
      ok: false,
      code: '42501',
    });
  });

  it('records the calling admin, the action and its values, and returns the new entry id', async () => {
    const { v: id } = await callAs<{ v: string }>(
      db,
      userClaims(admin),
      `select public.log_admin_action('subscriber_view', 'newsletter_subscribers', '42', '{"a": 1}', '{"b": 2}') as v`,
    );
    const entry = await db.query('select * from public.audit_logs where id = $1', [id]);
    expect(entry.rows[0]).toMatchObject({
      user_id: admin.id,
      action_type: 'subscriber_view',
      table_name: 'newsletter_subscribers',
      record_id: '42',
      old_values: { a: 1 },
      new_values: { b: 2 },
      severity: 'info',
    });
  });

  it('accepts the call with only action_type and table_name (the rest default to null)', async () => {
    const { v: id } = await callAs<{ v: string }>(
      db,
      userClaims(admin),
      `select public.log_admin_action(action_type => 'page_view', table_name => 'admin') as v`,
    );
    const entry = await db.query(
      'select record_id, old_values, new_values from public.audit_logs where id = $1',
      [id],
    );
    expect(entry.rows[0]).toEqual({ record_id: null, old_values: null, new_values: null });
  });

  it.each([
    ['subscriber_export', 'security'],
    ['user_data_access', 'security'],
    ['role_change', 'security'],
    ['subscriber_view', 'info'],
    ['data_migration', 'info'],
  ])('logs %s with severity %s', async (actionType, severity) => {
    const { v: id } = await callAs<{ v: string }>(
      db,
      userClaims(admin),
      `select public.log_admin_action($1, 'newsletter_subscribers', null, null, null) as v`,
      [actionType],
    );
    const entry = await db.query<{ severity: string }>(
      'select severity from public.audit_logs where id = $1',
      [id],
    );
    expect(entry.rows[0]!.severity).toBe(severity);
  });

  it("lets the admin read back its own recent actions (the admin page's activity count)", async () => {
    const result = await tryAs(
      db,
      userClaims(admin),
      async (tx) =>
        (
          await tx.query<{ n: number }>(
            `select count(*)::int as n from public.audit_logs
              where user_id = $1 and created_at > now() - interval '5 minutes'`,
            [admin.id],
          )
        ).rows[0]!.n,
    );
    expect(result.ok && result.value).toBeGreaterThan(0);
  });
});

describe('process_referral_signup()', () => {
  type Reply = { success: boolean; error?: string };
  const processAs = async (claims: Parameters<typeof callAs>[1], newUserId: string, code: string) =>
    (
      await callAs<{ v: Reply }>(db, claims, 'select public.process_referral_signup($1, $2) as v', [
        newUserId,
        code,
      ])
    ).v;
  const referralsOf = async (user: TestUser) =>
    (await db.query('select * from public.referrals where referred_id = $1', [user.id])).rows;

  it("records a pending referral for the referrer and answers success, without the referrer's id", async () => {
    const referrer = await createUser(db);
    const newcomer = await createUser(db);
    const code = await referralCodeOf(referrer);

    expect(await processAs(userClaims(newcomer), newcomer.id, code)).toEqual({ success: true });
    expect(await referralsOf(newcomer)).toEqual([
      expect.objectContaining({
        referrer_id: referrer.id,
        referral_code: code,
        credit_cents: 2500,
        status: 'pending',
      }),
    ]);
  });

  it('accepts the code in lower case (and with stray spaces), storing the canonical code', async () => {
    const referrer = await createUser(db);
    const newcomer = await createUser(db);
    const code = await referralCodeOf(referrer);

    const reply = await processAs(userClaims(newcomer), newcomer.id, ` ${code.toLowerCase()} `);
    expect(reply).toEqual({ success: true });
    expect(await referralsOf(newcomer)).toEqual([expect.objectContaining({ referral_code: code })]);
  });

  it("refuses to process another user's sign-up", async () => {
    const referrer = await createUser(db);
    const newcomer = await createUser(db);
    const meddler = await createUser(db);

    const reply = await processAs(userClaims(meddler), newcomer.id, await referralCodeOf(referrer));
    expect(reply).toEqual({ success: false, error: 'You can only process a referral for your own account' });
    expect(await referralsOf(newcomer)).toEqual([]);
  });

  it('lets service_role process a sign-up for any user', async () => {
    const referrer = await createUser(db);
    const newcomer = await createUser(db);

    const reply = await processAs(serviceClaims, newcomer.id, await referralCodeOf(referrer));
    expect(reply).toEqual({ success: true });
    expect(await referralsOf(newcomer)).toEqual([expect.objectContaining({ referrer_id: referrer.id })]);
  });

  it('refuses an unknown code', async () => {
    const newcomer = await createUser(db);
    expect(await processAs(userClaims(newcomer), newcomer.id, 'NOSUCHCD')).toEqual(REFERRAL_REFUSED);
    expect(await processAs(userClaims(newcomer), newcomer.id, '')).toEqual(REFERRAL_REFUSED);
    expect(await referralRefusalReason(db, newcomer, 'NOSUCHCD')).toBe('Invalid referral code');
    expect(await referralsOf(newcomer)).toEqual([]);
  });

  it("refuses the user's own code", async () => {
    const user = await createUser(db);
    expect(await processAs(userClaims(user), user.id, await referralCodeOf(user))).toEqual(REFERRAL_REFUSED);
    expect(await referralRefusalReason(db, user, await referralCodeOf(user))).toBe(
      'You cannot use your own referral code',
    );
    expect(await referralsOf(user)).toEqual([]);
  });

  it('answers the same referral again as recorded, and refuses another code for the same user', async () => {
    const first = await createUser(db);
    const second = await createUser(db);
    const newcomer = await createUser(db);
    expect((await processAs(userClaims(newcomer), newcomer.id, await referralCodeOf(first))).success).toBe(
      true,
    );

    const again = await processAs(userClaims(newcomer), newcomer.id, await referralCodeOf(first));
    const other = await processAs(userClaims(newcomer), newcomer.id, await referralCodeOf(second));
    // The browser's referral step runs after the sign-up trigger already recorded the code from the metadata.
    expect(again).toEqual({ success: true });
    expect(other).toEqual(REFERRAL_REFUSED);
    expect(await referralRefusalReason(db, newcomer, await referralCodeOf(second))).toBe(
      'A referral has already been recorded for this user',
    );
    expect(await referralsOf(newcomer)).toEqual([expect.objectContaining({ referrer_id: first.id })]);
  });

  it('refuses an id that has no account', async () => {
    const referrer = await createUser(db);
    const reply = await processAs(
      serviceClaims,
      '00000000-0000-4000-8000-000000000000',
      await referralCodeOf(referrer),
    );
    expect(reply).toEqual(REFERRAL_REFUSED);
  });

  it('cannot be called anonymously', async () => {
    const newcomer = await createUser(db);
    const result = await tryAs(db, anonClaims, (tx) =>
      tx.query('select public.process_referral_signup($1, $2)', [newcomer.id, 'ABCDEFGH']),
    );
    expect(result).toMatchObject({ ok: false, code: '42501' });
  });
});

describe('process_referral_signup() tells no one which codes exist', () => {
  type Attempt = { ok: true; reply: unknown } | { ok: false; code: string };
  /** One call as the account itself, committed, as the API makes it; a refusal by exception gives its SQLSTATE. */
  const attempt = async (user: TestUser, code: string): Promise<Attempt> => {
    try {
      const result = await callAs<{ v: unknown }>(
        db,
        userClaims(user),
        'select public.process_referral_signup($1, $2) as v',
        [user.id, code],
      );
      return { ok: true, reply: result.v };
    } catch (error) {
      return { ok: false, code: sqlState(error) };
    }
  };

  it('answers an unknown code and a real one alike for an account that already has a referral', async () => {
    const referredBy = await createUser(db);
    const somebody = await createUser(db);
    const newcomer = await createUser(db, { metadata: { referral_code: await referralCodeOf(referredBy) } });

    const unknown = await attempt(newcomer, 'NOSUCH23');
    const real = await attempt(newcomer, await referralCodeOf(somebody));
    const own = await attempt(newcomer, await referralCodeOf(newcomer));
    expect(unknown).toEqual({ ok: true, reply: REFERRAL_REFUSED });
    expect(real).toEqual(unknown);
    expect(own).toEqual(unknown);
  });

  it('answers an unknown code and a real one alike for an account older than its sign-up', async () => {
    const somebody = await createUser(db);
    const longStanding = await createUser(db);
    await db.query(`update auth.users set created_at = now() - interval '1 day' where id = $1`, [
      longStanding.id,
    ]);
    const unknown = await attempt(longStanding, 'NOSUCH24');
    const real = await attempt(longStanding, await referralCodeOf(somebody));
    expect(unknown).toEqual({ ok: true, reply: REFERRAL_REFUSED });
    expect(real).toEqual(unknown);
  });

  it(`refuses a caller's calls beyond ${DEFAULT_RATE_LIMIT.maxHits} a minute (the public code check's budget) with PT429, even a right guess`, async () => {
    const referrer = await createUser(db);
    const guesser = await createUser(db);
    const bystander = await createUser(db);
    const guesses: Attempt[] = [];
    for (let i = 0; i < DEFAULT_RATE_LIMIT.maxHits; i++)
      guesses.push(await attempt(guesser, `NOSUCH${30 + i}`));
    expect(guesses).toEqual(Array(DEFAULT_RATE_LIMIT.maxHits).fill({ ok: true, reply: REFERRAL_REFUSED }));

    expect(await attempt(guesser, await referralCodeOf(referrer))).toEqual({ ok: false, code: 'PT429' });
    expect(await attempt(guesser, 'NOSUCH99')).toEqual({ ok: false, code: 'PT429' });
    expect(
      (await db.query('select 1 from public.referrals where referred_id = $1', [guesser.id])).rows,
    ).toEqual([]);
    // The budget is the caller's own: another account is not held back.
    expect(await attempt(bystander, 'NOSUCH98')).toEqual({ ok: true, reply: REFERRAL_REFUSED });

    // Once the minute has passed, the caller may try again (and a right code is recorded).
    await db.query(
      `update public.rate_limits set window_start = window_start - make_interval(secs => $2)
        where bucket = 'process_referral_signup' and client_key = $1`,
      [guesser.id, DEFAULT_RATE_LIMIT.windowSeconds + 1],
    );
    expect(await attempt(guesser, await referralCodeOf(referrer))).toEqual({
      ok: true,
      reply: { success: true },
    });
  });

  it('does not count the server itself (service_role)', async () => {
    const newcomer = await createUser(db);
    for (let i = 0; i <= DEFAULT_RATE_LIMIT.maxHits + 1; i++) {
      const reply = await callAs<{ v: unknown }>(
        db,
        serviceClaims,
        'select public.process_referral_signup($1, $2) as v',
        [newcomer.id, `NOSUCH${50 + i}`],
      );
      expect(reply.v).toEqual(REFERRAL_REFUSED);
    }
  });

  it("never answers with the referrer's id", async () => {
    const referrer = await createUser(db);
    const code = await referralCodeOf(referrer);
    const viaMetadata = await createUser(db, { metadata: { referral_code: code } });
    const viaCall = await createUser(db);
    const replies = [
      await attempt(viaCall, code),
      await attempt(viaCall, code),
      await attempt(viaMetadata, code),
      await attempt(viaMetadata, 'NOSUCH77'),
    ];
    expect(replies).toEqual([
      { ok: true, reply: { success: true } },
      { ok: true, reply: { success: true } },
      { ok: true, reply: { success: true } },
      { ok: true, reply: REFERRAL_REFUSED },
    ]);
    expect(JSON.stringify(replies)).not.toContain(referrer.id);
  });
});
