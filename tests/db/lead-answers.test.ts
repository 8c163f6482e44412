// What the owners need to answer a lead: a quote's phone or email in the inbox (in the column its shape says) and in
// their email, the referral code a lead carried with its referrer, and the "Today" summary's counts, admins only.
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asRole, openDatabase } from '../../local/db/index.ts';
import {
  callAs,
  claimsFor,
  createUser,
  makeAdmin,
  referralCodeOf,
  tryAs,
  type TestUser,
} from '../support/db-roles.ts';

let db: PGlite;
let admin: TestUser;
let client: TestUser;
let referrerCode: string;

beforeAll(async () => {
  db = await openDatabase();
  admin = await createUser(db, { email: 'owner@answers.test' });
  client = await createUser(db, { email: 'maria.lopez@answers.test' });
  await makeAdmin(db, admin);
  referrerCode = await referralCodeOf(db, client);
});

afterAll(async () => {
  await db?.close();
});

async function insertQuote(values: {
  name: string;
  contact?: string;
  referral_code?: string;
}): Promise<string> {
  return asRole(db, claimsFor('service'), async (tx) => {
    const result = await tx.query<{ id: string }>(
      `insert into public.quote_requests (name, zip_code, dog_count, in_service_area, contact, referral_code)
       values ($1, '76643', 4, true, $2, $3) returning id`,
      [values.name, values.contact ?? null, values.referral_code ?? null],
    );
    return result.rows[0]!.id;
  });
}

interface InboxRow {
  email: string | null;
  phone: string | null;
  referral_code: string | null;
  referrer: string | null;
}

const inboxRow = (id: string) =>
  callAs<InboxRow>(
    db,
    claimsFor(admin),
    'select email, phone, referral_code, referrer from public.leads_inbox where id = $1',
    [id],
  );

const notificationOf = async (id: string) =>
  asRole(db, claimsFor('service'), async (tx) => {
    const result = await tx.query<{ body: string; reply_to: string | null }>(
      `select body, reply_to from public.notifications where quote_request_id = $1 and audience = 'owners'`,
      [id],
    );
    return result.rows[0]!;
  });

describe('a quote with a phone number or an email address', () => {
  it('shows a phone in the phone column and emails the owners with it', async () => {
    const id = await insertQuote({ name: 'Mary O’Neil', contact: '(254) 555-0142' });
    expect(await inboxRow(id)).toMatchObject({ phone: '(254) 555-0142', email: null });
    const mail = await notificationOf(id);
    expect(mail.body).toContain('Phone or email: (254) 555-0142');
    expect(mail.reply_to).toBeNull();
  });

  it('shows an address in the email column, and the owners can answer the email', async () => {
    const id = await insertQuote({ name: 'Ann Lee', contact: 'ann.lee@example.com' });
    expect(await inboxRow(id)).toMatchObject({ email: 'ann.lee@example.com', phone: null });
    const mail = await notificationOf(id);
    expect(mail.body).toContain('Phone or email: ann.lee@example.com');
    expect(mail.reply_to).toBe('ann.lee@example.com');
  });

  it('without one, tells the owners to watch for the booking', async () => {
    const id = await insertQuote({ name: 'Bo Diaz' });
    expect(await inboxRow(id)).toMatchObject({ email: null, phone: null });
    expect((await notificationOf(id)).body).toContain('Phone or email: none given: watch for their booking');
  });

  it('refuses an empty or over-long contact', async () => {
    for (const contact of ['', 'x'.repeat(256)]) {
      const outcome = await tryAs(db, claimsFor('service'), (tx) =>
        tx.query(
          `insert into public.quote_requests (name, zip_code, dog_count, in_service_area, contact)
           values ('A', '76643', 1, true, $1)`,
          [contact],
        ),
      );
      expect(outcome).toMatchObject({ ok: false, code: '23514' });
    }
  });
});

describe('the referral code a lead carried', () => {
  it("names the referrer by a masked address in the inbox and the owners' email", async () => {
    const id = await insertQuote({ name: 'Referred Friend', referral_code: referrerCode });
    expect(await inboxRow(id)).toMatchObject({ referral_code: referrerCode, referrer: 'ma•••@answers.test' });
    expect((await notificationOf(id)).body).toContain(`Referred by: ${referrerCode} (ma•••@answers.test)`);
  });

  it('says when no account has the code', async () => {
    const id = await insertQuote({ name: 'Odd Code', referral_code: 'NOSUCH99' });
    expect(await inboxRow(id)).toMatchObject({ referral_code: 'NOSUCH99', referrer: null });
    expect((await notificationOf(id)).body).toContain('Referred by: NOSUCH99 (no account has this code)');
  });

  it('is carried by messages and newsletter sign-ups too', async () => {
    await asRole(db, claimsFor('service'), async (tx) => {
      await tx.query(
        `insert into public.contact_messages (name, email, message, referral_code)
         values ('Cara', 'cara@example.com', 'Hello', $1)`,
        [referrerCode],
      );
      await tx.query(
        `insert into public.newsletter_subscribers (email, source, referral_code) values ('news@example.com', 'footer', $1)`,
        [referrerCode],
      );
    });
    const kinds = await asRole(db, claimsFor(admin), async (tx) =>
      (
        await tx.query<{ kind: string }>(
          `select kind from public.leads_inbox where referral_code = $1 and kind <> 'quote_requests' order by kind`,
          [referrerCode],
        )
      ).rows.map((row) => row.kind),
    );
    expect(kinds).toEqual(['contact_messages', 'newsletter_subscribers']);
  });

  it('refuses a code that is not one in shape', async () => {
    const outcome = await tryAs(db, claimsFor('service'), (tx) =>
      tx.query(
        `insert into public.quote_requests (name, zip_code, dog_count, in_service_area, referral_code)
         values ('A', '76643', 1, true, 'lower case')`,
      ),
    );
    expect(outcome).toMatchObject({ ok: false, code: '23514' });
  });
});

interface Summary {
  by_kind: { kind: string; this_week: number; last_week: number }[];
  by_page: { page: string; this_week: number; last_week: number }[];
  quotes_last_30_days: number;
  quotes_booked_last_30_days: number;
  failed_notifications: number;
}

describe('admin_today_summary', () => {
  it('counts this week and last by kind and page, bookings of 30 days and failed emails', async () => {
    const fresh = await openDatabase();
    try {
      const owner = await createUser(fresh, { email: 'owner@summary.test' });
      await makeAdmin(fresh, owner);
      await asRole(fresh, claimsFor('service'), async (tx) => {
        // Two quotes this week from /waco, one of them booked; one last week from the home page; one 40 days ago.
        await tx.query(
          `insert into public.quote_requests (name, zip_code, dog_count, in_service_area, page, created_at)
           values ('A', '76643', 1, true, '/waco', now()),
                  ('B', '76643', 1, true, '/waco', now()),
                  ('C', '76643', 1, true, '/', now() - interval '7 days'),
                  ('D', '76643', 1, true, '/', now() - interval '40 days')`,
        );
        await tx.query(
          `insert into public.contact_messages (name, email, message, page) values ('E', 'e@example.com', 'Hi', '/contact')`,
        );
        await tx.query(`update public.notifications set status = 'failed' where id in (
          select id from public.notifications order by created_at limit 1)`);
      });
      await asRole(fresh, claimsFor(owner), (tx) =>
        tx.query(`update public.quote_requests set status = 'booked' where name = 'A'`),
      );

      const { admin_today_summary: summary } = await callAs<{ admin_today_summary: Summary }>(
        fresh,
        claimsFor(owner),
        'select public.admin_today_summary()',
      );
      const quotes = summary.by_kind.find((row) => row.kind === 'quote_requests')!;
      expect(quotes.this_week + quotes.last_week).toBe(3);
      expect(summary.by_kind.find((row) => row.kind === 'contact_messages')).toMatchObject({
        this_week: 1,
        last_week: 0,
      });
      const waco = summary.by_page.find((row) => row.page === '/waco')!;
      expect(waco.this_week + waco.last_week).toBe(2);
      expect(summary.quotes_last_30_days).toBe(3);
      expect(summary.quotes_booked_last_30_days).toBe(1);
      expect(summary.failed_notifications).toBe(1);
    } finally {
      await fresh.close();
    }
  });

  it('refuses anyone who is not an admin', async () => {
    for (const actor of ['anon', client] as const) {
      const outcome = await tryAs(db, claimsFor(actor), (tx) =>
        tx.query('select public.admin_today_summary()'),
      );
      expect(outcome).toMatchObject({ ok: false, code: '42501' });
    }
  });
});
