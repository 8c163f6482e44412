import type { SupabaseClient } from '@supabase/supabase-js';
import { config } from './config';
import type { Database } from './database.types';
import { AUTH_STORAGE_KEY } from './auth/session-hint';

export type AppSupabaseClient = SupabaseClient<Database>;

/**
 * supabase-js is about 50 KB gzip that no public page needs (leads are sent without it, see lib/leads), so it is
 * only ever reached through this dynamic import: it loads when an account is opened, never on first load.
 */
const loadSupabaseModule = () => import('@supabase/supabase-js');

let client: Promise<AppSupabaseClient> | undefined;

/** The one browser client, created on first use. Its session lives in localStorage and refreshes itself. */
export function getSupabase(): Promise<AppSupabaseClient> {
  client ??= loadSupabaseModule().then(({ createClient }) =>
    createClient<Database>(config.supabaseUrl, __SUPABASE_ANON_KEY__, {
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
