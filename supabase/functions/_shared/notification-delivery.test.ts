/**
 * Delivering owner notifications from the outbox, against the real database (the local API on PGlite with the real
 * migrations, reached with supabase-js and the service-role key). The email provider's host cannot be reached from
 * here, so Resend is a stand-in HTTP server (tests/support) that honours idempotency keys as Resend documents.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startLocalApi, LOCAL_SERVICE_ROLE_KEY } from '../../../local/api/index.ts';
import {
  startEmailProviderStandIn,
  type EmailProviderStandIn,
} from '../../../tests/support/email-provider-stand-in.ts';
import type { FunctionDeps } from './deps.ts';
import { functionHandlers } from './handlers.ts';
import { createNodeClient } from './node-client.ts';
import { DELIVERY, deliverDueNotifications, retryDelaySeconds } from './notification-delivery.ts';
import { formatReplyBy, replyDueAt } from './browser-safe/reply-clock.ts';
import {
  providerStandIns,
  SMS_LOG_PREFIX,
  STAND_IN_PROVIDER_ENV,
} from '../../../local/api/provider-stand-ins.ts';

let api: Awaited<ReturnType<typeof startLocalApi>>;
let provider: EmailProviderStandIn;

const PROVIDER_ENV = {
  RESEND_API_KEY: 're_test_key',
  LEAD_NOTIFICATION_TO: 'owner@brazos-scoop.example, partner@brazos-scoop.example',
  SITE_URL: 'https://www.brazos-scoop.example',
};

/**
 * For the tests about something else than the pace: a provider that allows 1,000 sends a second (a raised Resend
 * limit) and is given 2 s before a send times out (the stand-in answers at once), so a claim takes what is sure to be
 * sent within the budget left, 22 rows of the 45 s.
 */
const FAST_PROVIDER_ENV = {
  ...PROVIDER_ENV,
  NOTIFICATION_DELIVERY_PER_SECOND: '1000',
  LEAD_NOTIFICATION_TIMEOUT_MS: '2000',
};

/**
 * The deliverer's clock: it moves when the deliverer waits, or when a test moves it. A wait also passes for real: the
 * pace is kept by the database's slots, on the database's clock.
 */
interface TestClock {
  now(): number;
  sleep(ms: number): Promise<void>;
  advance(ms: number): void;
}

function testClock(start = '2026-11-26T15:00:00Z'): TestClock {
  let time = Date.parse(start);
  return {
    now: () => time,
    sleep: (ms) => {
      time += ms;
      return new Promise((resolve) => setTimeout(resolve, ms));
    },
    advance: (ms) => {
      time += ms;
    },
  };
}

function depsWith(env: Record<string, string> = PROVIDER_ENV, clock: TestClock = testClock()): FunctionDeps {
  return {
    supabaseUrl: api.url,
    serviceRoleKey: LOCAL_SERVICE_ROLE_KEY,
    env: (name) => env[name],
    createClient: createNodeClient,
    fetch: provider.fetch,
    now: clock.now,
    sleep: clock.sleep,
  };
}

interface Row {
  id: string;
  status: string;
  attempts: number;
  last_error: string | null;
  recipient: string | null;
  sent_at: string | null;
  due_in_seconds: number;
}

const outbox = async (): Promise<Row[]> =>
  (
    await api.db.query<Row>(
      `select id, status, attempts, last_error, recipient, sent_at,
              round(extract(epoch from next_attempt_at - now()))::int as due_in_seconds
         from public.notifications order by created_at, id`,
    )
  ).rows;

/** A change the owners make in /admin, made here without an admin session (its activity-log trigger left out). */
const asOwners = (sql: string, params: unknown[] = []) =>
  api.db.transaction(async (tx) => {
    await tx.exec('set local session_replication_role = replica');
    await tx.query(sql, params);
  });

/** Time passes: every pending row is due now. */
const makeDue = () =>
  api.db.query(`update public.notifications set next_attempt_at = now() where status = 'pending'`);

async function storeLeads(count: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    await api.db.query(
      `insert into public.quote_requests (name, contact, zip_code, dog_count, in_service_area)
       values ('Pat Lee', $1, '76643', 1, true)`,
      [`(254) 555-${String(i % 10000).padStart(4, '0')}`],
    );
  }
}

beforeAll(async () => {
  [api, provider] = await Promise.all([
    startLocalApi({ port: 0, dataDir: null, quiet: true, admin: false }),
    startEmailProviderStandIn(),
  ]);
});

afterAll(async () => {
  await api?.close();
  await provider?.close();
});

beforeEach(async () => {
  provider.reset();
  await api.db.query('delete from public.notifications');
});

describe('deliverDueNotifications', () => {
  it('with no provider configured, claims nothing: the notifications stay pending, shown as waiting', async () => {
    await storeLeads(2);
    expect(await deliverDueNotifications(depsWith({}))).toMatchObject({ skipped: 'no-provider', claimed: 0 });
    expect(provider.requests).toHaveLength(0);
    expect(await outbox()).toMatchObject([
      { status: 'pending', attempts: 0, last_error: null, sent_at: null },
      { status: 'pending', attempts: 0, last_error: null, sent_at: null },
    ]);
  });

  it('sends each due notification once, with its own idempotency key, and records it sent', async () => {
    const email = `dana.${crypto.randomUUID().slice(0, 8)}@example.com`;
    await api.db.query(
      `insert into public.contact_messages (name, email, phone, message, page)
       values ('Dana Ray', $1, '(254) 555-0100', 'Two dogs, Fridays?', '/contact')`,
      [email],
    );
    await storeLeads(2);

    expect(await deliverDueNotifications(depsWith())).toEqual({
      followUpsQueued: 0,
      claimed: 4,
      sent: 4,
      retrying: 0,
      failed: 0,
      released: 0,
    });
    const rows = await outbox();
    expect(rows).toMatchObject(
      rows.map((row) => ({
        status: 'sent',
        attempts: 1,
        last_error: null,
        recipient:
          row.recipient === email ? email : 'owner@brazos-scoop.example, partner@brazos-scoop.example',
      })),
    );
    // Dana's message left an email address: she gets the acknowledgement, to her address only.
    expect(rows.filter((row) => row.recipient === email)).toHaveLength(1);
    expect(rows.every((row) => row.sent_at !== null)).toBe(true);
    expect(provider.emails.map((email) => email.headers['idempotency-key'])).toEqual(
      rows.map((row) => `lead-notification/${row.id}`),
    );
    // Found by its subject: rows stored within the same millisecond have the same created_at (PGlite's clock), so
    // the order the three go out in is not the order they were stored in.
    const dana = provider.emails.find((sent) => sent.body.subject === 'New message from Dana Ray');
    expect(dana!.path).toBe('/emails');
    expect(dana!.headers.authorization).toBe('Bearer re_test_key');
    expect(dana!.body).toEqual({
      from: 'Leads <leads@brazos-scoop.example>',
      to: ['owner@brazos-scoop.example', 'partner@brazos-scoop.example'],
      subject: 'New message from Dana Ray',
      text: `Name: Dana Ray\nEmail: ${email}\nPhone: (254) 555-0100\nPage: /contact\n\nTwo dogs, Fridays?`,
      reply_to: email,
    });

    // Nothing is due any more: a second run sends nothing.
    expect(await deliverDueNotifications(depsWith())).toMatchObject({ claimed: 0, sent: 0 });
    expect(provider.requests).toHaveLength(4);
  });

  it('a failed attempt is retried later with back-off, and the row says why it is waiting', async () => {
    await storeLeads(1);
    provider.status = 500;
    expect(await deliverDueNotifications(depsWith())).toMatchObject({ claimed: 1, retrying: 1 });
    let [row] = await outbox();
    expect(row).toMatchObject({
      status: 'pending',
      attempts: 1,
      last_error: 'Resend answered 500: {"name":"internal_server_error","message":"down"}',
      sent_at: null,
    });
    expect(row!.due_in_seconds).toBeGreaterThanOrEqual(retryDelaySeconds(1) - 2);
    expect(row!.due_in_seconds).toBeLessThanOrEqual(retryDelaySeconds(1));

    // Not due yet: left alone.
    expect(await deliverDueNotifications(depsWith())).toMatchObject({ claimed: 0 });
    expect(provider.requests).toHaveLength(1);

    await makeDue();
    await deliverDueNotifications(depsWith());
    [row] = await outbox();
    expect(row).toMatchObject({ status: 'pending', attempts: 2 });
    expect(row!.due_in_seconds).toBeGreaterThan(retryDelaySeconds(1));

    provider.status = 200;
    await makeDue();
    expect(await deliverDueNotifications(depsWith())).toMatchObject({ sent: 1 });
    [row] = await outbox();
    expect(row).toMatchObject({ status: 'sent', attempts: 3, last_error: null });
    expect(provider.emails).toHaveLength(1);
  });

  it('backs off 1, 2, 4 ... minutes, never past an hour, and stays within Resend’s 24-hour key window', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map(retryDelaySeconds)).toEqual([
      60, 120, 240, 480, 960, 1920, 3600, 3600,
    ]);
    const schedule = Array.from({ length: DELIVERY.maxAttempts - 1 }, (_, i) => retryDelaySeconds(i + 1));
    expect(schedule.reduce((sum, seconds) => sum + seconds, 0) + DELIVERY.leaseSeconds).toBeLessThan(86_400);
  });

  it(`after ${DELIVERY.maxAttempts} failed attempts the row is failed, visibly, and no more is sent`, async () => {
    await storeLeads(1);
    provider.status = 503;
    for (let attempt = 1; attempt <= DELIVERY.maxAttempts; attempt++) {
      await deliverDueNotifications(depsWith());
      await makeDue();
    }
    const [row] = await outbox();
    expect(row).toMatchObject({ status: 'failed', attempts: DELIVERY.maxAttempts, sent_at: null });
    expect(row!.last_error).toMatch(/^Resend answered 503/);
    expect(provider.requests).toHaveLength(DELIVERY.maxAttempts);
    expect(new Set(provider.requests.map((r) => r.headers['idempotency-key']))).toEqual(
      new Set([`lead-notification/${row!.id}`]),
    );

    expect(await deliverDueNotifications(depsWith())).toMatchObject({ claimed: 0 });
    expect(provider.requests).toHaveLength(DELIVERY.maxAttempts);
  });

  it('a request the provider refuses as malformed (422) is failed at once: retrying cannot help', async () => {
    await storeLeads(1);
    provider.status = 422;
    expect(await deliverDueNotifications(depsWith())).toMatchObject({ failed: 1 });
    expect(await outbox()).toMatchObject([{ status: 'failed', attempts: 1 }]);
  });

  it('an email that went out before its outcome was recorded is not sent twice', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await storeLeads(1);
    // The database goes away right after the provider accepted the email: the outcome cannot be recorded, as when
    // the deliverer dies at that moment.
    const deps = depsWith();
    const dropAfterSend: typeof fetch = async (input, init) => {
      const response = await provider.fetch(input, init);
      await api.stopDatabase();
      return response;
    };
    expect(await deliverDueNotifications({ ...deps, fetch: dropAfterSend })).toMatchObject({
      claimed: 1,
      sent: 0,
    });
    await api.startDatabase();
    let [row] = await outbox();
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    // Held for the lease, not the first retry's minute (however long the database took to come back).
    expect(row!.due_in_seconds).toBeGreaterThan(DELIVERY.leaseSeconds / 2);

    // The lease runs out; the next run sends it again, with the same key: the provider answers without a second email.
    await makeDue();
    expect(await deliverDueNotifications(deps)).toMatchObject({ claimed: 1, sent: 1 });
    [row] = await outbox();
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
    expect(provider.requests).toHaveLength(2);
    expect(provider.emails).toHaveLength(1);
    logged.mockRestore();
  });

  it('two deliverers running at once claim different rows: every notification is sent once', async () => {
    await storeLeads(12);
    provider.delayMs = 20;
    const reports = await Promise.all([
      deliverDueNotifications(depsWith(FAST_PROVIDER_ENV)),
      deliverDueNotifications(depsWith(FAST_PROVIDER_ENV)),
    ]);
    await deliverDueNotifications(depsWith(FAST_PROVIDER_ENV));
    expect(reports.reduce((sum, report) => sum + report.claimed, 0)).toBeGreaterThan(0);
    const rows = await outbox();
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
    expect(provider.requests).toHaveLength(12);
    expect(new Set(provider.requests.map((r) => r.headers['idempotency-key'])).size).toBe(12);
  });
});

describe('the pace holds across runs', () => {
  it('three runs at once send, together, no more than 2 emails in any second, each email once', async () => {
    await storeLeads(12);
    // The real clock: the runs and the database's slots share it, as in production.
    const realTime = () => ({ ...depsWith(), now: undefined, sleep: undefined });
    const reports = await Promise.all([1, 2, 3].map(() => deliverDueNotifications(realTime())));
    // On a slow machine a run may stop at its budget: what it left is sent by the next run, still paced.
    await deliverDueNotifications(realTime());

    // The runs overlapped: each claimed rows while the others were sending.
    expect(reports.map((report) => report.claimed > 0)).toEqual([true, true, true]);
    expect(provider.requests).toHaveLength(12);
    expect(new Set(requestedKeys()).size).toBe(12);
    expect((await outbox()).every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);

    // Measured where the provider counts them: when each request arrived. Any 3 arrivals span a second or more, so
    // no window of a second holds more than 2. The rule makes this hold however slow the machine is: a send starts
    // only a second after the send two slots before it was answered.
    const arrivals = provider.requests.map((request) => request.receivedAt).sort((a, b) => a - b);
    const gaps = arrivals.slice(2).map((arrival, i) => arrival - arrivals[i]!);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(1000);
    const seconds = (arrivals.at(-1)! - arrivals[0]!) / 1000;
    console.log(
      `12 emails from 3 overlapping runs over ${seconds.toFixed(1)} s (${(12 / seconds).toFixed(2)}/s)`,
    );
  }, 60_000);
});

/**
 * Queues `count` due notifications in one insert, stored a second apart (oldest first: "Lead 0001"), as a burst of
 * leads would leave them.
 */
async function queueNotifications(count: number): Promise<void> {
  await api.db.query(
    `insert into public.notifications (kind, subject, body, created_at, next_attempt_at)
     select 'contact-message', 'Lead ' || lpad(n::text, 4, '0'), 'Hello',
            now() - make_interval(secs => $1 + 1 - n), now() - make_interval(secs => $1 + 1 - n)
       from generate_series(1, $1::int) as n`,
    [count],
  );
}

/** The idempotency keys the outbox's rows are sent under, oldest first. */
const keysInOrderOfCreation = async () =>
  (
    await api.db.query<{ id: string }>('select id from public.notifications order by created_at, id')
  ).rows.map((row) => `lead-notification/${row.id}`);

const requestedKeys = () => provider.requests.map((request) => String(request.headers['idempotency-key']));
const emailedKeys = () => provider.emails.map((email) => String(email.headers['idempotency-key']));

/** How many times each key was sent to the provider. */
const requestsPerKey = () =>
  requestedKeys().reduce(
    (counts, key) => counts.set(key, (counts.get(key) ?? 0) + 1),
    new Map<string, number>(),
  );

/** Rows not sent: every one pending, due now, with no attempt counted (none lost, none left leased). */
const unsentRows = async () =>
  (
    await api.db.query<{ status: string; attempts: number; due: boolean; last_error: string | null }>(
      `select status, attempts, next_attempt_at <= now() as due, last_error
         from public.notifications where status <> 'sent' order by created_at`,
    )
  ).rows;

describe('a run drains the outbox (the provider is the stand-in)', () => {
  it('delivers a burst of 250 in one run, claim after claim, each once, oldest first; a second run sends nothing', async () => {
    const burst = 250;
    await queueNotifications(burst);
    const report = await deliverDueNotifications(depsWith(FAST_PROVIDER_ENV));

    expect(report).toEqual({
      followUpsQueued: 0,
      claimed: burst,
      sent: burst,
      retrying: 0,
      failed: 0,
      released: 0,
    });
    const counts = requestsPerKey();
    expect(counts.size).toBe(burst);
    expect([...counts.values()].every((times) => times === 1)).toBe(true);
    expect(emailedKeys()).toEqual(await keysInOrderOfCreation());
    expect(provider.emails[0]!.body.subject).toBe('Lead 0001');
    expect(provider.emails[burst - 1]!.body.subject).toBe(`Lead ${String(burst).padStart(4, '0')}`);
    expect(await unsentRows()).toEqual([]);

    expect(await deliverDueNotifications(depsWith(FAST_PROVIDER_ENV))).toMatchObject({ claimed: 0, sent: 0 });
    expect(provider.requests).toHaveLength(burst);
  });

  it('claims no batch it could not finish within the budget; stops there, and the rest stays due', async () => {
    await queueNotifications(30);
    // Each send takes half a second of the run's clock; the worst case the deliverer plans for is the 2 s timeout.
    const clock = testClock();
    const start = clock.now();
    const slowSends: typeof fetch = async (input, init) => {
      clock.advance(500);
      return provider.fetch(input, init);
    };
    const env = { ...FAST_PROVIDER_ENV, NOTIFICATION_DELIVERY_BUDGET_MS: '10000' };
    const deps = { ...depsWith(env, clock), fetch: slowSends };

    // Batches of 4, 3, 3, 2, 1, 1, 1 and 1 (each as many as 2,001 ms apiece fit in what was left), then 2 s are left:
    // not enough for one more.
    expect(await deliverDueNotifications(deps)).toEqual({
      followUpsQueued: 0,
      claimed: 16,
      sent: 16,
      retrying: 0,
      failed: 0,
      released: 0,
      stopped: 'out-of-time',
    });
    expect(clock.now() - start).toBeLessThanOrEqual(10_000);
    expect((await keysInOrderOfCreation()).slice(0, 16)).toEqual(emailedKeys());
    const rest = await unsentRows();
    expect(rest).toHaveLength(14);
    expect(rest.every((row) => row.status === 'pending' && row.attempts === 0 && row.due)).toBe(true);

    // The next run (a minute later, a fresh budget) sends the rest, and nothing twice.
    expect(await deliverDueNotifications({ ...deps, ...depsWith(env), fetch: slowSends })).toMatchObject({
      sent: 14,
    });
    expect(emailedKeys()).toEqual(await keysInOrderOfCreation());
    expect([...requestsPerKey().values()].every((times) => times === 1)).toBe(true);
  });

  it('stops at a 429 (rate limit): the refused and the unsent rows go back as they were, and go first next time', async () => {
    // 30 due: the run claims 22 of them, is refused at the fourth send, and puts 19 back behind none of the other 8.
    await queueNotifications(30);
    const rateLimitAfterThree: typeof fetch = (input, init) => {
      if (provider.requests.length === 3) provider.status = 429;
      return provider.fetch(input, init);
    };
    expect(
      await deliverDueNotifications({ ...depsWith(FAST_PROVIDER_ENV), fetch: rateLimitAfterThree }),
    ).toEqual({
      followUpsQueued: 0,
      claimed: 22,
      sent: 3,
      retrying: 0,
      failed: 0,
      released: 19,
      stopped: 'rate-limited',
    });
    expect(provider.requests).toHaveLength(4);
    const rest = await unsentRows();
    expect(rest).toHaveLength(27);
    expect(rest.every((row) => row.status === 'pending' && row.attempts === 0 && row.due)).toBe(true);
    expect(rest[0]!.last_error).toMatch(/^Resend answered 429.*not sent; due again on the next run/);
    expect(rest.slice(1).every((row) => row.last_error === null)).toBe(true);

    // A newer lead arrives meanwhile; the next run sends the 27 first, oldest first, the refused one under the same
    // key.
    await api.db.query(
      `insert into public.notifications (kind, subject, body) values ('x', 'Newer lead', 'b')`,
    );
    provider.status = 200;
    expect(await deliverDueNotifications(depsWith(FAST_PROVIDER_ENV))).toMatchObject({
      sent: 28,
      released: 0,
    });
    expect(emailedKeys()).toEqual(await keysInOrderOfCreation());
    expect(provider.emails.at(-1)!.body.subject).toBe('Newer lead');
    expect(requestedKeys()[3]).toBe(requestedKeys()[4]);
    expect(provider.emails).toHaveLength(31);
  });

  it('stops when aborted (the local API closing): what it claimed and did not send goes back', async () => {
    await queueNotifications(6);
    const stopping = new AbortController();
    const abortAfterTwo: typeof fetch = async (input, init) => {
      const response = await provider.fetch(input, init);
      if (provider.requests.length === 2) stopping.abort();
      return response;
    };
    expect(
      await deliverDueNotifications(
        { ...depsWith(FAST_PROVIDER_ENV), fetch: abortAfterTwo },
        { signal: stopping.signal },
      ),
    ).toEqual({
      followUpsQueued: 0,
      claimed: 6,
      sent: 2,
      retrying: 0,
      failed: 0,
      released: 4,
      stopped: 'aborted',
    });
    const rest = await unsentRows();
    expect(rest).toHaveLength(4);
    expect(rest.every((row) => row.status === 'pending' && row.attempts === 0 && row.due)).toBe(true);
  });
});

describe('the deliver-notifications function', () => {
  const SECRET = 'delivery-secret-for-tests';
  const invoke = (headers: Record<string, string>, env: Record<string, string>, method = 'POST') =>
    functionHandlers['deliver-notifications'](
      new Request(`${api.url}/functions/v1/deliver-notifications`, { method, headers }),
      depsWith(env),
    );

  it('refuses everyone while NOTIFICATION_DELIVERY_SECRET is unset, and says why in the log', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await storeLeads(1);
    const reply = await invoke({ authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}` }, PROVIDER_ENV);
    expect(reply.status).toBe(401);
    expect(logged.mock.calls.flat().join(' ')).toMatch(/NOTIFICATION_DELIVERY_SECRET is not set/);
    expect(provider.requests).toHaveLength(0);
    logged.mockRestore();
  });

  it('refuses a caller without the secret (the public anon key included)', async () => {
    const env = { ...PROVIDER_ENV, NOTIFICATION_DELIVERY_SECRET: SECRET };
    const callers: Array<Record<string, string>> = [
      {},
      { authorization: 'Bearer wrong' },
      { authorization: `Bearer ${SECRET}x` },
      { authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}` },
    ];
    for (const headers of callers) {
      expect((await invoke(headers, env)).status).toBe(401);
    }
    expect((await invoke({ authorization: `Bearer ${SECRET}` }, env, 'GET')).status).toBe(405);
  });

  it('delivers what is due for the scheduler, and answers what it did', async () => {
    await storeLeads(2);
    const env = { ...PROVIDER_ENV, NOTIFICATION_DELIVERY_SECRET: SECRET };
    const reply = await invoke({ authorization: `Bearer ${SECRET}` }, env);
    expect(reply.status).toBe(200);
    expect(await reply.json()).toEqual({
      ok: true,
      followUpsQueued: 0,
      claimed: 2,
      sent: 2,
      retrying: 0,
      failed: 0,
      released: 0,
    });
    expect(provider.emails).toHaveLength(2);
  });

  it('answers 503 with Retry-After while the database is unreachable', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const env = { ...PROVIDER_ENV, NOTIFICATION_DELIVERY_SECRET: SECRET };
    await api.stopDatabase();
    try {
      const reply = await invoke({ authorization: `Bearer ${SECRET}` }, env);
      expect(reply.status).toBe(503);
      expect(reply.headers.get('retry-after')).toBe('30');
    } finally {
      await api.startDatabase();
      logged.mockRestore();
    }
  });
});

describe('the visitor’s acknowledgement', () => {
  const quoteWithEstimate = (contact: string) =>
    api.db.query<{ id: string; created_at: Date }>(
      `insert into public.quote_requests
         (name, contact, zip_code, dog_count, in_service_area, plan, estimate, price_list_version)
       values ('Sam Ortiz', $1, '76643', 2, true, 'weekly',
               '{"plan":"weekly","dogs":2,"perVisitCents":2500,"perMonthCents":10833,"firstBillCents":4500,
                 "dogsConfirmedOnSite":false,"priceListVersion":1}', 1)
       returning id, created_at`,
      [contact],
    );

  it('is one email per lead with an email address, with the reply-by time, the estimate, the booking link and the phone', async () => {
    const email = `sam.${crypto.randomUUID().slice(0, 8)}@example.com`;
    const { rows } = await quoteWithEstimate(email);
    await deliverDueNotifications(depsWith());

    const acknowledgements = provider.emails.filter((sent) => (sent.body.to as string[])[0] === email);
    expect(acknowledgements).toHaveLength(1);
    const [ack] = acknowledgements;
    const created = new Date(rows[0]!.created_at);
    const by = formatReplyBy(replyDueAt(created), created);
    expect(by).toMatch(/^\d{1,2}:\d{2} (AM|PM) (today|[A-Z][a-z]+day)$/);
    expect(ack!.body).toMatchObject({
      from: 'Brazos Scoop Co. <hello@brazos-scoop.example>',
      to: [email],
      subject: 'We got your quote request',
      reply_to: 'owner@brazos-scoop.example',
    });
    const text = String(ack!.body.text);
    expect(text).toContain(`We'll reply by ${by}.`);
    expect(text).toContain('You asked about: Weekly, 2 dogs, ZIP code 76643');
    expect(text).toContain('Your estimate: Weekly, $25 a visit (about $108.33 a month)');
    expect(text).toContain('First bill: $45');
    expect(text).toContain('Ready to book? https://hub.brazos-scoop.example/work_request/new?name=Sam+Ortiz');
    expect(text).toContain('Call us at (254) 726-6737');
    // A direct answer: no unsubscribe headers.
    expect(ack!.body.headers).toBeUndefined();

    // The owners got theirs too, and nothing more is sent.
    expect(provider.emails).toHaveLength(2);
    await deliverDueNotifications(depsWith());
    expect(provider.emails).toHaveLength(2);
  });

  it('is none for a quote that left only a phone number', async () => {
    await quoteWithEstimate('(254) 555-0123');
    expect(await outbox()).toHaveLength(1);
    await deliverDueNotifications(depsWith());
    expect(provider.emails).toHaveLength(1);
    expect((provider.emails[0]!.body.to as string[])[0]).toBe('owner@brazos-scoop.example');
  });

  it('answers a message too, quoting it', async () => {
    const email = `kim.${crypto.randomUUID().slice(0, 8)}@example.com`;
    await api.db.query(
      `insert into public.contact_messages (name, email, message) values ('Kim Vo', $1, 'Do you scoop on Sundays?')`,
      [email],
    );
    await deliverDueNotifications(depsWith());
    const ack = provider.emails.find((sent) => (sent.body.to as string[])[0] === email);
    expect(ack!.body.subject).toBe('We got your message');
    expect(String(ack!.body.text)).toContain('> Do you scoop on Sundays?');
  });

  it('is sent once under two overlapping runs', async () => {
    const addresses = Array.from(
      { length: 6 },
      (_, i) => `overlap${i}.${crypto.randomUUID().slice(0, 8)}@example.com`,
    );
    for (const address of addresses) await quoteWithEstimate(address);
    provider.delayMs = 20;
    await Promise.all([deliverDueNotifications(depsWith()), deliverDueNotifications(depsWith())]);
    await deliverDueNotifications(depsWith());
    for (const address of addresses) {
      expect(provider.emails.filter((sent) => (sent.body.to as string[])[0] === address)).toHaveLength(1);
    }
    expect(provider.emails).toHaveLength(12);
    expect(new Set(provider.requests.map((r) => r.headers['idempotency-key'])).size).toBe(12);
  });
});

describe('the quote’s follow-up', () => {
  // Friday, Nov 20, 2026, 3:00 PM Central: two business days later is Monday the 23rd at 3:00 PM (Saturday is open,
  // Sunday is not).
  const ARRIVED = '2026-11-20T21:00:00Z';
  const DUE = '2026-11-23T21:00:00Z';
  const justBefore = () => testClock('2026-11-23T20:59:00Z');

  const storedQuote = async (
    status = 'new',
    contact = `lee.${crypto.randomUUID().slice(0, 8)}@example.com`,
  ) => {
    const { rows } = await api.db.query<{ id: string }>(
      `insert into public.quote_requests (name, contact, zip_code, dog_count, in_service_area, created_at)
       values ('Lee Park', $1, '76643', 1, true, $2) returning id`,
      [contact, ARRIVED],
    );
    await api.db.query(`update public.notifications set status = 'sent', sent_at = now()`);
    if (status !== 'new')
      await asOwners(`update public.quote_requests set status = $2 where id = $1`, [rows[0]!.id, status]);
    return { id: rows[0]!.id, contact };
  };

  const followUps = () =>
    provider.emails.filter((sent) => sent.body.subject === 'Still want a cleaner yard?');

  beforeEach(async () => {
    await asOwners('update public.owner_settings set follow_ups = true');
    await api.db.query('delete from public.email_preferences');
    await api.db.query('delete from public.quote_requests');
  });

  it('goes out two business days after the quote, once, with the unsubscribe headers, link and postal address', async () => {
    const { contact } = await storedQuote();
    expect(await deliverDueNotifications(depsWith(PROVIDER_ENV, justBefore()))).toMatchObject({
      followUpsQueued: 0,
    });
    expect(followUps()).toHaveLength(0);

    expect(await deliverDueNotifications(depsWith(PROVIDER_ENV, testClock(DUE)))).toMatchObject({
      followUpsQueued: 1,
      sent: 1,
    });
    expect(followUps()).toHaveLength(1);
    const [sent] = followUps();
    expect(sent!.body.to).toEqual([contact]);
    const token = (
      await api.db.query<{ unsubscribe_token: string }>(
        'select unsubscribe_token from public.email_preferences where email = $1',
        [contact],
      )
    ).rows[0]!.unsubscribe_token;
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    expect(sent!.body.headers).toEqual({
      'List-Unsubscribe': `<${api.url}/functions/v1/unsubscribe?token=${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    const text = String(sent!.body.text);
    expect(text).toContain('You asked Brazos Scoop Co. for a quote on Friday, November 20.');
    expect(text).toContain('Book your first visit: https://hub.brazos-scoop.example/work_request/new?');
    expect(text).toContain('PO Box 0000, Hewitt, TX 76643');
    expect(text).toContain(`https://www.brazos-scoop.example/unsubscribe?token=${token}`);

    // Never a second, however often the run comes.
    await deliverDueNotifications(depsWith(PROVIDER_ENV, testClock('2026-11-27T21:00:00Z')));
    expect(followUps()).toHaveLength(1);
  });

  it('goes out for a quote still Contacted, and never for Booked, Closed or Lost', async () => {
    const contacted = await storedQuote('contacted');
    for (const status of ['booked', 'closed', 'lost']) await storedQuote(status);
    await deliverDueNotifications(depsWith(PROVIDER_ENV, testClock(DUE)));
    expect(followUps().map((sent) => (sent.body.to as string[])[0])).toEqual([contacted.contact]);
  });

  it('never goes out for a phone number, an unsubscribed address, or with the owners’ switch off', async () => {
    await storedQuote('new', '(254) 555-0188');
    const unsubscribed = await storedQuote();
    await api.db.query(`insert into public.email_preferences (email, unsubscribed_at) values ($1, now())`, [
      unsubscribed.contact,
    ]);
    await deliverDueNotifications(depsWith(PROVIDER_ENV, testClock(DUE)));
    expect(followUps()).toHaveLength(0);

    await storedQuote();
    await asOwners('update public.owner_settings set follow_ups = false');
    await deliverDueNotifications(depsWith(PROVIDER_ENV, testClock(DUE)));
    expect(followUps()).toHaveLength(0);
  });
});

describe('the owners’ text', () => {
  const smsLines: string[] = [];
  const twilio = providerStandIns((line) => smsLines.push(line));
  const SMS_ENV = {
    ...PROVIDER_ENV,
    ...STAND_IN_PROVIDER_ENV,
    LEAD_NOTIFICATION_TO: PROVIDER_ENV.LEAD_NOTIFICATION_TO,
  };
  const bothProviders: typeof fetch = (input, init) =>
    String(input).startsWith('https://api.twilio.com') ? twilio(input, init) : provider.fetch(input, init);
  const texts = () =>
    smsLines
      .filter((line) => line.startsWith(SMS_LOG_PREFIX))
      .map((line) => JSON.parse(line.slice(SMS_LOG_PREFIX.length)) as { to: string; body: string });

  beforeEach(async () => {
    smsLines.length = 0;
    await asOwners(`update public.owner_settings set owner_texts = 'always'`);
  });
  afterAll(() => asOwners(`update public.owner_settings set owner_texts = 'off'`));

  const storeQuote = () =>
    api.db.query(
      `insert into public.quote_requests (name, contact, zip_code, dog_count, in_service_area, plan)
       values ('Ana Cruz', '(254) 555-0147', '76706', 3, true, 'every_other_week')`,
    );

  it('is sent through Twilio with who, dogs, ZIP, plan, the phone to call and the due time', async () => {
    await storeQuote();
    const report = await deliverDueNotifications({ ...depsWith(SMS_ENV), fetch: bothProviders });
    expect(report).toMatchObject({ sent: 2, failed: 0 });
    expect(texts()).toHaveLength(1);
    expect(texts()[0]!.to).toBe('+12545550199');
    expect(texts()[0]!.body).toMatch(
      /^New quote: Ana Cruz, 3 dogs, 76706, Every other week\. Call \(254\) 555-0147\. Reply by \d{1,2}:\d{2} (AM|PM) \w+\.$/,
    );
  });

  it('is not written while texts are off, and waits (pending) while Twilio is not configured', async () => {
    await asOwners(`update public.owner_settings set owner_texts = 'off'`);
    await storeQuote();
    expect((await outbox()).length).toBe(1);
    await asOwners(`update public.owner_settings set owner_texts = 'always'`);
    await storeQuote();
    await deliverDueNotifications(depsWith());
    const channels = (
      await api.db.query<{ channel: string; status: string }>(
        'select channel, status from public.notifications order by channel',
      )
    ).rows;
    expect(channels).toEqual([
      { channel: 'email', status: 'sent' },
      { channel: 'email', status: 'sent' },
      { channel: 'sms', status: 'pending' },
    ]);
  });

  it('in business hours only: a text on a Sunday waits for Monday’s opening', async () => {
    await asOwners(`update public.owner_settings set owner_texts = 'business_hours'`);
    await storeQuote();
    const sunday = testClock('2026-11-29T18:00:00Z');
    await deliverDueNotifications({ ...depsWith(SMS_ENV, sunday), fetch: bothProviders });
    expect(texts()).toHaveLength(0);
    const held = (
      await api.db.query<{ status: string; attempts: number; next_attempt_at: Date; last_error: string }>(
        `select status, attempts, next_attempt_at, last_error from public.notifications where channel = 'sms'`,
      )
    ).rows[0]!;
    expect(held).toMatchObject({ status: 'pending', attempts: 0 });
    expect(new Date(held.next_attempt_at).toISOString()).toBe('2026-11-30T14:00:00.000Z');
    expect(held.last_error).toMatch(/business hours only/);
  });

  it('a text Twilio refuses fails like an email: the row says why', async () => {
    await storeQuote();
    const refusing: typeof fetch = async (input, init) =>
      String(input).startsWith('https://api.twilio.com')
        ? new Response('{"code":21211,"message":"Invalid To Phone Number"}', { status: 400 })
        : provider.fetch(input, init);
    await deliverDueNotifications({ ...depsWith(SMS_ENV), fetch: refusing });
    const row = (
      await api.db.query<{ status: string; last_error: string }>(
        `select status, last_error from public.notifications where channel = 'sms'`,
      )
    ).rows[0]!;
    expect(row).toEqual({
      status: 'failed',
      last_error: 'Twilio answered 400: {"code":21211,"message":"Invalid To Phone Number"}',
    });
  });
});
