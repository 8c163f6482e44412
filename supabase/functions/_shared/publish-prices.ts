/**
 * publish-prices: rebuilds the site once the owners saved a new price list, so that the pages show it. Admins only:
 * the caller's access token is verified by the auth server and the account must hold the admin role (user_roles,
 * as public.is_admin() reads it); anyone else is answered 401 or 403 and nothing is called. Where the project has a
 * deploy hook (DEPLOY_HOOK_URL, a Vercel deploy hook: docs/deploying.md), it is POSTed and the answer is
 * `{ rebuilding: true }`; without one, `{ rebuilding: false }`, and the Prices section lists the pages that keep
 * the old prices until the next deploy. Counted against the per-client rate limit like every function.
 */
import * as z from 'zod/mini';
import { setting } from './deps.ts';
import { defineEndpoint } from './endpoint.ts';
import { jsonResponse, ServiceUnavailable } from './http.ts';

export const PUBLISH_PRICES_FUNCTION = 'publish-prices';

/** A deploy hook that has not answered by then is counted as down: the owner is told, and may try again. */
const HOOK_TIMEOUT_MS = 10_000;

export const publishPrices = defineEndpoint({
  name: PUBLISH_PRICES_FUNCTION,
  // The request carries nothing: who asks is the token, what to publish is the saved list.
  schema: z.object({}),
  async handle(_input, { client, deps, userId }) {
    if (!userId) return jsonResponse(401, { error: 'Sign in as an admin to publish the prices.' });
    const roles = await client
      .from('user_roles')
      .select('role')
      .eq('user_id', userId)
      .eq('role', 'admin')
      .limit(1);
    if (roles.error) throw new ServiceUnavailable(`user_roles lookup failed: ${roles.error.message}`);
    if ((roles.data ?? []).length === 0)
      return jsonResponse(403, { error: 'Only admins can publish the prices.' });

    const hook = setting(deps, 'DEPLOY_HOOK_URL');
    if (!hook) return { rebuilding: false };
    const send = deps.fetch ?? fetch;
    const answer = await send(hook, { method: 'POST', signal: AbortSignal.timeout(HOOK_TIMEOUT_MS) }).catch(
      (error: unknown) => {
        throw new ServiceUnavailable(`deploy hook unreachable: ${String(error)}`);
      },
    );
    await answer.body?.cancel();
    if (!answer.ok) throw new ServiceUnavailable(`deploy hook answered ${answer.status}`);
    return { rebuilding: true };
  },
});
