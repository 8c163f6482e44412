import { AuthApiError, AuthWeakPasswordError, isAuthSessionMissingError } from '@supabase/supabase-js';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_ANON_KEY, LOCAL_JWT_SECRET } from './constants.ts';
import type { LocalApi } from './index.ts';
import {
  jwtPayload,
  signedUpClient,
  startTestApi,
  supabaseClient,
  uniqueEmail,
} from '../../tests/support/local-api.ts';

let api: LocalApi;
const logLines: string[] = [];

beforeAll(async () => {
  api = await startTestApi({ log: (line) => logLines.push(line) });
});

afterAll(async () => {
  await api?.close();
});

/** A direct call to the auth API, as supabase-js makes it (anon key as apikey and default bearer). */
function authFetch(path: string, init: RequestInit & { token?: string } = {}) {
  const headers = new Headers(init.headers);
  headers.set('apikey', LOCAL_ANON_KEY);
  headers.set('Authorization', `Bearer ${init.token ?? LOCAL_ANON_KEY}`);
  headers.set('X-Supabase-Api-Version', '2024-01-01');
  if (init.body) headers.set('Content-Type', 'application/json');
  return fetch(`${api.url}/auth/v1${path}`, { ...init, headers });
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

  it('refuses a weak password with its reasons', async () => {
    const { error } = await supabaseClient(api).auth.signUp({ email: uniqueEmail(), password: '12345' });
    expect(error).toBeInstanceOf(AuthWeakPasswordError);
    expect(error).toMatchObject({ status: 422, code: 'weak_password', reasons: ['length'] });
  });

  it('refuses an invalid address', async () => {
    const { error } = await supabaseClient(api).auth.signUp({
      email: 'not-an-email',
      password: 'secret-pass',
    });
    expect(error).toMatchObject({ status: 400, code: 'validation_failed' });
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
    const raw = await authFetch('/token?grant_type=password', {
      method: 'POST',
      body: JSON.stringify({ email, password: 'wrong-password' }),
    });
    expect(raw.status).toBe(400);
    expect(await raw.json()).toMatchObject({
      code: 'invalid_credentials',
      error: 'invalid_grant',
      error_description: 'Invalid login credentials',
    });
  });

  it('signs the seeded admin in', async () => {
    const { data, error } = await supabaseClient(api).auth.signInWithPassword(api.admin!);
    expect(error).toBeNull();
    expect(data.user?.email).toBe(api.admin!.email);
  });
});

describe('refresh tokens', () => {
  it('rotate: each token works once, and replaying a used one revokes the session family', async () => {
    const { client, session } = await signedUpClient(api);
    const first = session.refresh_token;
    const { data: refreshed, error } = await client.auth.refreshSession();
    expect(error).toBeNull();
    const second = refreshed.session!.refresh_token;
    expect(second).not.toBe(first);
    expect((await supabaseClient(api).auth.getUser(refreshed.session!.access_token)).error).toBeNull();
    expect(jwtPayload(refreshed.session!.access_token).session_id).toBe(
      jwtPayload(session.access_token).session_id,
    );

    const replay = await supabaseClient(api).auth.refreshSession({ refresh_token: first });
    expect(replay.data.session).toBeNull();
    expect(replay.error).toMatchObject({ status: 400, code: 'refresh_token_already_used' });

    // After a replay the newest token of that session is revoked too, as GoTrue does on reuse detection.
    const afterReplay = await supabaseClient(api).auth.refreshSession({ refresh_token: second });
    expect(afterReplay.error).toMatchObject({ status: 400, code: 'refresh_token_already_used' });
  });

  it('refuses an unknown token', async () => {
    const { error } = await supabaseClient(api).auth.refreshSession({ refresh_token: 'not-a-token' });
    expect(error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
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
  it('is read and updated: metadata merge, password, email', async () => {
    const { client, user, email } = await signedUpClient(api);
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

    const same = await client.auth.updateUser({ password: 'a-new-password' });
    expect(same.error).toMatchObject({ status: 422, code: 'same_password' });

    const newEmail = uniqueEmail('moved');
    const moved = await client.auth.updateUser({ email: newEmail });
    expect(moved.error).toBeNull();
    expect(moved.data.user?.email).toBe(newEmail);
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
    expect(await withoutToken.json()).toMatchObject({ code: 'no_authorization' });
  });
});

describe('password recovery', () => {
  it('prints a one-time link that signs the user in and lands on the redirect with a recovery session', async () => {
    const { email, user } = await signedUpClient(api);
    const client = supabaseClient(api);
    const redirectTo = 'http://127.0.0.1:4173/auth';
    const { error } = await client.auth.resetPasswordForEmail(email, { redirectTo });
    expect(error).toBeNull();
    const line = logLines.find((entry) => entry.includes(email) && entry.includes('/verify?'));
    const link = /(http:\/\/\S+\/auth\/v1\/verify\?\S+)/.exec(line ?? '')?.[1];
    expect(link).toBeTruthy();

    const landing = await fetch(link!, { redirect: 'manual' });
    expect(landing.status).toBe(303);
    const location = new URL(landing.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(redirectTo);
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('type')).toBe('recovery');
    const { data } = await supabaseClient(api).auth.getUser(fragment.get('access_token')!);
    expect(data.user?.id).toBe(user.id);

    const reused = await fetch(link!, { redirect: 'manual' });
    expect(
      new URLSearchParams(new URL(reused.headers.get('location')!).hash.slice(1)).get('error_code'),
    ).toBe('otp_expired');
  });

  it('answers the same for an unknown address', async () => {
    const { data, error } = await supabaseClient(api).auth.resetPasswordForEmail(uniqueEmail('ghost'));
    expect(error).toBeNull();
    expect(data).toEqual({});
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

  it('serves the settings', async () => {
    const response = await authFetch('/settings');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ external: { email: true }, mailer_autoconfirm: true });
  });

  it('answers unsupported auth routes with 501', async () => {
    const response = await authFetch('/otp', {
      method: 'POST',
      body: JSON.stringify({ email: uniqueEmail() }),
    });
    expect(response.status).toBe(501);
    expect(await response.json()).toEqual({
      error: 'Not supported by the local API',
      route: 'POST /auth/v1/otp',
    });
  });
});
