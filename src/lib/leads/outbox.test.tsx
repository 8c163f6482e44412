// The outbox against the real local API (child process). `fetch` is stubbed only to simulate an unreachable
// backend, or wrapped (still calling the real one) to count the requests that go out.
import { render } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startTestApi, type TestApi } from './outbox.test-api';
import type * as OutboxModule from './outbox';
import type * as FlusherModule from './outbox-flusher';

let api: TestApi;
let outbox: typeof OutboxModule;
let OutboxFlusher: typeof FlusherModule.OutboxFlusher;
const realFetch = globalThis.fetch;

beforeAll(async () => {
  api = await startTestApi();
  outbox = await import('./outbox');
  ({ OutboxFlusher } = await import('./outbox-flusher'));
}, 120_000);

afterAll(async () => {
  await api?.close();
});

beforeEach(() => localStorage.clear());
afterEach(() => {
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
    outbox.keepLead('quote', payload);
    outbox.keepLead('quote', payload);
    expect(outbox.readOutbox()).toHaveLength(1);

    unreachable();
    const report = await outbox.flushOutbox();
    expect(report).toMatchObject({ sent: 0, kept: 1 });
    expect(outbox.readOutbox()).toEqual([
      expect.objectContaining({ id: payload.clientId, kind: 'quote', payload, attempts: 2 }),
    ]);
    expect(await quoteRows(payload.clientId)).toHaveLength(0);
  });

  it("refuses a second local newsletter lead with the same email in any case: 'Already subscribed!'", () => {
    const first = outbox.saveLocalNewsletterLead({
      id: crypto.randomUUID(),
      email: 'Pat@Example.com',
      source: 'footer',
      page: '/',
    });
    expect(first).toEqual({ status: 'saved' });
    const again = outbox.saveLocalNewsletterLead({
      id: crypto.randomUUID(),
      email: 'pat@example.COM',
      source: 'footer',
      page: '/',
    });
    expect(again).toEqual({ status: 'duplicate' });
    expect(outbox.localLeadNotices.duplicate).toEqual({
      title: 'Already subscribed!',
      description: "You're already on our list. We'll keep you updated!",
    });
    expect(outbox.readLocalLeads()).toEqual([
      expect.objectContaining({
        email: 'pat@example.com',
        source: 'footer',
        page: '/',
        subscribedAt: expect.any(String),
      }),
    ]);
  });

  it('counts legacy local leads as known emails', () => {
    localStorage.setItem(
      outbox.LEGACY_LEADS_KEY,
      JSON.stringify([
        { email: 'old@example.com', source: 'footer', page: '/', subscribedAt: '2025-01-01T00:00:00Z' },
      ]),
    );
    expect(
      outbox.saveLocalNewsletterLead({ id: crypto.randomUUID(), email: 'OLD@example.com', source: 'x' }),
    ).toEqual({
      status: 'duplicate',
    });
  });

  it("refuses an invalid local lead with the email's message, else the generic one", () => {
    expect(
      outbox.saveLocalNewsletterLead({ id: crypto.randomUUID(), email: 'not-an-email', source: 'footer' }),
    ).toEqual({
      status: 'invalid',
      message: 'Invalid email address',
    });
    expect(
      outbox.saveLocalNewsletterLead({ id: crypto.randomUUID(), email: 'ok@example.com', source: '' }),
    ).toEqual({
      status: 'invalid',
      message: 'Please check your information and try again.',
    });
  });
});

describe('flushOutbox', () => {
  it('sends a kept lead once, under its client id, and then forgets it', async () => {
    const payload = quotePayload();
    outbox.keepLead('quote', payload);
    const calls = countFunctionCalls();

    expect(await outbox.flushOutbox()).toMatchObject({ sent: 1, dropped: 0, kept: 0 });
    expect(outbox.readOutbox()).toEqual([]);
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
    expect(outbox.readOutbox()).toHaveLength(1);

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
    expect(outbox.readOutbox()).toEqual([]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('dropped a quote lead'), expect.anything());
    expect(await quoteRows(bad.clientId)).toHaveLength(0);
    expect(await quoteRows(good.clientId)).toHaveLength(1);
  });

  it('sends local newsletter leads (and adopts legacy ones) under the spec keys', async () => {
    const id = crypto.randomUUID();
    const email = `local-${id.slice(0, 8)}@example.com`;
    const legacyEmail = `legacy-${id.slice(0, 8)}@example.com`;
    expect(outbox.saveLocalNewsletterLead({ id, email, source: 'footer', page: '/blog' })).toEqual({
      status: 'saved',
    });
    localStorage.setItem(
      outbox.LEGACY_LEADS_KEY,
      JSON.stringify([
        { email: legacyEmail, source: 'exit-intent', page: '/', subscribedAt: '2025-03-01T00:00:00Z' },
      ]),
    );

    expect(await outbox.flushOutbox()).toMatchObject({ sent: 2, kept: 0 });
    expect(localStorage.getItem(outbox.LOCAL_LEADS_KEY)).toBeNull();
    expect(localStorage.getItem(outbox.LEGACY_LEADS_KEY)).toBeNull();
    const rows = await api.query<{ id: string; email: string; source: string; page: string }>(
      'select id, email, source, page from public.newsletter_subscribers where email in ($1, $2) order by email',
      [email, legacyEmail],
    );
    expect(rows).toEqual([
      { id: expect.any(String), email: legacyEmail, source: 'exit-intent', page: '/' },
      { id, email, source: 'footer', page: '/blog' },
    ]);
  });

  it('treats an email the server already has (409) as delivered', async () => {
    const email = `known-${crypto.randomUUID().slice(0, 8)}@example.com`;
    await api.query(`insert into public.newsletter_subscribers (email, source) values ($1, 'footer')`, [
      email,
    ]);
    outbox.saveLocalNewsletterLead({ id: crypto.randomUUID(), email, source: 'footer', page: '/' });
    expect(await outbox.flushOutbox()).toMatchObject({ sent: 1, dropped: 0 });
    expect(outbox.readLocalLeads()).toEqual([]);
  });

  it('stores a lead once when its first send did arrive and the retry carries the same client id', async () => {
    const { invokeFunction } = await import('./functions');
    const payload = quotePayload({ name: 'Twice Sent' });
    // The first send reached the server, but the browser never saw the answer (e.g. the connection dropped).
    expect(await invokeFunction('quote-request', payload)).toMatchObject({ ok: true });
    outbox.keepLead('quote', payload);
    expect(await outbox.flushOutbox()).toMatchObject({ sent: 1, dropped: 0 });
    const rows = await api.query(`select id from public.quote_requests where name = 'Twice Sent'`);
    expect(rows).toEqual([{ id: payload.clientId }]);
  });
});

describe('OutboxFlusher', () => {
  it(
    'sends kept leads when the site loads and when the browser comes back online',
    { timeout: 30_000 },
    async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      try {
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
        expect(outbox.readOutbox()).toEqual([]);
        view.unmount();
      } finally {
        vi.useRealTimers();
      }
    },
  );
});
