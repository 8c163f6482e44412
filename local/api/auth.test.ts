// The local auth server as supabase-js sees it, with email confirmation off (the local default): sign-up, sign-in,
// password rules, refresh tokens, sign-out, the user, password recovery, the redirect allow-list and the gateway.
// Email confirmation on, email changes and resends are in auth-email.test.ts; throttling in auth-rate-limit.test.ts.
import { AuthApiError, AuthWeakPasswordError, isAuthSessionMissingError } from '@supabase/supabase-js';
import bcrypt from 'bcryptjs';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LOCAL_ANON_KEY, LOCAL_JWT_SECRET } from './constants.ts';
import type { LocalApi } from './index.ts';
import {
  jwtPayload,
  lastEmailTo,
  openEmailLink,
  printedEmails,
  signedUpClient,
  startTestApi,
  supabaseClient,
  uniqueEmail,
} from '../../tests/support/local-api.ts';

let api: LocalApi;
const logLines: string[] = [];
const SITE_URL = 'http://127.0.0.1:4173';

beforeAll(async () => {
  api = await startTestApi({ log: (line) => logLines.push(line) });
});

afterAll(async () => {
  await api?.close();
});

/** A direct call to the auth API, as supabase-js makes it (anon key as apikey and default bearer). */
function authFetch(path: string, init: RequestInit & { token?: string; apiVersion?: string | null } = {}) {
  const headers = new Headers(init.headers);
  headers.set('apikey', LOCAL_ANON_KEY);
  headers.set('Authorization', `Bearer ${init.token ?? LOCAL_ANON_KEY}`);
  if (init.apiVersion !== null) headers.set('X-Supabase-Api-Version', init.apiVersion ?? '2024-01-01');
  if (init.body) headers.set('Content-Type', 'application/json');
  return fetch(`${api.url}/auth/v1${path}`, { ...init, headers });
}

/** An account created straight in the database, as one made before today's password rules would be. */
async function userWithPassword(password: string) {
  const email = uniqueEmail('legacy');
  await api.db.query(
    `insert into auth.users (email, encrypted_password, email_confirmed_at, raw_app_meta_data)
     values ($1, $2, now(), '{"provider": "email", "providers": ["email"]}')`,
    [email, await bcrypt.hash(password, 10)],
  );
  return email;
}

describe('sign-up', () => {
  it('creates the user and returns a session with a real access token', async () => {
    const client = supabaseClient(api);
    const email = uniqueEmail('Signup').replace('signup', 'SignUp');
    const { data, error } = await client.auth.signUp({
      email,
      password: 'secret-pass',
      options: { data: { full_name: 'Jo Doe', referral_code: 'ABCD1234' } },
    });
    expect(error).toBeNull();
    const { user, session } = data;
    expect(user?.email).toBe(email.toLowerCase());
    expect(user?.aud).toBe('authenticated');
    expect(user?.role).toBe('authenticated');
    expect(user?.app_metadata).toEqual({ provider: 'email', providers: ['email'] });
    expect(user?.user_metadata).toMatchObject({
      full_name: 'Jo Doe',
      referral_code: 'ABCD1234',
      sub: user?.id,
      email_verified: true,
    });
    expect(user?.identities).toHaveLength(1);
    expect(user?.identities?.[0]).toMatchObject({ provider: 'email', user_id: user?.id });
    expect(user?.email_confirmed_at).toBeTruthy();
    expect(user?.is_anonymous).toBe(false);
    expect(JSON.stringify(user)).not.toContain('$2');

    expect(session?.token_type).toBe('bearer');
    expect(session?.expires_in).toBe(3600);
    expect(session?.refresh_token).toBeTruthy();
    const claims = jwtPayload(session!.access_token);
    expect(claims).toMatchObject({
      sub: user?.id,
      role: 'authenticated',
      aud: 'authenticated',
      email: email.toLowerCase(),
      aal: 'aal1',
      amr: [{ method: 'password', timestamp: expect.any(Number) }],
      is_anonymous: false,
      user_metadata: expect.objectContaining({ full_name: 'Jo Doe' }),
      app_metadata: { provider: 'email', providers: ['email'] },
    });
    expect(typeof claims.session_id).toBe('string');
    expect(Number(claims.exp) - Number(claims.iat)).toBe(3600);
    expect(session?.expires_at).toBe(claims.exp);

    // The database trigger on auth.users ran: the new account has its profile.
    const { rows } = await api.db.query('select referral_code from public.profiles where id = $1', [
      user!.id,
    ]);
    expect(rows).toHaveLength(1);
    // With confirmations off nothing is "emailed".
    expect(printedEmails(logLines, email.toLowerCase())).toEqual([]);
  });

  it('refuses a registered address, in any case', async () => {
    const { email } = await signedUpClient(api);
    const { data, error } = await supabaseClient(api).auth.signUp({
      email: email.toUpperCase(),
      password: 'another-pass',
    });
    expect(data.session).toBeNull();
    expect(error).toBeInstanceOf(AuthApiError);
    expect(error).toMatchObject({
      status: 422,
      code: 'user_already_exists',
      message: 'User already registered',
    });
  });

  it('refuses an invalid address, and a missing password', async () => {
    const client = supabaseClient(api);
    const badAddress = await client.auth.signUp({ email: 'not-an-email', password: 'secret-pass' });
    expect(badAddress.error).toMatchObject({ status: 400, code: 'validation_failed' });
    const noPassword = await client.auth.signUp({ email: uniqueEmail(), password: '' });
    expect(noPassword.error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Signup requires a valid password',
    });
  });
});

describe('password rules', () => {
  it.each([
    ['too short', 'horse-7', ['length']],
    ['short and common', '123456', ['length', 'pwned']],
    ['eight characters but common', 'password', ['pwned']],
    ['common in any case', 'PassWord1', ['pwned']],
    ['six spaces', '      ', ['length']],
  ])('refuses a password that is %s, with GoTrue’s reasons', async (_, password, reasons) => {
    const { data, error } = await supabaseClient(api).auth.signUp({ email: uniqueEmail(), password });
    expect(data.user).toBeNull();
    expect(error).toBeInstanceOf(AuthWeakPasswordError);
    expect(error).toMatchObject({ status: 422, code: 'weak_password', reasons });
  });

  it('answers a weak password in GoTrue’s reply shape', async () => {
    const response = await authFetch('/signup', {
      method: 'POST',
      body: JSON.stringify({ email: uniqueEmail(), password: 'qwerty' }),
    });
    expect(response.status).toBe(422);
    expect(response.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await response.json()).toEqual({
      code: 'weak_password',
      message:
        'Password should be at least 8 characters. Password is known to be weak and easy to guess, please choose a different one.',
      weak_password: { reasons: ['length', 'pwned'] },
    });
  });

  it('refuses passwords over bcrypt’s 72 bytes instead of cutting them short, counting bytes not characters', async () => {
    const client = supabaseClient(api);
    for (const password of ['x'.repeat(73), 'é'.repeat(37)]) {
      const { data, error } = await client.auth.signUp({ email: uniqueEmail('long'), password });
      expect(data.user).toBeNull();
      expect(error).toMatchObject({
        status: 400,
        code: 'validation_failed',
        message: 'Password cannot be longer than 72 characters',
      });
    }
    // Exactly 72 bytes is fine, and a password differing only after byte 72 is a different password.
    const email = uniqueEmail('long');
    const password = `${'k'.repeat(71)}1`;
    expect((await client.auth.signUp({ email, password })).error).toBeNull();
    const { error } = await supabaseClient(api).auth.signInWithPassword({
      email,
      password: `${'k'.repeat(71)}2`,
    });
    expect(error?.code).toBe('invalid_credentials');
  });

  it('applies the same rules to a password update and to the password set after recovery', async () => {
    const { client } = await signedUpClient(api);
    const weak = await client.auth.updateUser({ password: 'letmein' });
    expect(weak.error).toBeInstanceOf(AuthWeakPasswordError);
    expect(weak.error).toMatchObject({ reasons: ['length', 'pwned'] });
    const long = await client.auth.updateUser({ password: 'y'.repeat(80) });
    expect(long.error).toMatchObject({
      status: 400,
      message: 'Password cannot be longer than 72 characters',
    });
  });

  it('still signs in with a password today’s rules call weak, and says why', async () => {
    const email = await userWithPassword('sunshine');
    const { data, error } = await supabaseClient(api).auth.signInWithPassword({
      email,
      password: 'sunshine',
    });
    expect(error).toBeNull();
    expect(data.session).toBeTruthy();
    expect(data.weakPassword).toEqual({
      message: 'Password is known to be weak and easy to guess, please choose a different one.',
      reasons: ['pwned'],
    });
  });
});

describe('password sign-in', () => {
  it('signs in with the right password', async () => {
    const { email, password, user } = await signedUpClient(api);
    const client = supabaseClient(api);
    const { data, error } = await client.auth.signInWithPassword({ email, password });
    expect(error).toBeNull();
    expect(data.user?.id).toBe(user.id);
    expect(data.session?.access_token).toBeTruthy();
    expect(data.user?.last_sign_in_at).toBeTruthy();
    expect(data.weakPassword).toBeUndefined();
    const { data: current } = await client.auth.getUser();
    expect(current.user?.id).toBe(user.id);
  });

  it('answers a wrong password or unknown address with invalid_credentials', async () => {
    const { email } = await signedUpClient(api);
    for (const credentials of [
      { email, password: 'wrong-password' },
      { email: uniqueEmail('nobody'), password: 'whatever-1' },
    ]) {
      const { data, error } = await supabaseClient(api).auth.signInWithPassword(credentials);
      expect(data.session).toBeNull();
      expect(error).toBeInstanceOf(AuthApiError);
      expect(error).toMatchObject({
        status: 400,
        code: 'invalid_credentials',
        message: 'Invalid login credentials',
      });
    }
  });

  it('checks the password against a stand-in hash of the real cost when there is no account or no password', async () => {
    // So that an unknown address takes as long to refuse as a wrong password: the time does not tell who has an account.
    const { email } = await signedUpClient(api);
    const { rows } = await api.db.query<{ encrypted_password: string }>(
      'select encrypted_password from auth.users where email = $1',
      [email],
    );
    const realCost = bcrypt.getRounds(rows[0]!.encrypted_password);
    const withoutPassword = uniqueEmail('no-password');
    await api.db.query(
      `insert into auth.users (email, encrypted_password, email_confirmed_at, raw_app_meta_data)
       values ($1, null, now(), '{"provider": "email", "providers": ["email"]}')`,
      [withoutPassword],
    );
    const compare = vi.spyOn(bcrypt, 'compare');
    try {
      for (const address of [uniqueEmail('nobody'), withoutPassword, email]) {
        compare.mockClear();
        const { error } = await supabaseClient(api).auth.signInWithPassword({
          email: address,
          password: 'guessed-pass-1',
        });
        expect(error).toMatchObject({ status: 400, code: 'invalid_credentials' });
        expect(compare).toHaveBeenCalledTimes(1);
        const [password, hash] = compare.mock.calls[0]!;
        expect(password).toBe('guessed-pass-1');
        expect(bcrypt.getRounds(hash as string)).toBe(realCost);
      }
    } finally {
      compare.mockRestore();
    }
  });

  it('signs the seeded admin in', async () => {
    const { data, error } = await supabaseClient(api).auth.signInWithPassword(api.admin!);
    expect(error).toBeNull();
    expect(data.user?.email).toBe(api.admin!.email);
  });
});

describe('error replies', () => {
  it('use GoTrue’s 2024-01-01 shape when asked for it, and its original shape otherwise', async () => {
    const credentials = JSON.stringify({ email: uniqueEmail('nobody'), password: 'wrong-password' });
    const current = await authFetch('/token?grant_type=password', { method: 'POST', body: credentials });
    expect(current.status).toBe(400);
    expect(current.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await current.json()).toEqual({
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
    });

    const legacy = await authFetch('/token?grant_type=password', {
      method: 'POST',
      body: credentials,
      apiVersion: null,
    });
    expect(legacy.status).toBe(400);
    expect(legacy.headers.get('x-sb-error-code')).toBe('invalid_credentials');
    expect(await legacy.json()).toEqual({
      code: 400,
      error_code: 'invalid_credentials',
      msg: 'Invalid login credentials',
    });
  });

  it('refuse a body that is not a JSON object', async () => {
    for (const body of ['', 'not json', '[1, 2]']) {
      const response = await authFetch('/signup', {
        method: 'POST',
        body: body || undefined,
        headers: { 'Content-Type': 'application/json' },
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'bad_json' });
    }
  });

  it('refuse a body over GoTrue’s 1 MiB limit with 413, before the sign-up is looked at', async () => {
    const email = uniqueEmail('huge');
    const body = JSON.stringify({
      email,
      password: 'secret-pass',
      data: { padding: 'x'.repeat(1 << 20) },
    });
    const response = await authFetch('/signup', { method: 'POST', body });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      code: 'request_entity_too_large',
      message: 'Request body too large (max 1048576 bytes)',
    });
    const { rows } = await api.db.query('select 1 from auth.users where email = $1', [email]);
    expect(rows).toEqual([]);

    // Without a Content-Length (a streamed body) the limit holds too.
    const chunks = [JSON.stringify({ email, password: 'secret-pass', data: { padding: '' } }).slice(0, -3)];
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(chunks[0]));
        controller.enqueue(new TextEncoder().encode('y'.repeat((1 << 20) + 10)));
        controller.enqueue(new TextEncoder().encode('"}}'));
        controller.close();
      },
    });
    const streamed = await fetch(`${api.url}/auth/v1/signup`, {
      method: 'POST',
      body: stream,
      headers: { apikey: LOCAL_ANON_KEY, 'Content-Type': 'application/json' },
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
  });
});

describe('refresh tokens', () => {
  it('rotate, and a used token is answered as GoTrue answers it within and after the reuse interval', async () => {
    const { session } = await signedUpClient(api);
    const first = session.refresh_token;
    const refresh = (refresh_token: string) => supabaseClient(api).auth.refreshSession({ refresh_token });

    const { data: rotated, error } = await refresh(first);
    expect(error).toBeNull();
    const second = rotated.session!.refresh_token;
    expect(second).not.toBe(first);
    expect(jwtPayload(rotated.session!.access_token).session_id).toBe(
      jwtPayload(session.access_token).session_id,
    );

    // The client lost the reply: the used token is the parent of the active one, so the active one comes back.
    const retried = await refresh(first);
    expect(retried.error).toBeNull();
    expect(retried.data.session?.refresh_token).toBe(second);

    const third = (await refresh(second)).data.session!.refresh_token;
    // Within refresh_token_reuse_interval (10 s in config.toml) a used token is still traded.
    const concurrent = await refresh(second);
    expect(concurrent.error).toBeNull();

    // After the interval it counts as replayed: the whole session is revoked.
    await api.db.query(
      `update auth.refresh_tokens set updated_at = now() - interval '11 seconds' where token = $1`,
      [first],
    );
    const replay = await refresh(first);
    expect(replay.data.session).toBeNull();
    expect(replay.error).toMatchObject({ status: 400, code: 'refresh_token_already_used' });
    // Every token of the session is revoked now; like any used token, each is refused once its interval is over.
    await api.db.query(
      `update auth.refresh_tokens set updated_at = now() - interval '11 seconds'
       where session_id = $1`,
      [jwtPayload(session.access_token).session_id],
    );
    for (const token of [third, concurrent.data.session!.refresh_token]) {
      expect((await refresh(token)).error).toMatchObject({ code: 'refresh_token_already_used' });
    }
  });

  it('refuses an unknown token, and a request without one in GoTrue’s OAuth shape', async () => {
    const { error } = await supabaseClient(api).auth.refreshSession({ refresh_token: 'not-a-token' });
    expect(error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
    const response = await authFetch('/token?grant_type=refresh_token', { method: 'POST', body: '{}' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'invalid_request',
      error_description: 'refresh_token required',
    });
  });
});

describe('sign-out', () => {
  it('ends the session: its access token and refresh token stop working', async () => {
    const { client, session } = await signedUpClient(api);
    expect((await client.auth.signOut()).error).toBeNull();
    expect((await client.auth.getSession()).data.session).toBeNull();

    const { error } = await supabaseClient(api).auth.getUser(session.access_token);
    expect(isAuthSessionMissingError(error)).toBe(true);
    const refresh = await supabaseClient(api).auth.refreshSession({ refresh_token: session.refresh_token });
    expect(refresh.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
  });

  it("scope 'others' keeps the current session and ends the rest", async () => {
    const { client, email, password } = await signedUpClient(api);
    const other = supabaseClient(api);
    await other.auth.signInWithPassword({ email, password });
    const otherToken = (await other.auth.getSession()).data.session!.access_token;

    const response = await authFetch('/logout?scope=others', {
      method: 'POST',
      token: (await client.auth.getSession()).data.session!.access_token,
    });
    expect(response.status).toBe(204);
    expect((await client.auth.getUser()).error).toBeNull();
    expect(isAuthSessionMissingError((await supabaseClient(api).auth.getUser(otherToken)).error)).toBe(true);
  });
});

describe('the user', () => {
  it('is read and updated: metadata merge and password', async () => {
    const { client, user, email } = await signedUpClient(api);
    const other = supabaseClient(api);
    await other.auth.signInWithPassword({ email, password: 'correct-horse-1' });
    const { data: read } = await client.auth.getUser();
    expect(read.user).toMatchObject({ id: user.id, email });

    const { data: updated, error } = await client.auth.updateUser({
      data: { nickname: 'Scoop', gone: null },
    });
    expect(error).toBeNull();
    expect(updated.user?.user_metadata).toMatchObject({ nickname: 'Scoop', email });
    expect(updated.user?.user_metadata).not.toHaveProperty('gone');

    expect((await client.auth.updateUser({ password: 'a-new-password' })).error).toBeNull();
    const oldPassword = await supabaseClient(api).auth.signInWithPassword({
      email,
      password: 'correct-horse-1',
    });
    expect(oldPassword.error?.code).toBe('invalid_credentials');
    const newPassword = await supabaseClient(api).auth.signInWithPassword({
      email,
      password: 'a-new-password',
    });
    expect(newPassword.error).toBeNull();
    // The other session ended with the old password.
    expect(isAuthSessionMissingError((await other.auth.getUser()).error)).toBe(true);

    const same = await client.auth.updateUser({ password: 'a-new-password' });
    expect(same.error).toMatchObject({ status: 422, code: 'same_password' });
    const appData = await authFetch('/user', {
      method: 'PUT',
      token: (await client.auth.getSession()).data.session!.access_token,
      body: JSON.stringify({ app_metadata: { role: 'admin' } }),
    });
    expect(appData.status).toBe(403);
    expect(await appData.json()).toMatchObject({ code: 'not_admin' });
  });

  it('changes email only through the links, even with confirmations off', async () => {
    const { client, user, email } = await signedUpClient(api);
    const newEmail = uniqueEmail('moved');
    const requested = await client.auth.updateUser(
      { email: newEmail },
      { emailRedirectTo: `${SITE_URL}/dashboard` },
    );
    expect(requested.error).toBeNull();
    expect(requested.data.user).toMatchObject({ email, new_email: newEmail });
    expect(requested.data.user?.email_change_sent_at).toBeTruthy();
    // double_confirm_changes: one link to the new address and one to the current.
    expect(printedEmails(logLines, newEmail).map((m) => m.purpose)).toEqual([
      'email change confirmation (new address)',
    ]);
    expect(lastEmailTo(logLines, email).purpose).toBe('email change confirmation (current address)');

    // Without required confirmations (GoTrue's autoconfirm) either link applies the change.
    const landing = await openEmailLink(lastEmailTo(logLines, newEmail).link);
    expect(landing.status).toBe(303);
    expect(landing.target).toBe(`${SITE_URL}/dashboard`);
    expect(landing.fragment.get('type')).toBe('email_change');
    const { data } = await supabaseClient(api).auth.getUser(landing.fragment.get('access_token')!);
    expect(data.user).toMatchObject({ id: user.id, email: newEmail });
    expect(data.user).not.toHaveProperty('new_email');
    expect(data.user?.user_metadata.email).toBe(newEmail);
    // The other link is spent with the change.
    const other = await openEmailLink(lastEmailTo(logLines, email).link);
    expect(other.fragment.get('error_code')).toBe('otp_expired');

    const taken = await client.auth.updateUser({ email: api.admin!.email });
    expect(taken.error).toMatchObject({ status: 422, code: 'email_exists' });
  });

  it('refuses a forged or expired token with bad_jwt, and no token at all with no_authorization', async () => {
    const { session } = await signedUpClient(api);
    const [header, payload] = session.access_token.split('.');
    const forged = `${header}.${payload}.${Buffer.from('forged-signature').toString('base64url')}`;
    const forgedReply = await authFetch('/user', { token: forged });
    expect(forgedReply.status).toBe(403);
    expect(await forgedReply.json()).toMatchObject({ code: 'bad_jwt' });

    const expired = await new SignJWT({
      ...jwtPayload(session.access_token),
      exp: Math.floor(Date.now() / 1000) - 60,
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(new TextEncoder().encode(LOCAL_JWT_SECRET));
    const { error } = await supabaseClient(api).auth.getUser(expired);
    expect(error).toMatchObject({ status: 403, code: 'bad_jwt' });
    expect(error?.message).toContain('expired');

    const anonymous = await authFetch('/user');
    expect(anonymous.status).toBe(403);
    const withoutToken = await fetch(`${api.url}/auth/v1/user`, { headers: { apikey: LOCAL_ANON_KEY } });
    expect(withoutToken.status).toBe(401);
    expect(await withoutToken.json()).toMatchObject({ error_code: 'no_authorization' });
  });
});

describe('password recovery', () => {
  it('prints a one-time link that lands on the redirect in the recovery state, where a new password is set', async () => {
    const { email, user } = await signedUpClient(api);
    const redirectTo = `${SITE_URL}/auth?mode=reset`;
    const { error } = await supabaseClient(api).auth.resetPasswordForEmail(email, { redirectTo });
    expect(error).toBeNull();
    const mail = lastEmailTo(logLines, email);
    expect(mail.purpose).toBe('password recovery');
    expect(mail.link).toMatch(/\/auth\/v1\/verify\?token=[0-9a-f]{56}&type=recovery&redirect_to=/);
    expect(mail.code).toMatch(/^\d{6}$/);

    const landing = await openEmailLink(mail.link);
    expect(landing.status).toBe(303);
    expect(landing.target).toBe(redirectTo);
    expect(landing.fragment.get('type')).toBe('recovery');
    expect(landing.fragment.has('sb')).toBe(true);
    const recovered = supabaseClient(api);
    const { data: set } = await recovered.auth.setSession({
      access_token: landing.fragment.get('access_token')!,
      refresh_token: landing.fragment.get('refresh_token')!,
    });
    expect(set.user?.id).toBe(user.id);
    expect(jwtPayload(landing.fragment.get('access_token')!).amr).toEqual([
      { method: 'otp', timestamp: expect.any(Number) },
    ]);
    expect((await recovered.auth.updateUser({ password: 'recovered-pass-2' })).error).toBeNull();
    const signIn = await supabaseClient(api).auth.signInWithPassword({ email, password: 'recovered-pass-2' });
    expect(signIn.error).toBeNull();

    const reused = await openEmailLink(mail.link);
    expect(reused.target).toBe(redirectTo);
    expect(Object.fromEntries(reused.fragment)).toEqual({
      error: 'access_denied',
      error_code: 'otp_expired',
      error_description: 'Email link is invalid or has expired',
      sb: '',
    });
  });

  it('accepts the emailed code or the link’s hash through verifyOtp instead of the link', async () => {
    const { email, user } = await signedUpClient(api);
    await supabaseClient(api).auth.resetPasswordForEmail(email);
    const byCode = await supabaseClient(api).auth.verifyOtp({
      email,
      token: lastEmailTo(logLines, email).code,
      type: 'recovery',
    });
    expect(byCode.error).toBeNull();
    expect(byCode.data.session?.user.id).toBe(user.id);

    // Another recovery email goes out once max_frequency (one second here) has passed: the clock is moved past it.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 2_000 });
    try {
      await supabaseClient(api).auth.resetPasswordForEmail(email);
    } finally {
      vi.useRealTimers();
    }
    const hash = new URL(lastEmailTo(logLines, email).link).searchParams.get('token')!;
    const byHash = await supabaseClient(api).auth.verifyOtp({ token_hash: hash, type: 'recovery' });
    expect(byHash.error).toBeNull();
    expect(byHash.data.session?.user.id).toBe(user.id);
    const again = await supabaseClient(api).auth.verifyOtp({ token_hash: hash, type: 'recovery' });
    expect(again.error).toMatchObject({ status: 403, code: 'otp_expired' });
    const wrongCode = await supabaseClient(api).auth.verifyOtp({ email, token: '000000', type: 'recovery' });
    expect(wrongCode.error).toMatchObject({
      status: 403,
      code: 'otp_expired',
      message: 'Token has expired or is invalid',
    });
  });

  it('answers the same for an unknown address, and sends nothing', async () => {
    const ghost = uniqueEmail('ghost');
    const { data, error } = await supabaseClient(api).auth.resetPasswordForEmail(ghost);
    expect(error).toBeNull();
    expect(data).toEqual({});
    expect(printedEmails(logLines, ghost)).toEqual([]);
  });

  it('refuses a second email within max_frequency, for an address with an account or without', async () => {
    const { email } = await signedUpClient(api);
    // A frozen clock: max_frequency is one second here, which a busy machine could let pass between two requests.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    try {
      for (const address of [email, uniqueEmail('ghost')]) {
        expect((await supabaseClient(api).auth.resetPasswordForEmail(address)).error).toBeNull();
        const { error } = await supabaseClient(api).auth.resetPasswordForEmail(address);
        expect(error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
      }
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('redirect_to', () => {
  async function recoveryLinkTarget(redirectTo: string) {
    const { email } = await signedUpClient(api);
    await supabaseClient(api).auth.resetPasswordForEmail(email, { redirectTo });
    const { link } = lastEmailTo(logLines, email);
    return { printed: new URL(link).searchParams.get('redirect_to'), landing: await openEmailLink(link) };
  }

  it.each([
    `${SITE_URL}/auth`,
    'http://127.0.0.1:5173/auth?mode=reset',
    'http://localhost:4173/auth',
    'http://localhost:5173',
  ])('keeps an allowed target: %s', async (target) => {
    const { printed, landing } = await recoveryLinkTarget(target);
    expect(printed).toBe(target);
    expect(landing.target).toBe(new URL(target).href);
  });

  it.each([
    'https://evil.example/phish',
    'https://127.0.0.1.evil.example/',
    'http://2130706433/',
    'javascript:alert(1)',
    '//evil.example/',
  ])('falls back to the site URL for a target not allowed: %s', async (target) => {
    const { printed, landing } = await recoveryLinkTarget(target);
    expect(printed).toBe(SITE_URL);
    expect(landing.target).toBe(`${SITE_URL}/`);
    expect(landing.fragment.get('type')).toBe('recovery');
  });

  it('is checked again when the link is opened, so an edited link cannot redirect elsewhere', async () => {
    const { email } = await signedUpClient(api);
    await supabaseClient(api).auth.resetPasswordForEmail(email);
    const link = new URL(lastEmailTo(logLines, email).link);
    link.searchParams.set('redirect_to', 'https://evil.example/steal');
    const landing = await openEmailLink(link.toString());
    expect(landing.location.origin).toBe(SITE_URL);
    expect(landing.fragment.get('access_token')).toBeTruthy();
  });
});

describe('the gateway and what is not offered', () => {
  it('needs an API key', async () => {
    const response = await fetch(`${api.url}/auth/v1/settings`);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ message: 'No API key found in request' });
    const wrongKey = await fetch(`${api.url}/auth/v1/settings`, { headers: { apikey: 'nope' } });
    expect(wrongKey.status).toBe(401);
  });

  it('serves the settings, with the real mailer_autoconfirm', async () => {
    const response = await authFetch('/settings');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ external: { email: true }, mailer_autoconfirm: true });
  });

  it('answers unsupported auth routes with 501 naming the route', async () => {
    for (const [method, path, route] of [
      ['POST', '/otp', 'POST /auth/v1/otp'],
      ['POST', '/magiclink', 'POST /auth/v1/magiclink'],
      ['GET', '/factors', 'GET /auth/v1/factors'],
      ['POST', '/token?grant_type=pkce', 'POST /auth/v1/token?grant_type=pkce'],
    ] as const) {
      const response = await authFetch(path, { method, body: method === 'POST' ? '{}' : undefined });
      expect(response.status).toBe(501);
      expect(await response.json()).toMatchObject({ error: 'Not supported by the local API', route });
    }
  });
});
