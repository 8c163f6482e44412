// The owners' leads inbox in the database: every lead's status and note (who may change them, the stamp and the
// audit entry of each change), the leads_inbox view over the four lead tables, its plans at 10,000 leads, the
// per-admin inbox visits, and the admin's own recent actions (the "High activity detected" read).
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asRole, openDatabase } from '../../local/db/index.ts';
import { parseQuery } from '../../local/api/rest/query-params.ts';
import { Params, ident, readSql } from '../../local/api/rest/sql-builder.ts';
import {
  anonClaims,
  claimsFor,
  callAs,
  createUser,
  makeAdmin,
  tryAs,
  userClaims,
  type TestUser,
} from '../support/db-roles.ts';

const LEAD_TABLES = [
  'quote_requests',
  'contact_messages',
  'referral_invites',
  'newsletter_subscribers',
] as const;
type LeadTable = (typeof LEAD_TABLES)[number];

let db: PGlite;
let admin: TestUser;
let client: TestUser;

beforeAll(async () => {
  db = await openDatabase();
  admin = await createUser(db, { email: 'owner@leads.test' });
  client = await createUser(db, { email: 'client@leads.test' });
  await makeAdmin(db, admin);
});

afterAll(async () => {
  await db?.close();
});

/** One new lead of each kind, as the edge functions store them; returns its id. */
async function insertLead(table: LeadTable, label = 'lead'): Promise<string> {
  const rows: Record<LeadTable, [string, unknown[]]> = {
    quote_requests: [
      `insert into public.quote_requests (name, zip_code, dog_count, in_service_area, page)
       values ($1, '76643', 2, true, '/pricing') returning id`,
      [`Quote ${label}`],
    ],
    contact_messages: [
      `insert into public.contact_messages (name, email, phone, message, page)
       values ($1, $2, '254-555-0100', 'Do you come on Saturdays?', '/contact') returning id`,
      [`Contact ${label}`, `${label}@contact.test`],
    ],
    referral_invites: [
      `insert into public.referral_invites (referrer_email, referred_email, referred_name, message)
       values ($1, 'friend@invite.test', 'Friend Name', 'You will like them') returning id`,
      [`${label}@invite.test`],
    ],
    newsletter_subscribers: [
      `insert into public.newsletter_subscribers (email, source, page) values ($1, 'footer', '/') returning id`,
      [`${label}-${Math.random().toString(36).slice(2)}@subscriber.test`],
    ],
  };
  const [sql, params] = rows[table];
  return (await db.query<{ id: string }>(sql, params)).rows[0]!.id;
}

type Triage = {
  status: string;
  note: string | null;
  status_changed_at: Date | null;
  status_changed_by: string | null;
};

async function triageOf(table: LeadTable, id: string): Promise<Triage> {
  return (
    await db.query<Triage>(
      `select status, note, status_changed_at, status_changed_by from public.${table} where id = $1`,
      [id],
    )
  ).rows[0]!;
}

async function auditEntriesFor(recordId: string) {
  return (
    await db.query(
      `select user_id, action_type, table_name, record_id, old_values, new_values, severity
         from public.audit_logs where record_id = $1 order by created_at, id`,
      [recordId],
    )
  ).rows;
}

const updateAs = (user: TestUser | 'anon' | 'service', table: LeadTable, id: string, set: string) =>
  tryAs(
    db,
    claimsFor(user),
    async (tx) => (await tx.query(`update public.${table} set ${set} where id = $1`, [id])).affectedRows,
  );

/** Like updateAs, but keeps what it did (tryAs rolls back). */
const commitUpdateAs = (user: TestUser, table: LeadTable, id: string, set: string, params: unknown[] = []) =>
  asRole(db, userClaims(user), (tx) =>
    tx.query(`update public.${table} set ${set} where id = $1`, [id, ...params]),
  );

describe.each(LEAD_TABLES)('%s: status and note', (table) => {
  it("starts as 'new' with no note and no change recorded", async () => {
    const id = await insertLead(table);
    expect(await triageOf(table, id)).toEqual({
      status: 'new',
      note: null,
      status_changed_at: null,
      status_changed_by: null,
    });
  });

  it('an admin changes both; the change is stamped and logged with the values before and after', async () => {
    const id = await insertLead(table);
    await commitUpdateAs(admin, table, id, `status = 'contacted', note = $2`, [
      '  Called, call back Tuesday ',
    ]);
    const triage = await triageOf(table, id);
    expect(triage).toMatchObject({
      status: 'contacted',
      note: 'Called, call back Tuesday',
      status_changed_by: admin.id,
    });
    expect(triage.status_changed_at).toBeInstanceOf(Date);
    expect(await auditEntriesFor(id)).toEqual([
      {
        user_id: admin.id,
        action_type: 'lead_status_change',
        table_name: table,
        record_id: id,
        old_values: { status: 'new', note: null },
        new_values: { status: 'contacted', note: 'Called, call back Tuesday' },
        severity: 'info',
      },
    ]);

    await commitUpdateAs(admin, table, id, `status = 'booked'`);
    const entries = await auditEntriesFor(id);
    expect(entries).toHaveLength(2);
    expect(entries[1]).toMatchObject({
      old_values: { status: 'contacted', note: 'Called, call back Tuesday' },
      new_values: { status: 'booked', note: 'Called, call back Tuesday' },
    });
  });

  it('an update that changes nothing (or only blanks an empty note) logs and stamps nothing', async () => {
    const id = await insertLead(table);
    await commitUpdateAs(admin, table, id, `status = 'new', note = '   '`);
    expect(await triageOf(table, id)).toMatchObject({ note: null, status_changed_at: null });
    expect(await auditEntriesFor(id)).toEqual([]);
  });

  it('refuses an unknown status and a note over 500 characters (23514), logging nothing', async () => {
    const id = await insertLead(table);
    expect(await updateAs(admin, table, id, `status = 'won'`)).toMatchObject({ ok: false, code: '23514' });
    expect(await updateAs(admin, table, id, `note = '${'n'.repeat(501)}'`)).toMatchObject({
      ok: false,
      code: '23514',
    });
    expect(await updateAs(admin, table, id, `note = '${'n'.repeat(500)}'`)).toEqual({ ok: true, value: 1 });
    expect(await auditEntriesFor(id)).toEqual([]);
  });

  it('a signed-in client changes no row and an anonymous caller is refused', async () => {
    const id = await insertLead(table);
    expect(await updateAs(client, table, id, `status = 'lost'`)).toEqual({ ok: true, value: 0 });
    expect(await updateAs('anon', table, id, `status = 'lost'`)).toMatchObject({ ok: false, code: '42501' });
    expect(await triageOf(table, id)).toMatchObject({ status: 'new' });
  });

  it('an admin may change no other column, not even the stamp', async () => {
    const id = await insertLead(table);
    const otherColumn = table === 'referral_invites' ? 'message = message' : 'page = page';
    expect(await updateAs(admin, table, id, otherColumn)).toMatchObject({ ok: false, code: '42501' });
    expect(await updateAs(admin, table, id, 'status_changed_at = now()')).toMatchObject({
      ok: false,
      code: '42501',
    });
    expect(await updateAs(admin, table, id, `status_changed_by = '${client.id}'`)).toMatchObject({
      ok: false,
      code: '42501',
    });
  });

  it('service_role cannot change a status anonymously, but still corrects other columns without a log', async () => {
    const id = await insertLead(table);
    expect(await updateAs('service', table, id, `status = 'closed'`)).toMatchObject({
      ok: false,
      code: '42501',
      message: 'Only admins can log admin actions',
    });
    const otherColumn = table === 'referral_invites' ? 'message = message' : 'page = page';
    expect(await updateAs('service', table, id, otherColumn)).toEqual({ ok: true, value: 1 });
    expect(await auditEntriesFor(id)).toEqual([]);
  });
});

describe('column privileges', () => {
  it('authenticated may update exactly status and note of each lead table', async () => {
    const result = await db.query<{ table_name: string; column_name: string }>(
      `select c.table_name, c.column_name from information_schema.columns c
        where c.table_schema = 'public' and c.table_name = any($1)
          and has_column_privilege('authenticated', format('public.%I', c.table_name), c.column_name, 'UPDATE')
        order by c.table_name, c.column_name`,
      [LEAD_TABLES],
    );
    expect(result.rows).toEqual(
      [...LEAD_TABLES].sort().flatMap((table) => [
        { table_name: table, column_name: 'note' },
        { table_name: table, column_name: 'status' },
      ]),
    );
  });
});

describe('leads_inbox', () => {
  // A database of its own, so the other cases' leads do not show up here.
  let inboxDb: PGlite;
  let inboxAdmin: TestUser;

  beforeAll(async () => {
    inboxDb = await openDatabase();
    inboxAdmin = await createUser(inboxDb);
    await makeAdmin(inboxDb, inboxAdmin);
    await inboxDb.exec(`
      insert into public.quote_requests (id, name, zip_code, dog_count, in_service_area, page, created_at)
      values ('00000000-0000-4000-8000-000000000001', 'Pat Quote', '76643', 3, true, '/pricing', '2026-01-01T10:00:00Z');
      insert into public.contact_messages (id, name, email, phone, message, page, created_at)
      values ('00000000-0000-4000-8000-000000000002', 'Casey Contact', 'casey@example.com', '254-555-0100',
              'Saturdays?', '/contact', '2026-01-02T10:00:00Z');
      insert into public.referral_invites (id, referrer_email, referred_email, referred_name, message, created_at)
      values ('00000000-0000-4000-8000-000000000003', 'rita@example.com', 'fred@example.com', 'Fred Friend',
              'Try them', '2026-01-03T10:00:00Z');
      insert into public.newsletter_subscribers (id, email, source, page, subscribed_at)
      values ('00000000-0000-4000-8000-000000000004', 'sam@example.com', 'exit-modal', '/blog',
              '2026-01-04T10:00:00Z');
    `);
  });

  afterAll(async () => {
    await inboxDb?.close();
  });

  const inboxAs = (claims: Parameters<typeof tryAs>[1], where = 'true') =>
    tryAs(
      inboxDb,
      claims,
      async (tx) =>
        (await tx.query(`select * from public.leads_inbox where ${where} order by created_at desc`)).rows,
    );

  const base = { status: 'new', note: null, status_changed_at: null };
  const nothingElse = {
    name: null,
    email: null,
    phone: null,
    dog_count: null,
    zip_code: null,
    in_service_area: null,
    message: null,
    referred_name: null,
    referred_email: null,
    source: null,
    page: null,
    account_email: null,
    referral_code: null,
    referrer: null,
    plan: null,
    estimate: null,
    first_response_at: null,
    follow_up_sent_at: null,
  };

  it('shows an admin one row per lead, newest first, with what each kind has', async () => {
    const result = await inboxAs(userClaims(inboxAdmin));
    expect(result).toEqual({
      ok: true,
      value: [
        {
          ...nothingElse,
          ...base,
          kind: 'newsletter_subscribers',
          id: '00000000-0000-4000-8000-000000000004',
          created_at: new Date('2026-01-04T10:00:00Z'),
          email: 'sam@example.com',
          source: 'exit-modal',
          page: '/blog',
        },
        {
          ...nothingElse,
          ...base,
          kind: 'referral_invites',
          id: '00000000-0000-4000-8000-000000000003',
          created_at: new Date('2026-01-03T10:00:00Z'),
          email: 'rita@example.com',
          message: 'Try them',
          referred_name: 'Fred Friend',
          referred_email: 'fred@example.com',
        },
        {
          ...nothingElse,
          ...base,
          kind: 'contact_messages',
          id: '00000000-0000-4000-8000-000000000002',
          created_at: new Date('2026-01-02T10:00:00Z'),
          name: 'Casey Contact',
          email: 'casey@example.com',
          phone: '254-555-0100',
          message: 'Saturdays?',
          page: '/contact',
        },
        {
          ...nothingElse,
          ...base,
          kind: 'quote_requests',
          id: '00000000-0000-4000-8000-000000000001',
          created_at: new Date('2026-01-01T10:00:00Z'),
          name: 'Pat Quote',
          dog_count: 3,
          zip_code: '76643',
          in_service_area: true,
          page: '/pricing',
        },
      ],
    });
  });

  it("shows a lead's status, note and change time once an admin triaged it", async () => {
    await asRole(inboxDb, userClaims(inboxAdmin), (tx) =>
      tx.query(`update public.contact_messages set status = 'booked', note = 'Every Monday' where id = $1`, [
        '00000000-0000-4000-8000-000000000002',
      ]),
    );
    const result = await inboxAs(userClaims(inboxAdmin), `kind = 'contact_messages'`);
    expect(result.ok && result.value).toEqual([
      expect.objectContaining({
        status: 'booked',
        note: 'Every Monday',
        status_changed_at: expect.any(Date),
      }),
    ]);
  });

  it("shows the account's address beside a lead sent while signed in (a quote carries no email of its own)", async () => {
    const client = await createUser(inboxDb, { email: 'signed-in-client@example.com' });
    await inboxDb.query(
      `insert into public.quote_requests (id, name, zip_code, dog_count, in_service_area, user_id, created_at)
       values ('00000000-0000-4000-8000-0000000000a1', 'Signed In', '76643', 2, true, $1, '2025-12-01T10:00:00Z')`,
      [client.id],
    );
    const result = await inboxAs(userClaims(inboxAdmin), `id = '00000000-0000-4000-8000-0000000000a1'`);
    expect(result).toEqual({
      ok: true,
      value: [
        expect.objectContaining({
          name: 'Signed In',
          email: null,
          account_email: 'signed-in-client@example.com',
        }),
      ],
    });
    // The client cannot see it through the inbox, even as its sender.
    expect(await inboxAs(userClaims(client))).toEqual({ ok: true, value: [] });
    await inboxDb.query(
      `delete from public.quote_requests where id = '00000000-0000-4000-8000-0000000000a1'`,
    );
  });

  it('shows a signed-in client nothing and refuses an anonymous caller', async () => {
    const someone = await createUser(inboxDb);
    expect(await inboxAs(userClaims(someone))).toEqual({ ok: true, value: [] });
    expect(await inboxAs(anonClaims)).toMatchObject({ ok: false, code: '42501' });
  });

  it('cannot be written through (status changes go to the lead table)', async () => {
    const result = await tryAs(inboxDb, userClaims(inboxAdmin), (tx) =>
      tx.query(`update public.leads_inbox set status = 'lost'`),
    );
    expect(result).toMatchObject({
      ok: false,
      code: '42501',
      message: 'permission denied for view leads_inbox',
    });
  });
});

// A scan of a whole lead table. (The account address of a signed-in lead is looked up per returned row in
// profiles, a small table the planner may well scan: that is not the inbox's cost.)
const LEAD_TABLE_SCAN =
  /Seq Scan on (quote_requests|contact_messages|referral_invites|newsletter_subscribers)\b/;

describe('leads_inbox at 10,000 leads per table: the plans of the requests the inbox sends', () => {
  let bigDb: PGlite;
  let bigAdmin: TestUser;

  beforeAll(async () => {
    bigDb = await openDatabase();
    bigAdmin = await createUser(bigDb);
    await makeAdmin(bigDb, bigAdmin);
    const status = `(array['new', 'contacted', 'booked', 'closed', 'lost'])[1 + i % 5]`;
    await bigDb.exec(`
      insert into public.quote_requests (name, zip_code, dog_count, in_service_area, created_at, status)
      select 'Quote ' || i, '76643', 1 + i % 4, true, now() - make_interval(mins => 4 * i), ${status}
      from generate_series(1, 10000) as i;
      insert into public.contact_messages (name, email, message, created_at, status)
      select 'Contact ' || i, 'contact' || i || '@example.com', 'Hello', now() - make_interval(mins => 4 * i + 1),
             ${status}
      from generate_series(1, 10000) as i;
      insert into public.referral_invites (referrer_email, referred_email, referred_name, created_at, status)
      select 'referrer' || i || '@example.com', 'friend' || i || '@example.com', 'Friend ' || i,
             now() - make_interval(mins => 4 * i + 2), ${status}
      from generate_series(1, 10000) as i;
      insert into public.newsletter_subscribers (email, source, subscribed_at, status)
      select 'subscriber' || i || '@example.com', 'footer', now() - make_interval(mins => 4 * i + 3), ${status}
      from generate_series(1, 10000) as i;
      analyze;
    `);
  }, 120_000);

  afterAll(async () => {
    await bigDb?.close();
  });

  /** The plan of the statement the API runs for `query` (a page of 25 with the exact count), as the admin. */
  async function planOf(query: string, offset = 0): Promise<string> {
    const spec = parseQuery(new URLSearchParams(query));
    const params = new Params();
    const sql = readSql({
      source: '"public"."leads_inbox"',
      spec,
      window: { offset, limit: 25 },
      withTotal: true,
      stripNulls: false,
      params,
      column: (column) => `pgrst_relation.${ident(column)}`,
    });
    return asRole(bigDb, userClaims(bigAdmin), async (tx: Transaction) => {
      const plan = await tx.query<{ 'QUERY PLAN': string }>(`explain (costs off) ${sql}`, params.values);
      return plan.rows.map((row) => row['QUERY PLAN']).join('\n');
    });
  }

  /** The part of the plan that produces the page (the count is the InitPlan before it). */
  const pagePart = (plan: string) => plan.slice(plan.indexOf('Subquery Scan on _pgrst_t'));
  const countPart = (plan: string) => plan.slice(0, plan.indexOf('Subquery Scan on _pgrst_t'));

  it('newest first: the page merges the four created_at indexes, reading only the rows it returns', async () => {
    const page = pagePart(await planOf('select=*&order=created_at.desc,id.asc'));
    expect(page).toContain('Merge Append');
    for (const index of [
      'quote_requests_created_at_idx',
      'contact_messages_created_at_idx',
      'referral_invites_created_at_idx',
      'newsletter_subscribers_subscribed_at_idx',
    ]) {
      expect(page).toContain(`Index Scan using ${index}`);
    }
    expect(page).not.toMatch(new RegExp(`->\\s+Sort\\b|${LEAD_TABLE_SCAN.source}`));
  });

  it('a kind filter reads only that kind’s table', async () => {
    const plan = await planOf('select=*&kind=eq.contact_messages&order=created_at.desc,id.asc');
    expect(plan).toContain('contact_messages');
    for (const other of ['quote_requests', 'referral_invites', 'newsletter_subscribers']) {
      expect(plan).not.toContain(`on ${other}`);
    }
  });

  it('a status filter is an index condition, for the page and for the exact count', async () => {
    const plan = await planOf('select=*&status=eq.booked&order=created_at.desc,id.asc');
    expect(countPart(plan)).toContain(`Index Cond: (status = 'booked'::text)`);
    expect(countPart(plan)).not.toMatch(LEAD_TABLE_SCAN);
    expect(pagePart(plan)).not.toMatch(LEAD_TABLE_SCAN);
  });

  it('"new since" (created_at=gt.) is an index condition', async () => {
    const since = new Date(Date.now() - 24 * 3600_000).toISOString();
    const plan = await planOf(`select=*&created_at=gt.${since}&order=created_at.desc,id.asc`);
    expect(plan).not.toMatch(LEAD_TABLE_SCAN);
    expect(plan).toMatch(/Index Cond: \(created_at > /);
  });
});

describe('record_inbox_visit()', () => {
  const visit = (user: TestUser) =>
    callAs<{ v: Date | null }>(db, userClaims(user), 'select public.record_inbox_visit() as v').then(
      (r) => r.v,
    );
  const lastSeenOf = async (user: TestUser) =>
    (
      await db.query<{ last_seen_at: Date; new_since: Date | null }>(
        'select last_seen_at, new_since from public.admin_inbox_visits where user_id = $1',
        [user.id],
      )
    ).rows[0];

  it('answers null on the first visit, and the same answer for every load of the same visit', async () => {
    const owner = await createUser(db);
    await makeAdmin(db, owner);
    expect(await visit(owner)).toBeNull();
    expect(await visit(owner)).toBeNull();
    expect(await lastSeenOf(owner)).toMatchObject({ last_seen_at: expect.any(Date), new_since: null });
  });

  it('starts a new visit after 30 minutes away: leads are new since the last load of the previous visit', async () => {
    const owner = await createUser(db);
    await makeAdmin(db, owner);
    await visit(owner);
    const lastLoad = new Date(Date.now() - 3 * 3600_000);
    await db.query('update public.admin_inbox_visits set last_seen_at = $2 where user_id = $1', [
      owner.id,
      lastLoad,
    ]);

    expect(await visit(owner)).toEqual(lastLoad);
    // A reload, or the other device, a minute later: still the same visit, the same leads are new.
    expect(await visit(owner)).toEqual(lastLoad);
    const record = await lastSeenOf(owner);
    expect(record!.new_since).toEqual(lastLoad);
    expect(record!.last_seen_at.getTime()).toBeGreaterThan(lastLoad.getTime());
  });

  it('keeps one record per admin account', async () => {
    const first = await createUser(db);
    const second = await createUser(db);
    await makeAdmin(db, first);
    await makeAdmin(db, second);
    await visit(first);
    await db.query('update public.admin_inbox_visits set last_seen_at = $2 where user_id = $1', [
      first.id,
      new Date('2026-01-01T00:00:00Z'),
    ]);
    expect(await visit(second)).toBeNull();
    expect(await visit(first)).toEqual(new Date('2026-01-01T00:00:00Z'));
  });

  it('refuses clients and anonymous callers, recording nothing', async () => {
    expect(
      await tryAs(db, userClaims(client), (tx) => tx.query('select public.record_inbox_visit()')),
    ).toMatchObject({ ok: false, code: '42501', message: 'Only admins can open the leads inbox' });
    expect(await tryAs(db, anonClaims, (tx) => tx.query('select public.record_inbox_visit()'))).toMatchObject(
      {
        ok: false,
        code: '42501',
      },
    );
    expect(await lastSeenOf(client)).toBeUndefined();
  });
});

describe("the admin's own recent actions (High activity detected)", () => {
  const recentOwnActions = (user: TestUser, tx: Transaction) =>
    tx.query<{ action_type: string }>(
      `select action_type from public.audit_logs
        where user_id = $1 and created_at > now() - interval '5 minutes'
        order by created_at desc`,
      [user.id],
    );

  it("counts only the admin's own entries of the last 5 minutes, newest first", async () => {
    const busy = await createUser(db);
    const other = await createUser(db);
    await makeAdmin(db, busy);
    await makeAdmin(db, other);
    await db.query(
      `insert into public.audit_logs (user_id, action_type, table_name, created_at) values
         ($1, 'old', 'x', now() - interval '6 minutes'),
         ($1, 'first', 'x', now() - interval '2 minutes'),
         ($1, 'second', 'x', now() - interval '1 minute'),
         ($2, 'someone else', 'x', now())`,
      [busy.id, other.id],
    );
    const result = await asRole(db, userClaims(busy), (tx) => recentOwnActions(busy, tx));
    expect(result.rows.map((row) => row.action_type)).toEqual(['second', 'first']);
  });

  it('is an index range scan, not a scan of the whole log', async () => {
    const busy = await createUser(db);
    const other = await createUser(db);
    await makeAdmin(db, busy);
    await makeAdmin(db, other);
    // Two admins' actions over the last 50 days.
    await db.query(
      `insert into public.audit_logs (user_id, action_type, table_name, created_at)
       select case when i % 2 = 0 then $1::uuid else $2::uuid end, 'bulk', 'x', now() - make_interval(mins => 15 * i)
       from generate_series(1, 5000) as i`,
      [busy.id, other.id],
    );
    await db.exec('analyze public.audit_logs');
    const plan = await asRole(db, userClaims(busy), async (tx) =>
      (
        await tx.query<{ 'QUERY PLAN': string }>(
          `explain (costs off) select * from public.audit_logs
            where user_id = $1 and created_at > now() - interval '5 minutes' order by created_at desc`,
          [busy.id],
        )
      ).rows
        .map((row) => row['QUERY PLAN'])
        .join('\n'),
    );
    expect(plan).toMatch(/Index Scan using audit_logs_(user_id_)?created_at_idx/);
    expect(plan).toMatch(/Index Cond: .*created_at > /);
    expect(plan).not.toContain('Seq Scan');
  });

  it('is empty for a client (RLS) and refused to anonymous callers', async () => {
    expect(await tryAs(db, userClaims(client), (tx) => recentOwnActions(client, tx))).toMatchObject({
      ok: true,
      value: { rows: [] },
    });
    expect(await tryAs(db, anonClaims, (tx) => recentOwnActions(client, tx))).toMatchObject({
      ok: false,
      code: '42501',
    });
  });
});
