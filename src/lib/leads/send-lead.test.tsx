// sendLead against the real local API (child process: real handlers, PGlite with the real migrations). `fetch` is
// stubbed only to stand for what the local API cannot be made to answer (no network at all, a 429 from a busy
// edge); the database outage is real: the API's PGlite is closed while its HTTP server keeps answering.
import { render } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startTestApiProcess, type TestApi } from '@tests/support/local-api-process';
import { AUTH_STORAGE_KEY } from '@/lib/auth/session-hint';
import type * as SendModule from './send-lead';
import type * as StoreModule from './outbox-store';
import type * as FlusherModule from './outbox-flusher';

// Anonymous visitors must never load supabase-js to send a lead: any use of the client fails the test that forbids it.
const getSupabase = vi.hoisted(() => vi.fn());
vi.mock('@/lib/supabase', () => ({ getSupabase }));

let api: TestApi;
let sendLead: typeof SendModule.sendLead;
let store: typeof StoreModule;
let OutboxFlusher: typeof FlusherModule.OutboxFlusher;
const realFetch = globalThis.fetch;

beforeAll(async () => {
  api = await startTestApiProcess();
  ({ sendLead } = await import('./send-lead'));
  store = await import('./outbox-store');
  ({ OutboxFlusher } = await import('./outbox-flusher'));
}, 120_000);

afterAll(async () => {
  await api?.close();
});

beforeEach(() => {
  localStorage.clear();
  getSupabase.mockReset();
  getSupabase.mockRejectedValue(new Error('supabase-js must not load for this lead'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const letters = () =>
  crypto
    .randomUUID()
    .replace(/[^a-f]/g, '')
    .slice(0, 8);
const quote = (name = `Dana ${letters()}`) => ({
  name,
  zipCode: '76643',
  dogCount: 2 as const,
  plan: 'weekly' as const,
  page: '/',
});
const quoteRows = (name: string) =>
  api.query<{ id: string; user_id: string | null }>(
    'select id, user_id from public.quote_requests where name = $1',
    [name],
  );

/** Signs up on the local auth server and stores the session where supabase-js keeps it. */
async function signIn(): Promise<{ id: string; accessToken: string }> {
  const response = await realFetch(`${api.url}/auth/v1/signup`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', apikey: __SUPABASE_ANON_KEY__ },
    body: JSON.stringify({ email: `client.${letters()}@example.com`, password: 'a-long-password-1' }),
  });
  const stored = (await response.json()) as { access_token: string; user: { id: string } };
  localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(stored));
  return { id: stored.user.id, accessToken: stored.access_token };
}

describe('sendLead', () => {
  it('sends a lead and answers with what the server said', async () => {
    const lead = quote();
    expect(await sendLead('quote', lead)).toEqual({
      kind: 'sent',
      reply: expect.objectContaining({ ok: true, inServiceArea: true }),
    });
    expect(await quoteRows(lead.name)).toHaveLength(1);
    expect(getSupabase).not.toHaveBeenCalled();
  });

  it('passes a server refusal on as the visitor’s to fix', async () => {
    expect(await sendLead('quote', { ...quote(), zipCode: '7664' })).toEqual({
      kind: 'invalid',
      fields: { zipCode: 'Zip code must be exactly 5 digits' },
    });
    expect(store.readOutbox()).toEqual([]);
  });

  it('says when the server already has this email, and keeps nothing', async () => {
    const email = `known.${letters()}@example.com`;
    expect(await sendLead('newsletter', { email, source: 'footer', page: '/' })).toMatchObject({
      kind: 'sent',
    });
    expect(await sendLead('newsletter', { email, source: 'footer', page: '/' })).toEqual({
      kind: 'duplicate',
    });
    expect(store.hasPendingLeads()).toBe(false);
  });

  it(
    'a lead sent while the database is down is kept (503), then delivered exactly once',
    { timeout: 60_000 },
    async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const view = render(<OutboxFlusher />);
      const lead = quote();
      await api.stopDatabase();
      let outcome;
      try {
        outcome = await sendLead('quote', lead);
      } finally {
        await api.startDatabase();
      }
      expect(outcome).toEqual({ kind: 'saved', alreadyKept: false });
      const [kept] = store.readOutbox();
      expect(kept).toMatchObject({ kind: 'quote', payload: { ...lead, clientId: kept!.id } });
      expect(await quoteRows(lead.name)).toEqual([]);

      // The page stays open: the flusher sends it again after the server's Retry-After (30 s), by itself.
      await vi.advanceTimersByTimeAsync(31_000);
      await vi.waitFor(async () => expect(await quoteRows(lead.name)).toHaveLength(1), { timeout: 20_000 });
      await vi.waitFor(() => expect(store.readOutbox()).toEqual([]));
      // Once: stored under the id it was first sent with, and sending it again changes nothing.
      expect(await quoteRows(lead.name)).toEqual([{ id: kept!.id, user_id: null }]);
      const again = await realFetch(`${api.url}/functions/v1/quote-request`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(kept!.payload),
      });
      expect(await again.json()).toMatchObject({ ok: true, inServiceArea: true, duplicate: true });
      expect(await quoteRows(lead.name)).toHaveLength(1);
      view.unmount();
    },
  );

  it('keeps the lead when there is no answer at all (offline, DNS, CORS refusal, timeout)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const lead = quote();
    expect(await sendLead('quote', lead)).toEqual({ kind: 'saved', alreadyKept: false });
    expect(store.readOutbox()).toEqual([expect.objectContaining({ payload: expect.objectContaining(lead) })]);
  });

  it('keeps the lead when the edge is too busy (429): the visitor did nothing wrong', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          new Response('{"error":"Too many requests"}', { status: 429, headers: { 'Retry-After': '60' } }),
        ),
      ),
    );
    const requests: number[] = [];
    const listen = (event: Event) =>
      requests.push((event as CustomEvent<{ delayMs: number }>).detail.delayMs);
    window.addEventListener(store.FLUSH_REQUEST_EVENT, listen);
    expect(await sendLead('contact', { name: 'Pat Lee', email: 'pat@example.com', message: 'Hi' })).toEqual({
      kind: 'saved',
      alreadyKept: false,
    });
    window.removeEventListener(store.FLUSH_REQUEST_EVENT, listen);
    expect(store.readOutbox()).toHaveLength(1);
    // Not before the edge said it would take it.
    expect(requests).toEqual([60_000]);
  });

  it('keeps the lead on any server error, not only the gateway’s (500 included)', async () => {
    for (const status of [500, 502, 503, 504]) {
      vi.stubGlobal(
        'fetch',
        vi.fn(() => Promise.resolve(new Response('{"error":"Internal error"}', { status }))),
      );
      expect(await sendLead('quote', quote()), String(status)).toEqual({ kind: 'saved', alreadyKept: false });
    }
    expect(store.readOutbox()).toHaveLength(4);
  });

  it('keeps a newsletter sign-up once per email while the backend is away', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const email = `away.${letters()}@example.com`;
    expect(await sendLead('newsletter', { email, source: 'footer', page: '/' })).toEqual({
      kind: 'saved',
      alreadyKept: false,
    });
    expect(
      await sendLead('newsletter', { email: email.toUpperCase(), source: 'exit-intent', page: '/' }),
    ).toEqual({
      kind: 'saved',
      alreadyKept: true,
    });
    expect(store.readLocalLeads()).toHaveLength(1);
  });

  it('fails only when the lead can neither be sent nor kept', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(await sendLead('quote', quote())).toEqual({ kind: 'failed' });
  });

  it('tells a bot that filled the honeypot it succeeded, stores nothing and keeps nothing', async () => {
    const lead = quote();
    expect(await sendLead('quote', lead, { honeypot: ' http://spam.example ' })).toEqual({
      kind: 'sent',
      reply: {},
    });
    expect(await quoteRows(lead.name)).toEqual([]);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await sendLead('quote', quote(), { honeypot: 'x' })).toEqual({ kind: 'sent', reply: {} });
    expect(store.hasPendingLeads()).toBe(false);
  });

  it('a blank honeypot (a person) changes nothing', async () => {
    const lead = quote();
    expect(await sendLead('quote', lead, { honeypot: '   ' })).toMatchObject({ kind: 'sent' });
    expect(await quoteRows(lead.name)).toHaveLength(1);
  });
});

describe('leads of a signed-in client', () => {
  it('carry the client’s id: the stored session’s token goes with them, without loading supabase-js', async () => {
    const client = await signIn();
    const lead = quote();
    expect(await sendLead('quote', lead)).toMatchObject({ kind: 'sent' });
    expect(await quoteRows(lead.name)).toEqual([{ id: expect.any(String), user_id: client.id }]);
    const email = `mine.${letters()}@example.com`;
    await sendLead('newsletter', { email, source: 'dashboard', page: '/dashboard' });
    expect(
      await api.query('select user_id from public.newsletter_subscribers where email = $1', [email]),
    ).toEqual([{ user_id: client.id }]);
    expect(getSupabase).not.toHaveBeenCalled();
  });

  it('a token about to expire is refreshed through supabase-js first; if that fails, the lead goes anonymously', async () => {
    const client = await signIn();
    const key = AUTH_STORAGE_KEY;
    const stored = JSON.parse(localStorage.getItem(key)!) as { access_token: string };
    // Re-sign nothing: a token whose `exp` is past is recognised from its claims alone.
    const [header, , signature] = stored.access_token.split('.');
    const expired = btoa(JSON.stringify({ sub: client.id, role: 'authenticated', exp: 1 })).replace(
      /=+$/,
      '',
    );
    localStorage.setItem(
      key,
      JSON.stringify({ ...stored, access_token: `${header}.${expired}.${signature}` }),
    );

    const lead = quote();
    expect(await sendLead('quote', lead)).toMatchObject({ kind: 'sent' });
    expect(getSupabase).toHaveBeenCalled();
    expect(await quoteRows(lead.name)).toEqual([{ id: expect.any(String), user_id: null }]);

    getSupabase.mockResolvedValue({
      auth: {
        getSession: () =>
          Promise.resolve({
            data: { session: { access_token: client.accessToken, user: { id: client.id } } },
          }),
      },
    });
    const refreshed = quote();
    await sendLead('quote', refreshed);
    expect(await quoteRows(refreshed.name)).toEqual([{ id: expect.any(String), user_id: client.id }]);
  });

  it('a lead kept while signed in is resent with the token only while the same client is signed in', async () => {
    const client = await signIn();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const mine = quote();
    await sendLead('quote', mine);
    expect(store.readOutbox()).toEqual([expect.objectContaining({ userId: client.id })]);
    vi.unstubAllGlobals();

    // Someone else signs in on this device before the lead goes out: it goes anonymously.
    await signIn();
    const { flushOutbox } = await import('./outbox');
    expect(await flushOutbox()).toMatchObject({ sent: 1 });
    expect(await quoteRows(mine.name)).toEqual([{ id: expect.any(String), user_id: null }]);
  });
});
