import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type PGlite } from './index.ts';
import { dumpSchema, staleSchemaMessage } from './schema-dump.ts';

let db: PGlite;
let dump: string;

beforeAll(async () => {
  db = await openDatabase();
  dump = await dumpSchema(db);
}, 120_000);

afterAll(() => db.close());

describe('the schema dump (supabase/schema.sql)', () => {
  it('is committed as the migrations give it today', () => {
    const committed = readFileSync(new URL('../../supabase/schema.sql', import.meta.url), 'utf8');
    expect(staleSchemaMessage(committed, dump)).toBeNull();
  });

  it('holds what a reader looks for: tables, views, function bodies, row-level security, policies, triggers, grants', () => {
    expect(dump).toContain('CREATE TABLE public.quote_requests (');
    expect(dump).toContain("CREATE VIEW public.leads_inbox WITH (security_invoker='true') AS");
    expect(dump).toMatch(
      /CREATE FUNCTION public\.is_admin\(\)[^$]*AS \$\$[^$]*from public\.user_roles[^$]*\$\$;/,
    );
    expect(dump).toContain('ALTER TABLE public.quote_requests ENABLE ROW LEVEL SECURITY;');
    expect(dump).toMatch(/^CREATE POLICY "[^"]+" ON public\.quote_requests /m);
    expect(dump).toMatch(/^CREATE TRIGGER quote_requests_notify_owners /m);
    expect(dump).toContain('GRANT SELECT ON TABLE public.leads_inbox TO authenticated;');
    // In schema private, which the API does not expose.
    expect(dump).toMatch(/^CREATE FUNCTION private\.enqueue_lead_notification\(\)/m);
  });

  it("adds the migrations' triggers on auth.users, and nothing else of Supabase's auth schema or the local bookkeeping", () => {
    expect(dump).toMatch(/^CREATE TRIGGER on_auth_user_created AFTER INSERT ON auth\.users /m);
    expect(dump).not.toMatch(/CREATE (TABLE|FUNCTION|SCHEMA) auth\b/);
    expect(dump).not.toContain('local_meta');
    expect(dump.trimEnd().endsWith('-- PostgreSQL database dump complete\n--')).toBe(true);
  });

  it('names no owner, machine path or date, so it depends on the migrations alone', () => {
    expect(dump).not.toMatch(/OWNER TO|Owner: (?!-$)/m);
    expect(dump).not.toMatch(/\/(work|tmp|home|Users|root)\//);
    expect(dump).not.toMatch(/\b20\d\d-\d\d-\d\d\b/);
  });

  it('is the same for the same migrations, and stale once the database differs: the check then fails and names the command', async () => {
    expect(staleSchemaMessage(dump, dump)).toBeNull();
    expect(staleSchemaMessage(null, dump)).toBe(
      'supabase/schema.sql is missing: run `npm run db:schema` (tsx scripts/dump-schema.ts) and commit it.',
    );

    const migratedFurther = await openDatabase();
    try {
      // Another database from the same migrations gives the same bytes, until it changes as a new migration would.
      const searchPath = async () => (await migratedFurther.query('show search_path')).rows;
      const before = await searchPath();
      expect(await dumpSchema(migratedFurther)).toBe(dump);
      expect(await searchPath()).toEqual(before);
      await migratedFurther.exec('alter table quote_requests add column gate_code text');
      const newer = await dumpSchema(migratedFurther);
      expect(newer).toMatch(/CREATE TABLE public\.quote_requests \([^;]*\n {4}gate_code text,\n/);
      expect(staleSchemaMessage(dump, newer)).toBe(
        'supabase/schema.sql is out of date with supabase/migrations: run `npm run db:schema` (tsx scripts/dump-schema.ts) and commit it.',
      );
    } finally {
      await migratedFurther.close();
    }
  }, 120_000);
});
