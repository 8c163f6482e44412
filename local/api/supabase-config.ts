import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const CONFIG_PATH = fileURLToPath(new URL('../../supabase/config.toml', import.meta.url));

export type SupabaseConfig = {
  /** `[auth] site_url`: where auth links land when the caller names no redirect. */
  siteUrl: string;
  /** `[functions.<name>] verify_jwt = false` opts a function out of the gateway's JWT check. */
  functionsWithoutJwtCheck: ReadonlySet<string>;
};

const FALLBACK_SITE_URL = 'http://127.0.0.1:4173';

/**
 * The few `supabase/config.toml` settings the local API honours, so it behaves like `supabase start` with the same
 * file. Only flat `key = value` lines in named tables are read, which is all these settings need.
 */
export function readSupabaseConfig(path: string = CONFIG_PATH): SupabaseConfig {
  let text = '';
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    return { siteUrl: FALLBACK_SITE_URL, functionsWithoutJwtCheck: new Set() };
  }
  let table = '';
  let siteUrl = FALLBACK_SITE_URL;
  const withoutJwtCheck = new Set<string>();
  for (const rawLine of text.split('\n')) {
    const line = rawLine.replace(/(^|\s)#.*$/, '').trim();
    const header = /^\[([^\]]+)\]$/.exec(line);
    if (header) {
      table = header[1]!.trim();
      continue;
    }
    const entry = /^([A-Za-z0-9_]+)\s*=\s*(.+)$/.exec(line);
    if (!entry) continue;
    const [, key, value] = entry as unknown as [string, string, string];
    if (table === 'auth' && key === 'site_url') siteUrl = value.replace(/^"(.*)"$/, '$1');
    const fn = /^functions\.(.+)$/.exec(table)?.[1]?.replace(/^"(.*)"$/, '$1');
    if (fn && key === 'verify_jwt' && value === 'false') withoutJwtCheck.add(fn);
  }
  return { siteUrl, functionsWithoutJwtCheck: withoutJwtCheck };
}
