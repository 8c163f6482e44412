/**
 * referral-code-check against the real database: the local API (PGlite with the real migrations) on a random port,
 * the handler reaching it with supabase-js and the service-role key as it reaches a hosted project, and the real
 * per-client rate limit (public.rate_limits). Codes come from real sign-ups on the local auth server.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startLocalApi } from '../../../local/api/index.ts';
import { LOCAL_ANON_KEY } from '../../../local/api/constants.ts';
import type { FunctionDeps } from './deps.ts';
import { functionHandlers } from './handlers.ts';
import { createNodeClient } from './node-client.ts';
import { REFERRAL_CODE_CHECK_FUNCTION } from './browser-safe/referral-code-rules.ts';
import { addressSequence, functionDepsFor } from '../../../tests/support/function-deps.ts';

type LocalApi = Awaited<ReturnType<typeof startLocalApi>>;

let api: LocalApi;
let code: string;
let referrerId: string;
let referrerEmail: string;

const depsWith = (env: Record<string, string> = {}, overrides: Partial<FunctionDeps> = {}) =>
  functionDepsFor(api.url, env, overrides);

/** A fresh client address per call unless a test pins one. */
const nextAddress = addressSequence('198.19');

async function check(body: unknown, deps: FunctionDeps = depsWith(), address = nextAddress()) {
  const response = await functionHandlers[REFERRAL_CODE_CHECK_FUNCTION](
    new Request(`${api.url}/functions/v1/${REFERRAL_CODE_CHECK_FUNCTION}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cf-connecting-ip': address },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
    deps,
  );
  return {
    status: response.status,
    text: await response.text(),
    headers: response.headers,
  };
}

beforeAll(async () => {
  api = await startLocalApi({ port: 0, dataDir: null, quiet: true, admin: false });
  const anon = createNodeClient(api.url, LOCAL_ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  referrerEmail = `referrer.${crypto.randomUUID()}@example.com`;
  const { data, error } = await anon.auth.signUp({
    email: referrerEmail,
    password: 'a-long-password-1',
    options: { data: { first_name: 'Rosa' } },
  });
  if (error || !data.user) throw new Error(`sign-up failed: ${error?.message}`);
  referrerId = data.user.id;
  const profile = await api.db.query<{ referral_code: string }>(
    'select referral_code from public.profiles where id = $1',
    [referrerId],
  );
  code = profile.rows[0]!.referral_code;
});

afterAll(async () => {
  await api?.close();
});

describe('referral-code-check', () => {
  it("answers a real profile's code as valid, in any case and with stray spaces", async () => {
    for (const asTyped of [code, code.toLowerCase(), ` ${code} `]) {
      const reply = await check({ code: asTyped });
      expect(reply.status, asTyped).toBe(200);
      expect(JSON.parse(reply.text), asTyped).toEqual({ ok: true, valid: true });
    }
  });

  it('reveals nothing of the referrer: the answer is `ok` and `valid`, no id, address or name', async () => {
    const reply = await check({ code });
    expect(Object.keys(JSON.parse(reply.text) as object).sort()).toEqual(['ok', 'valid']);
    for (const secret of [referrerId, referrerEmail, 'Rosa', code]) expect(reply.text).not.toContain(secret);
  });

  it('answers an unknown code and text that is not a code alike, byte for byte', async () => {
    const unknown = await check({ code: 'NOSUCH99' });
    expect(unknown.status).toBe(200);
    expect(JSON.parse(unknown.text)).toEqual({ ok: true, valid: false });
    const malformed = [
      '',
      '   ',
      'abc',
      'ABCD-2345',
      '<script>alert(1)</script>',
      "' or 1=1 --",
      `${code}%`,
      `${code}*`,
      'x'.repeat(5000),
      'ÄBCDÉFGH',
      '\u0000',
    ];
    for (const text of malformed) {
      const reply = await check({ code: text });
      expect({ status: reply.status, text: reply.text }, JSON.stringify(text.slice(0, 20))).toEqual({
        status: unknown.status,
        text: unknown.text,
      });
      expect(reply.headers.get('content-type')).toBe(unknown.headers.get('content-type'));
    }
  });

  it('refuses a request that carries no code at all (400), as every function refuses a malformed body', async () => {
    expect(await check({})).toMatchObject({ status: 400 });
    expect(await check({ code: 42 })).toMatchObject({ status: 400 });
    expect(await check('{"code":')).toMatchObject({ status: 400 });
  });

  it('is rate limited per client: 429 with Retry-After once the budget is spent, other clients unaffected', async () => {
    const deps = depsWith({ RATE_LIMIT_MAX: '3', RATE_LIMIT_WINDOW_SECONDS: '60' });
    const address = nextAddress();
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await check({ code: `GUESS00${i}` }, deps, address)).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const limited = await check({ code }, deps, address);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('60');
    // A valid code is refused the same way: a spent budget learns nothing.
    expect(JSON.parse(limited.text)).toEqual({ error: 'Too many requests' });
    expect((await check({ code }, deps)).status).toBe(200);
    const buckets = await api.db.query<{ n: number }>(
      `select count(*)::int as n from public.rate_limits where bucket = $1`,
      [REFERRAL_CODE_CHECK_FUNCTION],
    );
    expect(buckets.rows[0]!.n).toBeGreaterThan(0);
  });

  it('answers 503 when the database cannot be reached (the landing then keeps the code unchecked)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const deps = depsWith({ RATE_LIMIT_MAX: '0' }, { supabaseUrl: 'http://127.0.0.1:9' });
    const reply = await check({ code }, deps);
    expect(reply.status).toBe(503);
    expect(reply.headers.get('retry-after')).toBe('30');
    error.mockRestore();
  });

  it('answers POST only', async () => {
    const response = await functionHandlers[REFERRAL_CODE_CHECK_FUNCTION](
      new Request(`${api.url}/functions/v1/${REFERRAL_CODE_CHECK_FUNCTION}?code=${code}`, {
        headers: { 'cf-connecting-ip': nextAddress() },
      }),
      depsWith(),
    );
    expect(response.status).toBe(405);
  });

  it('is served by the local API without a user JWT (verify_jwt = false)', async () => {
    const response = await fetch(`${api.url}/functions/v1/${REFERRAL_CODE_CHECK_FUNCTION}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'http://localhost:5173' },
      body: JSON.stringify({ code: code.toLowerCase() }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(await response.json()).toEqual({ ok: true, valid: true });
  });
});
