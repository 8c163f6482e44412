/**
 * `npm start`: serves the production build the way production will (vercel.ts redirects,
 * rewrites, headers with the build's own Content-Security-Policy, clean URLs, compression,
 * 404.html with status 404), with the local API on embedded Postgres unless VITE_SUPABASE_URL
 * points the build at a hosted project. Builds only when the build is missing, once the local API
 * answers, so that the pages show the prices of its price list.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { loadEnv } from 'vite';
import { BUILT_VERCEL_CONFIG, startStaticHost } from './site/static-host';
import { localAdminFromEnv, startLocalApi } from './api/index';
import { authSettingsFromEnv, type AuthSettings } from './api/supabase-config';
import { exitIfDataDirLocked } from './db/data-dir-lock';

export const DEFAULT_DATA_DIR = '.local-data';

export interface SiteOptions {
  port?: number;
  apiPort?: number;
  /** Where the local database lives; null = in memory. */
  dataDir?: string | null;
  quiet?: boolean;
  /** Receives the local API's lines, including the email links it prints (tests read them here). */
  apiLog?: (line: string) => void;
  /** Runs once the API answers, before the site is served (npm start builds a missing build here). */
  beforeServing?: () => Promise<void>;
}

export interface RunningSite {
  url: string;
  apiUrl: string | null;
  /** Stops the local API (the site keeps serving), to exercise the offline path. */
  stopApi(): Promise<void>;
  /** Starts it again on the same port and data; `auth` overrides the auth settings for this run (tests). */
  startApi(auth?: Partial<AuthSettings>): Promise<void>;
  close(): Promise<void>;
}

export async function startSite(options: SiteOptions = {}): Promise<RunningSite> {
  const env = loadEnv('production', process.cwd(), '');
  const hosted = Boolean(env.VITE_SUPABASE_URL);
  const apiPort = options.apiPort ?? Number(env.LOCAL_API_PORT || 54321);
  const dataDir = options.dataDir === undefined ? DEFAULT_DATA_DIR : options.dataDir;
  const log = options.quiet ? () => {} : console.log;

  let api: Awaited<ReturnType<typeof startLocalApi>> | null = null;
  const startApi = async (authOverrides: Partial<AuthSettings> = {}) => {
    if (hosted || api) return;
    // .env values count as much as exported ones (loadEnv merges both).
    api = await startLocalApi({
      port: apiPort,
      dataDir,
      quiet: options.quiet,
      log: options.apiLog,
      admin: localAdminFromEnv(env),
      auth: { ...authSettingsFromEnv(env), ...authOverrides },
      providerStandIns: true,
    });
  };
  const stopApi = async () => {
    await api?.close();
    api = null;
  };
  await startApi();
  try {
    await options.beforeServing?.();
  } catch (error) {
    await stopApi();
    throw error;
  }

  const site = await startStaticHost({
    port: options.port ?? Number(process.env.PORT || 4173),
    onNotFound: (path) => log(`404 ${path}`),
  });
  return {
    url: site.url,
    apiUrl: hosted ? env.VITE_SUPABASE_URL! : `http://127.0.0.1:${apiPort}`,
    stopApi,
    startApi,
    close: async () => {
      await stopApi();
      await site.close();
    },
  };
}

/** A child process, so that the API in this one keeps answering the build's read of the price list. */
async function buildIfMissing(): Promise<void> {
  if (existsSync('dist/index.html') && existsSync('dist/404.html') && existsSync(BUILT_VERCEL_CONFIG)) return;
  console.log('The build is missing: building first (npm run build)...');
  const status = await new Promise<number | null>((done, fail) =>
    spawn('npm', ['run', 'build'], { stdio: 'inherit' }).on('error', fail).on('exit', done),
  );
  if (status !== 0) throw new Error(`npm run build failed (exit status ${status})`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // The database folder is locked first: a second `npm start` stops here, before it touches the data.
  const site = await startSite({ beforeServing: buildIfMissing }).catch((error: unknown) => {
    exitIfDataDirLocked(error);
    throw error;
  });
  console.log(`\n  Site:      ${site.url}`);
  console.log(
    `  API:       ${site.apiUrl}${site.apiUrl?.startsWith('http://127.0.0.1') ? ' (local, embedded Postgres)' : ''}\n`,
  );
  const shutdown = () => void site.close().then(() => process.exit(0));
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}
