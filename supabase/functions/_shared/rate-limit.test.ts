// public.check_rate_limit on the real migrations (PGlite): counting, windows, and who may call it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asRole, openDatabase, type PGlite } from '../../../local/db/index.ts';

let db: PGlite;

beforeAll(async () => {
  db = await openDatabase();
});

afterAll(async () => {
  await db?.close();
});

async function check(bucket: string, key: string, maxHits: number, windowSeconds: number): Promise<boolean> {
  return asRole(db, { role: 'service_role' }, async (tx) => {
    const result = await tx.query<{ allowed: boolean }>(
      'select public.check_rate_limit($1, $2, $3, $4) as allowed',
      [bucket, key, maxHits, windowSeconds],
    );
    return result.rows[0]!.allowed;
  });
}

describe('check_rate_limit', () => {
  it('allows max_hits requests per window, then refuses, per bucket and client', async () => {
    const outcomes = [];
    for (let i = 0; i < 4; i++) outcomes.push(await check('quote-request', 'client-a', 3, 60));
    expect(outcomes).toEqual([true, true, true, false]);
    expect(await check('quote-request', 'client-b', 3, 60)).toBe(true);
    expect(await check('contact-message', 'client-a', 3, 60)).toBe(true);
  });

  it('opens a new window once the old one has passed', async () => {
    expect(await check('newsletter-signup', 'client-c', 1, 60)).toBe(true);
    expect(await check('newsletter-signup', 'client-c', 1, 60)).toBe(false);
    await db.query(
      `update public.rate_limits set window_start = now() - interval '61 seconds'
       where bucket = 'newsletter-signup' and client_key = 'client-c'`,
    );
    expect(await check('newsletter-signup', 'client-c', 1, 60)).toBe(true);
    const row = await db.query<{ hits: number }>(
      `select hits from public.rate_limits where bucket = 'newsletter-signup' and client_key = 'client-c'`,
    );
    expect(row.rows[0]!.hits).toBe(1);
  });

  it('sweeps counters older than a day', async () => {
    await db.query(
      `insert into public.rate_limits (bucket, client_key, window_start, hits)
       values ('referral-invite', 'client-old', now() - interval '2 days', 9)`,
    );
    await check('referral-invite', 'client-new', 5, 60);
    const left = await db.query(`select 1 from public.rate_limits where client_key = 'client-old'`);
    expect(left.rows).toHaveLength(0);
  });

  it('rejects nonsensical budgets', async () => {
    await expect(check('quote-request', 'client-d', 0, 60)).rejects.toThrow(/max_hits/);
    await expect(check('quote-request', 'client-d', 5, 0)).rejects.toThrow(/window_seconds/);
    await expect(check('quote-request', 'client-d', 5, 86_401)).rejects.toThrow(/window_seconds/);
  });

  it.each(['anon', 'authenticated'] as const)(
    'is not callable by %s, nor is the table readable',
    async (role) => {
      const claims = role === 'authenticated' ? { role, sub: crypto.randomUUID() } : { role };
      await expect(
        asRole(db, claims, (tx) => tx.query(`select public.check_rate_limit('x', 'y', 5, 60)`)),
      ).rejects.toThrow(/permission denied/);
      await expect(asRole(db, claims, (tx) => tx.query('select * from public.rate_limits'))).rejects.toThrow(
        /permission denied/,
      );
    },
  );

  it('is SECURITY DEFINER with an empty search_path', async () => {
    const result = await db.query<{ prosecdef: boolean; proconfig: string[] }>(
      `select prosecdef, proconfig from pg_proc where oid = 'public.check_rate_limit(text, text, integer, integer)'::regprocedure`,
    );
    expect(result.rows[0]).toEqual({ prosecdef: true, proconfig: ['search_path=""'] });
  });

  it('has row level security on its table', async () => {
    const result = await db.query<{ relrowsecurity: boolean }>(
      `select relrowsecurity from pg_class where oid = 'public.rate_limits'::regclass`,
    );
    expect(result.rows[0]!.relrowsecurity).toBe(true);
  });
});
