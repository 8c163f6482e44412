// The owners' notification outbox on the real migrations (PGlite): written with each lead by a trigger, in the same
// transaction; claimed, settled and released only through claim_notifications, settle_notification and
// release_notification.
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asRole, openDatabase } from '../../local/db/index.ts';
import { LEAD_FUNCTIONS } from '../../supabase/functions/_shared/browser-safe/lead-rules.ts';
import { createUser, makeAdmin, serviceClaims, userClaims, type TestUser } from '../support/db-roles.ts';

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

beforeEach(async () => {
  await db.exec('delete from public.notifications');
});

const LEADS = {
  quote_requests: {
    column: 'quote_request_id',
    kind: LEAD_FUNCTIONS.quote,
    insert: `insert into public.quote_requests (name, zip_code, dog_count, in_service_area) values ('Pat Lee', '76643', 1, true)`,
  },
  contact_messages: {
    column: 'contact_message_id',
    kind: LEAD_FUNCTIONS.contact,
    insert: `insert into public.contact_messages (name, email, message) values ('Pat Lee', 'pat@example.com', 'Hi')`,
  },
  referral_invites: {
    column: 'referral_invite_id',
    kind: LEAD_FUNCTIONS.referral,
    insert: `insert into public.referral_invites (referrer_email, referred_email, referred_name) values ('a@example.com', 'b@example.com', 'Bo')`,
  },
  newsletter_subscribers: {
    column: 'newsletter_subscriber_id',
    kind: LEAD_FUNCTIONS.newsletter,
    insert: `insert into public.newsletter_subscribers (email, source) values (gen_random_uuid() || '@example.com', 'footer')`,
  },
} as const;

const count = async (sql: string, params: unknown[] = []) =>
  (await db.query<{ n: number }>(`select count(*)::int as n from (${sql}) as counted`, params)).rows[0]!.n;

const claim = (batch = 10, lease = 300) =>
  asRole(db, serviceClaims, async (tx) => {
    const result = await tx.query<{ claimed: Array<{ id: string; attempts: number; due_at: string }> }>(
      'select public.claim_notifications($1, $2) as claimed',
      [batch, lease],
    );
    return result.rows[0]!.claimed;
  });

const settle = (id: string, attempt: number, failure: string | null = null, retryIn: number | null = null) =>
  asRole(db, serviceClaims, async (tx) => {
    const result = await tx.query<{ status: string | null }>(
      'select public.settle_notification($1, $2, $3, $4, $5) as status',
      [id, attempt, 'owner@example.com', failure, retryIn],
    );
    return result.rows[0]!.status;
  });

describe('the notification of a lead', () => {
  it.each(Object.entries(LEADS))(
    '%s: each inserted lead gets exactly one, linked to it',
    async (table, lead) => {
      const { rows } = await db.query<{ id: string }>(`${lead.insert} returning id`);
      const id = rows[0]!.id;
      const notifications = await db.query<Record<string, unknown>>(
        `select kind, status, attempts, ${lead.column} as lead_id from public.notifications where audience = 'owners'`,
      );
      expect(notifications.rows).toEqual([{ kind: lead.kind, status: 'pending', attempts: 0, lead_id: id }]);

      // A second notification for the same lead is impossible.
      await expect(
        db.query(
          `insert into public.notifications (kind, subject, body, ${lead.column}) values ($2, 's', 'b', $1)`,
          [id, lead.kind],
        ),
      ).rejects.toThrow(/duplicate key/);
      // Deleting the lead deletes its notification (and the personal data it repeats).
      await db.query(`delete from public.${table} where id = $1`, [id]);
      expect(await count('select 1 from public.notifications')).toBe(0);
    },
  );

  it('is written in the lead’s transaction: rolled back together, and no lead without it', async () => {
    const quotes = await count('select 1 from public.quote_requests');
    const seen = await db.transaction(async (tx) => {
      await tx.query(LEADS.quote_requests.insert);
      const inside = (await tx.query('select 1 from public.notifications')).rows.length;
      await tx.rollback();
      return inside;
    });
    expect(seen).toBe(1);
    expect(await count('select 1 from public.quote_requests')).toBe(quotes);
    expect(await count('select 1 from public.notifications')).toBe(0);

    // When the notification cannot be written, the lead is not stored either.
    const before = await count('select 1 from public.contact_messages');
    await expect(
      db.transaction(async (tx) => {
        await tx.exec(
          `alter table public.notifications add constraint refuse_all check (kind = 'never') not valid`,
        );
        await tx.query(LEADS.contact_messages.insert);
      }),
    ).rejects.toThrow(/refuse_all/);
    expect(await count('select 1 from public.contact_messages')).toBe(before);
  });

  it('is written for the admin’s "Migrate Local Data" insert too, though admins cannot write notifications', async () => {
    await asRole(db, userClaims(admin), (tx) =>
      tx.query(
        `insert into public.newsletter_subscribers (email, source, page, subscribed_at) values ('migrated@example.com', 'local-migration', '/', now())`,
      ),
    );
    expect(
      await count(
        `select 1 from public.notifications where subject = 'New newsletter subscriber: migrated@example.com'`,
      ),
    ).toBe(1);
    await expect(
      asRole(db, userClaims(admin), (tx) =>
        tx.query(`insert into public.notifications (kind, subject, body) values ('x', 's', 'b')`),
      ),
    ).rejects.toThrow(/permission denied/);
  });

  it('has one-line subjects of at most 200 characters', async () => {
    await db.query(`insert into public.newsletter_subscribers (email, source) values ($1, 'footer')`, [
      `${'a'.repeat(240)}@example.com`,
    ]);
    const { rows } = await db.query<{ subject: string }>('select subject from public.notifications');
    expect(rows[0]!.subject).toHaveLength(200);
  });
});

describe('claim_notifications', () => {
  it('claims due pending rows once each: attempts + 1, leased until the lease ends', async () => {
    for (let i = 0; i < 3; i++) await db.query(LEADS.quote_requests.insert);
    await db.query(
      `insert into public.notifications (kind, subject, body, status) values ('x', 's', 'b', 'failed')`,
    );
    await db.query(
      `insert into public.notifications (kind, subject, body, next_attempt_at) values ('x', 'later', 'b', now() + interval '1 hour')`,
    );

    const first = await claim(2, 120);
    expect(first).toHaveLength(2);
    expect(first.every((row) => row.attempts === 1)).toBe(true);
    expect(Object.keys(first[0]!).sort()).toEqual([
      'attempts',
      'audience',
      'body',
      'channel',
      'created_at',
      'due_at',
      'id',
      'kind',
      'payload',
      'recipient',
      'reply_to',
      'resends',
      'subject',
    ]);
    const second = await claim(10, 120);
    expect(second).toHaveLength(1);
    expect(second[0]!.id).not.toBe(first[0]!.id);
    // Everything due is leased; failed and not-yet-due rows are never claimed.
    expect(await claim()).toEqual([]);
    const leased = await db.query<{ seconds: number }>(
      `select round(extract(epoch from next_attempt_at - now()))::int as seconds from public.notifications where attempts = 1`,
    );
    expect(leased.rows.every((row) => row.seconds > 110 && row.seconds <= 120)).toBe(true);

    // The lease runs out (the deliverer died): claimed again, as a second attempt.
    await db.query(`update public.notifications set next_attempt_at = now() where id = $1`, [first[0]!.id]);
    expect(await claim()).toMatchObject([{ id: first[0]!.id, attempts: 2 }]);
  });

  it('takes the oldest due first; rows due at the same time, in the order they were stored', async () => {
    await db.query(
      `insert into public.notifications (kind, subject, body, created_at, next_attempt_at) values
         ('x', 'due last', 'b', now() - interval '3 minutes', now() - interval '1 minute'),
         ('x', 'stored second', 'b', now() - interval '2 minutes', now() - interval '2 minutes'),
         ('x', 'stored first', 'b', now() - interval '3 minutes', now() - interval '2 minutes')`,
    );
    const subjects = async (batch: number) =>
      (await claim(batch)).map((row) => (row as unknown as { subject: string }).subject);
    expect(await subjects(2)).toEqual(['stored first', 'stored second']);
    expect(await subjects(2)).toEqual(['due last']);
  });

  it('refuses nonsensical arguments', async () => {
    for (const [batch, lease] of [
      [0, 60],
      [101, 60],
      [5, 0],
      [5, 86_401],
    ]) {
      await expect(claim(batch, lease)).rejects.toThrow(/batch_size must be between/);
    }
  });
});

describe('settle_notification', () => {
  async function claimedOne(): Promise<{ id: string; attempts: number }> {
    await db.query(LEADS.quote_requests.insert);
    return (await claim(1))[0]!;
  }

  const rowOf = async (id: string) =>
    (
      await db.query<Record<string, unknown>>(
        `select status, attempts, recipient, last_error, sent_at is not null as has_sent_at,
                round(extract(epoch from next_attempt_at - now()))::int as due_in
           from public.notifications where id = $1`,
        [id],
      )
    ).rows[0];

  it('sent: with the recipients and the time, and no error', async () => {
    const { id, attempts } = await claimedOne();
    expect(await settle(id, attempts)).toBe('sent');
    expect(await rowOf(id)).toMatchObject({
      status: 'sent',
      attempts: 1,
      recipient: 'owner@example.com',
      last_error: null,
      has_sent_at: true,
    });
  });

  it('a failure with a retry: pending, due then, with the error', async () => {
    const { id, attempts } = await claimedOne();
    expect(await settle(id, attempts, 'Resend answered 500', 90)).toBe('pending');
    const row = await rowOf(id);
    expect(row).toMatchObject({ status: 'pending', last_error: 'Resend answered 500', has_sent_at: false });
    expect(row!.due_in).toBeGreaterThan(80);
    expect(row!.due_in).toBeLessThanOrEqual(90);
  });

  it('a failure without a retry: failed, for good', async () => {
    const { id, attempts } = await claimedOne();
    expect(await settle(id, attempts, 'gave up')).toBe('failed');
    expect(await rowOf(id)).toMatchObject({ status: 'failed', last_error: 'gave up' });
    expect(await claim()).toEqual([]);
  });

  it('is ignored for an attempt that is no longer the row’s latest (claimed again after its lease ran out)', async () => {
    const { id } = await claimedOne();
    await db.query(`update public.notifications set next_attempt_at = now() where id = $1`, [id]);
    const [again] = await claim();
    expect(again!.attempts).toBe(2);
    expect(await settle(id, 1, 'late answer of the first attempt')).toBeNull();
    expect(await rowOf(id)).toMatchObject({ status: 'pending', attempts: 2, last_error: null });
    expect(await settle(id, 2)).toBe('sent');
    expect(await settle(id, 2, 'a second outcome')).toBeNull();
    expect(await rowOf(id)).toMatchObject({ status: 'sent', last_error: null });
  });
});

describe('release_notification', () => {
  const release = (id: string, attempt: number, dueAt: string, note: string | null = null) =>
    asRole(db, serviceClaims, async (tx) => {
      const result = await tx.query<{ released: boolean }>(
        'select public.release_notification($1, $2, $3, $4) as released',
        [id, attempt, dueAt, note],
      );
      return result.rows[0]!.released;
    });

  const rowOf = async (id: string) =>
    (
      await db.query<{ status: string; attempts: number; last_error: string | null; due_at: string }>(
        `select status, attempts, last_error, to_jsonb(next_attempt_at) #>> '{}' as due_at
           from public.notifications where id = $1`,
        [id],
      )
    ).rows[0];

  it('puts back a claimed attempt that was never made: due as before, no attempt counted', async () => {
    await db.query(
      `insert into public.notifications (kind, subject, body, next_attempt_at, last_error)
       values ('x', 's', 'b', now() - interval '5 minutes', 'Resend answered 500')`,
    );
    const [claimed] = await claim();
    expect(claimed!.attempts).toBe(1);
    const dueBefore = claimed!.due_at;
    expect((await rowOf(claimed!.id))!.due_at).not.toBe(dueBefore);

    expect(await release(claimed!.id, 1, dueBefore)).toBe(true);
    expect(await rowOf(claimed!.id)).toEqual({
      status: 'pending',
      attempts: 0,
      last_error: 'Resend answered 500',
      due_at: dueBefore,
    });
    // Due again at once, and claimed as the same first attempt.
    expect(await claim()).toMatchObject([{ id: claimed!.id, attempts: 1, due_at: dueBefore }]);
    expect(await release(claimed!.id, 1, dueBefore, 'Resend answered 429')).toBe(true);
    expect((await rowOf(claimed!.id))!.last_error).toBe('Resend answered 429');
  });

  it('changes nothing once the claim was superseded or settled', async () => {
    await db.query(LEADS.quote_requests.insert);
    const [first] = await claim();
    await db.query(`update public.notifications set next_attempt_at = now() where id = $1`, [first!.id]);
    const [second] = await claim();
    expect(await release(first!.id, 1, first!.due_at)).toBe(false);
    expect(await rowOf(second!.id)).toMatchObject({ status: 'pending', attempts: 2 });
    expect(await settle(second!.id, 2)).toBe('sent');
    expect(await release(second!.id, 2, second!.due_at)).toBe(false);
    expect(await rowOf(second!.id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('refuses a release without a claimed attempt or a due time', async () => {
    await expect(release(crypto.randomUUID(), 0, new Date().toISOString())).rejects.toThrow(
      /claimed_attempt must be at least 1/,
    );
  });
});

describe('begin_notification_send and end_notification_send: the provider’s rate across runs', () => {
  type Answer = { slot?: number; wait_ms?: number };
  const begin = (perSecond: number, maxSendSeconds = 11, endedSlot: number | null = null) =>
    asRole(db, serviceClaims, async (tx) => {
      const result = await tx.query<{ answer: Answer }>(
        'select public.begin_notification_send($1, $2, $3) as answer',
        [perSecond, maxSendSeconds, endedSlot],
      );
      return result.rows[0]!.answer;
    });
  const end = (slot: number) =>
    asRole(db, serviceClaims, async (tx) => {
      const result = await tx.query<{ ended: boolean }>('select public.end_notification_send($1) as ended', [
        slot,
      ]);
      return result.rows[0]!.ended;
    });
  /** Time passes: every slot was granted, and ended if it had, `seconds` earlier. */
  const age = (seconds: number) =>
    db.query(
      `update public.notification_send_slots
          set granted_at = granted_at - make_interval(secs => $1),
              expires_at = expires_at - make_interval(secs => $1),
              finished_at = finished_at - make_interval(secs => $1)`,
      [seconds],
    );

  beforeEach(async () => {
    await db.exec('delete from public.notification_send_slots');
  });

  it('grants per_second slots, then waits while the send per_second back is in flight', async () => {
    const first = await begin(2);
    const second = await begin(2);
    expect(first.slot).toEqual(expect.any(Number));
    expect(second.slot).toBeGreaterThan(first.slot!);
    expect(await begin(2)).toEqual({ wait_ms: 1000 });
    // Another run asking with a higher rate sees the same slots.
    expect((await begin(3)).slot).toBeGreaterThan(second.slot!);
  });

  it('grants the next slot a second after the send per_second back ended, not after it started', async () => {
    // Granted half a minute ago, and still in flight (a send may take a minute here).
    const first = (await begin(2, 60)).slot!;
    const second = (await begin(2, 60)).slot!;
    await age(30);
    expect(await begin(2, 60)).toEqual({ wait_ms: 1000 });
    // Ended by its sender's next request, in the same call: the next send may start a second after that.
    expect(await begin(2, 60, first)).toEqual({ wait_ms: 1000 });
    expect(await end(first)).toBe(false);
    await age(1);
    expect((await begin(2, 60)).slot).toEqual(expect.any(Number));
    // A sender's last slot is ended on its own, once.
    expect(await end(second)).toBe(true);
    expect(await end(second)).toBe(false);
  });

  it('counts a slot whose deliverer never ended it as ended when it expires', async () => {
    await begin(1, 5);
    await age(4);
    expect(await begin(1, 5)).toEqual({ wait_ms: 1000 });
    await age(2);
    expect((await begin(1, 5)).slot).toEqual(expect.any(Number));
  });

  it('forgets slots granted over ten minutes ago', async () => {
    await begin(1);
    await age(11 * 60);
    await begin(1);
    expect(await count('select 1 from public.notification_send_slots')).toBe(1);
  });

  it('refuses a rate or a send time out of bounds', async () => {
    await expect(begin(0)).rejects.toThrow(/per_second must be between 1 and 1000/);
    await expect(begin(1001)).rejects.toThrow(/per_second must be between 1 and 1000/);
    await expect(begin(2, 0)).rejects.toThrow(/max_send_seconds between 1 and 300/);
  });

  it.each(['anon', 'authenticated', 'service_role'] as const)(
    '%s reads and writes no slot directly, and only service_role may take one',
    async (role) => {
      const claims =
        role === 'authenticated'
          ? { role, sub: crypto.randomUUID() }
          : role === 'anon'
            ? { role }
            : serviceClaims;
      await expect(
        asRole(db, claims, (tx) => tx.query('select * from public.notification_send_slots')),
      ).rejects.toThrow(/permission denied/);
      if (role === 'service_role') return;
      await expect(
        asRole(db, claims, (tx) => tx.query('select public.begin_notification_send(2, 10)')),
      ).rejects.toThrow(/permission denied/);
      await expect(
        asRole(db, claims, (tx) => tx.query('select public.end_notification_send(1)')),
      ).rejects.toThrow(/permission denied/);
    },
  );
});

describe('who may call them', () => {
  it.each(['anon', 'authenticated'] as const)('%s may call neither', async (role) => {
    const claims = role === 'authenticated' ? { role, sub: crypto.randomUUID() } : { role };
    await expect(
      asRole(db, claims, (tx) => tx.query('select public.claim_notifications(1, 60)')),
    ).rejects.toThrow(/permission denied/);
    await expect(
      asRole(db, claims, (tx) =>
        tx.query(`select public.settle_notification(gen_random_uuid(), 1, 'x', null, null)`),
      ),
    ).rejects.toThrow(/permission denied/);
    await expect(
      asRole(db, claims, (tx) => tx.query(`select public.release_notification(gen_random_uuid(), 1, now())`)),
    ).rejects.toThrow(/permission denied/);
  });

  it('run as their caller (service_role) with an empty search_path; the trigger function as its owner', async () => {
    const { rows } = await db.query<{ proname: string; prosecdef: boolean; proconfig: string[] }>(
      `select proname, prosecdef, proconfig from pg_proc
        where proname in ('claim_notifications', 'settle_notification', 'release_notification',
                          'enqueue_lead_notification')
        order by proname`,
    );
    expect(rows).toEqual([
      { proname: 'claim_notifications', prosecdef: false, proconfig: ['search_path=""'] },
      { proname: 'enqueue_lead_notification', prosecdef: true, proconfig: ['search_path=""'] },
      { proname: 'release_notification', prosecdef: false, proconfig: ['search_path=""'] },
      { proname: 'settle_notification', prosecdef: false, proconfig: ['search_path=""'] },
    ]);
  });
});

describe('the visitor’s acknowledgement row', () => {
  it('is written for a quote or message with an email address, never for a phone, nor for an old migrated lead', async () => {
    await db.query(
      `insert into public.quote_requests (name, contact, zip_code, dog_count, in_service_area)
       values ('Pat Lee', 'pat.ack@example.com', '76643', 1, true), ('Pat Lee', '(254) 555-0100', '76643', 1, true)`,
    );
    await db.query(
      `insert into public.contact_messages (name, email, message) values ('Kim Vo', 'kim.ack@example.com', 'Hi')`,
    );
    await db.query(
      `insert into public.quote_requests (name, contact, zip_code, dog_count, in_service_area, created_at)
       values ('Old Lead', 'old.ack@example.com', '76643', 1, true, now() - interval '3 days')`,
    );
    const acks = await db.query<{ recipient: string; audience: string; channel: string }>(
      `select recipient, audience, channel from public.notifications where kind = 'acknowledgement' order by recipient`,
    );
    expect(acks.rows).toEqual([
      { recipient: 'kim.ack@example.com', audience: 'visitor', channel: 'email' },
      { recipient: 'pat.ack@example.com', audience: 'visitor', channel: 'email' },
    ]);
    // Every lead still has its owners' email.
    expect(await count(`select 1 from public.notifications where audience = 'owners'`)).toBe(4);
  });
});
