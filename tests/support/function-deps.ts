import { LOCAL_SERVICE_ROLE_KEY } from '../../local/api/constants.ts';
import type { FunctionDeps } from '../../supabase/functions/_shared/handlers.ts';
import { createNodeClient } from '../../supabase/functions/_shared/node-client.ts';

/**
 * What an edge-function handler gets in production, pointed at a test API: the service-role key, Node's client and
 * the given settings (a rate limit high enough that only the tests about it meet it).
 */
export function functionDepsFor(
  apiUrl: string,
  env: Record<string, string> = {},
  overrides: Partial<FunctionDeps> = {},
): FunctionDeps {
  const values: Record<string, string> = { RATE_LIMIT_MAX: '1000', ...env };
  return {
    supabaseUrl: apiUrl,
    serviceRoleKey: LOCAL_SERVICE_ROLE_KEY,
    env: (name) => values[name],
    createClient: createNodeClient,
    ...overrides,
  };
}

/** A fresh client address per call under `prefix` (e.g. '198.18'), so rate limits only bite where a test wants. */
export function addressSequence(prefix: string): () => string {
  let n = 0;
  return () => {
    n += 1;
    return `${prefix}.${Math.floor(n / 250)}.${(n % 250) + 1}`;
  };
}
