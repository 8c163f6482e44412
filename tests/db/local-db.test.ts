// The local database itself: migrations applied from empty and once per data folder, the migrated image kept for
// the next process, the schema-wide security rules, asRole and ensureLocalAdmin, and the generated types matching
// the migrations.
import { randomUUID } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import bcrypt from 'bcryptjs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  asRole,
  ensureLocalAdmin,
  listMigrations,
  migratedImagePath,
  openDatabase,
} from '../../local/db/index.ts';
import type * as LocalDb from '../../local/db/index.ts';
import { generateDatabaseTypes } from '../../local/db/typegen.ts';
import { callAs, createUser, userClaims } from '../support/db-roles.ts';

const SUPABASE_DIR = fileURLToPath(new URL('../../supabase/', import.meta.url));
const TYPES_PATH = fileURLToPath(new URL('../../src/lib/database.types.ts', import.meta.url));
const RPCS = [
  'admin_referrals',
  'decide_referral',
  'grant_admin_role',
  'is_admin',
  'log_admin_action',
  'my_referrals',
  'process_referral_signup',
  'record_inbox_visit',
  'revoke_admin_role',
];

let db: PGlite;

beforeAll(async () => {
  db = await openDatabase();
});

afterAll(async () => {
  await db?.close();
});

describe('migrations on an empty database', () => {
  it('applies the bootstrap, every migration in file-name order, then the seed, each recorded once', async () => {
    const applied = await db.query<{ name: string; kind: string }>(
      'select name, kind from local_meta.schema_migrations order by applied_at, name',
    );
    const migrations = listMigrations().map((m) => m.name);
    expect(migrations.length).toBeGreaterThanOrEqual(4);
    expect(migrations).toEqual([...migrations].sort());
    expect(applied.rows).toEqual([
      { name: 'bootstrap.sql', kind: 'bootstrap' },
      { name: 'bootstrap-auth-email.sql', kind: 'bootstrap' },
      ...migrations.map((name) => ({ name, kind: 'migration' })),
      { name: 'seed.sql', kind: 'seed' },
    ]);
  });

  it("opens a second in-memory database from the migrated image: same schema, none of the first one's data", async () => {
    await db.query(`insert into public.quote_requests (name, zip_code, dog_count, in_service_area)
                    values ('Only In The First', '76643', 1, true)`);
    const second = await openDatabase();
    try {
      const steps = async (d: PGlite) =>
        (await d.query('select name, checksum from local_meta.schema_migrations order by name')).rows;
      expect(await steps(second)).toEqual(await steps(db));
      const rows = await second.query(`select 1 from public.quote_requests where name = 'Only In The First'`);
      expect(rows.rows).toEqual([]);
      const user = await createUser(second);
      expect(await callAs(second, userClaims(user), 'select public.is_admin() as v')).toEqual({ v: false });
    } finally {
      await second.close();
    }
  });

  it('creates the tables of the data contract', async () => {
    const tables = await db.query<{ table_name: string }>(
      `select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    expect(tables.rows.map((t) => t.table_name)).toEqual(
      expect.arrayContaining([
        'newsletter_subscribers',
        'quote_requests',
        'contact_messages',
        'referral_invites',
        'profiles',
        'referrals',
        'user_roles',
        'audit_logs',
        'notifications',
      ]),
    );
  });
});

describe('schema-wide security rules', () => {
  it('every table in public has row level security enabled', async () => {
    const withoutRls = await db.query<{ relname: string }>(
      `select c.relname from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relrowsecurity`,
    );
    expect(withoutRls.rows).toEqual([]);
  });

  it("every SECURITY DEFINER function pins search_path to ''", async () => {
    const unpinned = await db.query<{ fn: string }>(
      `select p.oid::regprocedure::text as fn
         from pg_catalog.pg_proc p join pg_catalog.pg_namespace n on n.oid = p.pronamespace
        where p.prosecdef and n.nspname not in ('pg_catalog', 'information_schema')
          and not coalesce(p.proconfig @> array['search_path=""'], false)`,
    );
    expect(unpinned.rows).toEqual([]);
  });

  it('anon holds no privilege on any table in public or auth but reading the price list', async () => {
    const granted = await db.query<{ relation: string }>(
      `select n.nspname || '.' || c.relname as relation
         from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
        where n.nspname in ('public', 'auth') and c.relkind in ('r', 'p', 'v', 'm')
          and has_table_privilege('anon', c.oid, 'select, insert, update, delete, truncate, references, trigger')
        order by 1`,
    );
    // Anyone may read the active price list (the quote form prices from it); its policies show nothing else.
    expect(granted.rows.map((r) => r.relation)).toEqual([
      'public.price_cells',
      'public.price_list_prices',
      'public.price_list_versions',
    ]);
    for (const table of ['price_cells', 'price_list_prices', 'price_list_versions']) {
      const writes = await db.query<{ ok: boolean }>(
        `select has_table_privilege('anon', $1, 'insert, update, delete, truncate, references, trigger') as ok`,
        [`public.${table}`],
      );
      expect(writes.rows[0]!.ok, table).toBe(false);
    }
  });

  it("authenticated reaches no table in auth and writes no table in public except the subscriber migration, the leads' triage and the owners' settings", async () => {
    const writable = await db.query<{ relation: string; privilege: string }>(
      `select n.nspname || '.' || c.relname as relation, p.privilege
         from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
         cross join unnest(array['select', 'insert', 'update', 'delete', 'truncate', 'references', 'trigger'])
           as p(privilege)
        where c.relkind in ('r', 'p', 'v', 'm')
          and (n.nspname = 'auth' or (n.nspname = 'public' and p.privilege <> 'select'))
          and case when p.privilege in ('select', 'insert', 'update', 'references')
                   then has_any_column_privilege('authenticated', c.oid, p.privilege)
                   else has_table_privilege('authenticated', c.oid, p.privilege) end`,
    );
    expect(writable.rows).toEqual(
      expect.arrayContaining([
        { relation: 'public.newsletter_subscribers', privilege: 'insert' },
        { relation: 'public.newsletter_subscribers', privilege: 'update' },
        { relation: 'public.quote_requests', privilege: 'update' },
        { relation: 'public.contact_messages', privilege: 'update' },
        { relation: 'public.referral_invites', privilege: 'update' },
        // Two of its columns, and its policy lets admins only (tests/db/first-response.test.ts).
        { relation: 'public.owner_settings', privilege: 'update' },
      ]),
    );
    expect(writable.rows).toHaveLength(6);
  });

  it("no function in public or private is executable by anon but the price list's version, and private is not reachable at all", async () => {
    const executable = await db.query<{ fn: string }>(
      `select p.oid::regprocedure::text as fn
         from pg_catalog.pg_proc p join pg_catalog.pg_namespace n on n.oid = p.pronamespace
        where n.nspname in ('public', 'private') and has_function_privilege('anon', p.oid, 'execute')`,
    );
    // The price list's read policy asks it which version is active.
    expect(executable.rows).toEqual([{ fn: 'active_price_list_version()' }]);
    for (const role of ['anon', 'authenticated', 'service_role']) {
      const usage = await db.query<{ ok: boolean }>(
        `select has_schema_privilege($1, 'private', 'usage') as ok`,
        [role],
      );
      expect(usage.rows[0]!.ok, role).toBe(false);
    }
  });

  it.each([
    ['authenticated', RPCS],
    ['service_role', ['is_admin', 'process_referral_signup']],
  ])('%s may execute exactly these RPCs of the app: %j', async (role, expected) => {
    const executable = await db.query<{ proname: string }>(
      `select p.proname from pg_catalog.pg_proc p join pg_catalog.pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public' and p.proname = any($2) and has_function_privilege($1, p.oid, 'execute')
        order by p.proname`,
      [role, RPCS],
    );
    expect(executable.rows.map((r) => r.proname)).toEqual(expected);
  });
});

describe('asRole', () => {
  it('runs as the API role with the JWT claims that auth.uid(), auth.role() and auth.jwt() read', async () => {
    const user = await createUser(db);
    const seen = await asRole(db, userClaims(user), async (tx) => {
      const result = await tx.query(
        `select current_user as role, auth.uid() as uid, auth.role() as claim_role, auth.jwt() ->> 'email' as email`,
      );
      return result.rows[0];
    });
    expect(seen).toEqual({
      role: 'authenticated',
      uid: user.id,
      claim_role: 'authenticated',
      email: user.email,
    });
  });

  it('leaves neither the role nor the claims behind after the transaction', async () => {
    const user = await createUser(db);
    await asRole(db, userClaims(user), async (tx) => tx.query('select 1'));
    const after = await db.query('select current_user as role, auth.uid() as uid');
    expect(after.rows[0]).toEqual({ role: 'postgres', uid: null });
  });

  it('commits what fn did, and rolls everything back when fn throws', async () => {
    await asRole(db, { role: 'service_role' }, (tx) =>
      tx.query(`insert into public.quote_requests (name, zip_code, dog_count, in_service_area)
                values ('Committed', '76643', 1, true)`),
    );
    await expect(
      asRole(db, { role: 'service_role' }, async (tx) => {
        await tx.query(`insert into public.quote_requests (name, zip_code, dog_count, in_service_area)
                        values ('Rolled Back', '76643', 1, true)`);
        throw new Error('handler failed');
      }),
    ).rejects.toThrow('handler failed');
    const names = await db.query<{ name: string }>(
      `select name from public.quote_requests where name in ('Committed', 'Rolled Back')`,
    );
    expect(names.rows).toEqual([{ name: 'Committed' }]);
  });

  it('refuses a role that is not one of the three API roles', async () => {
    await expect(
      asRole(db, { role: 'postgres' as 'anon' }, async (tx) => tx.query('select 1')),
    ).rejects.toThrow('Unknown API role: postgres');
  });
});

describe('ensureLocalAdmin', () => {
  it('creates a confirmed account with a bcrypt password and the admin role, once', async () => {
    const first = await ensureLocalAdmin(db, 'Local.Admin@Example.com', 'first-password');
    const second = await ensureLocalAdmin(db, 'local.admin@example.com', 'first-password');
    expect(second).toEqual(first);
    expect(first.email).toBe('local.admin@example.com');

    const user = await db.query<{ encrypted_password: string; email_confirmed_at: Date | null }>(
      'select encrypted_password, email_confirmed_at from auth.users where id = $1',
      [first.id],
    );
    expect(user.rows[0]!.email_confirmed_at).not.toBeNull();
    expect(await bcrypt.compare('first-password', user.rows[0]!.encrypted_password)).toBe(true);

    const roles = await db.query('select role from public.user_roles where user_id = $1', [first.id]);
    expect(roles.rows).toEqual([{ role: 'admin' }]);
    expect(await callAs(db, userClaims(first), 'select public.is_admin() as v')).toEqual({ v: true });
    const profile = await db.query('select id from public.profiles where id = $1', [first.id]);
    expect(profile.rows).toHaveLength(1);
  });

  it('takes the configured password when it changes', async () => {
    const admin = await ensureLocalAdmin(db, 'rotating@example.com', 'old-password');
    await ensureLocalAdmin(db, 'rotating@example.com', 'new-password');
    const user = await db.query<{ encrypted_password: string }>(
      'select encrypted_password from auth.users where id = $1',
      [admin.id],
    );
    expect(await bcrypt.compare('new-password', user.rows[0]!.encrypted_password)).toBe(true);
  });
});

describe('a persisted data folder', () => {
  let workDir: string;

  beforeAll(() => {
    workDir = mkdtempSync(join(tmpdir(), 'local-db-'));
    cpSync(join(SUPABASE_DIR, 'migrations'), join(workDir, 'supabase', 'migrations'), { recursive: true });
    cpSync(join(SUPABASE_DIR, 'seed.sql'), join(workDir, 'supabase', 'seed.sql'));
  });

  afterAll(() => {
    rmSync(workDir, { recursive: true, force: true });
  });

  // Each open of a new data directory runs every migration: minutes on a busy machine, not the suite's 30 s.
  it(
    'keeps its data, applies nothing twice, then applies a migration added later',
    { timeout: 240_000 },
    async () => {
      const dataDir = join(workDir, 'data');
      const supabaseDir = join(workDir, 'supabase');
      const appliedSteps = async (d: PGlite) =>
        (await d.query('select name, checksum, applied_at from local_meta.schema_migrations order by name'))
          .rows;

      const first = await openDatabase({ dataDir, supabaseDir });
      await first.query(
        `insert into public.newsletter_subscribers (email, source) values ('kept@example.com', 'test')`,
      );
      const stepsBefore = await appliedSteps(first);
      await first.close();

      const reopened = await openDatabase({ dataDir, supabaseDir });
      expect(await appliedSteps(reopened)).toEqual(stepsBefore);
      const kept = await reopened.query('select email from public.newsletter_subscribers');
      expect(kept.rows).toEqual([{ email: 'kept@example.com' }]);
      await reopened.close();

      writeFileSync(
        join(supabaseDir, 'migrations', '99999999999999_later_change.sql'),
        'alter table public.quote_requests add column referral_source text;',
      );
      const upgraded = await openDatabase({ dataDir, supabaseDir });
      const column = await upgraded.query(
        `select 1 from information_schema.columns where table_name = 'quote_requests' and column_name = 'referral_source'`,
      );
      expect(column.rows).toHaveLength(1);
      expect(await appliedSteps(upgraded)).toHaveLength(stepsBefore.length + 1);
      await upgraded.close();
    },
  );

  it('refuses to open when a migration it already applied has been edited since', async () => {
    const dataDir = join(workDir, 'data');
    const supabaseDir = join(workDir, 'supabase');
    const edited = join(supabaseDir, 'migrations', '99999999999999_later_change.sql');
    writeFileSync(edited, `${readFileSync(edited, 'utf8')}\n-- edited after being applied\n`);
    await expect(openDatabase({ dataDir, supabaseDir })).rejects.toThrow(
      /99999999999999_later_change\.sql changed after it was applied/,
    );
  });
});

describe('the migrated image, kept on disk for the next process', () => {
  let workDir: string;
  let supabaseDir: string;
  let imageFile: string;
  const marker = async (d: PGlite) =>
    (
      await d.query(
        `select email from public.newsletter_subscribers where email = 'from-the-image@example.com'`,
      )
    ).rows;
  /** A fresh module context, as each test file and each process gets: its in-memory copy of the image is empty. */
  async function freshModule(): Promise<typeof LocalDb> {
    vi.resetModules();
    return import('../../local/db/index.ts');
  }

  beforeAll(() => {
    workDir = mkdtempSync(join(tmpdir(), 'local-db-image-'));
    supabaseDir = join(workDir, 'supabase');
    cpSync(join(SUPABASE_DIR, 'migrations'), join(supabaseDir, 'migrations'), { recursive: true });
    cpSync(join(SUPABASE_DIR, 'seed.sql'), join(supabaseDir, 'seed.sql'));
    // A migration of this run's own, so the image is this test's and not the one the other test files share.
    writeFileSync(
      join(supabaseDir, 'migrations', '99999999999999_image_test.sql'),
      `-- ${randomUUID()}\nselect 1;\n`,
    );
    imageFile = migratedImagePath(supabaseDir);
  });

  afterAll(() => {
    rmSync(workDir, { recursive: true, force: true });
    rmSync(imageFile, { force: true });
  });

  it(
    'is written by the first open and read by the next module; a damaged one is migrated past and replaced',
    {
      timeout: 240_000,
    },
    async () => {
      expect(existsSync(imageFile)).toBe(false);
      const first = await (await freshModule()).openDatabase({ supabaseDir });
      expect(existsSync(imageFile)).toBe(true);
      // A marked image, so a database opened from the file can be told from a migrated one.
      await first.query(
        `insert into public.newsletter_subscribers (email, source) values ('from-the-image@example.com', 'test')`,
      );
      writeFileSync(imageFile, Buffer.from(await (await first.dumpDataDir('gzip')).arrayBuffer()));
      await first.close();

      const fromFile = await (await freshModule()).openDatabase({ supabaseDir });
      expect(await marker(fromFile)).toEqual([{ email: 'from-the-image@example.com' }]);
      await fromFile.close();

      writeFileSync(imageFile, 'not an image');
      const migrated = await (await freshModule()).openDatabase({ supabaseDir });
      expect(await marker(migrated)).toEqual([]);
      const applied = await migrated.query<{ name: string }>('select name from local_meta.schema_migrations');
      expect(applied.rows).toContainEqual({ name: '99999999999999_image_test.sql' });
      await migrated.close();
      expect(readFileSync(imageFile).length).toBeGreaterThan(100_000);
    },
  );
});

describe('src/lib/database.types.ts', () => {
  it('matches the migrations (regenerate with `tsx scripts/gen-db-types.ts`)', async () => {
    const generated = await generateDatabaseTypes(db, TYPES_PATH);
    expect(readFileSync(TYPES_PATH, 'utf8')).toBe(generated);
  });
});
