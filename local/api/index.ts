import { rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { resolve, sep } from 'node:path';
import { serve } from '@hono/node-server';
import type { FunctionDeps } from '../../supabase/functions/_shared/handlers.ts';
import { createNodeClient } from '../../supabase/functions/_shared/node-client.ts';
import { assertDataDirFree } from '../db/data-dir-lock.ts';
import { ensureLocalAdmin, openDatabase, type PGlite } from '../db/index.ts';
import { createLocalApiApp } from './app.ts';
import { startNotificationDeliverer } from './notification-deliverer.ts';
import { providerStandIns, STAND_IN_PROVIDER_ENV } from './provider-stand-ins.ts';
import { switchableDatabase } from './switchable-database.ts';
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
  /**
   * Settings the functions read (RESEND_API_KEY, RATE_LIMIT_MAX, ...), over `process.env`. Tests set them here;
   * `npm start` and `npm run dev` take them from the environment.
   */
  functionEnv?: Record<string, string>;
  /** The functions' outbound HTTP (the email provider). Tests point it at a stand-in; default: global fetch. */
  functionFetch?: typeof fetch;
  /**
   * Sends the functions' emails and texts to the in-process stand-ins of Resend and Twilio (./provider-stand-ins.ts),
   * which print each to the log, with their settings over the environment's. `npm start` and `npm run dev` turn it
   * on; off, the outbox waits for a configured provider as in production.
   */
  providerStandIns?: boolean;
  /**
   * How often the owners' notifications that are due are delivered, in milliseconds (also once at start). Default:
   * NOTIFICATION_DELIVERY_INTERVAL_MS, else 15 s. 0 runs it at start only.
   */
  deliveryIntervalMs?: number;
};

export type LocalApi = {
  url: string;
  port: number;
  db: PGlite;
  /** The admin account seeded on start, or null when started with `admin: false`. */
  admin: LocalAdminCredentials | null;
  /**
   * Makes the database unreachable while the HTTP server keeps answering (PGlite is closed for real; the data is
   * kept), as when a hosted project's Postgres goes away: REST answers 503, and so do the functions.
   */
  stopDatabase(): Promise<void>;
  /** Opens the database again after stopDatabase. */
  startDatabase(): Promise<void>;
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
/** How long the API keeps an idle connection open: longer than any client here keeps one. */
const KEEP_ALIVE_MS = 65_000;
const CLOSE_GRACE_MS = 2000;
const DEFAULT_DELIVERY_INTERVAL_MS = 15_000;

/** LOCAL_API_PORT when set (0 picks a free port), else 54321. */
function defaultPort(): number {
  const fromEnv = process.env.LOCAL_API_PORT?.trim() ?? '';
  return /^\d+$/.test(fromEnv) && Number(fromEnv) < 65536 ? Number(fromEnv) : DEFAULT_LOCAL_API_PORT;
}

function defaultDeliveryInterval(): number {
  const fromEnv = Number(process.env.NOTIFICATION_DELIVERY_INTERVAL_MS);
  return Number.isInteger(fromEnv) && fromEnv >= 0 ? fromEnv : DEFAULT_DELIVERY_INTERVAL_MS;
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

  const database = switchableDatabase(await openDatabase({ dataDir }), dataDir);
  const { db } = database;
  const admin = opts.admin === false ? null : (opts.admin ?? localAdminFromEnv());
  try {
    if (admin) await seedLocalAdmin(db, admin);
  } catch (error) {
    await database.close();
    throw error;
  }

  // With the stand-ins, nothing leaves the machine: their settings win over the environment's.
  const functionEnv = { ...opts.functionEnv, ...(opts.providerStandIns ? STAND_IN_PROVIDER_ENV : {}) };
  const functionFetch = opts.functionFetch ?? (opts.providerStandIns ? providerStandIns(log) : undefined);
  // The URL is known once the server listens, before any request reaches a function.
  const functionDeps: FunctionDeps = {
    supabaseUrl: '',
    serviceRoleKey: LOCAL_SERVICE_ROLE_KEY,
    env: (name) => (Object.hasOwn(functionEnv, name) ? functionEnv[name] : process.env[name]),
    createClient: createNodeClient,
    ...(functionFetch ? { fetch: functionFetch } : {}),
  };
  const fileConfig = readSupabaseConfig();
  // config.toml, then the environment (LOCAL_AUTH_CONFIRM_EMAIL, LOCAL_AUTH_RATE_LIMITS), then the caller's options.
  const auth: AuthSettings = { ...fileConfig.auth, ...authSettingsFromEnv(), ...opts.auth };
  const app = createLocalApiApp({
    db,
    config: { ...fileConfig, auth },
    functionDeps: () => functionDeps,
    log,
    logError,
  });

  let server: Server;
  const port = await new Promise<number>((resolvePort, reject) => {
    server = serve({ fetch: app.fetch, port: opts.port ?? defaultPort(), hostname: LOCAL_API_HOST }, (info) =>
      resolvePort(info.port),
    ) as Server;
    server.once('error', reject);
    // Node closes an idle kept-alive socket after 5 s, the moment a slowed client may be reusing it (ECONNRESET on
    // the next request after a pause, such as a database restart): the client, not the server, ends idle sockets.
    server.keepAliveTimeout = KEEP_ALIVE_MS;
    server.headersTimeout = KEEP_ALIVE_MS + 1000;
  }).catch(async (error: unknown) => {
    await database.close();
    throw error;
  });
  const url = `http://${LOCAL_API_HOST}:${port}`;
  functionDeps.supabaseUrl = url;

  log(`Supabase API (local, embedded Postgres${dataDir ? ` in ${dataDir}` : ', in memory'}): ${url}`);
  log(`anon key: ${LOCAL_ANON_KEY}`);
  if (admin) log(`admin sign-in (local only): ${admin.email} / ${admin.password}`);
  log(
    `auth: email confirmation ${auth.confirmEmail ? 'required' : 'off'} (LOCAL_AUTH_CONFIRM_EMAIL), ` +
      `sign-in throttling ${auth.rateLimits ? 'on' : 'off'} (LOCAL_AUTH_RATE_LIMITS); email links are printed here`,
  );

  // What the scheduled deliver-notifications function does in production, on a timer here (and once now).
  const deliverer = startNotificationDeliverer(functionDeps, {
    intervalMs: opts.deliveryIntervalMs ?? defaultDeliveryInterval(),
    log,
    logError,
  });

  let closing: Promise<void> | null = null;
  return {
    url,
    port,
    db,
    admin,
    stopDatabase: () => database.stop(),
    startDatabase: () => database.start(),
    close() {
      closing ??= (async () => {
        // A delivery under way reaches the database through this server, so it ends before the server stops.
        await deliverer.stop();
        await new Promise<void>((done) => {
          server.close(() => done());
          server.closeIdleConnections();
          // A client holding a connection open must not keep the API (and its database) alive.
          setTimeout(() => server.closeAllConnections(), CLOSE_GRACE_MS).unref();
        });
        await database.close();
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
