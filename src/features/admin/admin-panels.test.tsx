// A lead's card in the inbox, the Activity log, the "High activity detected" alert and removing an admin, against the
// real local API (child
// process: the real migrations, RLS and functions) through the app's own supabase-js client, signed in as an admin
// made for each case. Nothing is stubbed.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApiProcess, type TestApi } from '@tests/support/local-api-process';
import type { AppSupabaseClient } from '@/lib/supabase';
import type * as ActivityModule from './activity/ActivityPanel';
import type * as AdminsModule from './admins/AdminsPanel';
import type * as HighActivityModule from './high-activity';
import type * as ToastStoreModule from '@/components/ui/toast-store';
import type * as AdminApiModule from './admin-api';
import type * as LeadCardModule from './inbox/LeadCard';

let api: TestApi;
let supabase: AppSupabaseClient;
let ActivityPanel: typeof ActivityModule.ActivityPanel;
let AdminsPanel: typeof AdminsModule.AdminsPanel;
let HighActivityAlert: typeof HighActivityModule.HighActivityAlert;
let getToastState: typeof ToastStoreModule.getToastState;
let adminKeys: typeof AdminApiModule.adminKeys;
let LeadCard: typeof LeadCardModule.LeadCard;

beforeAll(async () => {
  api = await startTestApiProcess();
  ({ ActivityPanel } = await import('./activity/ActivityPanel'));
  ({ AdminsPanel } = await import('./admins/AdminsPanel'));
  ({ HighActivityAlert } = await import('./high-activity'));
  ({ getToastState } = await import('@/components/ui/toast-store'));
  ({ adminKeys } = await import('./admin-api'));
  ({ LeadCard } = await import('./inbox/LeadCard'));
  supabase = await (await import('@/lib/supabase')).getSupabase();
}, 120_000);

afterAll(async () => {
  await api?.close();
});

const uniqueEmail = (label: string) => `${label}-${crypto.randomUUID().slice(0, 8)}@example.com`;

/** A new account, signed in in the app's client, holding the admin role. */
async function signInNewAdmin(): Promise<{ id: string; email: string }> {
  const email = uniqueEmail('owner');
  const { data, error } = await supabase.auth.signUp({ email, password: 'scooper-yard-2026' });
  if (error || !data.user) throw new Error(`sign-up failed: ${error?.message}`);
  await api.query(`insert into public.user_roles (user_id, role) values ($1, 'admin')`, [data.user.id]);
  return { id: data.user.id, email };
}

/** An account that confirmed its address (the admin role can only be given to one). */
async function confirmedAccount(label: string) {
  const email = uniqueEmail(label);
  const [row] = await api.query<{ id: string }>(
    `insert into auth.users (email, email_confirmed_at) values ($1, now()) returning id`,
    [email],
  );
  return { id: row!.id, email };
}

const insertLead = async (sql: string, params: unknown[]) =>
  (await api.query<{ id: string }>(`${sql} returning id`, params))[0]!.id;

async function expectNoError(request: PromiseLike<{ error: { message: string } | null }>) {
  expect((await request).error).toBeNull();
}

function renderWithQueries(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return { client, ...render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>) };
}

describe('ActivityPanel', () => {
  it('names the lead or account each action touched, and says when a lead was deleted since', async () => {
    const admin = await signInNewAdmin();
    const quote = await insertLead(
      `insert into public.quote_requests (name, zip_code, dog_count, in_service_area) values ($1, '76643', 2, true)`,
      ['Mary O’Neil'],
    );
    const message = await insertLead(
      `insert into public.contact_messages (name, email, message) values ('Jane Doe', 'jane@example.com', 'Hi')`,
      [],
    );
    const invite = await insertLead(
      `insert into public.referral_invites (referrer_email, referred_email, referred_name)
       values ('referrer@example.com', 'friend@example.com', 'Friend')`,
      [],
    );
    const subscriber = await insertLead(
      `insert into public.newsletter_subscribers (email, source) values ($1, 'footer')`,
      ['reader@example.com'],
    );
    const gone = await insertLead(
      `insert into public.quote_requests (name, zip_code, dog_count, in_service_area) values ('Gone Soon', '76643', 1, true)`,
      [],
    );
    const partner = await confirmedAccount('partner');

    await expectNoError(supabase.from('quote_requests').update({ status: 'contacted' }).eq('id', quote));
    await expectNoError(supabase.from('contact_messages').update({ note: 'Called back' }).eq('id', message));
    await expectNoError(supabase.from('referral_invites').update({ status: 'booked' }).eq('id', invite));
    await expectNoError(
      supabase
        .from('newsletter_subscribers')
        .update({ status: 'closed', note: 'Unsubscribed' })
        .eq('id', subscriber),
    );
    await expectNoError(supabase.from('quote_requests').update({ status: 'lost' }).eq('id', gone));
    await api.query('delete from public.quote_requests where id = $1', [gone]);
    await expectNoError(supabase.rpc('grant_admin_role', { email: partner.email }));
    await expectNoError(supabase.rpc('revoke_admin_role', { email: partner.email }));

    renderWithQueries(<ActivityPanel userId={admin.id} />);
    const list = screen.getByRole('list', { name: 'Admin actions' });
    await waitFor(() => expect(within(list).getAllByRole('listitem').length).toBeGreaterThanOrEqual(7));
    const lines = within(list)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('p')!.textContent);
    // Newest first; this admin's actions are the newest in the log.
    expect(lines.slice(0, 7)).toEqual([
      `${admin.email} removed the admin role from: ${partner.email}`,
      `${admin.email} gave the admin role to: ${partner.email}`,
      `${admin.email} set a quote request to Lost: a deleted lead`,
      `${admin.email} set a subscriber to Closed and changed its note: reader@example.com`,
      `${admin.email} set a referral invite to Booked: referrer@example.com`,
      `${admin.email} changed the note on a message: Jane Doe (jane@example.com)`,
      `${admin.email} set a quote request to Contacted: Mary O’Neil`,
    ]);
    // The table's own name is not shown any more.
    expect(list).not.toHaveTextContent('quote_requests');
    const roleItems = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.textContent?.includes('admin role'));
    for (const item of roleItems) expect(item).toHaveTextContent('Security');
  });
});

describe('HighActivityAlert', () => {
  const renderAlert = (userId: string) => renderWithQueries(<HighActivityAlert userId={userId} />);

  it('says nothing at 10 actions in 5 minutes', async () => {
    const admin = await signInNewAdmin();
    for (let i = 0; i < 10; i += 1) {
      await expectNoError(
        supabase.rpc('log_admin_action', { action_type: 'lead_status_change', table_name: 'x' }),
      );
    }
    const { client } = renderAlert(admin.id);
    await waitFor(() =>
      expect(client.getQueryData(adminKeys.ownActivity(admin.id))).toEqual({
        actions: 10,
        securityEvents: 0,
      }),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says what was counted, without the password advice, for routine triage', async () => {
    const admin = await signInNewAdmin();
    const lead = await insertLead(
      `insert into public.quote_requests (name, zip_code, dog_count, in_service_area) values ('Busy Morning', '76643', 1, true)`,
      [],
    );
    for (let i = 1; i <= 11; i += 1) {
      await expectNoError(
        supabase
          .from('quote_requests')
          .update({ note: `Note ${i}` })
          .eq('id', lead),
      );
    }
    renderAlert(admin.id);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('High activity detected: You made 11 changes in the last 5 minutes.');
    expect(alert).not.toHaveTextContent(/password/i);
    expect(getToastState().current).toMatchObject({
      title: 'High activity detected',
      description: 'You made 11 changes in the last 5 minutes.',
      variant: 'default',
    });
  });

  it('keeps the password advice when the counted actions include a security event', async () => {
    const admin = await signInNewAdmin();
    for (let i = 0; i < 10; i += 1) {
      await expectNoError(
        supabase.rpc('log_admin_action', { action_type: 'lead_status_change', table_name: 'x' }),
      );
    }
    await expectNoError(
      supabase.rpc('log_admin_action', {
        action_type: 'subscriber_export',
        table_name: 'newsletter_subscribers',
      }),
    );
    renderAlert(admin.id);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'High activity detected: You made 11 changes in the last 5 minutes. 1 is a security event (exports, data access or admin role changes). If this was not you, change your password.',
    );
    expect(getToastState().current).toMatchObject({ variant: 'destructive' });
  });
});

describe('AdminsPanel', () => {
  const isAdmin = async (id: string) =>
    (await api.query(`select 1 from public.user_roles where user_id = $1 and role = 'admin'`, [id]))
      .length === 1;

  it('asks before removing an admin: focus in the dialog, Escape cancels, the confirm button names the account', async () => {
    const user = userEvent.setup();
    const admin = await signInNewAdmin();
    const partner = await confirmedAccount('partner');
    await api.query(`insert into public.user_roles (user_id, role) values ($1, 'admin')`, [partner.id]);
    renderWithQueries(<AdminsPanel userId={admin.id} />);

    const remove = await screen.findByRole('button', { name: `Remove ${partner.email}` });
    await user.click(remove);
    let dialog = await screen.findByRole('alertdialog', { name: 'Remove this admin?' });
    expect(dialog).toHaveTextContent(`${partner.email} will no longer see the leads or this admin page.`);
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(await isAdmin(partner.id)).toBe(true);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(remove).toHaveFocus();
    expect(await isAdmin(partner.id)).toBe(true);

    await user.click(remove);
    dialog = await screen.findByRole('alertdialog', { name: 'Remove this admin?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(await isAdmin(partner.id)).toBe(true);

    await user.click(remove);
    dialog = await screen.findByRole('alertdialog', { name: 'Remove this admin?' });
    await user.click(within(dialog).getByRole('button', { name: `Remove ${partner.email}` }));
    expect(await screen.findByText(`${partner.email} is no longer an admin.`)).toBeInTheDocument();
    expect(await isAdmin(partner.id)).toBe(false);
    expect(screen.getByRole('heading', { name: 'Admins' })).toHaveFocus();
    await waitFor(() => expect(screen.queryByRole('button', { name: `Remove ${partner.email}` })).toBeNull());
  });

  it('warns an admin removing their own role', async () => {
    const user = userEvent.setup();
    const admin = await signInNewAdmin();
    renderWithQueries(<AdminsPanel userId={admin.id} />);
    await user.click(await screen.findByRole('button', { name: `Remove ${admin.email}` }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove this admin?' });
    expect(dialog).toHaveTextContent('This is your own account: you will leave the admin page at once.');
    await user.keyboard('{Escape}');
    expect(await isAdmin(admin.id)).toBe(true);
  });
});

describe('LeadCard', () => {
  type InboxRow = AdminApiModule.InboxRow;

  async function inboxRow(id: string): Promise<InboxRow> {
    const { data, error } = await supabase.from('leads_inbox').select('*').eq('id', id).single();
    if (error) throw new Error(error.message);
    return data;
  }

  const quoteWith = (name: string, contact: string | null, referralCode: string | null = null) =>
    insertLead(
      `insert into public.quote_requests (name, zip_code, dog_count, in_service_area, contact, referral_code)
       values ($1, '76643', 4, true, $2, $3)`,
      [name, contact, referralCode],
    );

  const storedStatus = async (id: string) =>
    (
      await api.query<{ status: string; note: string | null }>(
        'select status, note from public.quote_requests where id = $1',
        [id],
      )
    )[0];

  it('saves a status the moment it is chosen, and a note only on Save, saying while it is unsaved', async () => {
    const admin = await signInNewAdmin();
    const id = await quoteWith('Mary O’Neil', '(254) 555-0142');
    renderWithQueries(
      <LeadCard lead={await inboxRow(id)} isNew={false} userId={admin.id} now={new Date()} />,
    );
    const user = userEvent.setup();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'contacted');
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(await storedStatus(id)).toEqual({ status: 'contacted', note: null });

    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'Booked for Tuesday');
    expect(screen.getByText('Unsaved note: press Save note to keep it.')).toBeInTheDocument();
    expect(await storedStatus(id)).toEqual({ status: 'contacted', note: null });
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    expect(await screen.findByText(/^Note saved/)).toBeInTheDocument();
    expect(await storedStatus(id)).toEqual({ status: 'contacted', note: 'Booked for Tuesday' });
  });

  it('puts the status back, with a message, when the save fails', async () => {
    const admin = await signInNewAdmin();
    const id = await quoteWith('Gone Before Saved', null);
    renderWithQueries(
      <LeadCard lead={await inboxRow(id)} isNew={false} userId={admin.id} now={new Date()} />,
    );
    await api.query('delete from public.quote_requests where id = $1', [id]);

    const status = screen.getByRole('combobox', { name: 'Status' });
    await userEvent.setup().selectOptions(status, 'booked');
    expect(
      await screen.findByText('Status not saved, still New: That lead no longer exists.'),
    ).toBeInTheDocument();
    expect(status).toHaveValue('new');
  });

  it('offers one-tap Call and Email, encoded, and names the referral code and its referrer', async () => {
    const admin = await signInNewAdmin();
    const [referrer] = await api.query<{ referral_code: string; email: string }>(
      'select referral_code, email from public.profiles where id = $1',
      [admin.id],
    );
    const phone = await quoteWith('Phone Person', '(254) 555-0142', referrer!.referral_code);
    const email = await quoteWith('Email Person', 'ann+yard@example.com');
    const none = await quoteWith('Quiet Person', null);
    const now = new Date();

    const { unmount } = renderWithQueries(
      <LeadCard lead={await inboxRow(phone)} isNew={false} userId={admin.id} now={now} />,
    );
    expect(screen.getByRole('link', { name: 'Call (254) 555-0142' })).toHaveAttribute(
      'href',
      'tel:2545550142',
    );
    expect(
      screen.getByText(
        `Referred by ${referrer!.referral_code} (${referrer!.email.slice(0, 2)}•••@example.com)`,
      ),
    ).toBeInTheDocument();
    unmount();

    const second = renderWithQueries(
      <LeadCard lead={await inboxRow(email)} isNew={false} userId={admin.id} now={now} />,
    );
    expect(screen.getByRole('link', { name: 'Email ann+yard@example.com' })).toHaveAttribute(
      'href',
      'mailto:ann%2Byard@example.com',
    );
    second.unmount();

    renderWithQueries(<LeadCard lead={await inboxRow(none)} isNew={false} userId={admin.id} now={now} />);
    expect(screen.getByText('No contact given: watch for their booking.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^(Call|Email)/ })).toBeNull();
  });

  it('shows the reply clock while a lead is New, and marks it overdue in words once past due', async () => {
    const admin = await signInNewAdmin();
    const id = await quoteWith('Waiting Person', '2545550142');
    const lead = await inboxRow(id);
    const arrived = new Date(lead.created_at!);
    const { rerender } = renderWithQueries(
      <LeadCard lead={lead} isNew={false} userId={admin.id} now={arrived} />,
    );
    expect(screen.getByText(/^Due by/)).toBeInTheDocument();
    expect(screen.queryByText(/^Overdue by/)).toBeNull();

    const threeDaysOn = new Date(arrived.getTime() + 3 * 24 * 60 * 60_000);
    rerender(
      <QueryClientProvider client={new QueryClient()}>
        <LeadCard lead={lead} isNew={false} userId={admin.id} now={threeDaysOn} />
      </QueryClientProvider>,
    );
    expect(screen.getByText(/^Overdue by/)).toBeInTheDocument();
  });
});
