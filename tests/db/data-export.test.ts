// "Download my data" (export_my_data) against the schema itself: every column of every table that holds rows about a
// person is in the export, or named below with the reason it is left out. The tables are found in the migrated
// database, not listed here: those export_my_data reads, those with a user_id, email or *_email column, and those
// linked to an account by a chain of foreign keys. A column or a table added later fails this test until someone
// exports it or adds it below.
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../local/db/index.ts';
import {
  callAs,
  createUser,
  makeAdmin,
  referralCodeOf,
  userClaims,
  type TestUser,
} from '../support/db-roles.ts';

type Row = Record<string, unknown>;
type Export = Record<string, unknown>;

const CREDENTIAL =
  'a sign-in secret (password hash or emailed token): no file that leaves the site may hold it';
const RENEWAL = "a session's renewal credential and its bookkeeping; the session itself is exported";
const OWN_ID = "the account's own id, exported once as account.id";
const INTERNAL = 'an internal key with no meaning outside the database';
const OWNERS_TRIAGE =
  "the owners' working state of a lead (their note, who changed its status and when); the client's status is exported";
const PRICE_LIST = "the owners' prices, the same for everyone";
const AUDIT = "the owners' record of what admins did: its values are other people's leads and accounts";
const OWNER_EMAIL =
  "the outbox's messages about a lead (the owners' email and text, the visitor's acknowledgement and follow-up): copies of the lead's fields exported above";
const OWNER_SETTINGS =
  "the owners' settings, the same for everyone (who last changed them is in the Activity log)";
const UNSUBSCRIBE_TOKEN =
  "an address's unsubscribe token: whoever holds it can unsubscribe the address; whether it unsubscribed is exported";

/** Columns of tables about a person that the export leaves out, and why. Everything else must be exported. */
const NOT_EXPORTED: Record<string, Record<string, string>> = {
  'auth.users': {
    aud: 'the same for every account (the API audience)',
    role: 'the same for every account (the database role of a signed-in client)',
    encrypted_password: CREDENTIAL,
    confirmation_token: CREDENTIAL,
    recovery_token: CREDENTIAL,
    email_change_token_new: CREDENTIAL,
    email_change_token_current: CREDENTIAL,
    email_change_confirm_status:
      "the auth server's count of an address change's links opened; the pending address is exported",
  },
  'auth.sessions': { id: INTERNAL, user_id: OWN_ID },
  'auth.mfa_amr_claims': { id: INTERNAL, session_id: INTERNAL },
  'auth.refresh_tokens': {
    id: RENEWAL,
    token: RENEWAL,
    user_id: RENEWAL,
    session_id: RENEWAL,
    revoked: RENEWAL,
    parent: RENEWAL,
    created_at: RENEWAL,
    updated_at: RENEWAL,
  },
  'public.profiles': { id: OWN_ID },
  'public.referrals': {
    referrer_id: "the referrer's account id (the person's own in the referrals they made)",
    referred_id: "the friend's account id (the person's own where they were referred)",
    decided_by: 'the account id of the owner who credited or rejected it',
  },
  'public.user_roles': {
    id: INTERNAL,
    user_id: OWN_ID,
    granted_by: 'the account id of the owner who granted the role',
  },
  'public.admin_inbox_visits': { user_id: OWN_ID },
  'public.quote_requests': {
    user_id: OWN_ID,
    note: OWNERS_TRIAGE,
    first_response_at: `${OWNERS_TRIAGE}: when they first answered`,
    status_changed_at: OWNERS_TRIAGE,
    status_changed_by: OWNERS_TRIAGE,
  },
  'public.contact_messages': {
    user_id: OWN_ID,
    note: OWNERS_TRIAGE,
    first_response_at: `${OWNERS_TRIAGE}: when they first answered`,
    status_changed_at: OWNERS_TRIAGE,
    status_changed_by: OWNERS_TRIAGE,
  },
  'public.referral_invites': {
    user_id: OWN_ID,
    note: OWNERS_TRIAGE,
    status_changed_at: OWNERS_TRIAGE,
    status_changed_by: OWNERS_TRIAGE,
  },
  'public.newsletter_subscribers': {
    user_id: OWN_ID,
    status: `${OWNERS_TRIAGE}; the dashboard shows no status for a sign-up`,
    note: OWNERS_TRIAGE,
    status_changed_at: OWNERS_TRIAGE,
    status_changed_by: OWNERS_TRIAGE,
  },
  // The owners' price list is the business's, not the person's: an owner who saved a version is named by account id,
  // and the Activity log (left out above) says what they changed.
  'public.price_list_versions': {
    version: PRICE_LIST,
    saved_at: PRICE_LIST,
    saved_by: 'the account id of the owner who saved the price list version',
  },
  'public.price_list_prices': { version: PRICE_LIST, cell: PRICE_LIST, cents: PRICE_LIST },
  'public.audit_logs': Object.fromEntries(
    [
      'id',
      'user_id',
      'action_type',
      'table_name',
      'record_id',
      'old_values',
      'new_values',
      'severity',
      'created_at',
    ].map((column) => [column, AUDIT]),
  ),
  'public.notifications': Object.fromEntries(
    [
      'id',
      'kind',
      'recipient',
      'subject',
      'body',
      'payload',
      'status',
      'last_error',
      'created_at',
      'sent_at',
      'reply_to',
      'attempts',
      'next_attempt_at',
      'quote_request_id',
      'contact_message_id',
      'referral_invite_id',
      'newsletter_subscriber_id',
      'resends',
      'audience',
      'channel',
    ].map((column) => [column, OWNER_EMAIL]),
  ),
  'public.owner_settings': Object.fromEntries(
    ['id', 'follow_ups', 'owner_texts', 'updated_at', 'updated_by'].map((column) => [column, OWNER_SETTINGS]),
  ),
  'public.email_preferences': { unsubscribe_token: UNSUBSCRIBE_TOKEN },
};

const list = (value: unknown): Row[] => (Array.isArray(value) ? (value as Row[]) : []);
const one = (value: unknown): Row[] => (value && typeof value === 'object' ? [value as Row] : []);

/** Where each table's rows are in the export. */
const EXPORTED_ROWS: Record<string, (data: Export) => Row[]> = {
  'auth.users': (d) => one(d.account),
  'auth.sessions': (d) => list(d.sessions),
  'auth.mfa_amr_claims': (d) => list(d.sessions).flatMap((session) => list(session.authentication_methods)),
  'public.profiles': (d) => one(d.profile),
  'public.referrals': (d) => [...list(d.referrals_made), ...one(d.referred_with_code)],
  'public.user_roles': (d) => list(d.roles),
  'public.admin_inbox_visits': (d) => one(d.inbox_visit),
  'public.quote_requests': (d) => list(d.quote_requests),
  'public.contact_messages': (d) => list(d.contact_messages),
  'public.referral_invites': (d) => list(d.referral_invites),
  'public.newsletter_subscribers': (d) => list(d.newsletter_subscriptions),
  'public.email_preferences': (d) => one(d.email_preferences),
};

type Queryable = Pick<PGlite | Transaction, 'query'>;

/** Every base table that holds rows about a person, with its columns. */
async function personTables(db: Queryable): Promise<Map<string, string[]>> {
  const result = await db.query<{ table_name: string; columns: string[] }>(`
    with recursive
      base_tables as (
        select t.table_schema || '.' || t.table_name as table_name
        from information_schema.tables as t
        where t.table_schema in ('public', 'auth') and t.table_type = 'BASE TABLE'
      ),
      linked (rel) as (
        select 'auth.users'::regclass
        union
        select con.conrelid::regclass
        from pg_catalog.pg_constraint as con
        join linked on con.confrelid = linked.rel
        where con.contype = 'f'
      ),
      drawn_from as (
        select distinct m[1] as table_name
        from regexp_matches(
          pg_catalog.pg_get_functiondef('public.export_my_data()'::regprocedure),
          '\\m((?:public|auth)\\.[a-z_][a-z0-9_]*)',
          'g') as m
      ),
      in_scope as (
        select n.nspname || '.' || c.relname as table_name
        from linked
        join pg_catalog.pg_class as c on c.oid = linked.rel
        join pg_catalog.pg_namespace as n on n.oid = c.relnamespace
        union
        select col.table_schema || '.' || col.table_name
        from information_schema.columns as col
        where col.table_schema in ('public', 'auth')
          and (col.column_name in ('user_id', 'email') or col.column_name like '%\\_email')
        union
        select table_name from drawn_from
      )
    select s.table_name,
           array(
             select col.column_name::text
             from information_schema.columns as col
             where col.table_schema || '.' || col.table_name = s.table_name
             order by col.ordinal_position
           ) as columns
    from in_scope as s
    where s.table_name in (select table_name from base_tables)
    order by s.table_name
  `);
  return new Map(result.rows.map((row) => [row.table_name, row.columns]));
}

/** `schema.table.column` of every column about a person that is neither exported nor named in NOT_EXPORTED. */
function unaccounted(tables: Map<string, string[]>, data: Export): string[] {
  const missing: string[] = [];
  for (const [table, columns] of tables) {
    const exportedKeys = new Set((EXPORTED_ROWS[table]?.(data) ?? []).flatMap((row) => Object.keys(row)));
    for (const column of columns) {
      if (!exportedKeys.has(column) && !(column in (NOT_EXPORTED[table] ?? {})))
        missing.push(`${table}.${column}`);
    }
  }
  return missing;
}

const QUOTE_CONTACT = '(254) 555-0101';
const OWNERS_NOTE = 'Owners only: asked for a discount twice';
const RECOVERY_SECRET = 'recovery-token-that-must-stay-put';

let db: PGlite;
let referrer: TestUser;
let person: TestUser;
let friend: TestUser;
let referrerCode: string;
let exported: Export;

beforeAll(async () => {
  db = await openDatabase();
  referrer = await createUser(db);
  referrerCode = await referralCodeOf(db, referrer);
  person = await createUser(db, {
    email: 'pat.person@example.com',
    metadata: { first_name: 'Pat', referral_code: referrerCode },
  });
  friend = await createUser(db, { metadata: { referral_code: await referralCodeOf(db, person) } });
  await makeAdmin(db, person);
  await callAs(db, userClaims(person), 'select public.record_inbox_visit()');

  await db.query(
    `update auth.users
        set email_confirmed_at = now(), last_sign_in_at = now(), email_change = 'pat.new@example.com',
            email_change_sent_at = now(), recovery_token = $2, recovery_sent_at = now()
      where id = $1`,
    [person.id, RECOVERY_SECRET],
  );
  await db.query(
    `with session as (insert into auth.sessions (id, user_id) values (gen_random_uuid(), $1) returning id),
          method as (insert into auth.mfa_amr_claims (session_id, authentication_method)
                     select id, 'password' from session)
     insert into auth.refresh_tokens (token, user_id, session_id) select 'refresh-secret', $1, id from session`,
    [person.id],
  );

  await db.query(
    `insert into public.quote_requests (name, zip_code, dog_count, in_service_area, page, user_id, contact,
                                        referral_code)
     values ('Pat', '76643', 2, true, '/hewitt', $1, $2, $3)`,
    [person.id, QUOTE_CONTACT, referrerCode],
  );
  // The person is an owner too, so they triage their own quote as any owner would.
  await callAs(
    db,
    userClaims(person),
    `update public.quote_requests set status = 'lost', note = $2 where user_id = $1`,
    [person.id, OWNERS_NOTE],
  );
  await db.query(
    `insert into public.contact_messages (name, email, phone, message, page, user_id, referral_code)
     values ('Pat', 'pat.person@example.com', '254-555-0102', 'Do you serve Lorena?', '/contact', $1, $2)`,
    [person.id, referrerCode],
  );
  await db.query(
    `insert into public.referral_invites (referrer_email, referred_email, referred_name, message, user_id)
     values ('pat.person@example.com', 'neighbor@example.com', 'Neighbor', 'You will like them', $1)`,
    [person.id],
  );
  await db.query(
    `insert into public.newsletter_subscribers (email, source, page, user_id, referral_code)
     values ('pat.person@example.com', 'lead-magnet', '/blog/yard-guide', $1, $2)`,
    [person.id, referrerCode],
  );

  // The person unsubscribed from the business's emails; another address's choice is theirs alone.
  await db.query(
    `insert into public.email_preferences (email, unsubscribed_at)
     values ('pat.person@example.com', now()), ('someone.else@example.com', now())`,
  );

  exported = (await callAs<{ v: Export }>(db, userClaims(person), 'select public.export_my_data() as v')).v;
});

afterAll(async () => {
  await db?.close();
});

describe('export_my_data() against the schema', () => {
  it('finds the tables about a person in the migrated schema', async () => {
    const tables = [...(await personTables(db)).keys()];
    expect(tables).toEqual(expect.arrayContaining(Object.keys(EXPORTED_ROWS)));
    expect(tables).toEqual(expect.arrayContaining(['public.audit_logs', 'public.notifications']));
  });

  it('exports every column of every table about a person, but those named with a reason', async () => {
    expect(unaccounted(await personTables(db), exported)).toEqual([]);
    // Every table had a row for this person, so a section that is missing or empty cannot pass for complete.
    for (const table of Object.keys(EXPORTED_ROWS)) {
      expect(EXPORTED_ROWS[table]!(exported).length, `${table} rows in the export`).toBeGreaterThan(0);
    }
  });

  it('names only columns that exist in the list of those left out', async () => {
    const tables = await personTables(db);
    const stale = Object.entries(NOT_EXPORTED).flatMap(([table, columns]) =>
      Object.keys(columns)
        .filter((column) => !tables.get(table)?.includes(column))
        .map((column) => `${table}.${column}`),
    );
    expect(stale).toEqual([]);
  });

  it('fails for a column or a table about a person added without a decision', async () => {
    const missing = await db.transaction(async (tx) => {
      await tx.exec(`
        alter table public.quote_requests add column gate_code text;
        create table public.pets (id uuid primary key, user_id uuid references auth.users (id), name text);
      `);
      const found = unaccounted(await personTables(tx), exported);
      await tx.rollback();
      return found;
    });
    expect(missing).toEqual(
      expect.arrayContaining([
        'public.quote_requests.gate_code',
        'public.pets.id',
        'public.pets.user_id',
        'public.pets.name',
      ]),
    );
  });
});

describe('export_my_data() values', () => {
  it("holds what a quote stored about the person: its contact, referral code and the client's status", () => {
    expect(exported.quote_requests).toEqual([
      expect.objectContaining({
        name: 'Pat',
        contact: QUOTE_CONTACT,
        referral_code: referrerCode,
        page: '/hewitt',
        dog_count: 2,
        in_service_area: true,
        // "lost" is the owners' word; the client reads closed, as on the dashboard.
        status: 'closed',
      }),
    ]);
    expect(exported.contact_messages).toEqual([
      expect.objectContaining({ phone: '254-555-0102', referral_code: referrerCode, status: 'received' }),
    ]);
    expect(exported.newsletter_subscriptions).toEqual([
      expect.objectContaining({
        source: 'lead-magnet',
        page: '/blog/yard-guide',
        referral_code: referrerCode,
      }),
    ]);
  });

  it('holds the account: sign-up details, a pending address change, its sessions and how they signed in', () => {
    expect(exported.account).toMatchObject({
      id: person.id,
      email: person.email,
      email_change: 'pat.new@example.com',
      raw_user_meta_data: { first_name: 'Pat', referral_code: referrerCode },
    });
    expect(exported.sessions).toEqual([
      expect.objectContaining({
        authentication_methods: [expect.objectContaining({ authentication_method: 'password' })],
      }),
    ]);
    expect(exported.roles).toEqual([expect.objectContaining({ role: 'admin' })]);
    expect(exported.referred_with_code).toMatchObject({ referral_code: referrerCode, status: 'pending' });
    expect(exported.referrals_made).toHaveLength(1);
  });

  it("says the person's address unsubscribed, without its token or another address's choice", async () => {
    expect(exported.email_preferences).toMatchObject({ email: 'pat.person@example.com' });
    expect((exported.email_preferences as Row).unsubscribed_at).toEqual(expect.any(String));
    const text = JSON.stringify(exported);
    expect(text).not.toContain('someone.else@example.com');
    const {
      rows: [token],
    } = await db.query<{ unsubscribe_token: string }>(
      `select unsubscribe_token from public.email_preferences where email = 'pat.person@example.com'`,
    );
    expect(text).not.toContain(token!.unsubscribe_token);
  });

  it("holds no sign-in secret, no other person's id and not the owners' note", () => {
    const text = JSON.stringify(exported);
    for (const absent of [RECOVERY_SECRET, 'refresh-secret', referrer.id, friend.id, OWNERS_NOTE]) {
      expect(text).not.toContain(absent);
    }
  });
});
