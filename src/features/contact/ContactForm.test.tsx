// The contact form against the real local API (child process). `fetch` is stubbed only to simulate an
// unreachable backend, or wrapped (still calling the real API) to observe what is sent.
import { fireEvent, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toast';
import { startTestApiProcess, type TestApi } from '@tests/support/local-api-process';
import type * as ContactModule from './ContactForm';
import type * as ContactIslandModule from './contact-island';
import { setTestConfig } from '@tests/support/test-config';
import {
  blockStorage,
  cleanUpLeadFormTest,
  honeypotInput,
  observeFunctionBodies,
  resetLeadFormState,
  toastWith,
} from '@tests/support/lead-form';
import { describeCarriedFormShell } from '@tests/support/form-shell';

let api: TestApi;
let ContactForm: typeof ContactModule.ContactForm;
let contactIsland: typeof ContactIslandModule.default;

beforeAll(async () => {
  await import('@/components/ui/toast-view');
  api = await startTestApiProcess();
  setTestConfig({ gaId: 'G-TEST' });
  ({ ContactForm } = await import('./ContactForm'));
  ({ default: contactIsland } = await import('./contact-island'));
}, 120_000);

afterAll(async () => {
  await api?.close();
});

beforeEach(resetLeadFormState);

afterEach(cleanUpLeadFormTest);

function renderForm() {
  return render(
    <>
      <ContactForm />
      <Toaster />
    </>,
  );
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: /Send Message|Sending/ }));

function fill(values: { name?: string; email?: string; phone?: string; message?: string }) {
  if (values.name !== undefined)
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: values.name } });
  if (values.email !== undefined)
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: values.email } });
  if (values.phone !== undefined)
    fireEvent.change(screen.getByLabelText(/Phone/), { target: { value: values.phone } });
  if (values.message !== undefined)
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: values.message } });
}

describe('ContactForm', () => {
  it('shows the field messages and clears each when its field is edited', async () => {
    renderForm();
    submit();
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    await toastWith('Validation Error');

    fill({ email: 'nope', phone: '254-555', message: 'x'.repeat(2001) });
    submit();
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('Phone number must be at least 10 digits')).toBeInTheDocument();
    expect(screen.getByText('Message must be less than 2000 characters')).toBeInTheDocument();
    fill({ phone: '254 555 12x4' });
    expect(screen.queryByText('Phone number must be at least 10 digits')).toBeNull();
    submit();
    expect(await screen.findByText('Invalid phone number format')).toBeInTheDocument();
    expect(screen.getByText('Invalid email address')).toBeInTheDocument();
  });

  it('refuses an address no mail can reach, with the same message the server gives, and sends nothing', async () => {
    const bodies = observeFunctionBodies('contact-message');
    renderForm();
    fill({ name: 'Ana Ruiz', email: `ana@${'b'.repeat(182)}.com`, message: 'Hello' });
    submit();
    expect(
      await screen.findByText(
        'Each part of the email after the @ must be at most 63 characters between dots',
      ),
    ).toBeInTheDocument();
    fill({ email: `${'a'.repeat(65)}@example.com` });
    submit();
    expect(
      await screen.findByText('The part of the email before the @ must be at most 64 characters'),
    ).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('sends the message, thanks the visitor and tracks Contact', async () => {
    const bodies = observeFunctionBodies('contact-message');
    renderForm();
    const email = `writer-${crypto.randomUUID().slice(0, 8)}@example.com`;
    fill({ name: 'Ana Ruiz', email, phone: '(254) 555-0100', message: 'Do you serve Lorena on Fridays?' });
    submit();
    await toastWith('Message sent!');
    const rows = await api.query(
      'select name, email, phone, message, page from public.contact_messages where email = $1',
      [email],
    );
    expect(rows).toEqual([
      {
        name: 'Ana Ruiz',
        email,
        phone: '(254) 555-0100',
        message: 'Do you serve Lorena on Fridays?',
        page: '/',
      },
    ]);
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).not.toHaveProperty('website');
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.getByText('Your message was sent. We will get back to you soon.')).toBeInTheDocument();
    const events = (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
    expect(events).toContainEqual(['event', 'Contact', expect.objectContaining({ form: 'contact' })]);
  });

  it('keeps the message on this device when the server cannot store it, and says so', async () => {
    await api.query('alter table public.contact_messages rename to contact_messages_unavailable');
    try {
      renderForm();
      fill({ name: 'Ana Ruiz', email: 'ana@example.com', message: 'Hello' });
      submit();
      await toastWith('Saved on this device');
      const kept = JSON.parse(localStorage.getItem('lead_outbox') ?? '[]') as unknown[];
      expect(kept).toEqual([
        expect.objectContaining({ kind: 'contact', payload: expect.objectContaining({ message: 'Hello' }) }),
      ]);
    } finally {
      await api.query('alter table public.contact_messages_unavailable rename to contact_messages');
    }
  });

  it('tells the visitor when the message can be neither sent nor kept, and keeps what was typed', async () => {
    await api.query('alter table public.contact_messages rename to contact_messages_unavailable');
    blockStorage();
    try {
      renderForm();
      fill({ name: 'Ana Ruiz', email: 'ana@example.com', message: 'Hello' });
      submit();
      await toastWith('Message not sent');
      expect(screen.getByText('Please try again or call (254) SCOOPER.')).toBeInTheDocument();
      expect(screen.getByLabelText('Message')).toHaveValue('Hello');
    } finally {
      await api.query('alter table public.contact_messages_unavailable rename to contact_messages');
    }
  });

  it('keeps the message on this device when the backend is unreachable', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderForm();
    fill({ name: 'Ana Ruiz', email: 'ana@example.com', message: 'Offline hello' });
    submit();
    await toastWith('Saved on this device');
    expect(screen.getByText(/saved on this device and will be sent automatically/)).toBeInTheDocument();
    const kept = JSON.parse(localStorage.getItem('lead_outbox') ?? '[]') as unknown[];
    expect(kept).toEqual([
      expect.objectContaining({
        kind: 'contact',
        payload: expect.objectContaining({ message: 'Offline hello' }),
      }),
    ]);
  });

  it('sends a filled honeypot as `website`: the bot is thanked, and nothing is stored or tracked', async () => {
    const bodies = observeFunctionBodies('contact-message');
    renderForm();
    const email = `bot-${crypto.randomUUID().slice(0, 8)}@example.com`;
    fill({ name: 'Spam Bot', email, message: 'Cheap followers!' });
    fireEvent.change(honeypotInput(), { target: { value: 'https://spam.example' } });
    submit();
    await toastWith('Message sent!');
    expect(bodies).toEqual([expect.objectContaining({ email, website: 'https://spam.example' })]);
    expect(await api.query('select id from public.contact_messages where email = $1', [email])).toEqual([]);
    expect(localStorage.getItem('lead_outbox')).toBeNull();
    const events = (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
    expect(events.some((e) => e[1] === 'Contact')).toBe(false);
  });

  it('never keeps a bot-filled message on this device, even when the backend is unreachable', async () => {
    const sent: Record<string, unknown>[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((_input: RequestInfo | URL, init?: RequestInit) => {
        sent.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
        return Promise.reject(new TypeError('Failed to fetch'));
      }),
    );
    renderForm();
    fill({ name: 'Spam Bot', email: 'bot@example.com', message: 'Offline spam' });
    fireEvent.change(honeypotInput(), { target: { value: 'spam' } });
    submit();
    await toastWith('Message sent!');
    expect(sent).toEqual([expect.objectContaining({ message: 'Offline spam', website: 'spam' })]);
    expect(localStorage.getItem('lead_outbox')).toBeNull();
  });
});

describeCarriedFormShell('the contact form', () => ({
  formName: 'Contact us',
  island: contactIsland,
  fields: [
    ['Name', 'Ana Ruiz'],
    ['Email', `shell-${crypto.randomUUID().slice(0, 8)}@example.com`],
  ],
  fillRest: () => fill({ message: 'Do you serve Lorena?' }),
  submitting: 'Sending...',
  toasts: { sent: 'Message sent!', unreachable: 'Message not sent' },
}));
