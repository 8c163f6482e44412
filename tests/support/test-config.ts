import { config } from '@/lib/config';
import type { AppConfig } from '@/lib/env-schema';

/**
 * Points this test file's copy of the site configuration elsewhere (a test API, an analytics ID).
 * The config is inlined at build time, so tests change the object itself; each test file has its own.
 */
export function setTestConfig(patch: Partial<AppConfig>) {
  Object.assign(config, patch);
}
