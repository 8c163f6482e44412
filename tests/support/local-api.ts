/** Shared by the local API's tests: the real supabase-js client, configured as Node needs it, against a test server. */
import { createClient, type SupabaseClient, type SupabaseClientOptions } from '@supabase/supabase-js';
import ws from 'ws';
import { MAIL_LINE } from '../../local/api/auth/mail.ts';
import { LOCAL_ANON_KEY } from '../../local/api/constants.ts';
import { startLocalApi, type LocalApi, type LocalApiOptions } from '../../local/api/index.ts';

type Transport = NonNullable<NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport']>;

/**
 * An API on a free port with an in-memory database. Auth throttling is off unless the test names `auth.rateLimits`:
 * every test signs up from 127.0.0.1, and a file's sign-ups would otherwise share one client's budget.
 */
export function startTestApi(options: LocalApiOptions = {}): Promise<LocalApi> {
  return startLocalApi({
    port: 0,
    dataDir: null,
    quiet: true,
    ...options,
    auth: { rateLimits: null, ...options.auth },
  });
}

export function supabaseClient(
  api: Pick<LocalApi, 'url'>,
  key: string = LOCAL_ANON_KEY,
  headers: Record<string, string> = {},
): SupabaseClient {
  return createClient(api.url, key, {
    realtime: { transport: ws as unknown as Transport },
    auth: { persistSession: false },
    global: { headers },
  });
}

let counter = 0;
/** A fresh address per call, so tests never collide on unique emails. */
export function uniqueEmail(label = 'user'): string {
  counter += 1;
  return `${label}-${Date.now().toString(36)}-${counter}@example.com`;
}

/** A signed-in client for a brand-new account. */
export async function signedUpClient(api: Pick<LocalApi, 'url'>, label = 'client') {
  const client = supabaseClient(api);
  const email = uniqueEmail(label);
  const { data, error } = await client.auth.signUp({ email, password: 'correct-horse-1' });
  if (error || !data.user || !data.session) throw new Error(`sign-up failed: ${error?.message}`);
  return { client, user: data.user, session: data.session, email, password: 'correct-horse-1' };
}

/** A client signed in as the admin seeded by startLocalApi. */
export async function adminClient(api: LocalApi): Promise<SupabaseClient> {
  if (!api.admin) throw new Error('the API was started without an admin');
  const client = supabaseClient(api);
  const { error } = await client.auth.signInWithPassword(api.admin);
  if (error) throw new Error(`admin sign-in failed: ${error.message}`);
  return client;
}

/** Decodes a JWT payload (no verification: the tests check what the server put in it). */
export function jwtPayload(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
}

/** One email the local auth server printed instead of sending (see MAIL_LINE in auth/mail.ts). */
export type PrintedEmail = { purpose: string; to: string; link: string; code: string };

/** The emails printed to a log, oldest first, optionally only those to one address. */
export function printedEmails(lines: readonly string[], to?: string): PrintedEmail[] {
  return lines
    .map((line) => MAIL_LINE.exec(line))
    .filter((match): match is RegExpExecArray => match !== null)
    .map(([, purpose, address, link, code]) => ({
      purpose: purpose!,
      to: address!,
      link: link!,
      code: code!,
    }))
    .filter((email) => to === undefined || email.to === to);
}

/** The newest email printed to an address; fails the test when there is none. */
export function lastEmailTo(lines: readonly string[], to: string): PrintedEmail {
  const email = printedEmails(lines, to).at(-1);
  if (!email) throw new Error(`no email was printed for ${to}`);
  return email;
}

/** Opens an email link as a browser would, without following the redirect: where it sends the user, and with what. */
export async function openEmailLink(link: string) {
  const response = await fetch(link, { redirect: 'manual' });
  const location = new URL(response.headers.get('location') ?? 'about:blank');
  return {
    status: response.status,
    location,
    /** The URL without its fragment. */
    target: `${location.origin}${location.pathname}${location.search}`,
    fragment: new URLSearchParams(location.hash.slice(1)),
  };
}
