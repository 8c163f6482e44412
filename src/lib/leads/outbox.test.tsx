// The outbox against the real local API (child process). `fetch` is stubbed only to simulate an unreachable
// backend or an answer the local API cannot be made to give (a 404 of a missing function), or wrapped (still
// calling the real one) to count the requests that go out.
import { render } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startTestApiProcess, type TestApi } from '@tests/support/local-api-process';
import type * as OutboxModule from './outbox';
import type * as StoreModule from './outbox-store';
import type * as FlusherModule from './outbox-flusher';
import type * as TransportModule from './transport';

let api: TestApi;
let outbox: typeof OutboxModule;
let store: typeof StoreModule;
let transport: typeof TransportModule;
let OutboxFlusher: typeof FlusherModule.OutboxFlusher;
const realFetch = globalThis.fetch;

beforeAll(async () => {
  api = await startTestApiProcess();
  outbox = await import('./outbox');
  store = await import('./outbox-store');
  transport = await import('./transport');
  ({ OutboxFlusher } = await import('./outbox-flusher'));
}, 120_000);

afterAll(async () => {
  await api?.close();
});

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const unreachable = () =>
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
  );

/** Counts the function calls that leave the browser, still sending them to the real API. */
function countFunctionCalls() {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.includes('/functions/v1/')) calls.push(url.replace(/^.*\/functions\/v1\//, ''));
      return realFetch(input, init);
    }),
  );
  return calls;
}

function quotePayload(overrides: Record<string, unknown> = {}) {
  return {
    clientId: crypto.randomUUID(),
    name: 'Dana Ortiz',
    zipCode: '76712',
    dogCount: 2,
    page: '/',
    ...overrides,
  };
}

const quoteRows = (id: string) => api.query('select * from public.quote_requests where id = $1', [id]);

describe('keeping leads', () => {
  it('keeps a lead while the backend cannot be reached, and sends nothing twice', async () => {
    const payload = quotePayload();
    expect(outbox.keepLead('quote', payload)).toBe('kept');
    expect(outbox.keepLead('quote', payload)).toBe('already-kept');
    expect(store.readOutbox()).toHaveLength(1);

    unreachable();
    const report = await outbox.flushOutbox();
    expect(report).toMatchObject({ sent: 0, kept: 1 });
    expect(store.readOutbox()).toEqual([
      expect.objectContaining({ id: payload.clientId, kind: 'quote', payload, attempts: 2 }),
    ]);
    expect(await quoteRows(payload.clientId)).toHaveLength(0);
  });

  it('keeps a newsletter lead once per email in any case, in the local-lead format, legacy leads counted', () => {
    const first = { clientId: crypto.randomUUID(), email: 'Pat@Example.com', source: 'footer', page: '/' };
    expect(outbox.keepLead('newsletter', first)).toBe('kept');
    expect(
      outbox.keepLead('newsletter', { ...first, clientId: crypto.randomUUID(), email: 'pat@example.COM' }),
    ).toBe('already-kept');
    expect(JSON.parse(localStorage.getItem(store.LOCAL_LEADS_KEY)!)).toEqual([
      {
        id: first.clientId,
        email: 'Pat@Example.com',
        subscribedAt: expect.any(String),
        source: 'footer',
        page: '/',
      },
    ]);

    localStorage.setItem(
      store.LEGACY_LEADS_KEY,
      JSON.stringify([
        { email: 'old@example.com', source: 'footer', page: '/', subscribedAt: '2025-01-01T00:00:00Z' },
      ]),
    );
    expect(
      outbox.keepLead('newsletter', { clientId: crypto.randomUUID(), email: 'OLD@example.com', source: 'x' }),
    ).toBe('already-kept');
  });

  it('says so when this browser cannot keep anything (storage full or blocked)', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(outbox.keepLead('quote', quotePayload())).toBe('unavailable');
    expect(
      outbox.keepLead('newsletter', { clientId: crypto.randomUUID(), email: 'a@b.co', source: 'x' }),
    ).toBe('unavailable');
  });
});

describe('flushOutbox', () => {
  it('sends a kept lead once, under its client id, and then forgets it', async () => {
    const payload = quotePayload();
    outbox.keepLead('quote', payload);
    const calls = countFunctionCalls();

    expect(await outbox.flushOutbox()).toMatchObject({ sent: 1, dropped: 0, kept: 0 });
    expect(store.readOutbox()).toEqual([]);
    expect(await quoteRows(payload.clientId)).toEqual([
      expect.objectContaining({ id: payload.clientId, name: 'Dana Ortiz', zip_code: '76712', dog_count: 2 }),
    ]);

    expect(await outbox.flushOutbox()).toMatchObject({ skipped: 'empty' });
    expect(calls).toEqual(['quote-request']);
  });

  it('runs one flush at a time: two racing flushes send each lead once', async () => {
    const a = quotePayload({ name: 'Racing One' });
    const b = quotePayload({ name: 'Racing Two' });
    outbox.keepLead('quote', a);
    outbox.keepLead('quote', b);
    const calls = countFunctionCalls();

    const [first, second] = await Promise.all([outbox.flushOutbox(), outbox.flushOutbox()]);
    expect(first).toBe(second);
    expect(first).toMatchObject({ sent: 2 });
    expect(calls).toEqual(['quote-request', 'quote-request']);
    expect(await quoteRows(a.clientId)).toHaveLength(1);
    expect(await quoteRows(b.clientId)).toHaveLength(1);
  });

  it("leaves the leads alone while another tab's flush holds the lock", async () => {
    const payload = quotePayload();
    outbox.keepLead('quote', payload);
    localStorage.setItem(
      'lead_outbox_lock',
      JSON.stringify({ owner: 'other-tab', expiresAt: Date.now() + 30_000 }),
    );
    const calls = countFunctionCalls();

    expect(await outbox.flushOutbox()).toMatchObject({ skipped: 'busy' });
    expect(calls).toEqual([]);
    expect(store.readOutbox()).toHaveLength(1);

    // A lock left behind by a closed tab expires.
    localStorage.setItem(
      'lead_outbox_lock',
      JSON.stringify({ owner: 'other-tab', expiresAt: Date.now() - 1 }),
    );
    expect(await outbox.flushOutbox()).toMatchObject({ sent: 1 });
    expect(localStorage.getItem('lead_outbox_lock')).toBeNull();
  });

  it('drops a lead the server refuses as invalid (400), with a warning, instead of retrying it forever', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const bad = quotePayload({ zipCode: '7671' });
    const good = quotePayload();
    outbox.keepLead('quote', bad);
    outbox.keepLead('quote', good);

    expect(await outbox.flushOutbox()).toMatchObject({ sent: 1, dropped: 1, kept: 0 });
    expect(store.readOutbox()).toEqual([]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('dropped a quote lead'), expect.anything());
    expect(await quoteRows(bad.clientId)).toHaveLength(0);
    expect(await quoteRows(good.clientId)).toHaveLength(1);
  });

  it('keeps a lead refused for a reason not the visitor’s (a missing function: 404), and sends the others', async () => {
    const refused = quotePayload({ name: 'Refused Lead' });
    const fine = {
      clientId: crypto.randomUUID(),
      name: 'Fine Lead',
      email: 'fine@example.com',
      message: 'Hi',
    };
    outbox.keepLead('quote', refused);
    outbox.keepLead('contact', fine);
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
        String(input).includes('/quote-request')
          ? Promise.resolve(new Response('{"code":"NOT_FOUND"}', { status: 404 }))
          : realFetch(input, init),
      ),
    );
    expect(await outbox.flushOutbox()).toMatchObject({ sent: 1, dropped: 0, kept: 1 });
    expect(store.readOutbox()).toEqual([expect.objectContaining({ id: refused.clientId, attempts: 2 })]);
    expect(
      await api.query('select id from public.contact_messages where id = $1', [fine.clientId]),
    ).toHaveLength(1);
  });

  it('sends local newsletter leads (and adopts legacy ones) under their storage keys, dated when they were signed up', async () => {
    const id = crypto.randomUUID();
    const email = `local-${id.slice(0, 8)}@example.com`;
    const legacyEmail = `legacy-${id.slice(0, 8)}@example.com`;
    expect(outbox.keepLead('newsletter', { clientId: id, email, source: 'footer', page: '/blog' })).toBe(
      'kept',
    );
    // Kept months ago: the backend was down when the visitor signed up.
    const keptAt = '2025-06-01T10:30:00.000Z';
    localStorage.setItem(
      store.LOCAL_LEADS_KEY,
      JSON.stringify(store.readLocalLeads().map((lead) => ({ ...lead, subscribedAt: keptAt }))),
    );
    localStorage.setItem(
      store.LEGACY_LEADS_KEY,
      JSON.stringify([
        { email: legacyEmail, source: 'exit-intent', page: '/', subscribedAt: '2025-03-01T00:00:00Z' },
      ]),
    );

    expect(await outbox.flushOutbox()).toMatchObject({ sent: 2, kept: 0 });
    expect(localStorage.getItem(store.LOCAL_LEADS_KEY)).toBeNull();
    expect(localStorage.getItem(store.LEGACY_LEADS_KEY)).toBeNull();
    const rows = await api.query<{
      id: string;
      email: string;
      source: string;
      page: string;
      subscribed_at: Date;
    }>(
      `select id, email, source, page, subscribed_at from public.newsletter_subscribers
        where email in ($1, $2) order by email`,
      [email, legacyEmail],
    );
    expect(rows.map((row) => ({ ...row, subscribed_at: new Date(row.subscribed_at).toISOString() }))).toEqual(
      [
        {
          id: expect.any(String),
          email: legacyEmail,
          source: 'exit-intent',
          page: '/',
          subscribed_at: '2025-03-01T00:00:00.000Z',
        },
        { id, email, source: 'footer', page: '/blog', subscribed_at: keptAt },
      ],
    );
  });

  it('dates a resent sign-up only between 2020-01-01 and now; any other date gives the time it arrived', async () => {
    const sent: { email: string; subscribedAt: unknown }[] = [];
    const before = Date.now();
    for (const subscribedAt of [
      '2999-01-01T00:00:00Z',
      '1999-01-01T00:00:00Z',
      'last spring',
      1740787200000,
    ]) {
      const email = `dated-${crypto.randomUUID().slice(0, 8)}@example.com`;
      sent.push({ email, subscribedAt });
      const delivery = await transport.postLead('newsletter', {
        clientId: crypto.randomUUID(),
        email,
        source: 'footer',
        subscribedAt,
      });
      // Never refused over its date: a refused lead would be dropped from the outbox.
      expect(delivery.status, String(subscribedAt)).toBe('stored');
    }
    const after = Date.now();
    const rows = await api.query<{ email: string; subscribed_at: Date }>(
      'select email, subscribed_at from public.newsletter_subscribers where email = any($1)',
      [sent.map((lead) => lead.email)],
    );
    expect(rows).toHaveLength(sent.length);
    for (const row of rows) {
      // The local API's database and this test share a clock.
      const at = new Date(row.subscribed_at).getTime();
      expect(at, row.email).toBeGreaterThanOrEqual(before - 1000);
      expect(at, row.email).toBeLessThanOrEqual(after + 1000);
    }
  });

  it('treats an email the server already has (409) as delivered', async () => {
    const email = `known-${crypto.randomUUID().slice(0, 8)}@example.com`;
    await api.query(`insert into public.newsletter_subscribers (email, source) values ($1, 'footer')`, [
      email,
    ]);
    outbox.keepLead('newsletter', { clientId: crypto.randomUUID(), email, source: 'footer', page: '/' });
    expect(await outbox.flushOutbox()).toMatchObject({ sent: 1, dropped: 0 });
    expect(store.readLocalLeads()).toEqual([]);
  });

  it('stores a lead once when its first send did arrive and the retry carries the same client id', async () => {
    const payload = quotePayload({ name: 'Twice Sent' });
    // The first send reached the server, but the browser never saw the answer (e.g. the connection dropped).
    expect(await transport.postLead('quote', payload)).toMatchObject({ status: 'stored' });
    outbox.keepLead('quote', payload);
    expect(await outbox.flushOutbox()).toMatchObject({ sent: 1, dropped: 0 });
    const rows = await api.query(`select id from public.quote_requests where name = 'Twice Sent'`);
    expect(rows).toEqual([{ id: payload.clientId }]);
  });

  it(
    'while the database is down, keeps the leads and tries again by itself, after Retry-After, while the page is open',
    { timeout: 60_000 },
    async () => {
      const payload = quotePayload({ name: 'Retried Later' });
      outbox.keepLead('quote', payload);
      vi.useFakeTimers({ shouldAdvanceTime: true });
      await api.stopDatabase();
      const view = render(<OutboxFlusher />);
      try {
        // The flush on load finds the backend unable to store it: 503 with Retry-After: 30.
        await vi.advanceTimersByTimeAsync(2000);
        await vi.waitFor(() => expect(store.readOutbox()[0]!.attempts).toBe(2), { timeout: 20_000 });
      } finally {
        await api.startDatabase();
      }
      expect(await quoteRows(payload.clientId)).toHaveLength(0);
      // Nothing goes out before the 30 s; then it does, by itself.
      await vi.advanceTimersByTimeAsync(20_000);
      expect(store.readOutbox()).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(15_000);
      await vi.waitFor(async () => expect(await quoteRows(payload.clientId)).toHaveLength(1), {
        timeout: 20_000,
      });
      // The answer reaches the browser a moment after the row is stored.
      await vi.waitFor(() => expect(store.readOutbox()).toEqual([]));
      view.unmount();
    },
  );
});

describe('retry timing', () => {
  it('waits 30 s, then doubles up to 10 minutes, and never less than the server asked', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((attempt) => outbox.retryDelay(attempt))).toEqual([
      30_000, 60_000, 120_000, 240_000, 480_000, 600_000, 600_000,
    ]);
    expect(outbox.retryDelay(1, 90_000)).toBe(90_000);
    expect(outbox.retryDelay(1, 3_600_000)).toBe(600_000);
  });
});

describe('OutboxFlusher', () => {
  it(
    'sends kept leads when the site loads and when the browser comes back online',
    { timeout: 30_000 },
    async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const onLoad = quotePayload({ name: 'On Load' });
      outbox.keepLead('quote', onLoad);
      const view = render(<OutboxFlusher />);
      await vi.advanceTimersByTimeAsync(2000);
      await vi.waitFor(async () => expect(await quoteRows(onLoad.clientId)).toHaveLength(1), {
        timeout: 10_000,
      });

      const whenOnline = quotePayload({ name: 'When Online' });
      outbox.keepLead('quote', whenOnline);
      window.dispatchEvent(new Event('online'));
      await vi.waitFor(async () => expect(await quoteRows(whenOnline.clientId)).toHaveLength(1), {
        timeout: 10_000,
      });
      // The answer reaches the browser a moment after the row is stored.
      await vi.waitFor(() => expect(store.readOutbox()).toEqual([]));
      view.unmount();
    },
  );
});
