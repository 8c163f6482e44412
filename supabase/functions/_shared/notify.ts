/**
 * Owner notifications about new leads. Every notification is first written to the `notifications` outbox as
 * 'pending' (so the admin page shows it even when no email provider is configured), then, when Resend is
 * configured, sent by email and marked 'sent' or 'failed' with the provider's error. The lead itself is stored
 * before any of this runs, so a failed notification never loses it.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { integerSetting, setting, type FunctionDeps } from './deps.ts';

export const RESEND_EMAILS_URL = 'https://api.resend.com/emails';
const PROVIDER_TIMEOUT_MS = 10_000;
const DEFAULT_SITE_URL = 'https://brazos-scoop.example';

export type NotificationKind =
  'newsletter-signup' | 'quote-request' | 'contact-message' | 'referral-invite' | 'lead-notification';

export interface OwnerNotification {
  kind: NotificationKind;
  subject: string;
  /** Plain text: lead data is never interpolated into HTML. */
  body: string;
  payload: Record<string, unknown>;
  /** The lead's email, so the owners can answer with one click. */
  replyTo?: string | undefined;
}

export type DeliveryStatus = 'pending' | 'sent' | 'failed';

interface EmailProvider {
  apiKey: string;
  to: string[];
  from: string;
}

/** Resend settings, or undefined when RESEND_API_KEY or LEAD_NOTIFICATION_TO is missing. */
export function emailProvider(deps: FunctionDeps): EmailProvider | undefined {
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

/** Subjects are one line: lead fields such as `source` are free text. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 200);

/**
 * Records the notification and delivers it when a provider is configured. Resolves to the final status; rejects
 * only when the outbox row itself cannot be written.
 */
export async function notifyOwners(
  client: SupabaseClient,
  deps: FunctionDeps,
  notification: OwnerNotification,
): Promise<DeliveryStatus> {
  const provider = emailProvider(deps);
  const id = crypto.randomUUID();
  const subject = oneLine(notification.subject);
  const { error: insertError } = await client.from('notifications').insert({
    id,
    kind: notification.kind,
    recipient: provider ? provider.to.join(', ').slice(0, 255) : null,
    subject,
    body: notification.body,
    payload: notification.payload,
    status: 'pending',
  });
  if (insertError) throw new Error(`notifications insert failed: ${insertError.message}`);
  if (!provider) return 'pending';

  const failure = await sendEmail(deps, provider, id, { ...notification, subject });
  const { error: updateError } = await client
    .from('notifications')
    .update(
      failure === undefined
        ? { status: 'sent', sent_at: new Date().toISOString(), error: null }
        : { status: 'failed', error: failure },
    )
    .eq('id', id);
  if (updateError) console.error(`[notify] could not record the delivery of ${id}: ${updateError.message}`);
  return failure === undefined ? 'sent' : 'failed';
}

/** Sends through Resend's HTTP API; resolves to an error description, or undefined on success. */
async function sendEmail(
  deps: FunctionDeps,
  provider: EmailProvider,
  id: string,
  notification: OwnerNotification,
): Promise<string | undefined> {
  const send = deps.fetch ?? fetch;
  const timeoutMs = integerSetting(deps, 'LEAD_NOTIFICATION_TIMEOUT_MS', PROVIDER_TIMEOUT_MS);
  try {
    const response = await send(RESEND_EMAILS_URL, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${provider.apiKey}`,
        'Content-Type': 'application/json',
        // A retried delivery of the same outbox row is sent once.
        'Idempotency-Key': `lead-notification/${id}`,
      },
      body: JSON.stringify({
        from: provider.from,
        to: provider.to,
        subject: notification.subject,
        text: notification.body,
        ...(notification.replyTo ? { reply_to: notification.replyTo } : {}),
      }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (response.ok) return undefined;
    const detail = (await response.text().catch(() => '')).slice(0, 500);
    return `Resend answered ${response.status}${detail ? `: ${detail}` : ''}`;
  } catch (error) {
    return `Resend request failed: ${error instanceof Error ? error.message : String(error)}`;
  }
}

/** `label: value` lines for the fields that are present. */
export function detailLines(
  fields: Array<[label: string, value: string | number | boolean | null | undefined]>,
) {
  return fields
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([label, value]) => `${label}: ${String(value)}`)
    .join('\n');
}
