import type { AppConfig } from './env-schema';

/** The configuration every page's script carries: all of it but the API's key (below). */
export type PageConfig = Omit<AppConfig, 'supabaseAnonKey'>;

declare const __APP_CONFIG__: PageConfig;

declare global {
  /**
   * The API's public (anon) key, which the build writes in where it is named. Not in `config`: that object is in
   * the script every page loads, and the key (a signed token of some 200 characters, which gzip cannot shrink) is
   * needed only where the API is called: the account client (lib/supabase.ts), the lead sender
   * (lib/leads/transport.ts), the referral code lookup (lib/referral/referral-code-check.ts) and the price list
   * (lib/price-list.ts), chunks a page loads when it needs them.
   */
  const __SUPABASE_ANON_KEY__: string;
}

/**
 * The site's configuration, typed. vite.config.ts validates the environment with the zod schema in
 * env-schema.ts and inlines the result as __APP_CONFIG__ and __SUPABASE_ANON_KEY__: nothing reads
 * import.meta.env, and no validation code ships to the browser.
 */
export const config: Readonly<PageConfig> = __APP_CONFIG__;
export type Config = PageConfig;
