/**
 * Delivering the owners' notifications from the `notifications` outbox. Every stored lead has its row (written by a
 * trigger in the lead's own transaction); this claims the rows that are due, emails each through Resend, and records
 * the outcome. A failed attempt is tried again later with back-off; after the last attempt the row is `failed`,
 * visibly. Without a provider configured nothing is claimed: the rows stay `pending`, shown as waiting.
 *
 * Exactly once: a row is claimed by one deliverer at a time (claim_notifications, FOR UPDATE SKIP LOCKED, leased),
 * and every attempt for a row carries the same Resend `Idempotency-Key`, so an attempt repeated after a crash (the
 * email went out, the process died before recording it) is answered by Resend without a second email. Resend keeps
 * keys for 24 hours; the whole retry schedule below ends well within that.
 *
 * Runs in the deliver-notifications function (production, on a schedule) and in the local API's timer.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { integerSetting, serviceClient, setting, type FunctionDeps } from './deps.ts';
import { ServiceUnavailable } from './http.ts';

const RESEND_EMAILS_URL = 'https://api.resend.com/emails';
const PROVIDER_TIMEOUT_MS = 10_000;
const DEFAULT_SITE_URL = 'https://brazos-scoop.example';

export const DELIVERY = {
  /** Rows per run; each is sent in turn, so a run lasts at most this many provider timeouts. */
  batchSize: 10,
  /** How long a claimed row is left alone: longer than a whole run can take. */
  leaseSeconds: 300,
  /** Attempts before a row is marked failed. */
  maxAttempts: 8,
} as const;

/**
 * Seconds before the next attempt after `attempt` failed: 1, 2, 4, 8, 16, 32 then 60 minutes, so the eighth attempt
 * comes about two hours after the first, within Resend's 24-hour idempotency window.
 */
export function retryDelaySeconds(attempt: number): number {
  return Math.min(60 * 2 ** Math.max(attempt - 1, 0), 3600);
}

// Resend answers these when the request itself is wrong (bad sender, bad address): sending it again cannot help.
const PERMANENT_STATUSES = new Set([400, 422]);

interface EmailProvider {
  apiKey: string;
  to: string[];
  from: string;
}

/** Resend settings, or undefined when RESEND_API_KEY or LEAD_NOTIFICATION_TO is missing. */
function emailProvider(deps: FunctionDeps): EmailProvider | undefined {
  const apiKey = setting(deps, 'RESEND_API_KEY');
  const to = (setting(deps, 'LEAD_NOTIFICATION_TO') ?? '')
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);
  if (!apiKey || to.length === 0) return undefined;
  return { apiKey, to, from: setting(deps, 'LEAD_NOTIFICATION_FROM') ?? defaultSender(deps) };
}

function defaultSender(deps: FunctionDeps): string {
  const site = setting(deps, 'SITE_URL') ?? setting(deps, 'VITE_SITE_URL') ?? DEFAULT_SITE_URL;
  let host: string;
  try {
    host = new URL(site).hostname.replace(/^www\./, '');
  } catch {
    host = new URL(DEFAULT_SITE_URL).hostname;
  }
  return `Leads <leads@${host}>`;
}

/** A claimed row: what the email needs, and the attempt it is. */
interface ClaimedNotification {
  id: string;
  subject: string;
  body: string;
  reply_to: string | null;
  attempts: number;
  /** How often an admin sent it again after it failed (0: never). */
  resends: number;
}

type Attempt = { delivered: true } | { delivered: false; error: string; permanent: boolean };

/** Sends one notification through Resend's HTTP API. */
async function sendEmail(
  deps: FunctionDeps,
  provider: EmailProvider,
  notification: ClaimedNotification,
): Promise<Attempt> {
  const send = deps.fetch ?? fetch;
  const timeoutMs = integerSetting(deps, 'LEAD_NOTIFICATION_TIMEOUT_MS', PROVIDER_TIMEOUT_MS);
  try {
    const response = await send(RESEND_EMAILS_URL, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${provider.apiKey}`,
        'Content-Type': 'application/json',
        // The same key on every attempt for this row: Resend sends it once.
        // One key per row and resend: a crash retry is never sent twice, a resend after a failure is sent.
        'Idempotency-Key': `lead-notification/${notification.id}${notification.resends ? `/resend-${notification.resends}` : ''}`,
      },
      body: JSON.stringify({
        from: provider.from,
        to: provider.to,
        subject: notification.subject,
        text: notification.body,
        ...(notification.reply_to ? { reply_to: notification.reply_to } : {}),
      }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (response.ok) return { delivered: true };
    const detail = (await response.text().catch(() => '')).slice(0, 500);
    return {
      delivered: false,
      error: `Resend answered ${response.status}${detail ? `: ${detail}` : ''}`,
      permanent: PERMANENT_STATUSES.has(response.status),
    };
  } catch (error) {
    return {
      delivered: false,
      error: `Resend request failed: ${error instanceof Error ? error.message : String(error)}`,
      permanent: false,
    };
  }
}

export interface DeliveryReport {
  /** No provider configured: nothing was claimed, every row stays pending. */
  skipped?: 'no-provider';
  claimed: number;
  sent: number;
  /** Failed this time, due again later. */
  retrying: number;
  /** Failed for good. */
  failed: number;
}

async function claim(client: SupabaseClient): Promise<ClaimedNotification[]> {
  const { data, error } = await client.rpc('claim_notifications', {
    batch_size: DELIVERY.batchSize,
    lease_seconds: DELIVERY.leaseSeconds,
  });
  if (error) throw new ServiceUnavailable(`claim_notifications failed: ${error.message}`);
  return (data ?? []) as ClaimedNotification[];
}

/**
 * Claims the notifications that are due and delivers each once. Throws ServiceUnavailable when the outbox cannot be
 * read; a row whose outcome cannot be recorded is claimed again once its lease runs out (and its email, if it went
 * out, is not sent twice: same idempotency key).
 */
export async function deliverDueNotifications(deps: FunctionDeps): Promise<DeliveryReport> {
  const report: DeliveryReport = { claimed: 0, sent: 0, retrying: 0, failed: 0 };
  const provider = emailProvider(deps);
  if (!provider) return { ...report, skipped: 'no-provider' };
  const client = serviceClient(deps);
  const recipients = provider.to.join(', ');

  for (const notification of await claim(client)) {
    report.claimed++;
    // Claimed again after its last allowed attempt never settled (the deliverer died mid-send, each time).
    const attempt: Attempt =
      notification.attempts > DELIVERY.maxAttempts
        ? {
            delivered: false,
            error: `No outcome recorded for attempt ${DELIVERY.maxAttempts}`,
            permanent: true,
          }
        : await sendEmail(deps, provider, notification);
    const giveUp = !attempt.delivered && (attempt.permanent || notification.attempts >= DELIVERY.maxAttempts);
    const { data, error } = await client.rpc('settle_notification', {
      notification_id: notification.id,
      claimed_attempt: notification.attempts,
      delivered_to: recipients,
      failure: attempt.delivered ? null : attempt.error,
      retry_in_seconds: attempt.delivered || giveUp ? null : retryDelaySeconds(notification.attempts),
    });
    if (error || data === null) {
      console.error(
        `[deliver-notifications] outcome of ${notification.id} not recorded: ${error?.message ?? 'claim superseded'}`,
      );
      continue;
    }
    if (data === 'sent') report.sent++;
    else if (data === 'failed') report.failed++;
    else report.retrying++;
  }
  return report;
}
