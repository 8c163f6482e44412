import { createHash, randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import bcrypt from 'bcryptjs';
import { lockDataDir } from './data-dir-lock.ts';

export type { PGlite, Transaction };

/** The API roles a request can run as, the way PostgREST switches to them from the JWT's `role` claim. */
export type ApiRole = 'anon' | 'authenticated' | 'service_role';

/** JWT claims as PostgREST exposes them to SQL through `request.jwt.claims`. */
export type JwtClaims = { role: ApiRole; sub?: string; [claim: string]: unknown };

export type OpenDatabaseOptions = {
  /** Folder that keeps the data between runs; `null` or omitted keeps everything in memory. */
  dataDir?: string | null;
  /** The Supabase CLI folder holding `migrations/` and `seed.sql`; defaults to this repository's `supabase/`. */
  supabaseDir?: string;
};

export type MigrationFile = { name: string; path: string };

const API_ROLES: readonly ApiRole[] = ['anon', 'authenticated', 'service_role'];
/** What a hosted project has before any migration, in the order first written; each file is applied once. */
const BOOTSTRAP_FILES = ['bootstrap.sql', 'bootstrap-auth-email.sql'];
const DEFAULT_SUPABASE_DIR = fileURLToPath(new URL('../../supabase/', import.meta.url));

/** `supabase/migrations/*.sql` in the order the Supabase CLI applies them (by file name, timestamp first). */
export function listMigrations(supabaseDir: string = DEFAULT_SUPABASE_DIR): MigrationFile[] {
  const dir = join(supabaseDir, 'migrations');
  return readdirSync(dir)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => ({ name, path: join(dir, name) }));
}

type Step = { name: string; kind: 'bootstrap' | 'migration' | 'seed'; sql: string; checksum: string };

function step(name: string, kind: Step['kind'], path: string): Step {
  const sql = readFileSync(path, 'utf8');
  return { name, kind, sql, checksum: createHash('sha256').update(sql).digest('hex') };
}

function plannedSteps(supabaseDir: string): Step[] {
  const steps = BOOTSTRAP_FILES.map((name) =>
    step(name, 'bootstrap', fileURLToPath(new URL(`./${name}`, import.meta.url))),
  );
  for (const migration of listMigrations(supabaseDir))
    steps.push(step(migration.name, 'migration', migration.path));
  steps.push(step('seed.sql', 'seed', join(supabaseDir, 'seed.sql')));
  return steps;
}

async function applyPendingSteps(db: PGlite, steps: Step[], where: string): Promise<void> {
  await db.exec(`
    create schema if not exists local_meta;
    create table if not exists local_meta.schema_migrations (
      name text primary key,
      kind text not null check (kind in ('bootstrap', 'migration', 'seed')),
      checksum text not null,
      applied_at timestamptz not null default now()
    );
  `);
  const applied = new Map(
    (
      await db.query<{ name: string; checksum: string }>(
        'select name, checksum from local_meta.schema_migrations',
      )
    ).rows.map((row) => [row.name, row.checksum]),
  );
  for (const s of steps) {
    const previous = applied.get(s.name);
    if (previous !== undefined) {
      // Seed data is loaded once and may be edited freely; schema files that changed after being applied would leave
      // this database different from what the migrations describe.
      if (s.kind !== 'seed' && previous !== s.checksum) {
        throw new Error(
          `${s.name} changed after it was applied to ${where}. Delete that folder to rebuild the local database.`,
        );
      }
      continue;
    }
    await db.transaction(async (tx) => {
      await tx.exec(s.sql);
      await tx.query('insert into local_meta.schema_migrations (name, kind, checksum) values ($1, $2, $3)', [
        s.name,
        s.kind,
        s.checksum,
      ]);
    });
  }
}

// A freshly migrated in-memory database, kept as a compressed data-folder image (about 5 MB): loading it takes a
// fraction of the time creating the cluster and applying the migrations does (docs/performance.md), and tests and
// the local API open many in-memory databases. Kept per process, and on disk for the next process: every test file
// runs in a fresh module context, so without the file each of them would migrate its own. Keyed (by file name) on the PGlite version and
// the content of every step, so an edited migration or an upgraded PGlite is never served a stale image.
const migratedImages = new Map<string, Promise<Blob>>();
const IMAGE_DIR = fileURLToPath(new URL('../../node_modules/.cache/local-db/', import.meta.url));

function pgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const manifest = JSON.parse(readFileSync(join(dirname(entry), '../package.json'), 'utf8')) as {
    version: string;
  };
  return manifest.version;
}

function imagePath(steps: readonly Step[]): string {
  const key = createHash('sha256')
    .update([`pglite ${pgliteVersion()}`, ...steps.map((s) => `${s.name}:${s.checksum}`)].join('\n'))
    .digest('hex');
  return join(IMAGE_DIR, `${key}.tar.gz`);
}

/** Where the migrated image of this set of migrations is kept between processes. */
export function migratedImagePath(supabaseDir: string = DEFAULT_SUPABASE_DIR): string {
  return imagePath(plannedSteps(supabaseDir));
}

async function readImageFile(file: string): Promise<Blob> {
  return new Blob([await readFile(file)]);
}

/** Written under a temporary name and renamed, so a process reading the image never sees half of it. */
async function writeImageFile(file: string, image: Blob): Promise<void> {
  const partial = `${file}.${randomUUID()}.partial`;
  try {
    await mkdir(dirname(file), { recursive: true });
    await writeFile(partial, Buffer.from(await image.arrayBuffer()));
    await rename(partial, file);
  } catch {
    // The file only saves time: without it the next process migrates again.
    await rm(partial, { force: true });
  }
}

async function fromImage(image: Promise<Blob>): Promise<PGlite | null> {
  try {
    return await PGlite.create({ loadDataDir: await image });
  } catch {
    return null;
  }
}

/**
 * Opens the local Postgres (PGlite) and brings it up to date: the Supabase bootstrap, every migration not yet applied
 * (in file-name order), then the seed, each once per data folder.
 */
export async function openDatabase(opts: OpenDatabaseOptions = {}): Promise<PGlite> {
  const dataDir = opts.dataDir ? resolve(opts.dataDir) : null;
  const supabaseDir = opts.supabaseDir ?? DEFAULT_SUPABASE_DIR;
  // Read every file first, so a missing or unreadable file fails before the database is touched.
  const steps = plannedSteps(supabaseDir);
  if (dataDir) {
    // Held from before the first byte is read until the database is closed: see data-dir-lock.ts.
    const lock = lockDataDir(dataDir);
    try {
      const db = await migrate(await PGlite.create({ dataDir }), steps, dataDir);
      const close = db.close.bind(db);
      db.close = () => close().finally(() => lock.release());
      return db;
    } catch (error) {
      lock.release();
      throw error;
    }
  }

  const imageFile = imagePath(steps);
  if (!migratedImages.has(imageFile)) migratedImages.set(imageFile, readImageFile(imageFile));
  const loaded = await fromImage(migratedImages.get(imageFile)!);
  // Checked against the steps like any database; a good image has nothing left to apply.
  if (loaded) return migrate(loaded, steps, 'the in-memory database');

  const db = await migrate(await PGlite.create(), steps, 'the in-memory database');
  const dump = db.dumpDataDir('gzip');
  migratedImages.set(imageFile, dump);
  await dump.then(
    (image) => writeImageFile(imageFile, image),
    () => migratedImages.delete(imageFile),
  );
  return db;
}

async function migrate(db: PGlite, steps: Step[], where: string): Promise<PGlite> {
  try {
    await applyPendingSteps(db, steps, where);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}

/**
 * Runs `fn` in one transaction as an API role with the given JWT claims, as PostgREST runs a request, so RLS
 * policies and `auth.uid()` / `auth.jwt()` see exactly what they would see in production. Everything `fn` does is
 * committed when it resolves and rolled back when it throws (or calls `tx.rollback()`).
 */
export async function asRole<T>(
  db: PGlite,
  claims: JwtClaims,
  fn: (tx: Transaction) => Promise<T>,
): Promise<T> {
  const { role } = claims;
  // The role name is spliced into SQL (SET ROLE takes no parameters), so only the three known names get through.
  if (!API_ROLES.includes(role)) throw new Error(`Unknown API role: ${String(role)}`);
  return db.transaction(async (tx) => {
    await tx.exec(`set local role ${role}`);
    await tx.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(claims)]);
    return fn(tx);
  });
}

export type LocalAdmin = { id: string; email: string };

/**
 * Makes sure the local admin account exists, signs in with `password`, and holds the admin role. Safe to call on
 * every start: an existing account keeps its id, and its password follows the current configuration.
 */
export async function ensureLocalAdmin(db: PGlite, email: string, password: string): Promise<LocalAdmin> {
  const normalizedEmail = email.trim().toLowerCase();
  if (!normalizedEmail || !password) throw new Error('The local admin needs an email and a password.');
  return db.transaction(async (tx) => {
    const existing = await tx.query<{ id: string; encrypted_password: string | null }>(
      'select id, encrypted_password from auth.users where lower(email) = $1',
      [normalizedEmail],
    );
    let id: string;
    const user = existing.rows[0];
    if (user) {
      id = user.id;
      if (!user.encrypted_password || !(await bcrypt.compare(password, user.encrypted_password))) {
        await tx.query('update auth.users set encrypted_password = $2, updated_at = now() where id = $1', [
          id,
          await bcrypt.hash(password, 10),
        ]);
      }
    } else {
      const inserted = await tx.query<{ id: string }>(
        `insert into auth.users (email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data)
         values ($1, $2, now(), '{"provider": "email", "providers": ["email"]}', '{}')
         returning id`,
        [normalizedEmail, await bcrypt.hash(password, 10)],
      );
      id = inserted.rows[0]!.id;
    }
    await tx.query(
      `insert into public.user_roles (user_id, role) values ($1, 'admin') on conflict (user_id, role) do nothing`,
      [id],
    );
    return { id, email: normalizedEmail };
  });
}
