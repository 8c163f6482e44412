// When the owners first answered a quote or a message (first_response_at), on the real migrations (PGlite): the
// first status change away from New, or the admin's tap on Call or Email (record_lead_response), whichever is first;
// and the owners' settings, which only admins read and change.
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asRole, openDatabase } from '../../local/db/index.ts';
import { createUser, makeAdmin, userClaims, type TestUser } from '../support/db-roles.ts';

let db: PGlite;
let admin: TestUser;
let client: TestUser;

beforeAll(async () => {
  db = await openDatabase();
  admin = await createUser(db);
  await makeAdmin(db, admin);
  client = await createUser(db);
});

afterAll(async () => {
  await db?.close();
});

const newQuote = async () =>
  (
    await db.query<{ id: string }>(
      `insert into public.quote_requests (name, contact, zip_code, dog_count, in_service_area)
       values ('Pat Lee', '(254) 555-0100', '76643', 1, true) returning id`,
    )
  ).rows[0]!.id;

const answeredAt = async (id: string) =>
  (
    await db.query<{ at: Date | null }>(
      'select first_response_at as at from public.quote_requests where id = $1',
      [id],
    )
  ).rows[0]!.at;

const asAdmin = <T>(work: (tx: Parameters<Parameters<typeof asRole>[2]>[0]) => Promise<T>) =>
  asRole(db, userClaims(admin), work);

describe('first_response_at', () => {
  it('is set by the first status change away from New, and kept by later ones', async () => {
    const id = await newQuote();
    expect(await answeredAt(id)).toBeNull();
    await asAdmin((tx) =>
      tx.query(`update public.quote_requests set note = 'left a voicemail' where id = $1`, [id]),
    );
    expect(await answeredAt(id)).toBeNull();
    await asAdmin((tx) =>
      tx.query(`update public.quote_requests set status = 'contacted' where id = $1`, [id]),
    );
    const first = await answeredAt(id);
    expect(first).not.toBeNull();
    await asAdmin((tx) => tx.query(`update public.quote_requests set status = 'booked' where id = $1`, [id]));
    expect(await answeredAt(id)).toEqual(first);
  });

  it('is set by the admin’s tap on Call or Email, once, and shown in the inbox', async () => {
    const id = await newQuote();
    const tapped = await asAdmin(
      async (tx) =>
        (await tx.query<{ at: Date }>(`select public.record_lead_response('quote_requests', $1) as at`, [id]))
          .rows[0]!.at,
    );
    expect(await answeredAt(id)).toEqual(tapped);
    const again = await asAdmin(
      async (tx) =>
        (await tx.query<{ at: Date }>(`select public.record_lead_response('quote_requests', $1) as at`, [id]))
          .rows[0]!.at,
    );
    expect(again).toEqual(tapped);
    // A status change later does not move it.
    await asAdmin((tx) =>
      tx.query(`update public.quote_requests set status = 'contacted' where id = $1`, [id]),
    );
    expect(await answeredAt(id)).toEqual(tapped);
    const inbox = await asAdmin(
      async (tx) =>
        (
          await tx.query<{ first_response_at: Date; follow_up_sent_at: Date | null }>(
            'select first_response_at, follow_up_sent_at from public.leads_inbox where id = $1',
            [id],
          )
        ).rows[0]!,
    );
    expect(inbox).toEqual({ first_response_at: tapped, follow_up_sent_at: null });
  });

  it('is recorded by admins only, and only for quotes and messages', async () => {
    const id = await newQuote();
    await expect(
      asRole(db, userClaims(client), (tx) =>
        tx.query(`select public.record_lead_response('quote_requests', $1)`, [id]),
      ),
    ).rejects.toThrow(/Only admins/);
    await expect(
      asAdmin((tx) => tx.query(`select public.record_lead_response('newsletter_subscribers', $1)`, [id])),
    ).rejects.toThrow(/Only quotes and messages/);
    expect(await answeredAt(id)).toBeNull();
  });
});

describe('owner_settings', () => {
  it('admins read and change it, logged; anyone else sees nothing and changes nothing', async () => {
    await asAdmin((tx) =>
      tx.query(`update public.owner_settings set follow_ups = false, owner_texts = 'business_hours'`),
    );
    const seen = await asAdmin(
      async (tx) => (await tx.query('select follow_ups, owner_texts from public.owner_settings')).rows,
    );
    expect(seen).toEqual([{ follow_ups: false, owner_texts: 'business_hours' }]);
    const logged = await db.query(
      `select 1 from public.audit_logs where action_type = 'owner_settings_change'`,
    );
    expect(logged.rows.length).toBeGreaterThan(0);

    expect(
      await asRole(
        db,
        userClaims(client),
        async (tx) => (await tx.query('select * from public.owner_settings')).rows,
      ),
    ).toEqual([]);
    await asRole(db, userClaims(client), (tx) =>
      tx.query(`update public.owner_settings set follow_ups = true`),
    );
    await expect(
      asAdmin((tx) => tx.query(`update public.owner_settings set owner_texts = 'sometimes'`)),
    ).rejects.toThrow(/owner_texts_known/);
    expect((await db.query('select follow_ups from public.owner_settings')).rows).toEqual([
      { follow_ups: false },
    ]);
  });
});
