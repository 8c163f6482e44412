// The owners' demand figures (admin_demand_summary, migration 20261127001100_quote_estimates.sql): admins only; this
// month's quotes from outside the area by ZIP code (the waiting list Today shows), and each plan's estimates of the
// last 30 days with how many of them booked (the Prices section).
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../local/db/index.ts';
import { estimate } from '../../supabase/functions/_shared/browser-safe/pricing.ts';
import { SEEDED_PRICE_LIST } from '../support/seeded-price-list.ts';
import { anonClaims, createUser, makeAdmin, tryAs, userClaims, type TestUser } from '../support/db-roles.ts';

interface Demand {
  month_starts_at: string;
  outside_area_by_zip: { zip_code: string; quotes: number }[];
  plans: { plan: string; estimates: number; booked: number }[];
}

let db: PGlite;
let admin: TestUser;
let client: TestUser;
let monthStart: Date;

beforeAll(async () => {
  db = await openDatabase();
  admin = await createUser(db, { email: 'owner@demand.test' });
  await makeAdmin(db, admin);
  client = await createUser(db, { email: 'client@demand.test' });
  monthStart = new Date((await summaryAs(admin)).month_starts_at);
});

afterAll(async () => {
  await db?.close();
});

async function summaryAs(user: TestUser): Promise<Demand> {
  const result = await tryAs(
    db,
    userClaims(user),
    async (tx) => (await tx.query<{ s: Demand }>('select public.admin_demand_summary() as s')).rows[0]!.s,
  );
  if (!result.ok) throw new Error(result.message);
  return result.value;
}

/** A quote in the area, priced by the seeded list as the quote function prices it, sent `daysAgo` days ago. */
async function pricedQuote(plan: 'weekly' | 'every_other_week' | 'one_time', status: string, daysAgo = 0) {
  const priced = estimate(SEEDED_PRICE_LIST, { plan, dogs: 2 });
  await db.query(
    `insert into public.quote_requests
       (name, zip_code, dog_count, in_service_area, plan, estimate, price_list_version, status, created_at)
     values ('Priced', '76710', 2, true, $1, $2, 1, $3, now() - make_interval(days => $4))`,
    [plan, JSON.stringify(priced), status, daysAgo],
  );
}

async function waitingListQuote(zip: string, createdAt: Date | 'now' = 'now') {
  await db.query(
    `insert into public.quote_requests (name, zip_code, dog_count, in_service_area, plan, created_at)
     values ('Far Away', $1, 1, false, 'weekly', coalesce($2::timestamptz, now()))`,
    [zip, createdAt === 'now' ? null : createdAt.toISOString()],
  );
}

describe('admin_demand_summary', () => {
  it('answers admins only: anonymous callers and clients get 42501', async () => {
    for (const claims of [anonClaims, userClaims(client)]) {
      const refused = await tryAs(db, claims, (tx) => tx.query('select public.admin_demand_summary()'));
      expect(refused).toMatchObject({ ok: false, code: '42501' });
    }
    expect(await summaryAs(admin)).toMatchObject({ outside_area_by_zip: [], plans: [] });
  });

  it('starts the month at midnight in the business’s zone (US Central)', () => {
    const local = new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/Chicago',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    }).format(monthStart);
    expect(local).toBe('1, 00:00');
  });

  it("counts each plan's estimates of the last 30 days and how many booked, and nothing older or unpriced", async () => {
    await pricedQuote('weekly', 'booked');
    await pricedQuote('weekly', 'new', 3);
    await pricedQuote('weekly', 'booked', 29);
    await pricedQuote('weekly', 'booked', 31);
    await pricedQuote('one_time', 'contacted');
    await pricedQuote('every_other_week', 'lost', 45);
    await waitingListQuote('90210');

    expect((await summaryAs(admin)).plans).toEqual([
      { plan: 'weekly', estimates: 3, booked: 2 },
      { plan: 'one_time', estimates: 1, booked: 0 },
    ]);
  });

  it("lists this month's quotes from outside the area by ZIP code, most first, and none from before the month", async () => {
    await waitingListQuote('76801');
    await waitingListQuote('90210');
    await waitingListQuote('90210');
    await waitingListQuote('10001', new Date(monthStart.getTime() - 1000));
    const { outside_area_by_zip } = await summaryAs(admin);
    // 90210 has the one from the previous case too.
    expect(outside_area_by_zip).toEqual([
      { zip_code: '90210', quotes: 3 },
      { zip_code: '76801', quotes: 1 },
    ]);
  });
});
