// The referral invite against the real local API (child process). `fetch` is stubbed only to simulate an
// unreachable backend, or wrapped (still calling the real API) to observe what is sent.
import { fireEvent, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toast';
import { startTestApiProcess, type TestApi } from '@tests/support/local-api-process';
import type * as ReferralModule from './ReferralInviteForm';
import type * as ReferralIslandModule from './referral-island';
import { cleanUpLeadFormTest, observeFunctionBodies, toastWith } from '@tests/support/lead-form';
import { describeCarriedFormShell } from '@tests/support/form-shell';

let api: TestApi;
let ReferralInviteForm: typeof ReferralModule.ReferralInviteForm;
let referralIsland: typeof ReferralIslandModule.default;

beforeAll(async () => {
  await import('@/components/ui/toast-view');
  api = await startTestApiProcess();
  ({ ReferralInviteForm } = await import('./ReferralInviteForm'));
  ({ default: referralIsland } = await import('./referral-island'));
}, 120_000);

afterAll(async () => {
  await api?.close();
});

beforeEach(() => localStorage.clear());
afterEach(cleanUpLeadFormTest);

function renderForm() {
  render(
    <>
      <ReferralInviteForm />
      <Toaster />
    </>,
  );
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: /Send Invitation|Sending/ }));

const set = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('ReferralInviteForm', () => {
  it('shows the field messages and clears each when its field is edited', async () => {
    renderForm();
    submit();
    expect(await screen.findAllByText('Email is required')).toHaveLength(2);
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    await toastWith('Validation Error');
    set('Your email', 'me@');
    expect(screen.getAllByText('Email is required')).toHaveLength(1);
    submit();
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
  });

  it('counts the personal note up to 500 characters', () => {
    renderForm();
    const note = screen.getByLabelText(/Personal note/);
    expect(note).toHaveAttribute('maxLength', '500');
    expect(note).toHaveAccessibleDescription('0/500 characters');
    set(/Personal note/, 'You will love them!');
    expect(note).toHaveAccessibleDescription('19/500 characters');
  });

  it('sends the invitation and thanks the referrer', async () => {
    const bodies = observeFunctionBodies('referral-invite');
    renderForm();
    const referrer = `ref-${crypto.randomUUID().slice(0, 8)}@example.com`;
    set('Your email', referrer);
    set("Friend's name", 'Jamie Cole');
    set("Friend's email", 'jamie@example.com');
    set(/Personal note/, 'They were great with our two labs.');
    submit();
    await toastWith('Invitation sent!');
    expect(
      screen.getByText(/We'll invite Jamie Cole on your behalf\. You both save \$25/),
    ).toBeInTheDocument();
    const rows = await api.query(
      'select referrer_email, referred_email, referred_name, message from public.referral_invites where referrer_email = $1',
      [referrer],
    );
    expect(rows).toEqual([
      {
        referrer_email: referrer,
        referred_email: 'jamie@example.com',
        referred_name: 'Jamie Cole',
        message: 'They were great with our two labs.',
      },
    ]);
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).not.toHaveProperty('website');
    expect(screen.getByLabelText('Your email')).toHaveValue('');
  });

  it('sends a filled honeypot as `website`: the bot is thanked, and nothing is stored', async () => {
    const bodies = observeFunctionBodies('referral-invite');
    renderForm();
    const referrer = `bot-${crypto.randomUUID().slice(0, 8)}@example.com`;
    set('Your email', referrer);
    set("Friend's name", 'Jamie Cole');
    set("Friend's email", 'jamie@example.com');
    // Hidden from the accessibility tree, so found by its label, as a bot reading the DOM would.
    set('Leave this field empty', 'https://spam.example');
    submit();
    await toastWith('Invitation sent!');
    expect(bodies).toEqual([
      expect.objectContaining({ referrerEmail: referrer, website: 'https://spam.example' }),
    ]);
    expect(
      await api.query('select id from public.referral_invites where referrer_email = $1', [referrer]),
    ).toEqual([]);
    expect(localStorage.getItem('lead_outbox')).toBeNull();
  });

  it('keeps the invitation on this device when the backend is unreachable', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderForm();
    set('Your email', 'me@example.com');
    set("Friend's name", 'Jamie Cole');
    set("Friend's email", 'jamie@example.com');
    submit();
    await toastWith('Saved on this device');
    const kept = JSON.parse(localStorage.getItem('lead_outbox') ?? '[]') as unknown[];
    expect(kept).toEqual([
      expect.objectContaining({
        kind: 'referral',
        payload: expect.objectContaining({ referredName: 'Jamie Cole' }),
      }),
    ]);
  });

  it('never keeps a bot-filled invitation on this device, even when the backend is unreachable', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderForm();
    set('Your email', 'me@example.com');
    set("Friend's name", 'Jamie Cole');
    set("Friend's email", 'jamie@example.com');
    set('Leave this field empty', 'spam');
    submit();
    await toastWith('Invitation sent!');
    expect(localStorage.getItem('lead_outbox')).toBeNull();
  });
});

describeCarriedFormShell('the referral invitation', () => ({
  formName: 'Refer a friend',
  island: referralIsland,
  fields: [
    ['Your email', 'pat@example.com'],
    ["Friend's name", 'Sam Lee'],
  ],
  fillRest: () => set("Friend's email", `friend-${crypto.randomUUID().slice(0, 8)}@example.com`),
  submitting: 'Sending...',
  toasts: { sent: 'Invitation sent!', unreachable: 'Invitation not sent' },
}));
