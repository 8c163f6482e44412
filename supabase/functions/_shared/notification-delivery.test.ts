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

let api: Awaited<ReturnType<typeof startLocalApi>>;
let provider: EmailProviderStandIn;

const PROVIDER_ENV = {
  RESEND_API_KEY: 're_test_key',
  LEAD_NOTIFICATION_TO: 'owner@brazos-scoop.example, partner@brazos-scoop.example',
  SITE_URL: 'https://www.brazos-scoop.example',
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

function testClock(): TestClock {
  let time = Date.parse('2026-11-26T15:00:00Z');
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

/** Time passes: every pending row is due now. */
const makeDue = () =>
  api.db.query(`update public.notifications set next_attempt_at = now() where status = 'pending'`);

async function storeLeads(count: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    await api.db.query(
      `insert into public.contact_messages (name, email, message) values ('Pat Lee', $1, 'Hello')`,
      [`lead${i}.${crypto.randomUUID().slice(0, 8)}@example.com`],
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
      claimed: 3,
      sent: 3,
      retrying: 0,
      failed: 0,
      released: 0,
    });
    const rows = await outbox();
    expect(rows).toMatchObject(
      rows.map(() => ({
        status: 'sent',
        attempts: 1,
        last_error: null,
        recipient: 'owner@brazos-scoop.example, partner@brazos-scoop.example',
      })),
    );
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
    expect(provider.requests).toHaveLength(3);
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
      deliverDueNotifications(depsWith()),
      deliverDueNotifications(depsWith()),
    ]);
    await deliverDueNotifications(depsWith());
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

// A provider that allows 1,000 sends a second (a raised Resend limit) and is given 2 s before a send times out (the
// stand-in answers at once): a claim takes what is sure to be sent within the budget left, 22 rows of the 45 s.
const FAST_PROVIDER_ENV = {
  ...PROVIDER_ENV,
  NOTIFICATION_DELIVERY_PER_SECOND: '1000',
  LEAD_NOTIFICATION_TIMEOUT_MS: '2000',
};

describe('a run drains the outbox (the provider is the stand-in)', () => {
  // Two database calls a send (its slot under the rate, its outcome): minutes on a busy machine.
  it('delivers a burst of 2,000 in one run, each once, oldest first; a second run sends nothing', async () => {
    await queueNotifications(2000);
    const started = performance.now();
    const report = await deliverDueNotifications(depsWith(FAST_PROVIDER_ENV));
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`2,000 notifications delivered in one run in ${seconds} s`);

    expect(report).toEqual({ claimed: 2000, sent: 2000, retrying: 0, failed: 0, released: 0 });
    const counts = requestsPerKey();
    expect(counts.size).toBe(2000);
    expect([...counts.values()].every((times) => times === 1)).toBe(true);
    expect(emailedKeys()).toEqual(await keysInOrderOfCreation());
    expect(provider.emails[0]!.body.subject).toBe('Lead 0001');
    expect(provider.emails[1999]!.body.subject).toBe('Lead 2000');
    expect(await unsentRows()).toEqual([]);

    expect(await deliverDueNotifications(depsWith(FAST_PROVIDER_ENV))).toMatchObject({ claimed: 0, sent: 0 });
    expect(provider.requests).toHaveLength(2000);
  }, 180_000);

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
    ).toEqual({ claimed: 6, sent: 2, retrying: 0, failed: 0, released: 4, stopped: 'aborted' });
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
