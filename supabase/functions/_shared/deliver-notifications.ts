/**
 * deliver-notifications: delivers the owners' notifications that are due (see ./notification-delivery.ts). Not for
 * the public: it runs on a schedule (Supabase Cron calling it through pg_net, docs/deploying.md) and answers only a
 * caller that presents NOTIFICATION_DELIVERY_SECRET as its bearer token. Without that secret configured it refuses
 * every call (fail closed). Calling it more often than scheduled is harmless: it only sends what is due, once.
 */
import { setting } from './deps.ts';
import type { FunctionHandler } from './endpoint.ts';
import { bearerToken, jsonResponse, ServiceUnavailable, unavailableResponse } from './http.ts';
import { deliverDueNotifications } from './notification-delivery.ts';

/** Compares in time independent of where the strings differ, so the secret cannot be guessed byte by byte. */
async function sameSecret(given: string, expected: string): Promise<boolean> {
  const digest = async (text: string) =>
    new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  const [a, b] = await Promise.all([digest(given), digest(expected)]);
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a[i]! ^ b[i]!;
  return difference === 0;
}

/** The one method the deliverer answers (its 405's Allow header). */
export const DELIVERY_METHODS = 'POST';

export const deliverNotifications: FunctionHandler = async (req, deps) => {
  if (req.method !== 'POST') {
    return jsonResponse(405, { error: 'Method not allowed' }, { Allow: DELIVERY_METHODS });
  }
  const secret = setting(deps, 'NOTIFICATION_DELIVERY_SECRET');
  if (!secret) {
    console.error('[deliver-notifications] NOTIFICATION_DELIVERY_SECRET is not set: every call is refused');
    return jsonResponse(401, { error: 'Unauthorized' });
  }
  const token = bearerToken(req);
  if (!token || !(await sameSecret(token, secret))) return jsonResponse(401, { error: 'Unauthorized' });
  try {
    return jsonResponse(200, { ok: true, ...(await deliverDueNotifications(deps)) });
  } catch (error) {
    console.error('[deliver-notifications]', error);
    return error instanceof ServiceUnavailable
      ? unavailableResponse()
      : jsonResponse(500, { error: 'Internal error' });
  }
};
