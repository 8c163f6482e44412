import { config, type PageConfig } from '@/lib/config';

/**
 * Points this test file's copy of the site configuration elsewhere (a test API, an analytics ID).
 * The config is inlined at build time, so tests change the object itself; each test file has its own.
 */
export function setTestConfig(patch: Partial<PageConfig>) {
  Object.assign(config, patch);
}
