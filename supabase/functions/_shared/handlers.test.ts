/**
 * Each public edge-function handler against the real database: the local API (PGlite with the real migrations)
 * started on a random port, the handlers reaching it with supabase-js and the service-role key, exactly as they reach
 * a hosted project. Rows are read back as service_role. Delivery of the owners' notifications has its own tests
 * (notification-delivery.test.ts); here, that every stored lead has its notification row, written with it.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startLocalApi } from '../../../local/api/index.ts';
import { LOCAL_ANON_KEY } from '../../../local/api/constants.ts';
import { asRole } from '../../../local/db/index.ts';
import type { FunctionDeps } from './deps.ts';
import { functionHandlers, type FunctionName } from './handlers.ts';
import { createNodeClient } from './node-client.ts';
import { addressSequence, functionDepsFor } from '../../../tests/support/function-deps.ts';
import { SEEDED_PRICE_LIST } from '../../../tests/support/seeded-price-list.ts';
import { estimate } from './browser-safe/pricing.ts';

type LocalApi = Awaited<ReturnType<typeof startLocalApi>>;

let api: LocalApi;

const depsWith = (env: Record<string, string> = {}, overrides: Partial<FunctionDeps> = {}) =>
  functionDepsFor(api.url, env, overrides);

/** A fresh client address per call unless a test pins one. */
const nextAddress = addressSequence('198.18');

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
        'cf-connecting-ip': options.address ?? nextAddress(),
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
  reply_to: string | null;
  payload: Record<string, unknown>;
  status: string;
  attempts: number;
  last_error: string | null;
  sent_at: string | null;
}

const notificationsAbout = (text: string) =>
  rows<NotificationRow>(
    `select kind, recipient, subject, body, reply_to, payload, status, attempts, last_error, sent_at
       from public.notifications where body like $1`,
    [`%${text}%`],
  );

const unique = () => Math.random().toString(36).slice(2, 10);

// Names allow letters only: turn a random suffix into letters.
const uniqueName = (first: string) =>
  `${first} ${unique()
    .replace(/[0-9]/g, (d) => 'abcdefghij'[Number(d)]!)
    .replace(/^./, (c) => c.toUpperCase())}`;

/** A new account on the local auth server, with its access token. */
async function signedUp(label: string) {
  const anon = createNodeClient(api.url, LOCAL_ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const email = `${label}.${unique()}@example.com`;
  const { data, error } = await anon.auth.signUp({ email, password: 'a-long-password-1' });
  if (error || !data.session || !data.user) throw new Error(`sign-up failed: ${error?.message}`);
  return { id: data.user.id, email, token: data.session.access_token };
}

beforeAll(async () => {
  api = await startLocalApi({ port: 0, dataDir: null, quiet: true, admin: false });
});

afterAll(async () => {
  await api?.close();
});

// ---------------------------------------------------------------------------------------------------------------

describe('newsletter-signup', () => {
  it('answers 400 with the message of every failing field', async () => {
    const deps = depsWith();
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

  it('stores the subscriber trimmed and lower-cased, with its owner notification pending', async () => {
    const email = `Jane.${unique()}@Example.COM`;
    const reply = await call(
      'newsletter-signup',
      { email: `  ${email} `, source: 'footer', page: '/hewitt', user_id: null },
      depsWith(),
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

    // Written with the lead, before the reply: nothing is left to do in the background.
    const [notification, ...others] = await notificationsAbout(email.toLowerCase());
    expect(others).toHaveLength(0);
    expect(notification).toMatchObject({
      kind: 'newsletter-signup',
      status: 'pending',
      attempts: 0,
      recipient: null,
      last_error: null,
      sent_at: null,
      reply_to: email.toLowerCase(),
      subject: `New newsletter subscriber: ${email.toLowerCase()}`,
      body: `Email: ${email.toLowerCase()}\nSource: footer\nPage: /hewitt`,
      payload: { email: email.toLowerCase(), source: 'footer', page: '/hewitt', user_id: null },
    });
  });

  it('answers 409 for a known address in another case and keeps one row and one notification', async () => {
    const deps = depsWith();
    const email = `dup.${unique()}@example.com`;
    expect((await call('newsletter-signup', { email, source: 'footer' }, deps)).status).toBe(200);
    const again = await call('newsletter-signup', { email: email.toUpperCase(), source: 'exit-modal' }, deps);
    expect(again).toMatchObject({ status: 409, body: { error: 'Email already subscribed' } });
    const stored = await rows('select 1 from public.newsletter_subscribers where lower(email) = $1', [email]);
    expect(stored).toHaveLength(1);
    expect(await notificationsAbout(email)).toHaveLength(1);
  });
});

describe('leads sent while signed in', () => {
  it('carry the user id from the verified token, whatever user_id the body claims', async () => {
    const deps = depsWith();
    const client = await signedUp('client');
    const other = await signedUp('other');
    const auth = { headers: { authorization: `Bearer ${client.token}` } };

    const email = `own.${unique()}@example.com`;
    await call('newsletter-signup', { email, source: 'dashboard', user_id: other.id }, deps, auth);
    const quoteName = uniqueName('Owner');
    await call(
      'quote-request',
      { name: quoteName, zipCode: '76643', dogCount: 1, user_id: other.id },
      deps,
      auth,
    );
    const contactEmail = `msg.${unique()}@example.com`;
    await call('contact-message', { name: 'Pat Lee', email: contactEmail, message: 'Hi' }, deps, auth);
    const friend = uniqueName('Friend');
    await call(
      'referral-invite',
      { referrerEmail: 'me@example.com', referredEmail: 'f@example.com', referredName: friend },
      deps,
      auth,
    );

    const owners = await rows<{ user_id: string | null }>(
      `select user_id from public.newsletter_subscribers where email = $1
       union all select user_id from public.quote_requests where name = $2
       union all select user_id from public.contact_messages where email = $3
       union all select user_id from public.referral_invites where referred_name = $4`,
      [email, quoteName, contactEmail, friend],
    );
    expect(owners).toEqual([client.id, client.id, client.id, client.id].map((id) => ({ user_id: id })));
    const [notification] = await notificationsAbout(quoteName);
    expect(notification!.body).toContain('Signed-in client: yes');
  });

  it("a quote without a phone or email is answered at the account's email, taken from the verified token", async () => {
    const deps = depsWith();
    const client = await signedUp('Answer.Me');
    const auth = { headers: { authorization: `Bearer ${client.token}` } };

    const name = uniqueName('Known');
    const reply = await call(
      'quote-request',
      { name, zipCode: '76643', dogCount: 1, contact: '', accountContact: 'someone@evil.example' },
      deps,
      auth,
    );
    expect(reply.body).toMatchObject({
      ok: true,
      inServiceArea: true,
      accountContact: client.email.toLowerCase(),
    });
    expect(await rows('select contact from public.quote_requests where name = $1', [name])).toEqual([
      { contact: client.email.toLowerCase() },
    ]);
    const [notification] = await notificationsAbout(name);
    expect(notification).toMatchObject({ reply_to: client.email.toLowerCase() });

    // A contact the client typed is the one used.
    const typed = uniqueName('Typed');
    const given = await call(
      'quote-request',
      { name: typed, zipCode: '76643', dogCount: 1, contact: '(254) 555-0101' },
      deps,
      auth,
    );
    expect(given.body).toMatchObject({ ok: true, inServiceArea: true });
    expect(given.body).not.toHaveProperty('accountContact');
    expect(await rows('select contact from public.quote_requests where name = $1', [typed])).toEqual([
      { contact: '(254) 555-0101' },
    ]);
  });

  it('are anonymous with the anon key, a forged or expired token, or no token at all, and still stored', async () => {
    const deps = depsWith();
    const client = await signedUp('victim');
    const [header, payload] = client.token.split('.');
    const tampered = `${header}.${payload}.${'A'.repeat(43)}`;
    const expired = await import('../../../local/api/jwt.ts').then(({ signJwt }) =>
      signJwt({ sub: client.id, role: 'authenticated', aud: 'authenticated', exp: 1_000_000_000 }),
    );
    const names: string[] = [];
    for (const authorization of [`Bearer ${LOCAL_ANON_KEY}`, `Bearer ${tampered}`, `Bearer ${expired}`, '']) {
      const name = uniqueName('Anon');
      names.push(name);
      const reply = await call(
        'quote-request',
        { name, zipCode: '76712', dogCount: 2, user_id: client.id },
        deps,
        { headers: authorization ? { authorization } : {} },
      );
      expect(reply.status, authorization.slice(0, 20)).toBe(200);
    }
    // Nor does an unverified token lend its email as the quote's contact.
    const stored = await rows<{ user_id: string | null; contact: string | null }>(
      'select user_id, contact from public.quote_requests where name = any($1)',
      [names],
    );
    expect(stored).toEqual(names.map(() => ({ user_id: null, contact: null })));
  });
});

describe('quote-request', () => {
  it('answers 400 with the field messages', async () => {
    const deps = depsWith();
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

  it('stores a quote in the service area, says so, and records its notification', async () => {
    const name = uniqueName('José');
    const reply = await call(
      'quote-request',
      { name, zipCode: '76643', dogCount: '2', page: '/hewitt' },
      depsWith(),
    );
    const priced = estimate(SEEDED_PRICE_LIST, {
      plan: 'weekly',
      dogs: 2,
      welcomeCode: false,
      referralCode: false,
    });
    expect(reply.body).toEqual({ ok: true, inServiceArea: true, estimate: priced });
    const [quote] = await rows<Record<string, unknown>>(
      'select id, name, zip_code, dog_count, page, in_service_area from public.quote_requests where name = $1',
      [name],
    );
    expect(quote).toMatchObject({
      name,
      zip_code: '76643',
      dog_count: 2,
      page: '/hewitt',
      in_service_area: true,
    });
    const [notification] = await rows<NotificationRow & { quote_request_id: string }>(
      'select kind, subject, body, reply_to, status, quote_request_id from public.notifications where quote_request_id = $1',
      [quote!.id],
    );
    expect(notification).toMatchObject({
      kind: 'quote-request',
      status: 'pending',
      reply_to: null,
      subject: `New quote request: ${name}, 76643, 2 dogs`,
      body: `Name: ${name}\nPhone or email: none given: watch for their booking\nZIP code: 76643\nService area: yes\nDogs: 2\nEstimate: Weekly, $30 a visit (about $130 a month)\nFirst bill: $55 (price list v1)\nPage: /hewitt`,
    });
  });

  it('prices from the active list and stores the estimate, ignoring any price the request carries', async () => {
    const name = uniqueName('Forger');
    const reply = await call(
      'quote-request',
      {
        name,
        zipCode: '76710',
        dogCount: 2,
        plan: 'every_other_week',
        lastCleaned: '1_3_months',
        yardSize: 'large',
        welcomeCode: 'welcome10',
        estimate: { firstBillCents: 1, perVisitCents: 1 },
        perVisitCents: 1,
        priceListVersion: 99,
        price: 1,
      },
      depsWith(),
    );
    const priced = estimate(SEEDED_PRICE_LIST, {
      plan: 'every_other_week',
      dogs: 2,
      lastCleaned: '1_3_months',
      yardSize: 'large',
      welcomeCode: true,
      referralCode: false,
    });
    // $35 + $5 a dog + $5 a large yard; first visit + $50 for a yard last cleaned 1-3 months ago, less WELCOME10.
    expect(priced).toMatchObject({ perVisitCents: 4500, firstBillCents: 8500 });
    expect(reply.body).toEqual({ ok: true, inServiceArea: true, estimate: priced });
    expect(
      await rows(
        'select plan, last_cleaned, yard_size, welcome_code, estimate, price_list_version from public.quote_requests where name = $1',
        [name],
      ),
    ).toEqual([
      {
        plan: 'every_other_week',
        last_cleaned: '1_3_months',
        yard_size: 'large',
        welcome_code: true,
        estimate: priced,
        price_list_version: 1,
      },
    ]);
  });

  it('refuses a plan or a yard answer it does not know, with its field message', async () => {
    const reply = await call(
      'quote-request',
      { name: uniqueName('Odd'), zipCode: '76643', dogCount: 1, plan: 'monthly', yardSize: 'huge' },
      depsWith(),
    );
    expect(reply).toMatchObject({
      status: 400,
      body: { fields: { plan: 'Please choose how often', yardSize: 'Please choose the yard size' } },
    });
  });

  it('stores the phone or email given for the reply and the referral code the visitor held', async () => {
    const name = uniqueName('Mary');
    const reply = await call(
      'quote-request',
      { name, zipCode: '76643', dogCount: 4, contact: 'Mary@Example.com', referralCode: 'friend42' },
      depsWith(),
    );
    expect(reply.body).toMatchObject({
      ok: true,
      inServiceArea: true,
      estimate: { referralCreditCents: 2500, dogsConfirmedOnSite: true },
    });
    expect(
      await rows('select contact, referral_code from public.quote_requests where name = $1', [name]),
    ).toEqual([{ contact: 'mary@example.com', referral_code: 'FRIEND42' }]);
    const [notification] = await notificationsAbout(name);
    expect(notification).toMatchObject({ reply_to: 'mary@example.com' });
    expect(notification!.body).toContain('Phone or email: mary@example.com');
    expect(notification!.body).toContain('Referred by: FRIEND42 (no account has this code)');
  });

  it('refuses a contact that is neither a phone number nor an email address, with its field message', async () => {
    const reply = await call(
      'quote-request',
      { name: uniqueName('Bad'), zipCode: '76643', dogCount: 1, contact: 'call me' },
      depsWith(),
    );
    expect(reply).toMatchObject({ status: 400 });
    expect(reply.body).toMatchObject({ fields: { contact: 'Invalid phone number format' } });
  });

  it('refuses an email no mail can reach as the contact, so it never becomes the owners’ reply_to', async () => {
    const name = uniqueName('Long');
    const reply = await call(
      'quote-request',
      { name, zipCode: '76643', dogCount: 1, contact: `mary@${'b'.repeat(182)}.com` },
      depsWith(),
    );
    expect(reply).toMatchObject({ status: 400 });
    expect(reply.body).toMatchObject({
      fields: { contact: 'Each part of the email after the @ must be at most 63 characters between dots' },
    });
    expect(await rows('select 1 from public.quote_requests where name = $1', [name])).toEqual([]);
    expect(await notificationsAbout(name)).toEqual([]);
  });

  it('keeps a quote from outside the listed ZIP codes, and asks the owners to confirm coverage', async () => {
    const name = uniqueName('Ana');
    const reply = await call('quote-request', { name, zipCode: '90210', dogCount: 4 }, depsWith());
    expect(reply.body).toEqual({ ok: true, inServiceArea: false, estimate: null });
    expect(
      await rows(
        'select zip_code, dog_count, page, in_service_area, estimate, price_list_version from public.quote_requests where name = $1',
        [name],
      ),
    ).toEqual([
      {
        zip_code: '90210',
        dog_count: 4,
        page: null,
        in_service_area: false,
        estimate: null,
        price_list_version: null,
      },
    ]);
    const [notification] = await notificationsAbout(name);
    expect(notification!.subject).toBe(`New quote request: ${name}, 90210, 4+ dogs`);
    expect(notification!.body).toContain('Service area: not a listed ZIP code: confirm coverage');
  });
});

describe('contact-message', () => {
  it('answers 400 with the field messages', async () => {
    const deps = depsWith();
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

  it('refuses a sender’s address no mail can reach, before the @ or after it', async () => {
    for (const [email, message] of [
      [
        `ana@${'b'.repeat(64)}.com`,
        'Each part of the email after the @ must be at most 63 characters between dots',
      ],
      [`${'a'.repeat(65)}@example.com`, 'The part of the email before the @ must be at most 64 characters'],
    ]) {
      const reply = await call('contact-message', { name: 'Ana', email, message: 'Hi' }, depsWith());
      expect(reply).toMatchObject({ status: 400, body: { fields: { email: message } } });
      expect(await rows('select 1 from public.contact_messages where email = $1', [email])).toEqual([]);
    }
  });

  it('stores the message; its notification answers to the sender', async () => {
    const name = uniqueName('Mary-Jo');
    const email = `mj.${unique()}@example.com`;
    const reply = await call(
      'contact-message',
      { name, email, phone: '(254) 726-6737', message: 'Do you serve Crawford?', page: '/contact' },
      depsWith(),
    );
    expect(reply.body).toEqual({ ok: true });
    expect(
      await rows('select name, email, phone, message, page from public.contact_messages where name = $1', [
        name,
      ]),
    ).toEqual([
      { name, email, phone: '(254) 726-6737', message: 'Do you serve Crawford?', page: '/contact' },
    ]);
    const [notification] = await notificationsAbout(email);
    expect(notification).toMatchObject({
      kind: 'contact-message',
      status: 'pending',
      reply_to: email,
      subject: `New message from ${name}`,
    });
    expect(notification!.body).toMatch(/\n\nDo you serve Crawford\?$/);
  });

  it('stores a message with NUL and half an emoji, cleaned, instead of failing', async () => {
    const name = uniqueName('Paste');
    const reply = await call(
      'contact-message',
      { name, email: 'paste@example.com', message: 'Pasted\u0000 text \ud83d and more' },
      depsWith(),
    );
    expect(reply).toMatchObject({ status: 200, body: { ok: true } });
    expect(await rows('select message from public.contact_messages where name = $1', [name])).toEqual([
      { message: 'Pasted text \ufffd and more' },
    ]);
  });
});

describe('referral-invite', () => {
  it('answers 400 with the field messages', async () => {
    const reply = await call(
      'referral-invite',
      { referrerEmail: '', referredEmail: 'friend', referredName: 'Bob5', message: 'x'.repeat(501) },
      depsWith(),
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

  it('stores the invitation; its notification answers to the friend', async () => {
    const referredName = uniqueName('Friend');
    const reply = await call(
      'referral-invite',
      { referrerEmail: 'Client@Example.com', referredEmail: 'friend@example.com', referredName, message: '' },
      depsWith(),
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
    expect(await notificationsAbout(referredName)).toMatchObject([
      { kind: 'referral-invite', status: 'pending', reply_to: 'friend@example.com' },
    ]);
  });
});

describe('abuse protection', () => {
  it('answers 429 with Retry-After once a client spends its budget, and stores nothing more', async () => {
    const deps = depsWith({ RATE_LIMIT_MAX: '2', RATE_LIMIT_WINDOW_SECONDS: '120' });
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
    const message = { name, email: `limit.${unique()}@example.com`, message: 'Hello' };
    expect((await call('contact-message', message, deps, { address })).status).toBe(200);
  });

  it('is keyed on the address the platform set: a forged X-Forwarded-For does not buy a new budget', async () => {
    const deps = depsWith({ RATE_LIMIT_MAX: '2', RATE_LIMIT_WINDOW_SECONDS: '120' });
    const address = nextAddress();
    const statuses = [];
    for (let i = 1; i <= 4; i++) {
      const signup = { email: `spoof.${i}.${unique()}@example.com`, source: 'footer' };
      const reply = await call('newsletter-signup', signup, deps, {
        address,
        headers: { 'x-forwarded-for': `10.0.0.${i}, ${address}` },
      });
      statuses.push(reply.status);
    }
    expect(statuses).toEqual([200, 200, 429, 429]);
  });

  it('stores only a hash of the client address', async () => {
    const signup = { email: `hash.${unique()}@example.com`, source: 'footer' };
    await call('newsletter-signup', signup, depsWith({ RATE_LIMIT_MAX: '5' }), { address: '203.0.113.77' });
    // Read as the database owner: not even service_role may read the counters directly.
    const keys = (
      await api.db.query<{ client_key: string }>(
        `select client_key from public.rate_limits where bucket = 'newsletter-signup'`,
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
      const botName = uniqueName('Bot');
      const nameField = column === 'name' ? 'name' : 'referredName';
      const reply = await call(
        name,
        { ...body, [nameField]: botName, website: 'http://spam.example' },
        depsWith(),
      );
      expect(reply).toMatchObject({ status: 200, body: { ok: true } });
      expect(await rows(`select 1 from public.${table} where ${column} = $1`, [botName])).toHaveLength(0);
      expect(await notificationsAbout(botName)).toHaveLength(0);
    },
  );

  it('newsletter-signup: a filled honeypot stores no subscriber', async () => {
    const email = `bot.${unique()}@example.com`;
    const reply = await call('newsletter-signup', { email, source: 'footer', website: 'x' }, depsWith());
    expect(reply).toMatchObject({ status: 200, body: { ok: true } });
    expect(await rows('select 1 from public.newsletter_subscribers where email = $1', [email])).toHaveLength(
      0,
    );
  });

  it('answers invalid JSON and non-object bodies with 400', async () => {
    const deps = depsWith();
    expect(await call('quote-request', '{"name":', deps)).toMatchObject({
      status: 400,
      body: { error: 'Invalid JSON' },
    });
    expect(await call('quote-request', '[1,2]', deps)).toMatchObject({
      status: 400,
      body: { error: 'Invalid JSON' },
    });
  });
});

describe('failures the visitor did not cause', () => {
  it('a database that refuses the function answers 503 with Retry-After, no internals, nothing stored', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // With the anon key instead of the service-role key, every write is refused by the database.
    const deps = depsWith({ RATE_LIMIT_MAX: '0' }, { serviceRoleKey: LOCAL_ANON_KEY });
    const name = uniqueName('Refused');
    const reply = await call('quote-request', { name, zipCode: '76643', dogCount: 1 }, deps, {
      origin: 'http://localhost:5173',
    });
    expect(reply).toMatchObject({ status: 503, body: { error: 'Service temporarily unavailable' } });
    expect(reply.headers.get('retry-after')).toBe('30');
    // Readable by the site's script across origins.
    expect(reply.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(reply.headers.get('access-control-expose-headers')).toBe('Retry-After');
    expect(JSON.stringify(reply.body)).not.toMatch(/permission|quote_requests|policy|denied/i);
    expect(await rows('select 1 from public.quote_requests where name = $1', [name])).toHaveLength(0);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it('a database that cannot be reached answers 503 with Retry-After for every function', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // Nothing listens on port 9: the function's service client cannot reach its API at all.
    const deps = depsWith({ RATE_LIMIT_MAX: '0' }, { supabaseUrl: 'http://127.0.0.1:9' });
    const leads: Array<[FunctionName, Record<string, unknown>]> = [
      ['quote-request', { name: 'Dana Ray', zipCode: '76643', dogCount: 1 }],
      ['contact-message', { name: 'Dana Ray', email: 'd@example.com', message: 'Hello' }],
      ['referral-invite', { referrerEmail: 'a@b.co', referredEmail: 'c@d.co', referredName: 'Bo' }],
      ['newsletter-signup', { email: 'down@example.com', source: 'footer' }],
    ];
    for (const [name, body] of leads) {
      const reply = await call(name, body, deps);
      expect(reply.status, name).toBe(503);
      expect(reply.headers.get('retry-after'), name).toBe('30');
    }
    error.mockRestore();
  });

  it('when the rate limit cannot be checked, the request is refused with 503 rather than let through', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // The limiter's function refuses the anon key; the limit is on, so the check runs first and fails.
    const deps = depsWith({ RATE_LIMIT_MAX: '5' }, { serviceRoleKey: LOCAL_ANON_KEY });
    const reply = await call('newsletter-signup', { email: 'limiter@example.com', source: 'footer' }, deps);
    expect(reply).toMatchObject({ status: 503, body: { error: 'Service temporarily unavailable' } });
    expect(error.mock.calls.flat().join(' ')).toMatch(/check_rate_limit failed/);
    error.mockRestore();
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
    expect(data).toMatchObject({ ok: true, inServiceArea: true, estimate: { dogs: 3, priceListVersion: 1 } });
    expect(await rows('select dog_count from public.quote_requests where name = $1', [name])).toEqual([
      { dog_count: 3 },
    ]);
  });
});
