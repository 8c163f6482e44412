import type { SupabaseClient } from '@supabase/supabase-js';
import { config } from './config';
import type { Database } from './database.types';
import { AUTH_STORAGE_KEY } from './auth/session-hint';

export type AppSupabaseClient = SupabaseClient<Database>;

/**
 * supabase-js is about 50 KB gzip that no page needs before a form is sent or an account is opened, so it is
 * only ever reached through this dynamic import: it stays out of the first-load bundle.
 */
const loadSupabaseModule = () => import('@supabase/supabase-js');

let client: Promise<AppSupabaseClient> | undefined;

/** The one browser client, created on first use. Its session lives in localStorage and refreshes itself. */
export function getSupabase(): Promise<AppSupabaseClient> {
  client ??= loadSupabaseModule().then(({ createClient }) =>
    createClient<Database>(config.supabaseUrl, config.supabaseAnonKey, {
      auth: {
        persistSession: true,
        autoRefreshToken: true,
        detectSessionInUrl: true,
        storage: globalThis.localStorage,
        storageKey: AUTH_STORAGE_KEY,
      },
    }),
  );
  // A failed chunk load (offline) must not be cached: the next call tries again.
  client.catch(() => {
    client = undefined;
  });
  return client;
}

/** Fetches the supabase-js chunk without creating a client (call when a form first gets focus). */
export function prefetchSupabase(): void {
  void loadSupabaseModule().catch(() => undefined);
}

const SESSION_LOOKUP_TIMEOUT_MS = 2000;

/**
 * The signed-in user's id, or null. Meant for the moment a form is sent (supabase-js loads then anyway); it never
 * holds a lead back: a slow or failing session lookup (an expired token refreshing offline) counts as signed out.
 */
export async function currentUserId(): Promise<string | null> {
  try {
    const supabase = await getSupabase();
    const lookup = supabase.auth.getSession().then(({ data }) => data.session?.user.id ?? null);
    const timeout = new Promise<null>((resolve) =>
      setTimeout(() => resolve(null), SESSION_LOOKUP_TIMEOUT_MS),
    );
    return await Promise.race([lookup, timeout]);
  } catch {
    return null;
  }
}
