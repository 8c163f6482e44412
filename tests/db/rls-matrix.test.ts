// Who may select, insert, update and delete each table's rows, tried for real as each API role.
//
// Every case runs twice: with the privileges the migrations grant (the production setup), and with Supabase's
// default "grant all to anon, authenticated" restored, which proves the RLS policies hold on their own.
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type JwtClaims } from '../../local/db/index.ts';
import {
  anonClaims,
  createUser,
  makeAdmin,
  serviceClaims,
  tryAs,
  userClaims,
  type TestUser,
} from '../support/db-roles.ts';

type Actor = 'anonymous' | 'owner' | 'other client' | 'admin' | 'service_role';
type Operation = 'select' | 'insert' | 'update' | 'delete';
const ACTORS: Actor[] = ['anonymous', 'owner', 'other client', 'admin', 'service_role'];
const OPERATIONS: Operation[] = ['select', 'insert', 'update', 'delete'];

let db: PGlite;
const users = {} as Record<'owner' | 'other' | 'admin' | 'friend' | 'newcomer' | 'withoutProfile', TestUser>;
let ownerCode: string;
// The row each table case tries to read, change and delete (created in beforeAll).
const fixtureIds = {} as Record<string, string>;

/** The user an actor acts as, or whom its writes are about when it has no account (anonymous, service_role). */
function actingUser(actor: Actor): TestUser {
  return actor === 'other client' ? users.other : actor === 'admin' ? users.admin : users.owner;
}

function claimsOf(actor: Actor): JwtClaims {
  if (actor === 'anonymous') return anonClaims;
  if (actor === 'service_role') return serviceClaims;
  return userClaims(actingUser(actor));
}

type TableCase = {
  /** "owner" is the client the fixture row is about (its user, profile, or address), where the table has one. */
  owner: string;
  /** Per actor: the operations allowed, as S I U D, '-' where denied. */
  allowed: Record<Actor, string>;
  insert: (actor: Actor) => Record<string, unknown>;
  /** A no-op assignment: an allowed update changes one row and nothing else. */
  update: string;
  /** The column that identifies the fixture row (default id). */
  key?: string;
};

// Clients read no lead row directly (the owners' triage is on it): their own come through my_requests(), tested
// below. Only service_role writes leads.
const leadAccess = {
  anonymous: '----',
  owner: '----',
  'other client': '----',
  admin: 'S---',
  service_role: 'SIUD',
};

// Admins update a lead's status and note (the only columns granted; see admin-leads.test.ts for the rest).
const triagedLeadAccess = { ...leadAccess, admin: 'S-U-' };

const tables: Record<string, TableCase> = {
  newsletter_subscribers: {
    owner: 'subscribed with user_id = owner',
    allowed: {
      anonymous: '----',
      owner: '----',
      'other client': '----',
      admin: 'SIU-',
      service_role: 'SIUD',
    },
    // What the admin's "Migrate Local Data" sends.
    insert: () => ({
      email: 'migrated@example.com',
      source: 'local-migration',
      page: '/',
      subscribed_at: new Date(),
    }),
    update: 'status = status',
  },
  quote_requests: {
    owner: 'sent by the owner while signed in',
    allowed: triagedLeadAccess,
    insert: () => ({ name: 'Pat Doe', zip_code: '76643', dog_count: 2, in_service_area: true }),
    update: 'status = status',
  },
  contact_messages: {
    owner: 'sent by the owner while signed in',
    allowed: triagedLeadAccess,
    insert: (actor) => ({ name: 'Pat Doe', email: actingUser(actor).email, message: 'Hello' }),
    update: 'note = note',
  },
  referral_invites: {
    owner: 'sent by the owner while signed in',
    allowed: triagedLeadAccess,
    insert: (actor) => ({
      referrer_email: actingUser(actor).email,
      referred_email: 'friend@example.com',
      referred_name: 'Friend',
    }),
    update: 'status = status',
  },
  notifications: {
    owner: 'addressed to the owner',
    // Written by the lead tables' trigger and the functions; the owners read them, clients never do.
    allowed: { ...leadAccess, owner: '----' },
    insert: () => ({ kind: 'lead', subject: 'New lead', body: 'A new lead', payload: '{}' }),
    update: 'status = status',
  },
  audit_logs: {
    owner: 'an entry with user_id = owner',
    // Written only through log_admin_action, and never changed, not even by service_role.
    allowed: {
      anonymous: '----',
      owner: '----',
      'other client': '----',
      admin: 'S---',
      service_role: 'SI--',
    },
    insert: (actor) => ({ user_id: actingUser(actor).id, action_type: 'forged', table_name: 'audit_logs' }),
    update: 'severity = severity',
  },
  profiles: {
    owner: "the owner's profile",
    allowed: {
      anonymous: '----',
      owner: 'S---',
      'other client': '----',
      admin: 'S---',
      service_role: 'SIUD',
    },
    insert: () => ({
      id: users.withoutProfile.id,
      email: users.withoutProfile.email,
      referral_code: 'NEWCODE8',
    }),
    update: 'email = email',
  },
  referrals: {
    owner: 'the owner referred a friend',
    allowed: {
      anonymous: '----',
      owner: 'S---',
      'other client': '----',
      admin: 'S---',
      service_role: 'SIUD',
    },
    // A client crediting itself for a sign-up it did not bring.
    insert: () => ({ referrer_id: users.owner.id, referred_id: users.newcomer.id, referral_code: ownerCode }),
    update: 'credit_cents = credit_cents',
  },
  referred_email_hashes: {
    owner: "the hash of the friend's address",
    // Written and read only inside private.credit_referral (SECURITY DEFINER): not even service_role reaches it.
    allowed: {
      anonymous: '----',
      owner: '----',
      'other client': '----',
      admin: '----',
      service_role: '----',
    },
    insert: () => ({ email_sha256: new Uint8Array(32).fill(0xab) }),
    update: 'created_at = created_at',
    // The hash as hex text, so the fixture's key is a string like every other table's.
    key: "encode(email_sha256, 'hex')",
  },
  user_roles: {
    owner: "a client with no role (the row is the admin's own role)",
    allowed: {
      anonymous: '----',
      owner: '----',
      'other client': '----',
      admin: 'S---',
      service_role: 'SIUD',
    },
    // Clients try to make themselves admin; the admin tries to promote the owner (grant_admin_role is the way).
    insert: (actor) => ({ user_id: actingUser(actor === 'admin' ? 'owner' : actor).id, role: 'admin' }),
    update: 'role = role',
  },
  admin_inbox_visits: {
    owner: "the owner's own visit record",
    // Written and read only through record_inbox_visit().
    allowed: {
      anonymous: '----',
      owner: '----',
      'other client': '----',
      admin: '----',
      service_role: 'SIUD',
    },
    insert: () => ({ user_id: users.newcomer.id, last_seen_at: new Date() }),
    update: 'last_seen_at = last_seen_at',
    key: 'user_id',
  },
};

beforeAll(async () => {
  db = await openDatabase();
  for (const name of ['owner', 'other', 'admin', 'friend', 'newcomer', 'withoutProfile'] as const) {
    users[name] = await createUser(db, { email: `${name.toLowerCase()}@matrix.test` });
  }
  await makeAdmin(db, users.admin);
  await db.query('delete from public.profiles where id = $1', [users.withoutProfile.id]);
  ownerCode = (
    await db.query<{ referral_code: string }>('select referral_code from public.profiles where id = $1', [
      users.owner.id,
    ])
  ).rows[0]!.referral_code;

  const insertFixture = async (table: string, row: Record<string, unknown>) => {
    const columns = Object.keys(row);
    const placeholders = columns.map((_, i) => `$${i + 1}`).join(', ');
    const result = await db.query<{ id: string }>(
      `insert into public.${table} (${columns.join(', ')}) values (${placeholders}) returning id`,
      Object.values(row),
    );
    fixtureIds[table] = result.rows[0]!.id;
  };
  await insertFixture('newsletter_subscribers', {
    email: users.owner.email,
    source: 'footer',
    user_id: users.owner.id,
  });
  await insertFixture('quote_requests', {
    name: 'Owner',
    zip_code: '76643',
    dog_count: 1,
    in_service_area: true,
    user_id: users.owner.id,
  });
  await insertFixture('contact_messages', {
    name: 'Owner',
    email: users.owner.email,
    message: 'Hi',
    user_id: users.owner.id,
  });
  await insertFixture('referral_invites', {
    referrer_email: users.owner.email,
    referred_email: users.friend.email,
    referred_name: 'Friend',
    user_id: users.owner.id,
  });
  await insertFixture('notifications', {
    kind: 'lead',
    recipient: users.owner.email,
    subject: 'S',
    body: 'B',
  });
  await insertFixture('audit_logs', { user_id: users.owner.id, action_type: 'view', table_name: 'profiles' });
  fixtureIds.profiles = users.owner.id;
  await insertFixture('referrals', {
    referrer_id: users.owner.id,
    referred_id: users.friend.id,
    referral_code: ownerCode,
  });
  // The referral above was inserted directly; its friend's address is hashed here as credit_referral would.
  fixtureIds.referred_email_hashes = (
    await db.query<{ hash: string }>(
      `insert into public.referred_email_hashes (email_sha256) values (private.email_sha256($1))
       returning encode(email_sha256, 'hex') as hash`,
      [users.friend.email],
    )
  ).rows[0]!.hash;
  fixtureIds.user_roles = (
    await db.query<{ id: string }>('select id from public.user_roles where user_id = $1', [users.admin.id])
  ).rows[0]!.id;
  await db.query('insert into public.admin_inbox_visits (user_id, last_seen_at) values ($1, now())', [
    users.owner.id,
  ]);
  fixtureIds.admin_inbox_visits = users.owner.id;
});

afterAll(async () => {
  await db?.close();
});

type Outcome = 'allowed' | 'denied' | string;

async function attempt(
  tx: Transaction,
  table: string,
  c: TableCase,
  actor: Actor,
  op: Operation,
): Promise<number> {
  const id = fixtureIds[table];
  const key = c.key ?? 'id';
  switch (op) {
    case 'select':
      return (await tx.query(`select ${key} from public.${table} where ${key} = $1`, [id])).rows.length;
    case 'insert': {
      const row = c.insert(actor);
      const columns = Object.keys(row);
      const placeholders = columns.map((_, i) => `$${i + 1}`).join(', ');
      return (
        await tx.query(
          `insert into public.${table} (${columns.join(', ')}) values (${placeholders})`,
          Object.values(row),
        )
      ).affectedRows!;
    }
    case 'update':
      return (await tx.query(`update public.${table} set ${c.update} where ${key} = $1`, [id])).affectedRows!;
    case 'delete':
      return (await tx.query(`delete from public.${table} where ${key} = $1`, [id])).affectedRows!;
  }
}

/** 'allowed' when the operation reached the fixture row (or inserted one); 'denied' when it was refused
 * (permission denied / RLS violation, 42501) or silently saw no row; anything else is a broken case. */
async function outcome(table: string, actor: Actor, op: Operation, rlsAlone: boolean): Promise<Outcome> {
  const c = tables[table]!;
  const claims = claimsOf(actor);
  const result = await tryAs(db, claims, async (tx) => {
    if (rlsAlone) {
      // Back to the owner for a moment to restore Supabase's default grants (rolled back with the case).
      await tx.exec(
        `reset role; grant all on all tables in schema public to anon, authenticated; set local role ${claims.role}`,
      );
    }
    return attempt(tx, table, c, actor, op);
  });
  if (result.ok)
    return result.value === 1 ? 'allowed' : result.value === 0 ? 'denied' : `${result.value} rows`;
  return result.code === '42501' ? 'denied' : `error ${result.code}: ${result.message}`;
}

const cases = Object.entries(tables).flatMap(([table, c]) =>
  ACTORS.flatMap((actor) =>
    OPERATIONS.map((op, i) => ({
      table,
      actor,
      op,
      expected: c.allowed[actor][i] === '-' ? 'denied' : 'allowed',
      name: `${table} | ${actor}${actor === 'owner' ? ` (${c.owner})` : ''} | ${op}`,
    })),
  ),
);

const modes = [
  { mode: "with the migrations' grants", rlsAlone: false },
  { mode: 'with RLS alone (all table privileges granted)', rlsAlone: true },
];

// The views read their tables with the caller's rights (security_invoker), so the tables' policies decide what each
// actor sees through them: every fixture row, or none (a refusal counts as none). Nobody writes through them.
const views: Record<string, { rows: number; readers: Actor[] }> = {
  leads_inbox: { rows: 4, readers: ['admin', 'service_role'] },
  admin_accounts: { rows: 1, readers: ['admin', 'service_role'] },
  admin_activity: { rows: 1, readers: ['admin', 'service_role'] },
};

async function visibleViewRows(view: string, actor: Actor, rlsAlone: boolean): Promise<number | string> {
  const claims = claimsOf(actor);
  const result = await tryAs(db, claims, async (tx) => {
    if (rlsAlone) {
      await tx.exec(
        `reset role; grant all on all tables in schema public to anon, authenticated; set local role ${claims.role}`,
      );
    }
    return (await tx.query<{ n: number }>(`select count(*)::int as n from public.${view}`)).rows[0]!.n;
  });
  if (result.ok) return result.value;
  return result.code === '42501' ? 0 : `error ${result.code}: ${result.message}`;
}

for (const { mode, rlsAlone } of modes) {
  describe(`view reads ${mode}`, () => {
    for (const [view, { rows, readers }] of Object.entries(views)) {
      for (const actor of ACTORS) {
        const expected = readers.includes(actor) ? rows : 0;
        it(`${view} | ${actor} -> ${expected} rows`, async () => {
          expect(await visibleViewRows(view, actor, rlsAlone)).toBe(expected);
        });
      }
    }
  });

  describe(`table access ${mode}`, () => {
    for (const { name, table, actor, op, expected } of cases) {
      it(`${name} -> ${expected}`, async () => {
        expect(await outcome(table, actor, op, rlsAlone)).toBe(expected);
      });
    }
  });
}

describe('matrix coverage', () => {
  it('every table the app uses has a row in the matrix, with all five actors', () => {
    for (const [table, c] of Object.entries(tables)) {
      expect(Object.keys(c.allowed).sort(), table).toEqual([...ACTORS].sort());
      for (const pattern of Object.values(c.allowed)) expect(pattern, table).toMatch(/^[S-][I-][U-][D-]$/);
    }
  });

  it('the referral is visible to both its referrer and the referred client, and to no other client', async () => {
    const visibleReferrals = async (user: TestUser) =>
      tryAs(db, userClaims(user), async (tx) =>
        (await tx.query<{ id: string }>('select id from public.referrals')).rows.map((row) => row.id),
      );
    expect(await visibleReferrals(users.owner)).toEqual({ ok: true, value: [fixtureIds.referrals] });
    expect(await visibleReferrals(users.friend)).toEqual({ ok: true, value: [fixtureIds.referrals] });
    expect(await visibleReferrals(users.other)).toEqual({ ok: true, value: [] });
  });

  it('a signed-in client reads no lead row, and my_requests() lists exactly their own: not another client’s, not anonymous ones', async () => {
    // More leads of each kind: one the other client sent, one sent anonymously (with the owner's address in it).
    const extra = await db.transaction(async (tx) => {
      const ids: string[] = [];
      const add = async (sql: string, params: unknown[]) =>
        ids.push((await tx.query<{ id: string }>(`${sql} returning id`, params)).rows[0]!.id);
      for (const userId of [users.other.id, null]) {
        await add(
          `insert into public.quote_requests (name, zip_code, dog_count, in_service_area, user_id)
           values ('Someone', '76643', 1, true, $1)`,
          [userId],
        );
        await add(
          `insert into public.contact_messages (name, email, message, user_id) values ('Someone', $1, 'Hi', $2)`,
          [users.owner.email, userId],
        );
        await add(
          `insert into public.referral_invites (referrer_email, referred_email, referred_name, user_id)
           values ($1, 'x@example.com', 'Someone', $2)`,
          [users.owner.email, userId],
        );
        await add(
          `insert into public.newsletter_subscribers (email, source, user_id) values ($1, 'footer', $2)`,
          [`${crypto.randomUUID()}@example.com`, userId],
        );
      }
      return ids;
    });
    const tablesOfLeads = [
      'quote_requests',
      'contact_messages',
      'referral_invites',
      'newsletter_subscribers',
    ];
    const visible = async (user: TestUser) =>
      tryAs(db, userClaims(user), async (tx) => {
        const ids: string[] = [];
        for (const table of tablesOfLeads)
          ids.push(
            ...(await tx.query<{ id: string }>(`select id from public.${table}`)).rows.map((r) => r.id),
          );
        return ids.sort();
      });
    for (const user of [users.owner, users.other, users.friend])
      expect(await visible(user)).toEqual({ ok: true, value: [] });

    const requests = async (user: TestUser) =>
      tryAs(db, userClaims(user), async (tx) =>
        (await tx.query<{ kind: string; id: string }>('select kind, id from public.my_requests()')).rows
          .map((row) => row.id)
          .sort(),
      );
    expect(await requests(users.owner)).toEqual({
      ok: true,
      value: ['quote_requests', 'contact_messages', 'referral_invites']
        .map((table) => fixtureIds[table]!)
        .sort(),
    });
    const others = await requests(users.other);
    expect(others.ok && others.value).toHaveLength(3);
    expect(others.ok && others.value.every((id) => extra.includes(id))).toBe(true);
    expect(await requests(users.friend)).toEqual({ ok: true, value: [] });
    expect(await tryAs(db, anonClaims, (tx) => tx.query('select * from public.my_requests()'))).toMatchObject(
      {
        ok: false,
        code: '42501',
      },
    );
  });

  it('a signed-in client lists exactly one profile: their own', async () => {
    const result = await tryAs(
      db,
      userClaims(users.other),
      async (tx) => (await tx.query<{ id: string }>('select id from public.profiles')).rows,
    );
    expect(result).toEqual({ ok: true, value: [{ id: users.other.id }] });
  });
});
