// Throttling as GoTrue applies it per client address: a burst of 30 requests per endpoint, then the configured rate
// per 5 minutes; the answer is 429 over_request_rate_limit. One API per test, since the budget is per server.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCAL_ANON_KEY } from './constants.ts';
import type { LocalApi } from './index.ts';
import { authSettingsFromEnv, readSupabaseConfig } from './supabase-config.ts';
import {
  printedEmails,
  signedUpClient,
  startTestApi,
  supabaseClient,
  uniqueEmail,
} from '../../tests/support/local-api.ts';

let api: LocalApi | undefined;

afterEach(async () => {
  await api?.close();
  api = undefined;
});

const post = (path: string, body: unknown) =>
  fetch(`${api!.url}/auth/v1${path}`, {
    method: 'POST',
    headers: {
      apikey: LOCAL_ANON_KEY,
      'Content-Type': 'application/json',
      'X-Supabase-Api-Version': '2024-01-01',
    },
    body: JSON.stringify(body),
  });

describe('sign-in and sign-up throttling', () => {
  it('turns the 31st sign-in attempt from one address away with 429, as config.toml’s limits say', async () => {
    api = await startTestApi({ auth: { rateLimits: readSupabaseConfig().auth.rateLimits } });
    const { email, password } = await signedUpClient(api);
    // A frozen clock, since the bucket refills with time. The 30 attempts name no address: the bucket counts every
    // attempt, and these are refused before a password is hashed, which takes a while on a busy machine.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 30; i += 1) {
        statuses.push((await post('/token?grant_type=password', { email: '', password })).status);
      }
      expect(new Set(statuses)).toEqual(new Set([400]));
      const refused = await post('/token?grant_type=password', { email, password });
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({
        code: 'over_request_rate_limit',
        message: 'Request rate limit reached',
      });
      const { error } = await supabaseClient(api).auth.signInWithPassword({ email, password });
      expect(error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
      // Each endpoint keeps its own budget: recovery is still open.
      expect((await post('/recover', { email })).status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it('counts sign-ups against sign_in_sign_ups, refused or not', async () => {
    api = await startTestApi({
      auth: { rateLimits: { signInSignUps: 30, tokenRefresh: 150, tokenVerifications: 30 } },
    });
    for (let i = 0; i < 30; i += 1)
      expect((await post('/signup', { email: 'not-an-email' })).status).toBe(400);
    const { data, error } = await supabaseClient(api).auth.signUp({
      email: uniqueEmail(),
      password: 'secret-pass',
    });
    expect(data.user).toBeNull();
    expect(error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
  });

  it('answers a second recovery request within max_frequency the same for an address with an account and one without', async () => {
    const log: string[] = [];
    api = await startTestApi({ auth: { maxFrequencySeconds: 60 }, log: (line) => log.push(line) });
    const { email } = await signedUpClient(api);
    const nobody = uniqueEmail('nobody');
    // A frozen clock, so both refusals name the same wait to the second.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    try {
      const answers = async () => {
        const replies = [await post('/recover', { email }), await post('/recover', { email: nobody })];
        return Promise.all(
          replies.map(async (reply) => ({ status: reply.status, body: await reply.json() })),
        );
      };
      expect(await answers()).toEqual([
        { status: 200, body: {} },
        { status: 200, body: {} },
      ]);
      const tooSoon = {
        status: 429,
        body: {
          code: 'over_email_send_rate_limit',
          message: 'For security purposes, you can only request this after 60 seconds.',
        },
      };
      expect(await answers()).toEqual([tooSoon, tooSoon]);
      vi.setSystemTime(Date.now() + 60_000);
      expect(await answers()).toEqual([
        { status: 200, body: {} },
        { status: 200, body: {} },
      ]);
    } finally {
      vi.useRealTimers();
    }
    // Only the account was sent anything: one email per request that was served.
    expect(printedEmails(log, email).map((mail) => mail.purpose)).toEqual([
      'password recovery',
      'password recovery',
    ]);
    expect(printedEmails(log, nobody)).toEqual([]);
  });

  it('is off with LOCAL_AUTH_RATE_LIMITS=off (the end-to-end suite signs in many times from one address)', async () => {
    expect(authSettingsFromEnv({ LOCAL_AUTH_RATE_LIMITS: 'off' })).toEqual({ rateLimits: null });
    expect(authSettingsFromEnv({})).toEqual({});
    api = await startTestApi({ auth: authSettingsFromEnv({ LOCAL_AUTH_RATE_LIMITS: 'off' }) });
    for (let i = 0; i < 35; i += 1)
      expect((await post('/signup', { email: 'not-an-email' })).status).toBe(400);
  });
});
