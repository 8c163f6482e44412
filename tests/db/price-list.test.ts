// The owners' price list (migration 20261127001000_price_list.sql): anyone reads the active version and nothing
// else, only admins save, saving checks every cell and keeps the old versions, and the Activity log says what
// changed in words.
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asRole, openDatabase } from '../../local/db/index.ts';
import { PRICE_CELLS } from '../../supabase/functions/_shared/browser-safe/pricing.ts';
import { SEEDED_PRICE_LIST } from '../support/seeded-price-list.ts';
import { anonClaims, createUser, makeAdmin, tryAs, userClaims, type TestUser } from '../support/db-roles.ts';

let db: PGlite;
let admin: TestUser;
let client: TestUser;

beforeAll(async () => {
  db = await openDatabase();
  admin = await createUser(db, { email: 'owner@price-list.test' });
  await makeAdmin(db, admin);
  client = await createUser(db, { email: 'client@price-list.test' });
});

afterAll(async () => {
  await db?.close();
});

type Row = { version: number; cell: string; cents: number | null };

const pricesAs = async (claims: Parameters<typeof tryAs>[1]) => {
  const result = await tryAs(
    db,
    claims,
    async (tx) =>
      (await tx.query<Row>('select version, cell, cents from public.price_list_prices order by cell')).rows,
  );
  if (!result.ok) throw new Error(result.message);
  return result.value;
};

const save = (who: TestUser, prices: Record<string, unknown>) =>
  tryAs(db, userClaims(who), async (tx) => {
    const result = await tx.query<{ v: { version: number; changes: string[] } }>(
      'select public.save_price_list($1::jsonb) as v',
      [JSON.stringify(prices)],
    );
    await tx.query('commit');
    return result.rows[0]!.v;
  });

/** Saves as the admin and rolls back; the cells the database refused, with its messages, or null when it saved. */
const refusedCells = async (
  changes: Record<string, unknown>,
  base: Record<string, unknown> = SEEDED_PRICE_LIST.cents,
) =>
  asRole(db, userClaims(admin), async (tx) => {
    try {
      await tx.query('select public.save_price_list($1::jsonb)', [JSON.stringify({ ...base, ...changes })]);
      return null;
    } catch (error) {
      const { code, detail } = error as { code?: string; detail?: string };
      expect(code).toBe('22023');
      return JSON.parse(String(detail)) as Record<string, string>;
    } finally {
      await tx.rollback();
    }
  });

describe('the seeded list', () => {
  it('is version 1 with the defaults of docs/product.md, one price for every cell the estimate reads', async () => {
    const rows = await pricesAs(anonClaims);
    expect(new Set(rows.map((r) => r.version))).toEqual(new Set([1]));
    expect(Object.fromEntries(rows.map((r) => [r.cell, r.cents]))).toEqual(SEEDED_PRICE_LIST.cents);
    const cells = await db.query<{ cell: string }>('select cell from public.price_cells order by position');
    expect(cells.rows.map((r) => r.cell)).toEqual(PRICE_CELLS);
  });
});

describe('who may save', () => {
  it('refuses anonymous callers and clients, and nobody writes the tables directly', async () => {
    for (const claims of [anonClaims, userClaims(client)]) {
      const rpc = await tryAs(db, claims, (tx) =>
        tx.query('select public.save_price_list($1::jsonb)', [JSON.stringify(SEEDED_PRICE_LIST.cents)]),
      );
      expect(rpc).toMatchObject({ ok: false, code: '42501' });
      for (const sql of [
        'insert into public.price_list_versions default values',
        "update public.price_list_prices set cents = 1 where cell = 'plan.weekly.first_dog'",
        'delete from public.price_list_prices',
        "insert into public.price_cells (cell, label, position, quote_on_site_allowed) values ('x', 'x', 99, true)",
      ]) {
        expect(await tryAs(db, claims, (tx) => tx.query(sql))).toMatchObject({ ok: false, code: '42501' });
      }
    }
    const admins = await tryAs(db, userClaims(admin), (tx) =>
      tx.query("update public.price_list_prices set cents = 1 where cell = 'plan.weekly.first_dog'"),
    );
    expect(admins).toMatchObject({ ok: false, code: '42501' });
  });
});

describe('saving', () => {
  it('names every wrong cell with what is wrong, and saves nothing', async () => {
    const refused = await refusedCells({
      'plan.weekly.first_dog': 2500.5,
      'plan.weekly.extra_dog': -1,
      'plan.one_time.first_dog': 100001,
      'plan.twice_weekly.first_dog': null,
      'plan.twice_weekly.extra_dog': '4',
      'credit.referral': undefined,
      'plan.monthly.first_dog': 100,
    });
    expect(refused).toEqual({
      'plan.weekly.first_dog': 'Use whole cents.',
      'plan.weekly.extra_dog': 'Enter a price from $0 to $1,000.',
      'plan.one_time.first_dog': 'Enter a price from $0 to $1,000.',
      'plan.twice_weekly.first_dog': "Enter a price: this one can't be quoted on site.",
      'plan.twice_weekly.extra_dog': 'Enter a price in dollars and cents.',
      'credit.referral': 'Enter a price.',
      'plan.monthly.first_dog': 'Not a cell of the price list.',
    });
    expect(await refusedCells({}, {})).toSatisfy((r: object) => Object.keys(r).length === PRICE_CELLS.length);
    expect(await refusedCells({ 'plan.weekly.first_dog': 100000, 'yard.recurring.large': null })).toBeNull();
  });

  it('keeps the old version, makes the new one active, and logs what changed in words', async () => {
    const saved = await save(admin, {
      ...SEEDED_PRICE_LIST.cents,
      'plan.weekly.first_dog': 2800,
      'yard.recurring.large': null,
    });
    expect(saved).toEqual({
      ok: true,
      value: {
        version: expect.any(Number),
        changes: ['weekly, 1 dog: $25 → $28', 'large yard (1/4 to 1/2 acre), a visit: $5 → we quote on site'],
      },
    });
    const version = saved.ok ? saved.value.version : NaN;
    expect(version).toBeGreaterThan(1);
    const anonymous = await pricesAs(anonClaims);
    expect(new Set(anonymous.map((r) => r.version))).toEqual(new Set([version]));
    expect(anonymous.find((r) => r.cell === 'plan.weekly.first_dog')?.cents).toBe(2800);
    // The old version stays for the leads priced with it; only admins read it.
    const versionOne = (rows: Row[]) => rows.filter((r) => r.version === 1).length;
    expect(versionOne(await pricesAs(userClaims(admin)))).toBe(PRICE_CELLS.length);
    expect(versionOne(await pricesAs(userClaims(client)))).toBe(0);
    const log = await db.query<{ action_type: string; user_id: string; new_values: { changes: string[] } }>(
      "select action_type, user_id, new_values from public.audit_logs where action_type = 'price_list_change'",
    );
    expect(log.rows).toEqual([
      expect.objectContaining({
        user_id: admin.id,
        new_values: expect.objectContaining({ changes: saved.ok && saved.value.changes }),
      }),
    ]);
  });

  it('saves no new version when nothing changed', async () => {
    const active = await pricesAs(anonClaims);
    const same = Object.fromEntries(active.map((r) => [r.cell, r.cents]));
    expect(await save(admin, same)).toEqual({
      ok: true,
      value: { version: active[0]!.version, changes: [] },
    });
  });
});
