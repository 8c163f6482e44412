import { rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { resolve, sep } from 'node:path';
import { serve } from '@hono/node-server';
import type { FunctionDeps } from '../../supabase/functions/_shared/handlers.ts';
import { createNodeClient } from '../../supabase/functions/_shared/node-client.ts';
import { assertDataDirFree } from '../db/data-dir-lock.ts';
import { ensureLocalAdmin, openDatabase, type PGlite } from '../db/index.ts';
import { createLocalApiApp } from './app.ts';
import {
  DEFAULT_DATA_DIR,
  DEFAULT_LOCAL_ADMIN_EMAIL,
  DEFAULT_LOCAL_ADMIN_PASSWORD,
  DEFAULT_LOCAL_API_PORT,
  LOCAL_ANON_KEY,
  LOCAL_API_HOST,
  LOCAL_SERVICE_ROLE_KEY,
} from './constants.ts';
import { authSettingsFromEnv, readSupabaseConfig, type AuthSettings } from './supabase-config.ts';

export {
  DEFAULT_DATA_DIR,
  DEFAULT_LOCAL_API_PORT,
  LOCAL_ANON_KEY,
  LOCAL_JWT_SECRET,
  LOCAL_SERVICE_ROLE_KEY,
} from './constants.ts';

export type LocalAdminCredentials = { email: string; password: string };

export type LocalApiOptions = {
  /** 0 picks a free port. Default: LOCAL_API_PORT, else 54321. */
  port?: number;
  /** Folder that keeps the database; `null` keeps it in memory. Default: `.local-data` in the working directory. */
  dataDir?: string | null;
  /** No progress output (failures of the API itself are still reported). */
  quiet?: boolean;
  /**
   * The admin account to create or update on start. Default: LOCAL_ADMIN_EMAIL / LOCAL_ADMIN_PASSWORD, else
   * admin@example.com / local-admin-password. `false` starts without one.
   */
  admin?: LocalAdminCredentials | false;
  /**
   * Receives progress lines instead of the console, including the email links the auth server prints instead of
   * sending (see `MAIL_LINE` in auth/mail.ts for their format).
   */
  log?: (line: string) => void;
  /**
   * Auth settings over those of supabase/config.toml and the environment, e.g. `{ confirmEmail: true }` for an API
   * that requires email confirmation, or `{ rateLimits: null }` for one that does not throttle.
   */
  auth?: Partial<AuthSettings>;
};

export type LocalApi = {
  url: string;
  port: number;
  db: PGlite;
  /** The admin account seeded on start, or null when started with `admin: false`. */
  admin: LocalAdminCredentials | null;
  close(): Promise<void>;
};

/** The admin credentials from the environment, with the documented local defaults. */
export function localAdminFromEnv(env: NodeJS.ProcessEnv = process.env): LocalAdminCredentials {
  return {
    email: env.LOCAL_ADMIN_EMAIL?.trim() || DEFAULT_LOCAL_ADMIN_EMAIL,
    password: env.LOCAL_ADMIN_PASSWORD || DEFAULT_LOCAL_ADMIN_PASSWORD,
  };
}

/** Creates (or updates) the local admin account and its admin role. */
export async function seedLocalAdmin(db: PGlite, admin: LocalAdminCredentials): Promise<void> {
  await ensureLocalAdmin(db, admin.email, admin.password);
}

/** How long close() lets open requests finish before cutting their connections. */
const CLOSE_GRACE_MS = 2000;

/** LOCAL_API_PORT when set (0 picks a free port), else 54321. */
function defaultPort(): number {
  const fromEnv = process.env.LOCAL_API_PORT?.trim() ?? '';
  return /^\d+$/.test(fromEnv) && Number(fromEnv) < 65536 ? Number(fromEnv) : DEFAULT_LOCAL_API_PORT;
}

/**
 * Starts the local stand-in for the Supabase API (auth, REST, functions) on PGlite, bound to 127.0.0.1, with the
 * migrations applied and the local admin seeded.
 */
export async function startLocalApi(opts: LocalApiOptions = {}): Promise<LocalApi> {
  const quiet = opts.quiet ?? false;
  const log = opts.log ?? (quiet ? () => {} : (line: string) => console.log(`[local-api] ${line}`));
  const logError = (line: string) => console.error(`[local-api] ${line}`);
  const dataDir = opts.dataDir === undefined ? DEFAULT_DATA_DIR : opts.dataDir;

  const db = await openDatabase({ dataDir });
  const admin = opts.admin === false ? null : (opts.admin ?? localAdminFromEnv());
  try {
    if (admin) await seedLocalAdmin(db, admin);
  } catch (error) {
    await db.close();
    throw error;
  }

  // Background work of the functions (owner notifications) outlives its response; close() lets it finish first.
  const background = new Set<Promise<unknown>>();
  let deps: FunctionDeps | null = null;
  let url = '';
  const fileConfig = readSupabaseConfig();
  // config.toml, then the environment (LOCAL_AUTH_CONFIRM_EMAIL, LOCAL_AUTH_RATE_LIMITS), then the caller's options.
  const auth: AuthSettings = { ...fileConfig.auth, ...authSettingsFromEnv(), ...opts.auth };
  const app = createLocalApiApp({
    db,
    config: { ...fileConfig, auth },
    functionDeps: () => {
      deps ??= {
        supabaseUrl: url,
        serviceRoleKey: LOCAL_SERVICE_ROLE_KEY,
        env: (name) => process.env[name],
        createClient: createNodeClient,
        waitUntil: (promise) => {
          const tracked = promise
            .catch((error: unknown) => logError(`function background work failed: ${String(error)}`))
            .finally(() => background.delete(tracked));
          background.add(tracked);
        },
      };
      return deps;
    },
    log,
    logError,
  });

  let server: Server;
  const port = await new Promise<number>((resolvePort, reject) => {
    server = serve({ fetch: app.fetch, port: opts.port ?? defaultPort(), hostname: LOCAL_API_HOST }, (info) =>
      resolvePort(info.port),
    ) as Server;
    server.once('error', reject);
  }).catch(async (error: unknown) => {
    await db.close();
    throw error;
  });
  url = `http://${LOCAL_API_HOST}:${port}`;

  log(`Supabase API (local, embedded Postgres${dataDir ? ` in ${dataDir}` : ', in memory'}): ${url}`);
  log(`anon key: ${LOCAL_ANON_KEY}`);
  if (admin) log(`admin sign-in (local only): ${admin.email} / ${admin.password}`);
  log(
    `auth: email confirmation ${auth.confirmEmail ? 'required' : 'off'} (LOCAL_AUTH_CONFIRM_EMAIL), ` +
      `sign-in throttling ${auth.rateLimits ? 'on' : 'off'} (LOCAL_AUTH_RATE_LIMITS); email links are printed here`,
  );

  const settleBackground = async () => {
    while (background.size > 0) await Promise.allSettled([...background]);
  };
  let closing: Promise<void> | null = null;
  return {
    url,
    port,
    db,
    admin,
    close() {
      closing ??= (async () => {
        // Background work reaches the database through this server, so it finishes before the server stops.
        await settleBackground();
        await new Promise<void>((done) => {
          server.close(() => done());
          server.closeIdleConnections();
          // A client holding a connection open must not keep the API (and its database) alive.
          setTimeout(() => server.closeAllConnections(), CLOSE_GRACE_MS).unref();
        });
        await settleBackground();
        await db.close();
      })();
      return closing;
    },
  };
}

/**
 * Deletes a local data folder (the database of `npm run dev` / `npm start`), so the next start rebuilds it from the
 * migrations and the seed. Refuses paths that would take the project (or more) with it, and a folder a running
 * server holds.
 */
export function resetLocalData(dir: string = DEFAULT_DATA_DIR): string {
  const target = resolve(dir);
  const cwd = resolve('.');
  if (target === cwd || cwd.startsWith(target + sep) || target === resolve('/')) {
    throw new Error(`Refusing to delete ${target}: it contains the project.`);
  }
  assertDataDirFree(target);
  rmSync(target, { recursive: true, force: true });
  return target;
}
