// Text Postgres cannot store, thrown at every field of the auth endpoints the app calls, through HTTP to a real local
// API: a NUL (text and jsonb refuse it) and unpaired UTF-16 surrogates (JSON.parse keeps them; UTF-8 cannot encode
// them). Every such request body must be refused as the caller's mistake, 400 in GoTrue's error shape, and nothing
// may answer 5xx: not the body fields, not a signed token's claims, not the query string.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_ANON_KEY } from './constants.ts';
import type { LocalApi } from './index.ts';
import { signJwt } from './jwt.ts';
import { jwtPayload, signedUpClient, startTestApi, uniqueEmail } from '../../tests/support/local-api.ts';

let api: LocalApi;
let account: Awaited<ReturnType<typeof signedUpClient>>;

beforeAll(async () => {
  api = await startTestApi({ admin: false });
  account = await signedUpClient(api, 'fuzz');
});

/** Every answer's status, printed as figures at the end. */
const tally = new Map<number, number>();

afterAll(async () => {
  await api?.close();
  const figures = [...tally].sort(([a], [b]) => a - b).map(([status, n]) => `${n} × ${status}`);
  const total = [...tally.values()].reduce((sum, n) => sum + n, 0);
  console.log(`auth fuzz: ${total} requests with NUL or lone surrogates: ${figures.join(', ')}`);
});

/** A NUL, a lone high surrogate, and a lone low one. */
const UNSTORABLE = ['\u0000', '\ud800', '\udfff'];

/** Each unstorable piece alone, and inside a value that would otherwise pass (an address stays address-shaped). */
function variants(valid: string): string[] {
  const middle = Math.max(1, valid.indexOf('@'));
  return UNSTORABLE.flatMap((piece) => [piece, `${valid.slice(0, middle)}${piece}${valid.slice(middle)}`]);
}

type Body = Record<string, unknown>;

/** Where a string sits in a body: the path to a value, or to an object key (the last step names the key). */
type Place = { path: readonly (string | number)[]; key: boolean };

/** Every string in a body, values and object keys alike, at any depth. */
function places(body: Body): Place[] {
  const found: Place[] = [];
  const visit = (value: unknown, path: Place['path']) => {
    if (typeof value === 'string') found.push({ path, key: false });
    else if (Array.isArray(value)) value.forEach((item, index) => visit(item, [...path, index]));
    else if (typeof value === 'object' && value !== null) {
      for (const [key, item] of Object.entries(value)) {
        found.push({ path: [...path, key], key: true });
        visit(item, [...path, key]);
      }
    }
  };
  visit(body, []);
  return found;
}

/** The body with the string at the place swapped for `variant(original)`. */
function replaced(body: Body, { path, key }: Place, variant: (original: string) => string): Body {
  let node = body as Record<string | number, unknown>;
  for (const step of path.slice(0, -1)) node = node[step] as Record<string | number, unknown>;
  const last = path.at(-1)!;
  if (key) {
    node[variant(String(last))] = node[last];
    delete node[last];
  } else {
    node[last] = variant(node[last] as string);
  }
  return body;
}

/**
 * Every string of a body (a fresh one each time, so one request's effects cannot decide another's answer) swapped in
 * turn for each unstorable variant of itself.
 */
function mutations(valid: () => Body): Body[] {
  return places(valid()).flatMap((place) =>
    variants('x').map((_, index) => replaced(valid(), place, (original) => variants(original)[index]!)),
  );
}

type Sent = { label: string; status: number; body: unknown };

async function send(method: string, path: string, body: Body | null, token = LOCAL_ANON_KEY): Promise<Sent> {
  const response = await fetch(`${api.url}/auth/v1${path}`, {
    method,
    redirect: 'manual',
    headers: {
      apikey: LOCAL_ANON_KEY,
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
      'X-Supabase-Api-Version': '2024-01-01',
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  tally.set(response.status, (tally.get(response.status) ?? 0) + 1);
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Kept as text: the assertion shows it.
  }
  return {
    label: `${method} ${path} ${body ? JSON.stringify(body) : ''}`,
    status: response.status,
    body: parsed,
  };
}

/** Every mutation of the body, sent in turn; the answers that are not GoTrue's 400 validation_failed. */
async function refusedAnswers(method: string, path: string, valid: () => Body, token?: string) {
  const wrong: Sent[] = [];
  const cases = mutations(valid);
  for (const body of cases) {
    const sent = await send(method, path, body, token);
    const reply = sent.body as { code?: unknown; message?: unknown };
    if (sent.status !== 400 || reply.code !== 'validation_failed' || typeof reply.message !== 'string')
      wrong.push(sent);
  }
  return { count: cases.length, wrong };
}

describe('auth endpoints refuse text Postgres cannot store with 400, never 5xx', () => {
  it('POST /token?grant_type=password: email, password, phone and unread fields', async () => {
    const { count, wrong } = await refusedAnswers('POST', '/token?grant_type=password', () => ({
      email: account.email,
      password: account.password,
      phone: '',
      gotrue_meta_security: { captcha_token: 'captcha' },
    }));
    expect(count).toBeGreaterThanOrEqual(40);
    expect(wrong).toEqual([]);
  });

  it('POST /token?grant_type=refresh_token: the refresh token', async () => {
    const { count, wrong } = await refusedAnswers('POST', '/token?grant_type=refresh_token', () => ({
      refresh_token: account.session.refresh_token,
    }));
    expect(count).toBeGreaterThanOrEqual(8);
    expect(wrong).toEqual([]);
  });

  it('POST /signup: email, password, phone, and metadata keys and values at any depth', async () => {
    const { count, wrong } = await refusedAnswers('POST', '/signup', () => ({
      email: uniqueEmail('fuzz-signup'),
      password: 'correct-horse-1',
      phone: '',
      data: { full_name: 'Jo Doe', nested: { city: 'Austin', tags: ['a'] } },
      gotrue_meta_security: { captcha_token: 'captcha' },
      code_challenge: 'challenge',
      code_challenge_method: 's256',
    }));
    expect(count).toBeGreaterThanOrEqual(100);
    expect(wrong).toEqual([]);
  });

  it('POST /recover: email and the fields sent with it', async () => {
    const { count, wrong } = await refusedAnswers('POST', '/recover', () => ({
      email: account.email,
      gotrue_meta_security: { captcha_token: 'captcha' },
      code_challenge: 'challenge',
      code_challenge_method: 's256',
    }));
    expect(count).toBeGreaterThanOrEqual(40);
    expect(wrong).toEqual([]);
  });

  it('POST /resend and POST /verify: email, type and token', async () => {
    const resend = await refusedAnswers('POST', '/resend', () => ({ type: 'signup', email: account.email }));
    const verify = await refusedAnswers('POST', '/verify', () => ({
      type: 'email',
      email: account.email,
      token: '123456',
    }));
    expect(resend.count + verify.count).toBeGreaterThanOrEqual(40);
    expect([...resend.wrong, ...verify.wrong]).toEqual([]);
  });

  it('PUT /user: email, password, phone, nonce and metadata keys and values at any depth', async () => {
    const { count, wrong } = await refusedAnswers(
      'PUT',
      '/user',
      () => ({
        email: uniqueEmail('fuzz-change'),
        password: 'another-horse-2',
        phone: '',
        nonce: 'nonce',
        data: { full_name: 'Jo Doe', nested: { city: 'Austin', tags: ['a'] } },
      }),
      account.session.access_token,
    );
    expect(count).toBeGreaterThanOrEqual(90);
    expect(wrong).toEqual([]);
    // Nothing was changed by any of them: the account still signs in with its password and keeps its address.
    const unchanged = await send('POST', '/token?grant_type=password', {
      email: account.email,
      password: account.password,
    });
    expect(unchanged.status).toBe(200);
  });

  it('GET /user: a validly signed token whose claims hold such text, and the query string', async () => {
    const claims = jwtPayload(account.session.access_token);
    const statuses: Record<string, number[]> = {};
    for (const claim of ['sub', 'session_id', 'email', 'role']) {
      for (const bad of variants(String(claims[claim]))) {
        const token = await signJwt({ ...claims, [claim]: bad });
        (statuses[claim] ??= []).push((await send('GET', '/user', null, token)).status);
      }
    }
    // A claim naming no user or no session is refused as GoTrue refuses it; one the server does not read changes
    // nothing.
    const times = (status: number) => Array<number>(variants('x').length).fill(status);
    expect(statuses).toEqual({
      sub: times(403),
      session_id: times(403),
      email: times(200),
      role: times(200),
    });

    // In a URL only the NUL survives decoding (a lone surrogate is percent-encoded as U+FFFD): it is refused.
    for (const bad of variants('x')) {
      const query = new URLSearchParams({ [bad]: bad });
      const { status } = await send('GET', `/user?${query}`, null, account.session.access_token);
      expect(status).toBe(bad.includes('\u0000') ? 400 : 200);
    }
  });

  it('GET /verify: the link’s token, type and redirect_to', async () => {
    const valid = { token: 'a'.repeat(56), type: 'signup', redirect_to: 'http://127.0.0.1:4173/' };
    for (const name of Object.keys(valid) as (keyof typeof valid)[]) {
      for (const bad of variants(valid[name])) {
        const { status } = await send(
          'GET',
          `/verify?${new URLSearchParams({ ...valid, [name]: bad })}`,
          null,
        );
        // Anything else is an unknown link: the usual redirect with GoTrue's error in the fragment.
        expect(status).toBe(bad.includes('\u0000') ? 400 : 303);
      }
    }
  });
});
