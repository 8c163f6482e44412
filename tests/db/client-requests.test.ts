// A client's own requests through my_requests(), with where each stands: the owners' status in the client's words
// (mapped in the database, so "lost" and the owners' note never reach the browser), and nothing of another client's.
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asRole, openDatabase } from '../../local/db/index.ts';
import { anonClaims, createUser, makeAdmin, tryAs, userClaims, type TestUser } from '../support/db-roles.ts';

type LeadTable = 'quote_requests' | 'contact_messages' | 'referral_invites';

const NOTE = 'Owner note: haggled hard, probably price shopping';

let db: PGlite;
let admin: TestUser;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  db = await openDatabase();
  admin = await createUser(db, { email: 'owner@requests.test' });
  alice = await createUser(db, { email: 'alice@requests.test' });
  bob = await createUser(db, { email: 'bob@requests.test' });
  await makeAdmin(db, admin);
});

afterAll(async () => {
  await db?.close();
});

/** A lead of `table` sent by `user` while signed in, as the edge functions store it; returns its id. */
async function sendLead(table: LeadTable, user: TestUser): Promise<string> {
  const sql: Record<LeadTable, string> = {
    quote_requests: `insert into public.quote_requests (name, zip_code, dog_count, in_service_area, user_id)
                     values ('Client', '76643', 2, true, $1) returning id`,
    contact_messages: `insert into public.contact_messages (name, email, message, user_id)
                       values ('Client', 'client@requests.test', 'Do you come on Saturdays?', $1) returning id`,
    referral_invites: `insert into public.referral_invites (referrer_email, referred_email, referred_name, user_id)
                       values ('client@requests.test', 'friend@requests.test', 'Friend', $1) returning id`,
  };
  return (await db.query<{ id: string }>(sql[table], [user.id])).rows[0]!.id;
}

/** The owner's triage, the way the inbox saves it: a PATCH of status and note as the signed-in admin. */
async function triage(table: LeadTable, id: string, status: string, note: string | null = NOTE) {
  const result = await asRole(db, userClaims(admin), (tx) =>
    tx.query(`update public.${table} set status = $2, note = $3 where id = $1`, [id, status, note]),
  );
  expect(result.affectedRows).toBe(1);
}

type RequestOut = Record<string, unknown> & { kind: string; id: string; status: string | null };

async function requestsOf(user: TestUser): Promise<RequestOut[]> {
  const result = await tryAs(
    db,
    userClaims(user),
    async (tx) => (await tx.query<RequestOut>('select * from public.my_requests()')).rows,
  );
  if (!result.ok) throw new Error(result.message);
  return result.value;
}

const statusOf = async (user: TestUser, id: string) =>
  (await requestsOf(user)).find((row) => row.id === id)?.status;

describe('my_requests(): the status a client sees', () => {
  it("reads 'received' until the owners act, then 'contacted' once an admin sets contacted", async () => {
    const id = await sendLead('quote_requests', alice);
    expect(await statusOf(alice, id)).toBe('received');
    await triage('quote_requests', id, 'contacted');
    expect(await statusOf(alice, id)).toBe('contacted');
  });

  it.each([
    ['new', 'received'],
    ['contacted', 'contacted'],
    ['booked', 'booked'],
    ['closed', 'closed'],
    ['lost', 'closed'],
  ])("maps the owners' %s to %s, for every kind of request", async (ownerStatus, clientStatus) => {
    for (const table of ['quote_requests', 'contact_messages', 'referral_invites'] as const) {
      const id = await sendLead(table, alice);
      // Set 'new' explicitly too, so the row goes through the same triage path as the others.
      await triage(table, id, ownerStatus);
      expect({ table, status: await statusOf(alice, id) }).toEqual({ table, status: clientStatus });
    }
  });

  it("never carries the owners' note, or the word 'lost', or who changed it", async () => {
    const ids = {
      quote: await sendLead('quote_requests', alice),
      message: await sendLead('contact_messages', alice),
      invite: await sendLead('referral_invites', alice),
    };
    await triage('quote_requests', ids.quote, 'lost');
    await triage('contact_messages', ids.message, 'contacted');
    await triage('referral_invites', ids.invite, 'booked');
    const rows = (await requestsOf(alice)).filter((row) => Object.values(ids).includes(row.id));
    expect(rows.map((row) => [row.kind, row.status]).sort()).toEqual([
      ['invite', 'booked'],
      ['message', 'contacted'],
      ['quote', 'closed'],
    ]);
    expect(Object.keys(rows[0]!).sort()).toEqual(
      [
        'kind',
        'id',
        'created_at',
        'status',
        'dog_count',
        'zip_code',
        'in_service_area',
        'message',
        'referred_name',
        'referred_email',
        'plan',
        'estimate',
      ].sort(),
    );
    const everything = JSON.stringify(await requestsOf(alice));
    expect(everything).not.toContain('haggled');
    expect(everything).not.toContain('lost');
    expect(everything).not.toContain(admin.id);
  });

  it('shows another client none of it: Bob sees only his own request, as received, and anonymous callers are refused', async () => {
    const alicesQuote = await sendLead('quote_requests', alice);
    await triage('quote_requests', alicesQuote, 'contacted');
    const bobsQuote = await sendLead('quote_requests', bob);

    expect((await requestsOf(bob)).map((row) => [row.id, row.status])).toEqual([[bobsQuote, 'received']]);
    expect(JSON.stringify(await requestsOf(bob))).not.toContain('haggled');
    expect((await requestsOf(alice)).map((row) => row.id)).not.toContain(bobsQuote);

    expect(await tryAs(db, anonClaims, (tx) => tx.query('select * from public.my_requests()'))).toMatchObject(
      {
        ok: false,
        code: '42501',
      },
    );
  });

  it('stays SECURITY DEFINER with an empty search_path, executable by signed-in clients only', async () => {
    const fn = (
      await db.query<{ definer: boolean; config: string[] | null }>(
        `select prosecdef as definer, proconfig as config from pg_proc where oid = 'public.my_requests()'::regprocedure`,
      )
    ).rows[0]!;
    expect(fn).toEqual({ definer: true, config: ['search_path=""'] });
    const may = async (role: string) =>
      (
        await db.query<{ ok: boolean }>(
          `select has_function_privilege($1, 'public.my_requests()', 'execute') as ok`,
          [role],
        )
      ).rows[0]!.ok;
    expect({
      anon: await may('anon'),
      authenticated: await may('authenticated'),
      service_role: await may('service_role'),
    }).toEqual({ anon: false, authenticated: true, service_role: false });
  });
});
