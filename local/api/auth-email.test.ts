// The local auth server with email confirmation on (as hosted projects run): sign-up without a session, the printed
// confirmation link, sign-in refused until it is opened, resends, and the two-sided email change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_ANON_KEY } from './constants.ts';
import type { LocalApi } from './index.ts';
import {
  lastEmailTo,
  openEmailLink,
  printedEmails,
  startTestApi,
  supabaseClient,
  uniqueEmail,
} from '../../tests/support/local-api.ts';

let api: LocalApi;
const logLines: string[] = [];
const SITE_URL = 'http://127.0.0.1:4173';
const PASSWORD = 'correct-horse-1';

beforeAll(async () => {
  api = await startTestApi({ auth: { confirmEmail: true }, log: (line) => logLines.push(line) });
});

afterAll(async () => {
  await api?.close();
});

/** Lets the next email of a kind go out at once (config.toml's max_frequency is one second). */
async function allowNextEmail(email: string) {
  await api.db.query(
    `update auth.users set confirmation_sent_at = confirmation_sent_at - interval '2 seconds',
       email_change_sent_at = email_change_sent_at - interval '2 seconds'
     where email = $1`,
    [email],
  );
}

/** A confirmed account, signed in. */
async function confirmedClient() {
  const email = uniqueEmail('confirmed');
  await supabaseClient(api).auth.signUp({ email, password: PASSWORD });
  await openEmailLink(lastEmailTo(logLines, email).link);
  const client = supabaseClient(api);
  const { data, error } = await client.auth.signInWithPassword({ email, password: PASSWORD });
  if (error) throw error;
  return { client, email, user: data.user! };
}

describe('sign-up with email confirmation', () => {
  it('returns the user without a session, and prints the confirmation link', async () => {
    const email = uniqueEmail('pending');
    const { data, error } = await supabaseClient(api).auth.signUp({
      email,
      password: PASSWORD,
      options: { emailRedirectTo: `${SITE_URL}/dashboard`, data: { referral_code: 'ABCD1234' } },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user).toMatchObject({
      email,
      user_metadata: { referral_code: 'ABCD1234', email_verified: false },
    });
    expect(data.user?.email_confirmed_at).toBeUndefined();
    expect(data.user?.confirmation_sent_at).toBeTruthy();
    expect(data.user?.identities?.[0]?.identity_data).toMatchObject({ email, email_verified: false });
    // The referral code is stored with the account even before it is confirmed.
    const { rows } = await api.db.query(
      `select raw_user_meta_data ->> 'referral_code' as code from auth.users
                                         where email = $1`,
      [email],
    );
    expect(rows).toEqual([{ code: 'ABCD1234' }]);

    const mail = lastEmailTo(logLines, email);
    expect(mail.purpose).toBe('sign-up confirmation');
    expect(new URL(mail.link).searchParams.get('type')).toBe('signup');
    expect(new URL(mail.link).searchParams.get('redirect_to')).toBe(`${SITE_URL}/dashboard`);
  });

  it('refuses sign-in until the link is opened; the link confirms and signs in', async () => {
    const email = uniqueEmail('confirm');
    const { data: signUp } = await supabaseClient(api).auth.signUp({ email, password: PASSWORD });
    const before = await supabaseClient(api).auth.signInWithPassword({ email, password: PASSWORD });
    expect(before.data.session).toBeNull();
    expect(before.error).toMatchObject({
      status: 400,
      code: 'email_not_confirmed',
      message: 'Email not confirmed',
    });
    // A wrong password is still just wrong credentials: nothing tells a stranger the address is waiting.
    const wrong = await supabaseClient(api).auth.signInWithPassword({ email, password: 'wrong-password' });
    expect(wrong.error?.code).toBe('invalid_credentials');

    const landing = await openEmailLink(lastEmailTo(logLines, email).link);
    expect(landing.status).toBe(303);
    expect(landing.target).toBe(`${SITE_URL}/`);
    expect(landing.fragment.get('type')).toBe('signup');
    const { data } = await supabaseClient(api).auth.getUser(landing.fragment.get('access_token')!);
    expect(data.user?.id).toBe(signUp.user!.id);
    expect(data.user?.email_confirmed_at).toBeTruthy();
    expect(data.user?.user_metadata.email_verified).toBe(true);

    const after = await supabaseClient(api).auth.signInWithPassword({ email, password: PASSWORD });
    expect(after.error).toBeNull();
    const reused = await openEmailLink(lastEmailTo(logLines, email).link);
    expect(reused.fragment.get('error_code')).toBe('otp_expired');
  });

  it('confirms with the emailed code through verifyOtp too', async () => {
    const email = uniqueEmail('code');
    await supabaseClient(api).auth.signUp({ email, password: PASSWORD });
    const { data, error } = await supabaseClient(api).auth.verifyOtp({
      email,
      token: lastEmailTo(logLines, email).code,
      type: 'signup',
    });
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);
  });

  it('refuses a link past otp_expiry', async () => {
    const email = uniqueEmail('late');
    await supabaseClient(api).auth.signUp({ email, password: PASSWORD });
    await api.db.query(
      `update auth.users set confirmation_sent_at = now() - interval '61 minutes' where email = $1`,
      [email],
    );
    const landing = await openEmailLink(lastEmailTo(logLines, email).link);
    expect(landing.fragment.get('error_code')).toBe('otp_expired');
  });

  it('sends the link again on resend (new code, old link spent), at most once per max_frequency', async () => {
    const email = uniqueEmail('resend');
    await supabaseClient(api).auth.signUp({ email, password: PASSWORD });
    const first = lastEmailTo(logLines, email);
    const tooSoon = await supabaseClient(api).auth.resend({ type: 'signup', email });
    expect(tooSoon.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });

    await allowNextEmail(email);
    const { error } = await supabaseClient(api).auth.resend({ type: 'signup', email });
    expect(error).toBeNull();
    const second = lastEmailTo(logLines, email);
    expect(second.link).not.toBe(first.link);
    expect((await openEmailLink(first.link)).fragment.get('error_code')).toBe('otp_expired');
    expect((await openEmailLink(second.link)).fragment.get('type')).toBe('signup');

    // Confirmed, unknown: the same empty answer, and nothing sent.
    const count = printedEmails(logLines).length;
    expect((await supabaseClient(api).auth.resend({ type: 'signup', email })).error).toBeNull();
    expect(
      (await supabaseClient(api).auth.resend({ type: 'signup', email: uniqueEmail('nobody') })).error,
    ).toBeNull();
    expect(printedEmails(logLines)).toHaveLength(count);
  });

  it('answers a second sign-up like a first one, without revealing or changing the account', async () => {
    const { email, user } = await confirmedClient();
    const count = printedEmails(logLines).length;
    const { data, error } = await supabaseClient(api).auth.signUp({ email, password: 'another-pass-2' });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.id).not.toBe(user.id);
    expect(data.user?.identities).toEqual([]);
    expect(printedEmails(logLines)).toHaveLength(count);
    const { error: signIn } = await supabaseClient(api).auth.signInWithPassword({
      email,
      password: PASSWORD,
    });
    expect(signIn).toBeNull();
  });

  it('reports the real mailer_autoconfirm in the settings', async () => {
    const response = await fetch(`${api.url}/auth/v1/settings`, { headers: { apikey: LOCAL_ANON_KEY } });
    expect(await response.json()).toMatchObject({ mailer_autoconfirm: false });
  });
});

describe('email change with double confirmation', () => {
  it('changes the address once both links are opened, and shows the pending address until then', async () => {
    const { client, email, user } = await confirmedClient();
    const newEmail = uniqueEmail('new-address');
    const { data, error } = await client.auth.updateUser(
      { email: newEmail },
      { emailRedirectTo: `${SITE_URL}/dashboard` },
    );
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email, new_email: newEmail });
    const toNew = lastEmailTo(logLines, newEmail);
    const toCurrent = lastEmailTo(logLines, email);
    expect(toNew.purpose).toBe('email change confirmation (new address)');
    expect(toCurrent.purpose).toBe('email change confirmation (current address)');

    const first = await openEmailLink(toNew.link);
    expect(first.target).toBe(`${SITE_URL}/dashboard`);
    expect(Object.fromEntries(first.fragment)).toEqual({
      message: 'Confirmation link accepted. Please proceed to confirm link sent to the other email',
      sb: '',
    });
    expect((await client.auth.getUser()).data.user).toMatchObject({ email, new_email: newEmail });
    expect((await openEmailLink(toNew.link)).fragment.get('error_code')).toBe('otp_expired');

    const second = await openEmailLink(toCurrent.link);
    expect(second.fragment.get('type')).toBe('email_change');
    const { data: changed } = await supabaseClient(api).auth.getUser(second.fragment.get('access_token')!);
    expect(changed.user).toMatchObject({ id: user.id, email: newEmail });
    expect(changed.user).not.toHaveProperty('new_email');
    const { error: signIn } = await supabaseClient(api).auth.signInWithPassword({
      email: newEmail,
      password: PASSWORD,
    });
    expect(signIn).toBeNull();
  });

  it('takes the two codes through verifyOtp, and resends the links on request', async () => {
    const { client, email } = await confirmedClient();
    const newEmail = uniqueEmail('by-code');
    await client.auth.updateUser({ email: newEmail });
    await allowNextEmail(email);
    expect((await supabaseClient(api).auth.resend({ type: 'email_change', email })).error).toBeNull();
    const toNew = lastEmailTo(logLines, newEmail);
    const toCurrent = lastEmailTo(logLines, email);

    const first = await supabaseClient(api).auth.verifyOtp({
      email: newEmail,
      token: toNew.code,
      type: 'email_change',
    });
    // GoTrue answers `{msg, code}` here, which supabase-js turns into no user and no session.
    expect(first.error).toBeNull();
    expect(first.data).toEqual({ user: null, session: null });
    expect((await client.auth.getUser()).data.user?.email).toBe(email);
    const second = await supabaseClient(api).auth.verifyOtp({
      email,
      token: toCurrent.code,
      type: 'email_change',
    });
    expect(second.error).toBeNull();
    expect(second.data.session?.user.email).toBe(newEmail);
  });
});
