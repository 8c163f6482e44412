import type { AppConfig } from './env-schema';

/**
 * The site's configuration, typed. vite.config.ts validates the environment with the zod schema in
 * env-schema.ts and inlines the result as __APP_CONFIG__: nothing reads import.meta.env, and no
 * validation code ships to the browser.
 */
declare const __APP_CONFIG__: AppConfig;

export const config: Readonly<AppConfig> = __APP_CONFIG__;
export type Config = AppConfig;
