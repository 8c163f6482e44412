/**
 * The unsubscribe link's page talks to the unsubscribe function (supabase/functions/_shared/unsubscribe.ts) with a
 * plain `fetch`: no sign-in, the token in the link is the whole authority.
 */
import { config } from '@/lib/config';

const TIMEOUT_MS = 10_000;

const endpoint = (token: string) =>
  `${config.supabaseUrl}/functions/v1/unsubscribe?token=${encodeURIComponent(token)}`;

export type UnsubscribeState = 'subscribed' | 'unsubscribed' | 'unknown' | 'unreachable';

/** Whether the link's address is still subscribed; never throws. */
export async function unsubscribeStatus(token: string): Promise<UnsubscribeState> {
  try {
    const response = await fetch(endpoint(token), { signal: AbortSignal.timeout(TIMEOUT_MS) });
    if (!response.ok) return 'unreachable';
    const body = (await response.json()) as { found?: boolean; unsubscribed?: boolean };
    if (!body.found) return 'unknown';
    return body.unsubscribed ? 'unsubscribed' : 'subscribed';
  } catch {
    return 'unreachable';
  }
}

/** Unsubscribes the link's address, as a mail client's one-click POST does; never throws. */
export async function unsubscribeNow(token: string): Promise<UnsubscribeState> {
  try {
    const response = await fetch(endpoint(token), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (response.status === 404) return 'unknown';
    return response.ok ? 'unsubscribed' : 'unreachable';
  } catch {
    return 'unreachable';
  }
}
