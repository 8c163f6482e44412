/**
 * The local API killed for real (SIGKILL of the process running it) while leads arrive and while owner notifications
 * are being sent, then started again on the same data. Every lead it acknowledged must be stored once, with exactly
 * one owner notification, and every notification must be delivered once. Leads whose answer never came (the process
 * died mid-request) are sent again with the same clientId, as the browser's outbox does, and are stored once too.
 *
 * The email provider is a stand-in HTTP server (Resend cannot be reached from here) that honours idempotency keys as
 * Resend documents. The figures are printed at the end.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/index.ts';
import {
  startEmailProviderStandIn,
  type EmailProviderStandIn,
} from '../../tests/support/email-provider-stand-in.ts';
import { LOCAL_SERVICE_ROLE_KEY } from './constants.ts';

const CHILD = resolve(process.cwd(), 'tests/support/killable-local-api.ts');

let dataDir: string;
let provider: EmailProviderStandIn;
let child: ChildProcess | undefined;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'crash-recovery-'));
  provider = await startEmailProviderStandIn();
});

afterAll(async () => {
  child?.kill('SIGKILL');
  await provider?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Starts the local API process on the data folder; resolves with its URL once it answers. */
function startApi(deliveryIntervalMs: number): Promise<string> {
  child = fork(CHILD, [], {
    execArgv: ['--import', 'tsx'],
    env: {
      ...process.env,
      KILL_TEST_DATA_DIR: dataDir,
      STAND_IN_PROVIDER_URL: provider.url,
      DELIVERY_INTERVAL_MS: String(deliveryIntervalMs),
    },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  const started = child;
  let output = '';
  return new Promise((resolveUrl, reject) => {
    started.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /READY (\S+)/.exec(output);
      if (ready) resolveUrl(ready[1]!);
    });
    started.stderr!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    started.once('exit', (code) =>
      reject(new Error(`local API exited before it was ready (${code}):\n${output}`)),
    );
  });
}

async function killApi(): Promise<void> {
  const running = child;
  if (!running || running.exitCode !== null || running.signalCode !== null) return;
  const exited = new Promise((done) => running.once('exit', done));
  running.kill('SIGKILL');
  await exited;
}

async function stopApi(): Promise<void> {
  const running = child;
  if (!running) return;
  const exited = new Promise((done) => running.once('exit', done));
  running.kill('SIGTERM');
  await exited;
}

interface Lead {
  fn: string;
  body: Record<string, unknown> & { clientId: string };
}

let leadNumber = 0;
function nextLead(): Lead {
  leadNumber += 1;
  const clientId = crypto.randomUUID();
  const tag = String(leadNumber).replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!);
  switch (leadNumber % 4) {
    case 0:
      return { fn: 'quote-request', body: { clientId, name: `Kill ${tag}`, zipCode: '76643', dogCount: 2 } };
    case 1:
      return {
        fn: 'contact-message',
        body: { clientId, name: `Kill ${tag}`, email: `kill.${tag}@example.com`, message: 'Hello' },
      };
    case 2:
      return {
        fn: 'newsletter-signup',
        body: { clientId, email: `kill.${tag}@example.com`, source: 'footer' },
      };
    default:
      return {
        fn: 'referral-invite',
        body: {
          clientId,
          referrerEmail: 'client@example.com',
          referredEmail: `f.${tag}@example.com`,
          referredName: `Kill ${tag}`,
        },
      };
  }
}

/** Sends a lead; true when the API acknowledged it (200), false when no answer came. */
async function send(url: string, lead: Lead): Promise<boolean> {
  try {
    const response = await fetch(`${url}/functions/v1/${lead.fn}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(lead.body),
    });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${lead.fn} answered ${response.status}`);
    return true;
  } catch (error) {
    if (error instanceof Error && /answered/.test(error.message)) throw error;
    return false;
  }
}

async function until(condition: () => boolean, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolveWait) => setTimeout(resolveWait, 10));
  }
}

/** Reads the data folder while no API holds it (as the database's owner). */
async function withDatabase<T>(
  work: (db: Awaited<ReturnType<typeof openDatabase>>) => Promise<T>,
): Promise<T> {
  const db = await openDatabase({ dataDir });
  try {
    return await work(db);
  } finally {
    await db.close();
  }
}

const LEAD_TABLES = {
  'quote-request': ['quote_requests', 'quote_request_id'],
  'contact-message': ['contact_messages', 'contact_message_id'],
  'newsletter-signup': ['newsletter_subscribers', 'newsletter_subscriber_id'],
  'referral-invite': ['referral_invites', 'referral_invite_id'],
} as const;

describe('the local API killed and restarted', () => {
  it(
    'loses no acknowledged lead and notifies each stored lead exactly once',
    { timeout: 300_000 },
    async () => {
      const sent: Lead[] = [];
      const acknowledged = new Set<string>();
      const unanswered: Lead[] = [];
      let kills = 0;

      // Round 1: leads arrive and are acknowledged; the process is killed before their notifications are delivered
      // (the deliverer runs at start only; on a busy machine that one run can still find the first few leads).
      let url = await startApi(0);
      const first = Array.from({ length: 24 }, nextLead);
      sent.push(...first);
      const answers = await Promise.all(first.map((lead) => send(url, lead)));
      first.forEach((lead, i) => (answers[i] ? acknowledged.add(lead.body.clientId) : unanswered.push(lead)));
      await killApi();
      kills++;
      const deliveredInRoundOne = provider.emails.length;

      // Round 2: on restart the deliverer starts sending round 1's notifications; the provider is slow, and the
      // process is killed while an email is in flight (accepted by the provider, outcome never recorded), while new
      // leads are still arriving.
      provider.delayMs = 1500;
      url = await startApi(0);
      const second = Array.from({ length: 24 }, nextLead);
      sent.push(...second);
      const inFlight = second.map((lead) =>
        send(url, lead).then((ok) => (ok ? acknowledged.add(lead.body.clientId) : unanswered.push(lead))),
      );
      // Killed once an email has reached the provider (its answer is still 1.5 s away) and some of the new leads
      // were acknowledged: the rest are mid-request.
      const acknowledgedBefore = acknowledged.size;
      await until(
        () => provider.emails.length > deliveredInRoundOne && acknowledged.size >= acknowledgedBefore + 6,
      );
      await killApi();
      kills++;
      await Promise.all(inFlight);
      const acceptedBeforeKill = provider.emails.length;

      // Between runs, time passes: the lease of the notifications claimed by the killed process runs out.
      const afterKills = await withDatabase(async (db) => {
        await db.query(`update public.notifications set next_attempt_at = now() where status = 'pending'`);
        const stored = await db.query<{ n: number }>(
          `select (select count(*) from public.quote_requests) + (select count(*) from public.contact_messages)
              + (select count(*) from public.newsletter_subscribers) + (select count(*) from public.referral_invites) as n`,
        );
        const notifications = await db.query<{ n: number }>(
          `select count(*)::int as n from public.notifications where audience = 'owners' and channel = 'email'`,
        );
        return { stored: Number(stored.rows[0]!.n), notifications: notifications.rows[0]!.n };
      });
      // Each stored lead already has its owners' email, whatever the kills interrupted.
      expect(afterKills.notifications).toBe(afterKills.stored);
      expect(afterKills.stored).toBeGreaterThanOrEqual(acknowledged.size);

      // Round 3: restarted with a healthy provider; the browsers resend what never got an answer, with the same ids.
      provider.delayMs = 0;
      url = await startApi(200);
      const resent = [...unanswered];
      for (const lead of resent) expect(await send(url, lead)).toBe(true);
      const deadline = Date.now() + 120_000;
      for (;;) {
        const response = await fetch(`${url}/rest/v1/notifications?select=id&status=neq.sent`, {
          headers: { apikey: LOCAL_SERVICE_ROLE_KEY, Authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}` },
        });
        const waiting = (await response.json()) as unknown[];
        if (waiting.length === 0) break;
        if (Date.now() > deadline) throw new Error(`${waiting.length} notifications still not sent`);
        await new Promise((resolveWait) => setTimeout(resolveWait, 200));
      }
      await stopApi();

      const final = await withDatabase(async (db) => {
        const perLead: Array<{
          clientId: string;
          rows: number;
          notifications: number;
          status: string | null;
          acknowledgements: number;
        }> = [];
        for (const lead of sent) {
          const [table, column] = LEAD_TABLES[lead.fn as keyof typeof LEAD_TABLES];
          const result = await db.query<{
            rows: number;
            notifications: number;
            status: string | null;
            acknowledgements: number;
          }>(
            `select (select count(*)::int from public.${table} where id = $1) as rows,
                  (select count(*)::int from public.notifications where ${column} = $1 and audience = 'owners' and channel = 'email') as notifications,
                  (select status from public.notifications where ${column} = $1 and audience = 'owners' and channel = 'email') as status,
                  (select count(*)::int from public.notifications where ${column} = $1 and audience = 'visitor')
                    as acknowledgements`,
            [lead.body.clientId],
          );
          perLead.push({ clientId: lead.body.clientId, ...result.rows[0]! });
        }
        const total = await db.query<{ n: number }>(
          `select count(*)::int as n from public.notifications where audience = 'owners' and channel = 'email'`,
        );
        const visitor = await db.query<{ n: number }>(
          `select count(*)::int as n from public.notifications where audience = 'visitor' and status = 'sent'`,
        );
        const attempts = await db.query<{ n: number }>(
          'select count(*)::int as n from public.notifications where attempts > 1',
        );
        return {
          perLead,
          notifications: total.rows[0]!.n,
          acknowledgements: visitor.rows[0]!.n,
          retried: attempts.rows[0]!.n,
        };
      });

      const keys = provider.requests.map((request) => String(request.headers['idempotency-key']));
      const figures = {
        kills,
        leadsSent: sent.length,
        acknowledgedBeforeResend: acknowledged.size,
        unansweredThenResent: resent.length,
        storedAfterKills: afterKills.stored,
        notificationsAfterKills: afterKills.notifications,
        leadsStored: final.perLead.filter((lead) => lead.rows === 1).length,
        notificationRows: final.notifications,
        emailsDelivered: provider.emails.length,
        emailsAcceptedBeforeTheSecondKill: acceptedBeforeKill,
        providerRequests: provider.requests.length,
        notificationsRetriedAfterAKill: final.retried,
      };
      console.log(`crash recovery: ${JSON.stringify(figures)}`);

      expect(
        final.perLead.every(
          (lead) =>
            lead.rows === 1 &&
            lead.notifications === 1 &&
            lead.status === 'sent' &&
            lead.acknowledgements <= 1,
        ),
      ).toBe(true);
      expect(final.notifications).toBe(sent.length);
      // Delivered once each: one email per notification (the owners' and the visitors' acknowledgements), never two
      // for one key.
      const emails = sent.length + final.acknowledgements;
      expect(provider.emails).toHaveLength(emails);
      expect(new Set(provider.emails.map((email) => email.headers['idempotency-key'])).size).toBe(emails);
      // The email in flight at the second kill was sent again after restart, and the provider did not send it twice.
      expect(acceptedBeforeKill).toBeGreaterThan(0);
      expect(keys.length).toBeGreaterThan(new Set(keys).size);
    },
  );
});
