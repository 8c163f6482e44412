/**
 * Delivering the `notifications` outbox: the owners' email about every stored lead, the visitor's acknowledgement of
 * a quote or message that left an email address, the owners' text (all written by triggers in the lead's own
 * transaction) and a quote's one follow-up (queued by the run itself, below). A run first queues the follow-ups that
 * are due, then claims the rows that are due, oldest first, sends each (email through Resend, text through Twilio),
 * and records the outcome, batch after batch until nothing is due or its time budget is spent. A failed
 * attempt is tried again later with back-off; after the last attempt the row is `failed`, visibly. Without a provider
 * configured nothing is claimed: the rows stay `pending`, shown as waiting; a channel without its provider (texts
 * without the Twilio secrets) leaves its rows waiting the same way. Texts the owners want only in business hours
 * wait for the opening (released, due then) when they come up while the business is closed.
 *
 * Exactly once: a row is claimed by one deliverer at a time (claim_notifications, FOR UPDATE SKIP LOCKED, leased),
 * and every attempt for a row carries the same Resend `Idempotency-Key`, so an attempt repeated after a crash (the
 * email went out, the process died before recording it) is answered by Resend without a second email. Twilio takes
 * no such key: a text whose sending crashed before its outcome was recorded can reach the owners twice. Resend keeps
 * keys for 24 hours; the whole retry schedule below ends well within that. A claimed row the run did not attempt (it
 * stopped first) is released as it was (release_notification), and a batch is claimed only when the worst case of
 * sending all of it fits in what is left of the budget, which stays under the lease: no lease runs out under a send.
 *
 * Within the provider's rate limit across runs: each send first takes a slot in the database, which every run
 * shares (begin_notification_send, see its migration), and the slot is ended once the provider has answered (with
 * the sender's next request for a slot, or end_notification_send). A send starts only a second after the send
 * `perSecond` slots before it ended, so overlapping runs together keep to the limit, and a slow send only lowers the
 * pace.
 *
 * Runs in the deliver-notifications function (production, on a schedule) and in the local API's timer.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { businessFacts } from './browser-safe/business-facts.ts';
import { integerSetting, serviceClient, setting, type FunctionDeps } from './deps.ts';
import { ServiceUnavailable } from './http.ts';
import { businessDaysLater, isOpenAt, nextOpenInstant } from './browser-safe/reply-clock.ts';
import {
  acknowledgementEmail,
  followUpEmail,
  ownerText,
  type MessageLinks,
  type StoredLead,
  type WrittenEmail,
} from './visitor-messages.ts';

const RESEND_EMAILS_URL = 'https://api.resend.com/emails';
const PROVIDER_TIMEOUT_MS = 10_000;
const DEFAULT_SITE_URL = 'https://brazos-scoop.example';
const DEFAULT_BOOKING_URL = 'https://hub.brazos-scoop.example/work_request/new';
const TWILIO_API = 'https://api.twilio.com/2010-04-01';
/** A quote with an email that is still New or Contacted this many business days after it arrived is followed up. */
export const FOLLOW_UP_BUSINESS_DAYS = 2;

export const DELIVERY = {
  /** Most rows one claim takes; fewer when the worst case of sending them would not fit in the budget left. */
  batchSize: 100,
  /** How long a claimed row is left alone: longer than a whole run can take (the budget stays under it). */
  leaseSeconds: 300,
  /** Attempts before a row is marked failed. */
  maxAttempts: 8,
  /** A run's time budget (NOTIFICATION_DELIVERY_BUDGET_MS): 45 s of the minute between scheduled runs. */
  budgetMs: 45_000,
  /** The budget's bounds: room for one send at the least, and at the most a minute under the lease. */
  minBudgetMs: 5_000,
  maxBudgetMs: 240_000,
  /**
   * Sends per second at most, across every run (NOTIFICATION_DELIVERY_PER_SECOND): Resend's default rate limit.
   * The database's slots allow up to 1,000.
   */
  perSecond: 2,
  maxPerSecond: 1000,
  /** Sends in flight at most (NOTIFICATION_DELIVERY_CONCURRENCY), and the most that can be configured. */
  concurrency: 1,
  maxConcurrency: 4,
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
// Resend's rate limit and daily quota: nothing was sent, and nothing more will be in this run.
const RATE_LIMITED_STATUS = 429;

interface EmailProvider {
  apiKey: string;
  to: string[];
  from: string;
  /** The sender of the visitors' emails. */
  visitorFrom: string;
  /** Where a visitor's reply goes: the owners. */
  replyTo: string;
  links: MessageLinks;
  /** The base URL of the functions (the unsubscribe endpoint). */
  functionsUrl: string;
}

interface SmsProvider {
  accountSid: string;
  authToken: string;
  from: string;
  to: string;
}

/** Twilio settings, or undefined unless TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM and OWNER_SMS_TO are set. */
function smsProvider(deps: FunctionDeps): SmsProvider | undefined {
  const accountSid = setting(deps, 'TWILIO_ACCOUNT_SID');
  const authToken = setting(deps, 'TWILIO_AUTH_TOKEN');
  const from = setting(deps, 'TWILIO_FROM');
  const to = setting(deps, 'OWNER_SMS_TO');
  if (!accountSid || !authToken || !from || !to) return undefined;
  return { accountSid, authToken, from, to };
}

/** Resend settings, or undefined when RESEND_API_KEY or LEAD_NOTIFICATION_TO is missing. */
function emailProvider(deps: FunctionDeps): EmailProvider | undefined {
  const apiKey = setting(deps, 'RESEND_API_KEY');
  const to = (setting(deps, 'LEAD_NOTIFICATION_TO') ?? '')
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);
  if (!apiKey || to.length === 0) return undefined;
  const host = siteHost(deps);
  return {
    apiKey,
    to,
    from: setting(deps, 'LEAD_NOTIFICATION_FROM') ?? `Leads <leads@${host}>`,
    visitorFrom: setting(deps, 'VISITOR_EMAIL_FROM') ?? `${businessFacts.name} <hello@${host}>`,
    replyTo: setting(deps, 'LEAD_REPLY_TO') ?? to[0]!,
    links: {
      bookingUrl: setting(deps, 'BOOKING_URL') ?? setting(deps, 'VITE_BOOKING_URL') ?? DEFAULT_BOOKING_URL,
      siteUrl: siteUrl(deps),
    },
    functionsUrl: deps.supabaseUrl.replace(/\/+$/, ''),
  };
}

function siteUrl(deps: FunctionDeps): string {
  const site = setting(deps, 'SITE_URL') ?? setting(deps, 'VITE_SITE_URL') ?? DEFAULT_SITE_URL;
  try {
    return new URL(site).origin;
  } catch {
    return DEFAULT_SITE_URL;
  }
}

const siteHost = (deps: FunctionDeps) => new URL(siteUrl(deps)).hostname.replace(/^www\./, '');

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/** How a run spends its time: its budget, and what one send may take in the worst case. */
interface Pace {
  budgetMs: number;
  /** Sends per second at most, shared with every other run through the database's slots. */
  perSecond: number;
  /** Between the starts of two sends, at least, when this run is the only one sending. */
  intervalMs: number;
  concurrency: number;
  /** The provider's timeout, kept under the budget so that one send always fits in a fresh run. */
  timeoutMs: number;
}

function deliveryPace(deps: FunctionDeps): Pace {
  const budgetMs = clamp(
    integerSetting(deps, 'NOTIFICATION_DELIVERY_BUDGET_MS', DELIVERY.budgetMs),
    DELIVERY.minBudgetMs,
    DELIVERY.maxBudgetMs,
  );
  const perSecond = clamp(
    integerSetting(deps, 'NOTIFICATION_DELIVERY_PER_SECOND', DELIVERY.perSecond),
    1,
    DELIVERY.maxPerSecond,
  );
  const intervalMs = Math.ceil(1000 / perSecond);
  return {
    budgetMs,
    perSecond,
    intervalMs,
    concurrency: clamp(
      integerSetting(deps, 'NOTIFICATION_DELIVERY_CONCURRENCY', DELIVERY.concurrency),
      1,
      DELIVERY.maxConcurrency,
    ),
    timeoutMs: Math.min(
      integerSetting(deps, 'LEAD_NOTIFICATION_TIMEOUT_MS', PROVIDER_TIMEOUT_MS),
      budgetMs - intervalMs,
    ),
  };
}

/**
 * How many sends are sure to end within `remainingMs`: each start waits at most one interval for its turn, and each
 * round of `concurrency` sends takes at most the provider's timeout.
 */
function sendsThatFit(pace: Pace, remainingMs: number): number {
  let count = 0;
  while (
    count < DELIVERY.batchSize &&
    (count + 1) * pace.intervalMs + Math.ceil((count + 1) / pace.concurrency) * pace.timeoutMs <= remainingMs
  ) {
    count++;
  }
  return count;
}

/** A claimed row: what the message needs, and the attempt it is. */
interface ClaimedNotification {
  id: string;
  kind: string;
  audience: 'owners' | 'visitor';
  channel: 'email' | 'sms';
  /** The visitor's address (null for the owners' rows). */
  recipient: string | null;
  /** The lead, for the messages written when sent. */
  payload: StoredLead;
  subject: string;
  body: string;
  reply_to: string | null;
  attempts: number;
  /** How often an admin sent it again after it failed (0: never). */
  resends: number;
  /** When it was due before this claim: where releasing it puts it back. */
  due_at: string;
}

type Attempt =
  { delivered: true } | { delivered: false; error: string; permanent: boolean; rateLimited: boolean };

const isQuote = (lead: StoredLead) => lead.zip_code !== undefined;

/** One request to a provider, as an attempt: sent, or why not and whether trying again can help. */
async function providerAttempt(
  provider: string,
  permanentStatuses: ReadonlySet<number>,
  request: () => Promise<Response>,
): Promise<Attempt> {
  try {
    const response = await request();
    if (response.ok) return { delivered: true };
    const detail = (await response.text().catch(() => '')).slice(0, 500);
    return {
      delivered: false,
      error: `${provider} answered ${response.status}${detail ? `: ${detail}` : ''}`,
      permanent: permanentStatuses.has(response.status),
      rateLimited: response.status === RATE_LIMITED_STATUS,
    };
  } catch (error) {
    return {
      delivered: false,
      error: `${provider} request failed: ${error instanceof Error ? error.message : String(error)}`,
      permanent: false,
      rateLimited: false,
    };
  }
}

/** The email a row stands for: the visitor's, written now from the lead; the owners', as the database wrote it. */
function emailOf(provider: EmailProvider, notification: ClaimedNotification): WrittenEmail {
  const lead = notification.payload;
  if (notification.kind === 'acknowledgement')
    return acknowledgementEmail(isQuote(lead) ? 'quote' : 'message', lead, provider.links);
  if (notification.kind === 'follow-up') return followUpEmail(lead, provider.links, provider.functionsUrl);
  return { subject: notification.subject, text: notification.body };
}

/** Sends one email notification through Resend's HTTP API. */
async function sendEmail(
  deps: FunctionDeps,
  provider: EmailProvider,
  timeoutMs: number,
  notification: ClaimedNotification,
): Promise<Attempt> {
  const send = deps.fetch ?? fetch;
  const toVisitor = notification.audience === 'visitor';
  const email = emailOf(provider, notification);
  const replyTo = toVisitor ? provider.replyTo : notification.reply_to;
  return providerAttempt('Resend', PERMANENT_STATUSES, () =>
    send(RESEND_EMAILS_URL, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${provider.apiKey}`,
        'Content-Type': 'application/json',
        // The same key on every attempt for this row: Resend sends it once.
        // One key per row and resend: a crash retry is never sent twice, a resend after a failure is sent.
        'Idempotency-Key': `lead-notification/${notification.id}${notification.resends ? `/resend-${notification.resends}` : ''}`,
      },
      body: JSON.stringify({
        from: toVisitor ? provider.visitorFrom : provider.from,
        to: toVisitor ? [notification.recipient] : provider.to,
        subject: email.subject,
        text: email.text,
        ...(replyTo ? { reply_to: replyTo } : {}),
        ...(email.headers ? { headers: email.headers } : {}),
      }),
      signal: AbortSignal.timeout(timeoutMs),
    }),
  );
}

// Twilio's answers to a request that is wrong in itself (a bad number, a bad sender): sending it again cannot help.
const TWILIO_PERMANENT_STATUSES = new Set([400, 404]);

/** Sends the owners' text through Twilio's Messages API (form-encoded, basic auth with the account SID and token). */
async function sendText(
  deps: FunctionDeps,
  provider: SmsProvider,
  timeoutMs: number,
  notification: ClaimedNotification,
): Promise<Attempt> {
  const send = deps.fetch ?? fetch;
  const lead = notification.payload;
  return providerAttempt('Twilio', TWILIO_PERMANENT_STATUSES, () =>
    send(`${TWILIO_API}/Accounts/${encodeURIComponent(provider.accountSid)}/Messages.json`, {
      method: 'POST',
      headers: {
        Authorization: `Basic ${btoa(`${provider.accountSid}:${provider.authToken}`)}`,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({
        To: provider.to,
        From: provider.from,
        Body: ownerText(isQuote(lead) ? 'quote' : 'message', lead),
      }).toString(),
      signal: AbortSignal.timeout(timeoutMs),
    }),
  );
}

export interface DeliveryReport {
  /** No provider configured: nothing was claimed, every row stays pending. */
  skipped?: 'no-provider';
  /** Follow-ups this run queued (each then sent like any row). */
  followUpsQueued: number;
  claimed: number;
  sent: number;
  /** Failed this time, due again later. */
  retrying: number;
  /** Failed for good. */
  failed: number;
  /** Claimed but not attempted, as the run stopped first: due again as before, with no attempt counted. */
  released: number;
  /**
   * Why the run stopped while notifications may still be due: its time budget was spent, the provider answered 429
   * (rate limit or daily quota), the caller aborted it, or the database could not grant a send its slot under the
   * rate limit (nothing is sent unpaced). Absent when nothing was left due.
   */
  stopped?: 'out-of-time' | 'rate-limited' | 'aborted' | 'unpaced';
}

export interface DeliveryOptions {
  /** Stops the run: no batch is claimed and no send started after it fires; what is claimed and unsent is released. */
  signal?: AbortSignal;
}

/** One run's state, shared by its batches and the senders within a batch. */
interface Run {
  deps: FunctionDeps;
  client: SupabaseClient;
  email?: EmailProvider;
  sms?: SmsProvider;
  /** The owners' choice: texts at any time, or only while the business is open. */
  textsInBusinessHoursOnly: boolean;
  pace: Pace;
  report: DeliveryReport;
  /** When the run's budget ends, on the deps' clock. */
  deadline: number;
  signal?: AbortSignal;
}

const stoppedBy = (run: Run) => {
  if (run.signal?.aborted) run.report.stopped ??= 'aborted';
  return run.report.stopped !== undefined;
};

async function claim(run: Run, size: number): Promise<ClaimedNotification[]> {
  const channels = [...(run.email ? ['email'] : []), ...(run.sms ? ['sms'] : [])];
  const { data, error } = await run.client.rpc('claim_notifications', {
    batch_size: size,
    lease_seconds: DELIVERY.leaseSeconds,
    channels,
  });
  if (error) throw new ServiceUnavailable(`claim_notifications failed: ${error.message}`);
  return (data ?? []) as ClaimedNotification[];
}

/** Puts a claimed, unattempted row back; if that cannot be recorded, its lease runs out and it is claimed again. */
async function release(
  run: Run,
  notification: ClaimedNotification,
  note: string | null = null,
): Promise<void> {
  const { data, error } = await run.client.rpc('release_notification', {
    notification_id: notification.id,
    claimed_attempt: notification.attempts,
    due_at: notification.due_at,
    ...(note ? { note } : {}),
  });
  if (error || data !== true) {
    console.error(
      `[deliver-notifications] ${notification.id} not released: ${error?.message ?? 'claim superseded'}`,
    );
    return;
  }
  run.report.released++;
}

const runClock = (run: Run) => run.deps.now ?? Date.now;
const runSleep = (run: Run) =>
  run.deps.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));

/**
 * A slot for one send under the provider's rate limit (begin_notification_send), waiting for it as long as the
 * budget leaves room for the send after it; null when the run stopped first (out of time, aborted, or the slot could
 * not be asked for: then nothing more is sent in this run). `answered` is the slot of the sender's previous send,
 * which the provider has answered: it is ended with the first request (or on its own, when none is made).
 */
async function takeSendSlot(run: Run, answered: number | null): Promise<number | null> {
  const now = runClock(run);
  const maxSendSeconds = Math.ceil(run.pace.timeoutMs / 1000) + 1;
  let unended = answered;
  let waitMs = 0;
  try {
    while (!stoppedBy(run)) {
      if (now() + waitMs + run.pace.timeoutMs > run.deadline) {
        run.report.stopped = 'out-of-time';
        break;
      }
      if (waitMs > 0) await runSleep(run)(waitMs);
      const { data, error } = await run.client.rpc('begin_notification_send', {
        per_second: run.pace.perSecond,
        max_send_seconds: maxSendSeconds,
        ...(unended === null ? {} : { ended_slot: unended }),
      });
      if (error) {
        console.error(`[deliver-notifications] no send slot: ${error.message}`);
        run.report.stopped ??= 'unpaced';
        break;
      }
      unended = null;
      const answer = data as { slot?: number; wait_ms?: number };
      if (typeof answer.slot === 'number') return answer.slot;
      waitMs = Math.max(answer.wait_ms ?? 1000, 1);
    }
    return null;
  } finally {
    if (unended !== null) await endSendSlot(run, unended);
  }
}

/** Records that a slot's send was answered; if that fails, the slot counts as ended once it expires. */
async function endSendSlot(run: Run, slot: number): Promise<void> {
  const { error } = await run.client.rpc('end_notification_send', { slot });
  if (error) console.error(`[deliver-notifications] send slot ${slot} not ended: ${error.message}`);
}

/** Puts a text that came up while the business is closed back until the next opening (texts in business hours only). */
async function holdUntilOpening(run: Run, notification: ClaimedNotification): Promise<boolean> {
  const now = new Date(runClock(run)());
  if (!run.textsInBusinessHoursOnly || notification.channel !== 'sms' || isOpenAt(now)) return false;
  await release(
    run,
    { ...notification, due_at: nextOpenInstant(now).toISOString() },
    'Held until opening: the owners get texts in business hours only',
  );
  return true;
}

/** Where a row was sent, as its settled row records it. */
function deliveredTo(run: Run, notification: ClaimedNotification): string {
  if (notification.audience === 'visitor') return notification.recipient ?? '';
  return notification.channel === 'sms' ? (run.sms?.to ?? '') : (run.email?.to.join(', ') ?? '');
}

/** Sends one claimed notification (unless it is past its last attempt) and records the outcome. */
async function deliver(run: Run, notification: ClaimedNotification): Promise<void> {
  if (await holdUntilOpening(run, notification)) return;
  // Claimed again after its last allowed attempt never settled (the deliverer died mid-send, each time).
  const attempt: Attempt =
    notification.attempts > DELIVERY.maxAttempts
      ? {
          delivered: false,
          error: `No outcome recorded for attempt ${DELIVERY.maxAttempts}`,
          permanent: true,
          rateLimited: false,
        }
      : notification.channel === 'sms'
        ? await sendText(run.deps, run.sms!, run.pace.timeoutMs, notification)
        : await sendEmail(run.deps, run.email!, run.pace.timeoutMs, notification);
  if (!attempt.delivered && attempt.rateLimited) {
    run.report.stopped = 'rate-limited';
    await release(run, notification, `${attempt.error} (not sent; due again on the next run)`);
    return;
  }
  const giveUp = !attempt.delivered && (attempt.permanent || notification.attempts >= DELIVERY.maxAttempts);
  const { data, error } = await run.client.rpc('settle_notification', {
    notification_id: notification.id,
    claimed_attempt: notification.attempts,
    delivered_to: deliveredTo(run, notification),
    failure: attempt.delivered ? null : attempt.error,
    retry_in_seconds: attempt.delivered || giveUp ? null : retryDelaySeconds(notification.attempts),
  });
  if (error || data === null) {
    console.error(
      `[deliver-notifications] outcome of ${notification.id} not recorded: ${error?.message ?? 'claim superseded'}`,
    );
    return;
  }
  if (data === 'sent') run.report.sent++;
  else if (data === 'failed') run.report.failed++;
  else run.report.retrying++;
}

/**
 * Sends a claimed batch in order, `concurrency` at a time, each in its slot; what the run stopped before sending is
 * released.
 */
async function deliverBatch(run: Run, batch: ClaimedNotification[]): Promise<void> {
  const waiting = [...batch];
  const unsent: ClaimedNotification[] = [];
  const sender = async () => {
    // The slot of this sender's last send, answered by the provider: ended when it asks for the next one.
    let answered: number | null = null;
    for (let next = waiting.shift(); next; next = waiting.shift()) {
      const slot = await takeSendSlot(run, answered);
      answered = null;
      if (slot === null) {
        unsent.push(next);
        continue;
      }
      await deliver(run, next);
      answered = slot;
    }
    if (answered !== null) await endSendSlot(run, answered);
  };
  await Promise.all(Array.from({ length: Math.min(run.pace.concurrency, batch.length) }, sender));
  for (const notification of unsent) await release(run, notification);
}

/**
 * Delivers the notifications that are due, each once, oldest first, at the provider's rate shared with every other
 * run, batch after batch until none is due, the time budget is spent, the provider answers 429 or `options.signal`
 * fires. Throws ServiceUnavailable when the outbox cannot be read; a row whose outcome cannot be recorded is claimed
 * again once its lease runs out (and its email, if it went out, is not sent twice: same idempotency key).
 */
export async function deliverDueNotifications(
  deps: FunctionDeps,
  options: DeliveryOptions = {},
): Promise<DeliveryReport> {
  const report: DeliveryReport = {
    followUpsQueued: 0,
    claimed: 0,
    sent: 0,
    retrying: 0,
    failed: 0,
    released: 0,
  };
  const email = emailProvider(deps);
  const sms = smsProvider(deps);
  if (!email && !sms) return { ...report, skipped: 'no-provider' };
  const now = deps.now ?? Date.now;
  const pace = deliveryPace(deps);
  const deadline = now() + pace.budgetMs;
  const client = serviceClient(deps);
  const run: Run = {
    deps,
    client,
    ...(email ? { email } : {}),
    ...(sms ? { sms } : {}),
    textsInBusinessHoursOnly: sms ? (await ownerTextsSetting(client)) === 'business_hours' : false,
    pace,
    report,
    deadline,
    ...(options.signal ? { signal: options.signal } : {}),
  };
  if (email) report.followUpsQueued = await queueFollowUps(client, new Date(now()));

  while (!stoppedBy(run)) {
    // What this run could send alone; when other runs share the rate, it stops at its deadline and releases the rest.
    const size = sendsThatFit(pace, deadline - now());
    if (size === 0) {
      report.stopped = 'out-of-time';
      break;
    }
    const batch = await claim(run, size);
    report.claimed += batch.length;
    await deliverBatch(run, batch);
    // A short batch took every row that was due.
    if (batch.length < size) break;
  }
  return report;
}

async function ownerTextsSetting(client: SupabaseClient): Promise<string> {
  const { data, error } = await client.from('owner_settings').select('owner_texts').maybeSingle();
  if (error) throw new ServiceUnavailable(`owner_settings could not be read: ${error.message}`);
  return (data as { owner_texts?: string } | null)?.owner_texts ?? 'off';
}

/**
 * Queues the follow-up of every quote that is FOLLOW_UP_BUSINESS_DAYS business days old at `now` and may still get
 * one (the database checks every rule again as it writes the row, and never writes a second). Returns how many were
 * queued; a failure here is logged and leaves the rest of the run as it was.
 */
export async function queueFollowUps(client: SupabaseClient, now: Date): Promise<number> {
  const { data, error } = await client.rpc('follow_up_candidates', { max_rows: 100 });
  if (error) {
    console.error(`[deliver-notifications] no follow-up candidates: ${error.message}`);
    return 0;
  }
  let queued = 0;
  for (const quote of (data ?? []) as { id: string; created_at: string }[]) {
    if (businessDaysLater(new Date(quote.created_at), FOLLOW_UP_BUSINESS_DAYS) > now) continue;
    const { data: written, error: queueError } = await client.rpc('queue_follow_up', { quote_id: quote.id });
    if (queueError)
      console.error(`[deliver-notifications] follow-up of ${quote.id} not queued: ${queueError.message}`);
    else if (written === true) queued++;
  }
  return queued;
}
