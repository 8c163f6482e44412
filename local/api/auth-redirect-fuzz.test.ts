// Where an email link can send its user, fuzzed through HTTP against a real local API with email confirmation on:
// every endpoint that takes `redirect_to` (sign-up, resend, recovery, the email change), the Referer it falls back
// to, and the link's own `GET /verify`, which answers 303 with the session in the fragment. Each hostile value is
// tried on each (the spellings the `next` path on /auth is tested with, plus backslashes and userinfo around our
// host), and every printed link and every Location must land, as a browser reads it, on the site URL's origin.
// The magic link (`POST /otp`) is not served by the local API (501), so it has no redirect to test.
import bcrypt from 'bcryptjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_ANON_KEY } from './constants.ts';
import type { LocalApi } from './index.ts';
import { offSiteUrls } from '../../tests/support/off-site-spellings.ts';
import { printedEmails, startTestApi, uniqueEmail } from '../../tests/support/local-api.ts';

let api: LocalApi;
const logLines: string[] = [];
const SITE_URL = 'http://127.0.0.1:4173';
const SITE_ORIGIN = new URL(SITE_URL).origin;
const HOSTILE = offSiteUrls(SITE_URL);

beforeAll(async () => {
  api = await startTestApi({
    admin: false,
    auth: { confirmEmail: true },
    log: (line) => logLines.push(line),
  });
});

afterAll(async () => {
  await api?.close();
});

type Call = {
  query?: Record<string, string>;
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
};

function authFetch(method: string, path: string, { query, body, token, headers }: Call = {}) {
  const url = new URL(`${api.url}/auth/v1${path}`);
  for (const [name, value] of Object.entries(query ?? {})) url.searchParams.set(name, value);
  return fetch(url, {
    method,
    redirect: 'manual',
    headers: {
      apikey: LOCAL_ANON_KEY,
      Authorization: `Bearer ${token ?? LOCAL_ANON_KEY}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** An account written straight to the database (no password hashing per value), confirmed or waiting. */
async function account(confirmed: boolean): Promise<string> {
  const email = uniqueEmail(confirmed ? 'redirect' : 'pending');
  await api.db.query(
    `insert into auth.users (email, encrypted_password, email_confirmed_at, raw_app_meta_data)
     values ($1, '', case when $2 then now() end, '{"provider": "email", "providers": ["email"]}')`,
    [email, confirmed],
  );
  return email;
}

/** Where a browser goes for a redirect: the Location resolved against the URL that answered it. */
const landingOrigin = (location: string | null, answeredBy: string) =>
  location ? new URL(location, answeredBy).origin : '(no Location)';

/**
 * The value's fate at one endpoint: null when every link printed for `to` sends its user to our origin, else what
 * went wrong. A refusal of the whole request (4xx, nothing printed) is fine; a 5xx is not.
 */
async function printedLinksFor(to: string, response: Response, value: string): Promise<string | null> {
  if (response.status >= 500) return `${JSON.stringify(value)}: ${response.status}`;
  for (const { link } of printedEmails(logLines, to)) {
    const printed = new URL(link).searchParams.get('redirect_to') ?? '';
    if (landingOrigin(printed, link) !== SITE_ORIGIN) return `${JSON.stringify(value)} printed ${printed}`;
  }
  return null;
}

/** The value at every endpoint, collecting the ones that escape; also counts the links checked. */
async function escapes(tryValue: (value: string) => Promise<string | null>) {
  const found: string[] = [];
  for (const value of HOSTILE) {
    const escaped = await tryValue(value);
    if (escaped) found.push(escaped);
  }
  return found;
}

describe('redirect_to cannot send an email link’s user to another site', () => {
  it('tries more than 100 hostile values, among them the backslash and userinfo spellings', () => {
    expect(HOSTILE.length).toBeGreaterThan(100);
    expect(HOSTILE).toContain('http://evil.example\\@127.0.0.1:4173/');
    expect(HOSTILE).toContain('http://evil.example\\@127.0.0.1/');
  });

  it('POST /recover, and the link opened with the hostile value in place (the 303 with the session)', async () => {
    let sessions = 0;
    const found = await escapes(async (value) => {
      const email = await account(true);
      const response = await authFetch('POST', '/recover', {
        query: { redirect_to: value },
        body: { email },
      });
      const printed = await printedLinksFor(email, response, value);
      if (printed) return printed;
      const mail = printedEmails(logLines, email).at(-1);
      if (!mail) return response.status < 400 ? `${JSON.stringify(value)}: nothing printed` : null;
      // The link as an attacker would edit it: verify decides the target again, from its own redirect_to.
      const link = new URL(mail.link);
      link.searchParams.set('redirect_to', value);
      const opened = await fetch(link, { redirect: 'manual' });
      const location = opened.headers.get('location');
      if (opened.status !== 303 || !location?.includes('access_token=')) {
        return `${JSON.stringify(value)}: verify answered ${opened.status} ${location}`;
      }
      sessions += 1;
      const landing = landingOrigin(location, link.href);
      return landing === SITE_ORIGIN ? null : `${JSON.stringify(value)} opened to ${location}`;
    });
    expect(found).toEqual([]);
    // Only the values a query cannot carry (NUL) are refused before an email goes out.
    expect(sessions).toBeGreaterThan(HOSTILE.length * 0.9);
  });

  it('POST /recover with the hostile value as the Referer instead', async () => {
    const found = await escapes(async (value) => {
      // A header cannot carry control characters but the tab (fetch refuses them); those are the query's to test.
      // eslint-disable-next-line no-control-regex -- finding control characters is the point
      if (/[\u0000-\u0008\u000a-\u001f\u007f]/.test(value)) return null;
      const email = await account(true);
      const response = await authFetch('POST', '/recover', { body: { email }, headers: { referer: value } });
      return printedLinksFor(email, response, value);
    });
    expect(found).toEqual([]);
  });

  it('POST /signup for an address still waiting, which sends the confirmation again', async () => {
    const found = await escapes(async (value) => {
      const email = await account(false);
      const response = await authFetch('POST', '/signup', {
        query: { redirect_to: value },
        body: { email, password: 'correct-horse-1' },
      });
      return printedLinksFor(email, response, value);
    });
    expect(found).toEqual([]);
  });

  it('POST /resend of the sign-up confirmation', async () => {
    const found = await escapes(async (value) => {
      const email = await account(false);
      const response = await authFetch('POST', '/resend', {
        query: { redirect_to: value },
        body: { type: 'signup', email },
      });
      return printedLinksFor(email, response, value);
    });
    expect(found).toEqual([]);
  });

  it('PUT /user changing the email, which sends a link to each address', async () => {
    const { session, email } = await signedUpClientConfirmed();
    const found = await escapes(async (value) => {
      // One email change per max_frequency: the previous one is moved back in time.
      await api.db.query(
        `update auth.users set email_change_sent_at = now() - interval '1 minute' where email = $1`,
        [email],
      );
      const newEmail = uniqueEmail('changed');
      const response = await authFetch('PUT', '/user', {
        query: { redirect_to: value },
        body: { email: newEmail },
        token: session.access_token,
      });
      return (await printedLinksFor(newEmail, response, value)) ?? printedLinksFor(email, response, value);
    });
    expect(found).toEqual([]);
  });

  it('GET /verify for a link no longer valid: the 303 with the error lands on our origin too', async () => {
    const found = await escapes(async (value) => {
      const link = new URL(`${api.url}/auth/v1/verify`);
      link.search = new URLSearchParams({
        token: 'a'.repeat(56),
        type: 'recovery',
        redirect_to: value,
      }).toString();
      const opened = await fetch(link, { redirect: 'manual' });
      if (opened.status === 400) return null; // a NUL in the query
      const location = opened.headers.get('location');
      const landing = landingOrigin(location, link.href);
      return opened.status === 303 && landing === SITE_ORIGIN
        ? null
        : `${JSON.stringify(value)}: ${opened.status} ${location}`;
    });
    expect(found).toEqual([]);
  });
});

/** A confirmed, signed-in account (sign-up with confirmation on has no session, so it is confirmed in the database). */
async function signedUpClientConfirmed() {
  const email = uniqueEmail('changer');
  await api.db.query(
    `insert into auth.users (email, encrypted_password, email_confirmed_at, raw_app_meta_data)
     values ($1, $2, now(), '{"provider": "email", "providers": ["email"]}')`,
    [email, await bcrypt.hash('correct-horse-1', 4)],
  );
  const response = await authFetch('POST', '/token', {
    query: { grant_type: 'password' },
    body: { email, password: 'correct-horse-1' },
  });
  const session = (await response.json()) as { access_token: string };
  if (!session.access_token) throw new Error(`sign-in failed: ${JSON.stringify(session)}`);
  return { session, email };
}
