/**
 * Each edge-function handler against the real database: the local API (PGlite with the real migrations) started on
 * a random port, the handlers reaching it with supabase-js and the service-role key, exactly as they reach a hosted
 * project. Rows are read back as service_role.
 *
 * The email provider's host (api.resend.com) cannot be reached from here, so the provider is a local HTTP server
 * standing in for it: the handlers' injectable `fetch` sends what would go to api.resend.com there instead.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startLocalApi } from '../../../local/api/index.ts';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from '../../../local/api/constants.ts';
import { asRole } from '../../../local/db/index.ts';
import type { FunctionDeps } from './deps.ts';
import { functionHandlers, type FunctionName } from './handlers.ts';
import { createNodeClient } from './node-client.ts';
import { RESEND_EMAILS_URL } from './notify.ts';

type LocalApi = Awaited<ReturnType<typeof startLocalApi>>;

let api: LocalApi;

// ---------------------------------------------------------------------------------------------------------------
// The stand-in email provider

interface ReceivedEmail {
  path: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
}

let provider: Server;
let providerUrl: string;
let providerStatus = 200;
let received: ReceivedEmail[] = [];

async function startProvider(): Promise<void> {
  provider = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({
        path: req.url ?? '',
        headers: req.headers,
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>,
      });
      res.writeHead(providerStatus, { 'content-type': 'application/json' });
      res.end(
        providerStatus === 200 ? '{"id":"email-1"}' : '{"name":"internal_server_error","message":"down"}',
      );
    });
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  providerUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
}

/** Sends what would go to Resend to the stand-in; anything else is a test failure. */
const providerFetch: typeof fetch = (input, init) => {
  const url = new URL(String(input));
  if (url.origin !== new URL(RESEND_EMAILS_URL).origin)
    throw new Error(`unexpected outbound request to ${url}`);
  return fetch(`${providerUrl}${url.pathname}`, init);
};

const PROVIDER_ENV = {
  RESEND_API_KEY: 're_test_key',
  LEAD_NOTIFICATION_TO: 'owner@brazos-scoop.example, partner@brazos-scoop.example',
};

// ---------------------------------------------------------------------------------------------------------------
// Calling the handlers

interface Harness {
  deps: FunctionDeps;
  /** Waits for the work handed to waitUntil (the background owner notifications). */
  settle: () => Promise<void>;
}

function harness(env: Record<string, string> = {}, overrides: Partial<FunctionDeps> = {}): Harness {
  const background: Promise<unknown>[] = [];
  const values: Record<string, string> = { RATE_LIMIT_MAX: '1000', ...env };
  return {
    deps: {
      supabaseUrl: api.url,
      serviceRoleKey: LOCAL_SERVICE_ROLE_KEY,
      env: (name) => values[name],
      waitUntil: (promise) => background.push(promise),
      createClient: createNodeClient,
      fetch: providerFetch,
      ...overrides,
    },
    settle: async () => {
      await Promise.all(background);
    },
  };
}

let clientNumber = 0;
/** A fresh client address per call unless a test pins one, so rate limits only bite where a test wants them. */
const nextAddress = () => {
  clientNumber += 1;
  return `198.18.${Math.floor(clientNumber / 250)}.${(clientNumber % 250) + 1}`;
};

interface CallOptions {
  address?: string;
  origin?: string;
  headers?: Record<string, string>;
}

async function call(
  name: FunctionName,
  body: unknown,
  deps: FunctionDeps,
  options: CallOptions = {},
): Promise<{ status: number; body: Record<string, unknown>; headers: Headers }> {
  const response = await functionHandlers[name](
    new Request(`${api.url}/functions/v1/${name}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': options.address ?? nextAddress(),
        ...(options.origin ? { origin: options.origin } : {}),
        ...options.headers,
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
    deps,
  );
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
    headers: response.headers,
  };
}

async function rows<T>(sql: string, params: unknown[] = []): Promise<T[]> {
  return asRole(api.db, { role: 'service_role' }, async (tx) => (await tx.query<T>(sql, params)).rows);
}

interface NotificationRow {
  kind: string;
  recipient: string | null;
  subject: string;
  body: string;
  payload: Record<string, unknown>;
  status: string;
  error: string | null;
  sent_at: string | null;
}

const notificationsAbout = (text: string) =>
  rows<NotificationRow>(
    'select kind, recipient, subject, body, payload, status, error, sent_at from public.notifications where body like $1',
    [`%${text}%`],
  );

const unique = () => Math.random().toString(36).slice(2, 10);

// Names allow letters only: turn a random suffix into letters.
const uniqueName = (first: string) =>
  `${first} ${unique()
    .replace(/[0-9]/g, (d) => 'abcdefghij'[Number(d)]!)
    .replace(/^./, (c) => c.toUpperCase())}`;

beforeAll(async () => {
  [api] = await Promise.all([
    startLocalApi({ port: 0, dataDir: null, quiet: true, admin: false }),
    startProvider(),
  ]);
});

afterAll(async () => {
  await api?.close();
  if (provider) {
    const closed = new Promise<void>((resolve) => provider.close(() => resolve()));
    // fetch keeps connections alive; close them rather than wait for their idle timeout.
    provider.closeAllConnections();
    await closed;
  }
});

beforeEach(() => {
  providerStatus = 200;
  received = [];
});

// ---------------------------------------------------------------------------------------------------------------

describe('newsletter-signup', () => {
  it('answers 400 with the spec message of every failing field', async () => {
    const { deps } = harness();
    const reply = await call(
      'newsletter-signup',
      { email: 'not-an-email', source: '', page: 'p'.repeat(501) },
      deps,
    );
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({
      error: 'Validation failed',
      fields: {
        email: 'Invalid email address',
        source: 'Source is required',
        page: 'Page must be less than 500 characters',
      },
    });
    expect((await call('newsletter-signup', { source: 'footer' }, deps)).body).toEqual({
      error: 'Validation failed',
      fields: { email: 'Email is required' },
    });
  });

  it('stores the subscriber trimmed and lower-cased, then records the owner notification', async () => {
    const { deps, settle } = harness();
    const email = `Jane.${unique()}@Example.COM`;
    const reply = await call(
      'newsletter-signup',
      { email: `  ${email} `, source: 'footer', page: '/hewitt', user_id: null },
      deps,
      { origin: 'http://localhost:5173' },
    );
    expect(reply).toMatchObject({ status: 200, body: { ok: true } });
    expect(reply.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(reply.headers.get('vary')).toBe('Origin');

    const stored = await rows<{ email: string; source: string; page: string; user_id: string | null }>(
      'select email, source, page, user_id from public.newsletter_subscribers where email = $1',
      [email.toLowerCase()],
    );
    expect(stored).toEqual([
      { email: email.toLowerCase(), source: 'footer', page: '/hewitt', user_id: null },
    ]);

    await settle();
    const [notification, ...others] = await notificationsAbout(email.toLowerCase());
    expect(others).toHaveLength(0);
    expect(notification).toMatchObject({
      kind: 'newsletter-signup',
      status: 'pending',
      recipient: null,
      error: null,
      sent_at: null,
      subject: `New newsletter subscriber: ${email.toLowerCase()}`,
      payload: { email: email.toLowerCase(), source: 'footer', page: '/hewitt', user_id: null },
    });
  });

  it('answers 409 for a known address in another case and keeps one row', async () => {
    const { deps, settle } = harness();
    const email = `dup.${unique()}@example.com`;
    expect((await call('newsletter-signup', { email, source: 'footer' }, deps)).status).toBe(200);
    const again = await call('newsletter-signup', { email: email.toUpperCase(), source: 'exit-modal' }, deps);
    expect(again).toMatchObject({ status: 409, body: { error: 'Email already subscribed' } });
    const stored = await rows('select 1 from public.newsletter_subscribers where lower(email) = $1', [email]);
    expect(stored).toHaveLength(1);
    await settle();
    expect(await notificationsAbout(email)).toHaveLength(1);
  });

  it('links the signed-in user only when the caller’s token belongs to that user', async () => {
    const { deps } = harness();
    const anon = createNodeClient(api.url, LOCAL_ANON_KEY, {
      auth: { persistSession: false, autoRefreshToken: false },
    });
    const { data, error } = await anon.auth.signUp({
      email: `client.${unique()}@example.com`,
      password: 'a-long-password-1',
    });
    expect(error).toBeNull();
    const userId = data.user!.id;
    const token = data.session!.access_token;

    const own = `own.${unique()}@example.com`;
    await call('newsletter-signup', { email: own, source: 'dashboard', user_id: userId }, deps, {
      headers: { authorization: `Bearer ${token}` },
    });
    const claimed = `claimed.${unique()}@example.com`;
    await call('newsletter-signup', { email: claimed, source: 'dashboard', user_id: userId }, deps, {
      headers: { authorization: `Bearer ${LOCAL_ANON_KEY}` },
    });

    const stored = await rows<{ email: string; user_id: string | null }>(
      'select email, user_id from public.newsletter_subscribers where email = any($1) order by email',
      [[own, claimed]],
    );
    expect(stored).toEqual([
      { email: claimed, user_id: null },
      { email: own, user_id: userId },
    ]);
  });
});

describe('quote-request', () => {
  it('answers 400 with the spec messages', async () => {
    const { deps } = harness();
    const reply = await call('quote-request', { name: 'R2-D2', zipCode: '12a45', dogCount: 7 }, deps);
    expect(reply).toMatchObject({
      status: 400,
      body: {
        error: 'Validation failed',
        fields: {
          name: 'Name can only contain letters, spaces, hyphens, and apostrophes',
          zipCode: 'Zip code must contain only numbers',
          dogCount: 'Please select a valid number of dogs',
        },
      },
    });
    expect((await call('quote-request', { name: '', zipCode: '123', dogCount: '' }, deps)).body).toEqual({
      error: 'Validation failed',
      fields: {
        name: 'Name is required',
        zipCode: 'Zip code must be exactly 5 digits',
        dogCount: 'Please select a valid number of dogs',
      },
    });
  });

  it('stores a quote in the service area and says so', async () => {
    const { deps, settle } = harness();
    const name = uniqueName('José');
    const reply = await call(
      'quote-request',
      { name, zipCode: '76643', dogCount: '2', page: '/hewitt' },
      deps,
    );
    expect(reply.body).toEqual({ ok: true, inServiceArea: true });
    expect(
      await rows(
        'select name, zip_code, dog_count, page, in_service_area from public.quote_requests where name = $1',
        [name],
      ),
    ).toEqual([{ name, zip_code: '76643', dog_count: 2, page: '/hewitt', in_service_area: true }]);
    await settle();
    const [notification] = await notificationsAbout(name);
    expect(notification).toMatchObject({ kind: 'quote-request', status: 'pending' });
    expect(notification!.body).toContain('Dogs: 2');
  });

  it('keeps a quote from outside the listed ZIP codes', async () => {
    const { deps } = harness();
    const name = uniqueName('Ana');
    const reply = await call('quote-request', { name, zipCode: '90210', dogCount: 4 }, deps);
    expect(reply.body).toEqual({ ok: true, inServiceArea: false });
    expect(
      await rows(
        'select zip_code, dog_count, page, in_service_area from public.quote_requests where name = $1',
        [name],
      ),
    ).toEqual([{ zip_code: '90210', dog_count: 4, page: null, in_service_area: false }]);
  });

  it('keeps the quote when the email provider fails, and records the failure', async () => {
    const { deps, settle } = harness(PROVIDER_ENV);
    providerStatus = 500;
    const name = uniqueName('Provider');
    const reply = await call('quote-request', { name, zipCode: '76712', dogCount: 1 }, deps);
    expect(reply.body).toEqual({ ok: true, inServiceArea: true });
    await settle();
    expect(await rows('select 1 from public.quote_requests where name = $1', [name])).toHaveLength(1);
    const [notification] = await notificationsAbout(name);
    expect(notification).toMatchObject({ status: 'failed', sent_at: null });
    expect(notification!.error).toMatch(/^Resend answered 500/);
    expect(received).toHaveLength(1);
  });
});

describe('contact-message', () => {
  it('answers 400 with the spec messages', async () => {
    const { deps } = harness();
    const reply = await call(
      'contact-message',
      { name: '', email: 'x@', phone: '254-SCOOPER', message: ' ' },
      deps,
    );
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({
      error: 'Validation failed',
      fields: {
        name: 'Name is required',
        email: 'Invalid email address',
        phone: 'Invalid phone number format',
        message: 'Message is required',
      },
    });
    const long = await call(
      'contact-message',
      { name: 'Ana', email: 'a@b.co', phone: '12345', message: 'x'.repeat(2001) },
      deps,
    );
    expect(long.body).toEqual({
      error: 'Validation failed',
      fields: {
        phone: 'Phone number must be at least 10 digits',
        message: 'Message must be less than 2000 characters',
      },
    });
  });

  it('stores the message and notifies with the sender as reply-to', async () => {
    const { deps, settle } = harness(PROVIDER_ENV);
    const name = uniqueName('Mary-Jo');
    const email = `mj.${unique()}@example.com`;
    const reply = await call(
      'contact-message',
      { name, email, phone: '(254) 726-6737', message: 'Do you serve Crawford?', page: '/contact' },
      deps,
    );
    expect(reply.body).toEqual({ ok: true });
    expect(
      await rows('select name, email, phone, message, page from public.contact_messages where name = $1', [
        name,
      ]),
    ).toEqual([
      { name, email, phone: '(254) 726-6737', message: 'Do you serve Crawford?', page: '/contact' },
    ]);
    await settle();
    expect(received).toHaveLength(1);
    expect(received[0]!.body).toMatchObject({ reply_to: email, subject: `New message from ${name}` });
    expect(received[0]!.body.text).toContain('Do you serve Crawford?');
    const [notification] = await notificationsAbout(email);
    expect(notification).toMatchObject({ kind: 'contact-message', status: 'sent' });
  });
});

describe('referral-invite', () => {
  it('answers 400 with the spec messages', async () => {
    const { deps } = harness();
    const reply = await call(
      'referral-invite',
      { referrerEmail: '', referredEmail: 'friend', referredName: 'Bob5', message: 'x'.repeat(501) },
      deps,
    );
    expect(reply.body).toEqual({
      error: 'Validation failed',
      fields: {
        referrerEmail: 'Email is required',
        referredEmail: 'Invalid email address',
        referredName: 'Name can only contain letters, spaces, hyphens, and apostrophes',
        message: 'Message must be less than 500 characters',
      },
    });
  });

  it('stores the invitation', async () => {
    const { deps, settle } = harness();
    const referredName = uniqueName('Friend');
    const reply = await call(
      'referral-invite',
      { referrerEmail: 'Client@Example.com', referredEmail: 'friend@example.com', referredName, message: '' },
      deps,
    );
    expect(reply.body).toEqual({ ok: true });
    expect(
      await rows(
        'select referrer_email, referred_email, referred_name, message from public.referral_invites where referred_name = $1',
        [referredName],
      ),
    ).toEqual([
      {
        referrer_email: 'client@example.com',
        referred_email: 'friend@example.com',
        referred_name: referredName,
        message: null,
      },
    ]);
    await settle();
    expect(await notificationsAbout(referredName)).toMatchObject([
      { kind: 'referral-invite', status: 'pending' },
    ]);
  });
});

describe('lead-notification', () => {
  it('answers 400 with the spec messages', async () => {
    const { deps } = harness();
    expect((await call('lead-notification', { email: 'nope' }, deps)).body).toEqual({
      error: 'Validation failed',
      fields: { email: 'Invalid email address', source: 'Source is required' },
    });
  });

  it('records a pending notification when no provider is configured', async () => {
    const { deps } = harness();
    const email = `exit.${unique()}@example.com`;
    const reply = await call('lead-notification', { email, source: 'exit-modal', page: '/' }, deps);
    expect(reply.body).toEqual({ ok: true, delivery: 'pending' });
    expect(await notificationsAbout(email)).toMatchObject([
      {
        kind: 'lead-notification',
        status: 'pending',
        recipient: null,
        subject: `New lead from exit-modal: ${email}`,
        payload: { email, name: null, source: 'exit-modal', page: '/' },
      },
    ]);
    expect(received).toHaveLength(0);
  });

  it('sends through the provider and marks the notification sent', async () => {
    const { deps } = harness({ ...PROVIDER_ENV, SITE_URL: 'https://www.brazos-scoop.example' });
    const email = `sent.${unique()}@example.com`;
    const reply = await call('lead-notification', { email, source: 'lead-magnet' }, deps);
    expect(reply.body).toEqual({ ok: true, delivery: 'sent' });

    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request!.path).toBe('/emails');
    expect(request!.headers.authorization).toBe('Bearer re_test_key');
    expect(request!.headers['idempotency-key']).toMatch(/^lead-notification\/[0-9a-f-]{36}$/);
    expect(request!.body).toEqual({
      from: 'Leads <leads@brazos-scoop.example>',
      to: ['owner@brazos-scoop.example', 'partner@brazos-scoop.example'],
      subject: `New lead from lead-magnet: ${email}`,
      text: `Email: ${email}\nSource: lead-magnet`,
      reply_to: email,
    });

    const [notification] = await notificationsAbout(email);
    expect(notification).toMatchObject({
      status: 'sent',
      error: null,
      recipient: 'owner@brazos-scoop.example, partner@brazos-scoop.example',
    });
    expect(notification!.sent_at).not.toBeNull();
  });

  it('marks the notification failed with the provider’s error and still keeps it', async () => {
    const { deps } = harness({ ...PROVIDER_ENV, LEAD_NOTIFICATION_FROM: 'Scoop Leads <alerts@example.org>' });
    providerStatus = 500;
    const email = `failed.${unique()}@example.com`;
    const reply = await call('lead-notification', { email, source: 'exit-modal' }, deps);
    expect(reply.body).toEqual({ ok: true, delivery: 'failed' });
    expect(received[0]!.body.from).toBe('Scoop Leads <alerts@example.org>');
    const [notification] = await notificationsAbout(email);
    expect(notification).toMatchObject({ status: 'failed', sent_at: null });
    expect(notification!.error).toBe(
      'Resend answered 500: {"name":"internal_server_error","message":"down"}',
    );
  });
});

describe('abuse protection', () => {
  it('answers 429 with Retry-After once a client spends its budget, and stores nothing more', async () => {
    const { deps } = harness({ RATE_LIMIT_MAX: '2', RATE_LIMIT_WINDOW_SECONDS: '120' });
    const address = nextAddress();
    const name = uniqueName('Limited');
    const outcomes = [];
    for (let i = 0; i < 3; i++) {
      outcomes.push(await call('quote-request', { name, zipCode: '76643', dogCount: 1 }, deps, { address }));
    }
    expect(outcomes.map((o) => o.status)).toEqual([200, 200, 429]);
    expect(outcomes[2]!.body).toEqual({ error: 'Too many requests' });
    expect(outcomes[2]!.headers.get('retry-after')).toBe('120');
    expect(await rows('select 1 from public.quote_requests where name = $1', [name])).toHaveLength(2);

    // Another client, and the same client on another function, have their own budgets.
    expect((await call('quote-request', { name, zipCode: '76643', dogCount: 1 }, deps)).status).toBe(200);
    expect((await call('lead-notification', { source: 'limit-test' }, deps, { address })).status).toBe(200);
  });

  it('stores only a hash of the client address', async () => {
    const { deps } = harness({ RATE_LIMIT_MAX: '5' });
    await call('lead-notification', { source: 'hash-test' }, deps, { address: '203.0.113.77' });
    // Read as the database owner: not even service_role may read the counters directly.
    const keys = (
      await api.db.query<{ client_key: string }>(
        `select client_key from public.rate_limits where bucket = 'lead-notification'`,
      )
    ).rows;
    expect(keys.length).toBeGreaterThan(0);
    for (const { client_key } of keys) {
      expect(client_key).toMatch(/^[0-9a-f]{64}$/);
      expect(client_key).not.toContain('203.0.113.77');
    }
  });

  it.each([
    ['quote-request', { zipCode: '76643', dogCount: 2 }, 'quote_requests', 'name'],
    ['contact-message', { email: 'bot@example.com', message: 'Buy now' }, 'contact_messages', 'name'],
    [
      'referral-invite',
      { referrerEmail: 'a@b.co', referredEmail: 'c@d.co' },
      'referral_invites',
      'referred_name',
    ],
  ] as const)(
    '%s: a filled honeypot is answered 200 and nothing is stored',
    async (name, body, table, column) => {
      const { deps, settle } = harness();
      const botName = uniqueName('Bot');
      const nameField = column === 'name' ? 'name' : 'referredName';
      const reply = await call(name, { ...body, [nameField]: botName, website: 'http://spam.example' }, deps);
      expect(reply).toMatchObject({ status: 200, body: { ok: true } });
      await settle();
      expect(await rows(`select 1 from public.${table} where ${column} = $1`, [botName])).toHaveLength(0);
      expect(await notificationsAbout(botName)).toHaveLength(0);
    },
  );

  it('newsletter-signup: a filled honeypot stores no subscriber', async () => {
    const { deps } = harness();
    const email = `bot.${unique()}@example.com`;
    const reply = await call('newsletter-signup', { email, source: 'footer', website: 'x' }, deps);
    expect(reply).toMatchObject({ status: 200, body: { ok: true } });
    expect(await rows('select 1 from public.newsletter_subscribers where email = $1', [email])).toHaveLength(
      0,
    );
  });

  it('answers invalid JSON and non-object bodies with 400', async () => {
    const { deps } = harness();
    expect(await call('quote-request', '{"name":', deps)).toMatchObject({
      status: 400,
      body: { error: 'Invalid JSON' },
    });
    expect(await call('quote-request', '[1,2]', deps)).toMatchObject({
      status: 400,
      body: { error: 'Invalid JSON' },
    });
  });

  it('answers a server failure with 500 and no internals', async () => {
    // With the anon key instead of the service-role key every write is refused by the database.
    const { deps } = harness({}, { serviceRoleKey: LOCAL_ANON_KEY });
    const reply = await call('quote-request', { name: 'Ana', zipCode: '76643', dogCount: 1 }, deps);
    expect(reply).toMatchObject({ status: 500, body: { error: 'Internal error' } });
    expect(JSON.stringify(reply.body)).not.toMatch(/permission|quote_requests|policy|denied/i);
  });
});

describe('mounted in the local API', () => {
  it('is reachable with supabase-js functions.invoke at /functions/v1/<name>', async () => {
    const anon = createNodeClient(api.url, LOCAL_ANON_KEY, {
      auth: { persistSession: false, autoRefreshToken: false },
    });
    const name = uniqueName('Invoke');
    const { data, error } = await anon.functions.invoke('quote-request', {
      body: { name, zipCode: '76524', dogCount: 3 },
    });
    expect(error).toBeNull();
    expect(data).toEqual({ ok: true, inServiceArea: true });
    expect(await rows('select dog_count from public.quote_requests where name = $1', [name])).toEqual([
      { dog_count: 3 },
    ]);
  });
});
