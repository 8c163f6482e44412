/**
 * What a handler needs from the runtime it runs in. The Deno entries build it from `Deno.env`; the local API builds
 * it from its own URL, the service-role key and `process.env`.
 */
import {
  createClient as createSupabaseClient,
  type SupabaseClient,
  type SupabaseClientOptions,
} from '@supabase/supabase-js';

export type CreateSupabaseClient = (
  url: string,
  key: string,
  options: SupabaseClientOptions<'public'>,
) => SupabaseClient;

export interface FunctionDeps {
  /** The Supabase project (or local API) URL, e.g. `http://127.0.0.1:54321`. */
  supabaseUrl: string;
  /** The service-role key: handlers write leads past RLS, so it never leaves the server. */
  serviceRoleKey: string;
  /**
   * Configuration by name: ALLOWED_ORIGINS, SITE_URL, VITE_SITE_URL, RESEND_API_KEY, LEAD_NOTIFICATION_TO,
   * LEAD_NOTIFICATION_FROM, VISITOR_EMAIL_FROM, LEAD_REPLY_TO, BOOKING_URL, TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN,
   * TWILIO_FROM, OWNER_SMS_TO, LEAD_NOTIFICATION_TIMEOUT_MS, NOTIFICATION_DELIVERY_SECRET, NOTIFICATION_DELIVERY_BUDGET_MS,
   * NOTIFICATION_DELIVERY_PER_SECOND, NOTIFICATION_DELIVERY_CONCURRENCY, RATE_LIMIT_MAX, RATE_LIMIT_WINDOW_SECONDS,
   * RATE_LIMIT_SECRET, DEPLOY_HOOK_URL.
   */
  env: (name: string) => string | undefined;
  /**
   * Builds the supabase-js client. Defaults to supabase-js's `createClient`; under Node 20 pass one that adds
   * `realtime: { transport: ws }` (see node-client.ts), since supabase-js throws there without a WebSocket.
   */
  createClient?: CreateSupabaseClient;
  /** Outbound HTTP to the notification provider; tests point it at a local stand-in. Defaults to global fetch. */
  fetch?: typeof fetch;
  /** The time in milliseconds since the epoch, for the notification deliverer's time budget. Defaults to Date.now. */
  now?: () => number;
  /** Waits, for the deliverer's pacing of sends; tests pass one that moves their clock instead. Defaults to a timer. */
  sleep?: (ms: number) => Promise<void>;
}

const clients = new WeakMap<FunctionDeps, SupabaseClient>();

/** One service-role client per deps object: the Deno entries and the local API build their deps once. */
export function serviceClient(deps: FunctionDeps): SupabaseClient {
  let client = clients.get(deps);
  if (!client) {
    const create = deps.createClient ?? createSupabaseClient;
    client = create(deps.supabaseUrl, deps.serviceRoleKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    });
    clients.set(deps, client);
  }
  return client;
}

/** A configured value, with blank strings counted as unset so `.env` files can list every key. */
export function setting(deps: FunctionDeps, name: string): string | undefined {
  const value = deps.env(name)?.trim();
  return value ? value : undefined;
}

export function integerSetting(deps: FunctionDeps, name: string, fallback: number): number {
  const value = setting(deps, name);
  if (value === undefined) return fallback;
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed >= 0 ? parsed : fallback;
}

/**
 * Deps for a deployed function: SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY (which Supabase provides to every
 * function) from `env`.
 */
export function depsFromEnv(
  env: (name: string) => string | undefined,
  createClient: CreateSupabaseClient,
): FunctionDeps {
  const supabaseUrl = env('SUPABASE_URL');
  const serviceRoleKey = env('SUPABASE_SERVICE_ROLE_KEY');
  if (!supabaseUrl || !serviceRoleKey)
    throw new Error('SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY must be set');
  return { supabaseUrl, serviceRoleKey, env, createClient };
}
