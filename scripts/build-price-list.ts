/**
 * The owners' price list as the build reads it: every price a page shows comes from it (src/content/business.ts).
 * Read once per build from the Supabase API the build is configured for; a local build with no API answering there
 * reads the seeded defaults from the migrations instead, and a production build that cannot read it fails rather
 * than publish prices the owners may have changed. vite.config.ts inlines the result.
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createNodeClient } from '../supabase/functions/_shared/node-client.ts';
import { readActivePriceList } from '../supabase/functions/_shared/price-list-store.ts';
import type { PriceList } from '../supabase/functions/_shared/browser-safe/pricing.ts';
import { pagePrices } from '../src/content/page-prices.ts';

/** What price-list.json names as the source when the build read the seeded defaults. */
export const SEEDED_DEFAULTS = 'seeded defaults';

export interface BuildPriceList {
  list: PriceList;
  /** The API's URL, or SEEDED_DEFAULTS. */
  source: string;
}

export interface PriceListSettings {
  supabaseUrl: string;
  supabaseAnonKey: string;
  /** Why this is a production build (env-schema.ts, productionBuild), or undefined for a local build. */
  production: string | undefined;
  log?: (line: string) => void;
  /** How long the API may take to answer (default 30 s). */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 30_000;

const reasonOf = (error: unknown) => {
  const cause = error instanceof Error ? error.cause : undefined;
  const message = error instanceof Error ? error.message : String(error);
  return cause instanceof Error ? `${message} (${cause.message})` : message;
};

async function readFromApi(url: string, key: string, timeoutMs: number): Promise<PriceList> {
  const client = createNodeClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { fetch: (input, init) => fetch(input, { ...init, signal: AbortSignal.timeout(timeoutMs) }) },
  });
  return readActivePriceList(client);
}

/**
 * The seeded defaults, read the way the API serves them: an in-memory local API with the real migrations, asked
 * as an anonymous visitor. The seed in the migration stays the one copy of the defaults.
 */
async function readSeededDefaults(timeoutMs: number): Promise<PriceList> {
  const [{ startLocalApi }, { LOCAL_ANON_KEY }] = await Promise.all([
    import('../local/api/index.ts'),
    import('../local/api/constants.ts'),
  ]);
  const api = await startLocalApi({
    port: 0,
    dataDir: null,
    quiet: true,
    admin: false,
    deliveryIntervalMs: 0,
  });
  try {
    return await readFromApi(api.url, LOCAL_ANON_KEY, timeoutMs);
  } finally {
    await api.close();
  }
}

/** The active list and where it came from; says which on `log` ("Prices: price list v3 from https://..."). */
export async function readBuildPriceList(settings: PriceListSettings): Promise<BuildPriceList> {
  const log = settings.log ?? ((line: string) => console.log(line));
  const timeoutMs = settings.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const url = settings.supabaseUrl;
  let read: BuildPriceList;
  try {
    read = { list: await readFromApi(url, settings.supabaseAnonKey, timeoutMs), source: url };
    log(`Prices: price list v${read.list.version} from ${url}`);
  } catch (error) {
    if (settings.production) {
      throw new Error(
        `Prices: could not read the owners' price list from ${url}: ${reasonOf(error)}. ` +
          `${settings.production} shows the active list's prices and does not publish others: check ` +
          'VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY, and that the project has the price list migration ' +
          '(supabase db push).',
        { cause: error },
      );
    }
    read = { list: await readSeededDefaults(timeoutMs), source: SEEDED_DEFAULTS };
    log(
      `Prices: price list v${read.list.version} from the ${SEEDED_DEFAULTS} (none from ${url}: ${reasonOf(error)})`,
    );
  }
  try {
    pagePrices(read.list);
  } catch (error) {
    throw new Error(`Prices: ${reasonOf(error)}; set it in the Prices section of /admin`, { cause: error });
  }
  return read;
}

/**
 * The list the browser's build (`vite build`) read, kept for the server entry's build (`vite build --ssr`) that
 * follows it, so that the HTML and the scripts that hydrate it show the same prices even if the owners save a new
 * list in between.
 */
const CLIENT_BUILD_LIST = fileURLToPath(
  new URL('../node_modules/.cache/price-list/client-build.json', import.meta.url),
);

export async function keepForServerBuild(read: BuildPriceList): Promise<void> {
  await mkdir(dirname(CLIENT_BUILD_LIST), { recursive: true });
  await writeFile(`${CLIENT_BUILD_LIST}.partial`, JSON.stringify(read));
  await rename(`${CLIENT_BUILD_LIST}.partial`, CLIENT_BUILD_LIST);
}

export async function listOfClientBuild(): Promise<BuildPriceList> {
  const text = await readFile(CLIENT_BUILD_LIST, 'utf8').catch(() => {
    throw new Error(
      "Prices: the server entry takes the price list the browser's build read, and there is none: run `npm run build`",
    );
  });
  const read = JSON.parse(text) as BuildPriceList;
  console.log(`Prices: price list v${read.list.version} from ${read.source}, as the browser's build read it`);
  return read;
}
