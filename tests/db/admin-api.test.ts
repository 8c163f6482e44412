// The owners' admin page's calls, made the way the page will make them: the real supabase-js client over HTTP to
// the local API (PostgREST and GoTrue stand-ins on the real migrations). Leads inbox paging, filters and search
// with exact counts; status changes with the audit entry; inbox visits; referral decisions and the referrer's view;
// admin roles by email; the high-activity read; the subscriber export log and the "Migrate Local Data" insert.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalApi } from '../../local/api/index.ts';
import {
  adminClient,
  signedUpClient,
  startTestApi,
  supabaseClient,
  uniqueEmail,
} from '../support/local-api.ts';
import { searchFilter } from '../../src/features/admin/inbox/inbox-search.ts';

let api: LocalApi;
let admin: SupabaseClient;
let adminId: string;
let client: SupabaseClient;
let anon: SupabaseClient;

type InboxRow = {
  kind: string;
  id: string;
  created_at: string;
  name: string | null;
  email: string | null;
  status: string;
};

/** 12 leads of each kind, one every hour going back from 2026-02-01 (kinds interleaved), plus a few to search. */
const LEADS_PER_KIND = 12;
const TOTAL_LEADS = 4 * LEADS_PER_KIND + 3;

beforeAll(async () => {
  api = await startTestApi();
  admin = await adminClient(api);
  adminId = (await admin.auth.getUser()).data.user!.id;
  client = (await signedUpClient(api)).client;
  anon = supabaseClient(api);
  await api.db.exec(`
    insert into public.quote_requests (name, zip_code, dog_count, in_service_area, created_at)
    select 'Quote Person ' || i, '76643', 1, true, timestamptz '2026-02-01T00:00:00Z' - make_interval(hours => 4 * i)
    from generate_series(1, ${LEADS_PER_KIND}) as i;
    insert into public.contact_messages (name, email, message, created_at)
    select 'Contact Person ' || i, 'contact' || i || '@example.com', 'Hello',
           timestamptz '2026-02-01T00:00:00Z' - make_interval(hours => 4 * i + 1)
    from generate_series(1, ${LEADS_PER_KIND}) as i;
    insert into public.referral_invites (referrer_email, referred_email, referred_name, created_at)
    select 'referrer' || i || '@example.com', 'friend' || i || '@example.com', 'Friend ' || i,
           timestamptz '2026-02-01T00:00:00Z' - make_interval(hours => 4 * i + 2)
    from generate_series(1, ${LEADS_PER_KIND}) as i;
    insert into public.newsletter_subscribers (email, source, subscribed_at)
    select 'subscriber' || i || '@example.com', 'footer', timestamptz '2026-02-01T00:00:00Z' - make_interval(hours => 4 * i + 3)
    from generate_series(1, ${LEADS_PER_KIND}) as i;
    insert into public.contact_messages (name, email, message, created_at) values
      ('O''Brien, Jr. (100%)', 'obrien@example.com', 'Hi', '2026-01-01T00:00:00Z'),
      ('O''Brien Jr 1000', 'obrien.1000@example.com', 'Hi', '2026-01-01T00:00:01Z'),
      ('Star Lover', 'star*lover@example.com', 'Hi', '2026-01-01T00:00:02Z');
  `);
});

afterAll(async () => {
  await api?.close();
});

/**
 * The inbox search box as a PostgREST `or=` filter. Inside `or=(...)`, a value in double quotes may hold commas,
 * dots and parentheses (a backslash escapes `"` and `\`); in the LIKE pattern `%`, `_` and `\` are escaped so they
 * match themselves; PostgREST turns every `*` into `%`, so a typed `*` becomes `_` (any one character).
 */

const inbox = () =>
  admin
    .from('leads_inbox')
    .select('kind, id, created_at, name, email, status', { count: 'exact' })
    .order('created_at', { ascending: false })
    .order('id');

describe('the leads inbox', () => {
  it('pages newest first with the exact count: pages meet without gap or overlap', async () => {
    const first = await inbox().range(0, 19);
    expect(first).toMatchObject({ error: null, status: 206, count: TOTAL_LEADS });
    const firstRows = first.data as InboxRow[];
    expect(firstRows).toHaveLength(20);
    expect(firstRows.slice(0, 4).map((row) => row.kind)).toEqual([
      'quote_requests',
      'contact_messages',
      'referral_invites',
      'newsletter_subscribers',
    ]);
    const times = firstRows.map((row) => Date.parse(row.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const rest = await inbox().range(20, 99);
    expect(rest).toMatchObject({ error: null, status: 206, count: TOTAL_LEADS });
    const ids = [...firstRows, ...(rest.data as InboxRow[])].map((row) => row.id);
    expect(new Set(ids).size).toBe(TOTAL_LEADS);
  });

  it('answers a page past the end with 416, as PostgREST does', async () => {
    const past = await inbox().range(TOTAL_LEADS + 10, TOTAL_LEADS + 19);
    expect(past).toMatchObject({ status: 416, data: null, error: { code: 'PGRST103' } });
  });

  it('filters by kind (in.) and by status, with counts', async () => {
    const twoKinds = await inbox().in('kind', ['quote_requests', 'referral_invites']).range(0, 4);
    expect(twoKinds).toMatchObject({ error: null, count: 2 * LEADS_PER_KIND });
    expect(new Set((twoKinds.data as InboxRow[]).map((row) => row.kind))).toEqual(
      new Set(['quote_requests', 'referral_invites']),
    );

    const quotes = await admin.from('quote_requests').select('id').order('created_at').limit(3);
    for (const { id } of quotes.data as { id: string }[]) {
      expect(
        (await admin.from('quote_requests').update({ status: 'contacted' }).eq('id', id)).error,
      ).toBeNull();
    }
    const contacted = await inbox().eq('status', 'contacted');
    expect(contacted).toMatchObject({ error: null, count: 3, status: 200 });
    const newQuotes = await inbox().eq('kind', 'quote_requests').eq('status', 'new');
    expect(newQuotes.count).toBe(LEADS_PER_KIND - 3);
  });

  it('searches name or email, case-insensitively', async () => {
    const byName = await inbox().or(searchFilter('contact person 1'));
    // Contact Person 1, 10, 11, 12.
    expect(byName).toMatchObject({ error: null, count: 4 });
    const byEmail = await inbox().or(searchFilter('SUBSCRIBER7@'));
    expect((byEmail.data as InboxRow[]).map((row) => row.email)).toEqual(['subscriber7@example.com']);
  });

  it('searches for commas, quotes, parentheses and % literally', async () => {
    const exact = await inbox().or(searchFilter("O'Brien, Jr. (100%"));
    expect(exact).toMatchObject({ error: null, count: 1 });
    expect((exact.data as InboxRow[])[0]!.email).toBe('obrien@example.com');
    const percent = await inbox().or(searchFilter('100%'));
    expect((percent.data as InboxRow[]).map((row) => row.email)).toEqual(['obrien@example.com']);
    const star = await inbox().or(searchFilter('star*lover'));
    expect((star.data as InboxRow[]).map((row) => row.email)).toEqual(['star*lover@example.com']);
    const quote = await inbox().or(searchFilter('"'));
    expect(quote).toMatchObject({ error: null, count: 0 });
  });

  it('shows a client nothing and refuses anonymous callers', async () => {
    expect(await client.from('leads_inbox').select('id', { count: 'exact' })).toMatchObject({
      data: [],
      count: 0,
      error: null,
    });
    expect(await anon.from('leads_inbox').select('id')).toMatchObject({
      status: 401,
      error: { code: '42501' },
    });
  });
});

describe('changing a lead’s status and note', () => {
  async function newestContact(): Promise<string> {
    const { data } = await admin
      .from('leads_inbox')
      .select('id')
      .eq('kind', 'contact_messages')
      .order('created_at', { ascending: false })
      .limit(1)
      .single();
    return (data as { id: string }).id;
  }

  it('is an update of the lead’s table that returns the changed row and leaves an audit entry', async () => {
    const id = await newestContact();
    const updated = await admin
      .from('contact_messages')
      .update({ status: 'booked', note: 'Mondays, side gate' })
      .eq('id', id)
      .select('id, status, note, status_changed_at')
      .single();
    expect(updated).toMatchObject({
      error: null,
      status: 200,
      data: { id, status: 'booked', note: 'Mondays, side gate', status_changed_at: expect.any(String) },
    });

    const { data: entries } = await admin
      .from('audit_logs')
      .select('user_id, action_type, table_name, record_id, old_values, new_values, severity')
      .eq('record_id', id);
    expect(entries).toEqual([
      {
        user_id: adminId,
        action_type: 'lead_status_change',
        table_name: 'contact_messages',
        record_id: id,
        old_values: { status: 'new', note: null },
        new_values: { status: 'booked', note: 'Mondays, side gate' },
        severity: 'info',
      },
    ]);
    const row = await admin.from('leads_inbox').select('status, note').eq('id', id).single();
    expect(row.data).toEqual({ status: 'booked', note: 'Mondays, side gate' });
  });

  it('refuses a bad status or an overlong note (400) and any other column (403)', async () => {
    const id = await newestContact();
    expect(await admin.from('contact_messages').update({ status: 'won' }).eq('id', id)).toMatchObject({
      status: 400,
      error: { code: '23514' },
    });
    expect(
      await admin
        .from('contact_messages')
        .update({ note: 'n'.repeat(501) })
        .eq('id', id),
    ).toMatchObject({ status: 400, error: { code: '23514' } });
    expect(await admin.from('contact_messages').update({ name: 'Renamed' }).eq('id', id)).toMatchObject({
      status: 403,
      error: { code: '42501' },
    });
  });

  it('changes nothing for a client, and refuses anonymous callers', async () => {
    const id = await newestContact();
    const before = await admin.from('contact_messages').select('status').eq('id', id).single();
    const byClient = await client.from('contact_messages').update({ status: 'lost' }).eq('id', id).select();
    expect(byClient).toMatchObject({ error: null, data: [] });
    const byAnon = await anon.from('contact_messages').update({ status: 'lost' }).eq('id', id);
    expect(byAnon).toMatchObject({ status: 401, error: { code: '42501' } });
    expect((await admin.from('contact_messages').select('status').eq('id', id).single()).data).toEqual(
      before.data,
    );
  });
});

describe('new since the last visit', () => {
  it('record_inbox_visit answers null on the first visit and the same within the visit; refused to clients', async () => {
    expect(await admin.rpc('record_inbox_visit')).toMatchObject({ data: null, error: null, status: 200 });
    expect(await admin.rpc('record_inbox_visit')).toMatchObject({ data: null, error: null });
    await api.db.query(
      `update public.admin_inbox_visits set last_seen_at = '2026-01-31T12:00:00Z' where user_id = $1`,
      [adminId],
    );
    const since = await admin.rpc('record_inbox_visit');
    expect(since).toMatchObject({ error: null });
    expect(Date.parse(since.data as string)).toBe(Date.parse('2026-01-31T12:00:00Z'));
    const fresh = await inbox().gt('created_at', since.data as string);
    // Two of each kind in the 12 hours before 2026-02-01.
    expect(fresh.count).toBe(8);

    expect(await client.rpc('record_inbox_visit')).toMatchObject({ status: 403, error: { code: '42501' } });
  });
});

describe('referral credits', () => {
  it('pending at sign-up, shown to the referrer by first name, credited by an admin, then shown credited', async () => {
    const referrer = await signedUpClient(api, 'referrer');
    const { data: profile } = await referrer.client.from('profiles').select('referral_code').single();
    const friend = supabaseClient(api);
    const signUp = await friend.auth.signUp({
      email: uniqueEmail('friend'),
      password: 'correct-horse-1',
      options: {
        data: { referral_code: (profile as { referral_code: string }).referral_code, first_name: 'Fran' },
      },
    });
    expect(signUp.error).toBeNull();

    const mine = await referrer.client.rpc('my_referrals');
    expect(mine).toMatchObject({
      error: null,
      data: [
        {
          status: 'pending',
          credit_cents: 2500,
          decided_at: null,
          friend_label: 'Fran',
          friend_deleted: false,
        },
      ],
    });
    const referralId = (mine.data as { id: string }[])[0]!.id;

    const pending = await admin.rpc('admin_referrals').eq('status', 'pending').eq('id', referralId);
    expect(pending).toMatchObject({
      error: null,
      data: [
        {
          referrer_email: referrer.email,
          friend_email: signUp.data.user!.email,
          friend_email_confirmed: true,
          status: 'pending',
        },
      ],
    });

    expect(
      await referrer.client.rpc('decide_referral', { referral_id: referralId, decision: 'credited' }),
    ).toMatchObject({ status: 403, error: { code: '42501' } });
    const decided = await admin
      .rpc('decide_referral', { referral_id: referralId, decision: 'credited' })
      .single();
    expect(decided).toMatchObject({
      error: null,
      data: { id: referralId, status: 'credited', decided_at: expect.any(String) },
    });
    expect((await referrer.client.rpc('my_referrals')).data).toEqual([
      expect.objectContaining({
        status: 'credited',
        decided_at: (decided.data as { decided_at: string }).decided_at,
      }),
    ]);
  });

  it('answers a refused decision with its message (400)', async () => {
    const refused = await admin.rpc('decide_referral', {
      referral_id: '00000000-0000-4000-8000-000000000000',
      decision: 'credited',
    });
    expect(refused).toMatchObject({ status: 400, error: { code: 'P0001', message: 'No such referral' } });
  });
});

describe('admin roles by email', () => {
  it('grants, lists and removes the role; the last admin cannot remove themselves', async () => {
    const partner = await signedUpClient(api, 'partner');
    expect(await admin.rpc('grant_admin_role', { email: partner.email.toUpperCase() })).toMatchObject({
      error: null,
      status: 204,
    });
    expect(await partner.client.rpc('is_admin')).toMatchObject({ data: true });
    const admins = await admin.from('admin_accounts').select('email, granted_at').order('granted_at');
    expect((admins.data as { email: string }[]).map((row) => row.email)).toEqual([
      api.admin!.email,
      partner.email,
    ]);

    expect(await admin.rpc('revoke_admin_role', { email: partner.email })).toMatchObject({ error: null });
    expect(await partner.client.rpc('is_admin')).toMatchObject({ data: false });
    expect(await admin.rpc('revoke_admin_role', { email: api.admin!.email })).toMatchObject({
      status: 400,
      error: {
        code: 'P0001',
        message: 'The last admin cannot be removed: grant the role to another account first',
      },
    });
    expect(await admin.rpc('grant_admin_role', { email: 'nobody@example.com' })).toMatchObject({
      status: 400,
      error: { message: 'No account uses the email address nobody@example.com' },
    });
    expect(await client.rpc('grant_admin_role', { email: partner.email })).toMatchObject({
      status: 403,
      error: { code: '42501' },
    });
    expect(await client.from('admin_accounts').select('email')).toMatchObject({ data: [], error: null });
  });
});

describe('the admin’s own recent actions', () => {
  it('counts the signed-in admin’s audit entries of the last 5 minutes (High activity detected)', async () => {
    const since = new Date(Date.now() - 5 * 60_000).toISOString();
    const before = await admin
      .from('audit_logs')
      .select('id', { count: 'exact', head: true })
      .eq('user_id', adminId)
      .gt('created_at', since);
    for (let i = 0; i < 3; i += 1) {
      await admin.rpc('log_admin_action', {
        action_type: 'subscriber_view',
        table_name: 'newsletter_subscribers',
      });
    }
    const after = await admin
      .from('audit_logs')
      .select('action_type, created_at', { count: 'exact' })
      .eq('user_id', adminId)
      .gt('created_at', since)
      .order('created_at', { ascending: false });
    expect(after.count).toBe(before.count! + 3);
    const times = (after.data as { created_at: string }[]).map((row) => Date.parse(row.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });
});

describe('subscriber export and "Migrate Local Data"', () => {
  it('logs the export as a security event and reads the subscribers newest first', async () => {
    const { data: subscribers } = await admin
      .from('newsletter_subscribers')
      .select('email, source, page, subscribed_at, user_id')
      .order('subscribed_at', { ascending: false });
    expect((subscribers as unknown[]).length).toBeGreaterThanOrEqual(LEADS_PER_KIND);
    const { data: id, error } = await admin.rpc('log_admin_action', {
      action_type: 'subscriber_export',
      table_name: 'newsletter_subscribers',
      new_values: { count: (subscribers as unknown[]).length },
    });
    expect(error).toBeNull();
    const entry = await admin
      .from('audit_logs')
      .select('severity, new_values')
      .eq('id', id as string)
      .single();
    expect(entry.data).toEqual({
      severity: 'security',
      new_values: { count: (subscribers as unknown[]).length },
    });
    expect(await client.from('newsletter_subscribers').select('email')).toMatchObject({
      data: [],
      error: null,
    });
  });

  it('answers an address already subscribed in another case with 23505, which the migration skips', async () => {
    const legacy = {
      email: 'Subscriber1@EXAMPLE.com',
      source: 'local-migration',
      page: '/',
      subscribed_at: '2025-06-01T00:00:00Z',
    };
    expect(await admin.from('newsletter_subscribers').insert(legacy)).toMatchObject({
      status: 409,
      error: { code: '23505' },
    });
    const fresh = { ...legacy, email: uniqueEmail('legacy') };
    expect(await admin.from('newsletter_subscribers').insert(fresh)).toMatchObject({
      status: 201,
      error: null,
    });
  });

  it("refuses a client's insert", async () => {
    const attempt = await client
      .from('newsletter_subscribers')
      .insert({ email: uniqueEmail('sneaky'), source: 'local-migration' });
    expect(attempt).toMatchObject({ status: 403, error: { code: '42501' } });
  });
});
