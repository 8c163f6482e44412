// The newsletter forms against the real local API (child process). `fetch` is stubbed only to simulate an
// unreachable backend, or wrapped (still calling the real API) to observe what is sent.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/toast';
import { startTestApiProcess, type TestApi } from '@tests/support/local-api-process';
import type * as NewsletterModule from './NewsletterForm';
import type * as LeadMagnetModule from './LeadMagnetForm';
import type * as LeadMagnetIslandModule from './lead-magnet-island';
import type * as NewsletterIslandModule from './newsletter-island';
import type * as ExitIntentModule from './ExitIntentDialog';
import { setTestConfig } from '@tests/support/test-config';
import {
  blockStorage,
  cleanUpLeadFormTest,
  fillHoneypot,
  observeFunctionBodies,
  resetLeadFormState,
  stubUnreachableBackend,
  toastWith,
} from '@tests/support/lead-form';
import { describeCarriedFormShell } from '@tests/support/form-shell';

let api: TestApi;
let NewsletterForm: typeof NewsletterModule.NewsletterForm;
let LeadMagnetForm: typeof LeadMagnetModule.LeadMagnetForm;
let leadMagnetIsland: typeof LeadMagnetIslandModule.default;
let newsletterIsland: typeof NewsletterIslandModule.default;
let ExitIntentDialog: typeof ExitIntentModule.ExitIntentDialog;

beforeAll(async () => {
  await import('@/components/ui/toast-view');
  api = await startTestApiProcess();
  setTestConfig({ gaId: 'G-TEST' });
  ({ NewsletterForm } = await import('./NewsletterForm'));
  ({ LeadMagnetForm } = await import('./LeadMagnetForm'));
  ({ default: leadMagnetIsland } = await import('./lead-magnet-island'));
  ({ default: newsletterIsland } = await import('./newsletter-island'));
  ({ ExitIntentDialog } = await import('./ExitIntentDialog'));
}, 120_000);

afterAll(async () => {
  await api?.close();
});

beforeEach(resetLeadFormState);

afterEach(cleanUpLeadFormTest);

const trackedEvents = () =>
  (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>)[1]);

const uniqueEmail = (prefix: string) => `${prefix}-${crypto.randomUUID().slice(0, 8)}@example.com`;
const subscribers = (email: string) =>
  api.query('select email, source, page, user_id from public.newsletter_subscribers where email = $1', [
    email,
  ]);

function renderFooterForm() {
  render(
    <>
      <NewsletterForm source="footer" variant="footer" />
      <Toaster />
    </>,
  );
  const email = screen.getByLabelText('Email address');
  return {
    email,
    subscribe(value: string) {
      fireEvent.change(email, { target: { value } });
      fireEvent.click(screen.getByRole('button', { name: /Subscribe/ }));
    },
  };
}

describe('NewsletterForm', () => {
  it('subscribes with source and page, and says so', async () => {
    const bodies = observeFunctionBodies('newsletter-signup');
    const form = renderFooterForm();
    const email = uniqueEmail('Footer');
    form.subscribe(`  ${email.toUpperCase()} `);
    await toastWith('Subscribed successfully!');
    expect(
      screen.getByText('Thank you for subscribing to our newsletter.', { selector: 'li *' }),
    ).toBeInTheDocument();
    expect(await subscribers(email.toLowerCase())).toEqual([
      { email: email.toLowerCase(), source: 'footer', page: '/', user_id: null },
    ]);
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).not.toHaveProperty('website');
    expect(form.email).toHaveValue('');
    const events = (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
    expect(events).toContainEqual([
      'event',
      'CompleteRegistration',
      expect.objectContaining({ source: 'footer' }),
    ]);
  });

  it("answers a known email with 'Already subscribed'", async () => {
    const email = uniqueEmail('known');
    await api.query(`insert into public.newsletter_subscribers (email, source) values ($1, 'footer')`, [
      email,
    ]);
    renderFooterForm().subscribe(email);
    await toastWith('Already subscribed');
    expect(screen.getByText('This email is already subscribed to our newsletter.')).toBeInTheDocument();
  });

  it('validates the email before sending', async () => {
    const form = renderFooterForm();
    form.subscribe('not-an-email');
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(form.email).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(form.email, { target: { value: 'not-an-email@' } });
    expect(screen.queryByText('Invalid email address')).toBeNull();
    form.subscribe('');
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
  });

  it('keeps a sign-up the server cannot store as a local lead, and says so', async () => {
    await api.query('alter table public.newsletter_subscribers rename to newsletter_subscribers_unavailable');
    try {
      const email = uniqueEmail('kept');
      renderFooterForm().subscribe(email);
      await toastWith('Saved on this device');
      const local = JSON.parse(localStorage.getItem('newsletter_subscribers') ?? '[]') as unknown[];
      expect(local).toEqual([expect.objectContaining({ email })]);
    } finally {
      await api.query(
        'alter table public.newsletter_subscribers_unavailable rename to newsletter_subscribers',
      );
    }
  });

  it("shows 'Subscription failed' when the sign-up can be neither sent nor kept", async () => {
    await api.query('alter table public.newsletter_subscribers rename to newsletter_subscribers_unavailable');
    blockStorage();
    try {
      renderFooterForm().subscribe(uniqueEmail('fail'));
      await toastWith('Subscription failed');
      expect(screen.getByText('Please try again later.')).toBeInTheDocument();
    } finally {
      await api.query(
        'alter table public.newsletter_subscribers_unavailable rename to newsletter_subscribers',
      );
    }
  });

  it("keeps an unreachable sign-up as a local lead, and refuses the same email again with 'Already subscribed!'", async () => {
    stubUnreachableBackend();
    const form = renderFooterForm();
    form.subscribe('Offline@Example.com');
    await toastWith('Saved on this device');
    const local = JSON.parse(localStorage.getItem('newsletter_subscribers') ?? '[]') as unknown[];
    expect(local).toEqual([
      {
        id: expect.any(String),
        email: 'offline@example.com',
        subscribedAt: expect.any(String),
        source: 'footer',
        page: '/',
      },
    ]);

    form.subscribe('offline@example.com');
    await toastWith('Already subscribed!');
    expect(
      screen.getByText("You're already on our list. We'll keep you updated!", { selector: 'li *' }),
    ).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('newsletter_subscribers') ?? '[]')).toHaveLength(1);
  });

  it('sends a filled honeypot as `website`: the bot is told it subscribed, and nothing is stored or tracked', async () => {
    const bodies = observeFunctionBodies('newsletter-signup');
    const form = renderFooterForm();
    const email = uniqueEmail('bot');
    fillHoneypot('https://spam.example');
    form.subscribe(email);
    await toastWith('Subscribed successfully!');
    expect(bodies).toEqual([expect.objectContaining({ email, website: 'https://spam.example' })]);
    expect(await subscribers(email)).toEqual([]);
    expect(trackedEvents()).not.toContain('CompleteRegistration');
  });

  it('never keeps a bot-filled sign-up on this device, even when the backend is unreachable', async () => {
    stubUnreachableBackend();
    const form = renderFooterForm();
    fillHoneypot('spam');
    form.subscribe('bot@example.com');
    await toastWith('Subscribed successfully!');
    expect(localStorage.getItem('newsletter_subscribers')).toBeNull();
  });
});

describe('LeadMagnetForm', () => {
  const guides = [
    { id: 'yard-health', label: 'Dog Waste & Yard Health guide' },
    { id: 'pledge', label: 'Keep Waco Waggin’ pledge' },
  ] as const;

  it("subscribes with source 'lead-magnet:<guide>' for the chosen guide", async () => {
    render(
      <>
        <LeadMagnetForm guides={guides} />
        <Toaster />
      </>,
    );
    const email = uniqueEmail('guide');
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: email } });
    fireEvent.change(screen.getByLabelText(/First name/), { target: { value: 'Robin' } });
    fireEvent.change(screen.getByLabelText('Guide'), { target: { value: 'pledge' } });
    fireEvent.click(screen.getByRole('button', { name: 'Email me the guide' }));
    await toastWith('Subscribed successfully!');
    expect(await subscribers(email)).toEqual([
      { email, source: 'lead-magnet:pledge', page: '/', user_id: null },
    ]);
    expect(screen.getByText("Thanks! We'll email you “Keep Waco Waggin’ pledge”.")).toBeInTheDocument();
  });

  it('sends a filled honeypot as `website` and stores nothing', async () => {
    const bodies = observeFunctionBodies('newsletter-signup');
    render(
      <>
        <LeadMagnetForm guides={guides} />
        <Toaster />
      </>,
    );
    const email = uniqueEmail('guide-bot');
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: email } });
    fillHoneypot('https://spam.example');
    fireEvent.click(screen.getByRole('button', { name: 'Email me the guide' }));
    await toastWith('Subscribed successfully!');
    expect(bodies).toEqual([expect.objectContaining({ email, website: 'https://spam.example' })]);
    expect(await subscribers(email)).toEqual([]);
    expect(trackedEvents()).not.toContain('CompleteRegistration');
  });

  it('checks the email and the optional name with their messages', async () => {
    render(<LeadMagnetForm guides={guides} />);
    fireEvent.change(screen.getByLabelText(/First name/), { target: { value: 'R0bin' } });
    fireEvent.click(screen.getByRole('button', { name: 'Email me the guide' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(
      screen.getByText('Name can only contain letters, spaces, hyphens, and apostrophes'),
    ).toBeInTheDocument();
  });
});

describe('ExitIntentDialog', () => {
  function renderDialog() {
    render(
      <>
        <ExitIntentDialog open onOpenChange={() => undefined} />
        <Toaster />
      </>,
    );
    return (value: string) => {
      fireEvent.change(screen.getByLabelText('Email address'), { target: { value } });
      fireEvent.click(screen.getByRole('button', { name: 'Get my code' }));
    };
  }

  it("stores the email with source 'exit-intent' and shows the WELCOME10 code and how to use it", async () => {
    const send = renderDialog();
    const email = uniqueEmail('exit');
    send(email);
    expect(await screen.findByText('WELCOME10')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toHaveAccessibleDescription(
      'Mention it on a call or in your booking notes for $10 off your first service.',
    );
    expect(await subscribers(email)).toEqual([{ email, source: 'exit-intent', page: '/', user_id: null }]);
  });

  it('carries the referral code the visitor holds, and says to mention it when booking', async () => {
    sessionStorage.setItem('referral_code', 'FRIEND42');
    try {
      const send = renderDialog();
      const email = uniqueEmail('exit-referred');
      send(email);
      expect(await screen.findByText('WELCOME10')).toBeInTheDocument();
      expect(screen.getByText(/A friend referred you/)).toHaveTextContent(
        'A friend referred you: mention referral code FRIEND42 when you book too.',
      );
      expect(
        await api.query('select referral_code from public.newsletter_subscribers where email = $1', [email]),
      ).toEqual([{ referral_code: 'FRIEND42' }]);
    } finally {
      sessionStorage.removeItem('referral_code');
    }
  });

  it('shows a bot that filled the honeypot the code too, but stores nothing', async () => {
    const bodies = observeFunctionBodies('newsletter-signup');
    const send = renderDialog();
    const email = uniqueEmail('exit-bot');
    fillHoneypot('https://spam.example');
    send(email);
    expect(await screen.findByText('WELCOME10')).toBeInTheDocument();
    expect(bodies).toEqual([expect.objectContaining({ email, website: 'https://spam.example' })]);
    expect(await subscribers(email)).toEqual([]);
    expect(trackedEvents()).not.toContain('CompleteRegistration');
  });

  it('still shows the code to an email that is already subscribed', async () => {
    const email = uniqueEmail('exit-known');
    await api.query(`insert into public.newsletter_subscribers (email, source) values ($1, 'footer')`, [
      email,
    ]);
    renderDialog()(email);
    expect(await screen.findByText('WELCOME10')).toBeInTheDocument();
  });

  it("says 'Something went wrong' when the email can be neither sent nor kept", async () => {
    await api.query('alter table public.newsletter_subscribers rename to newsletter_subscribers_unavailable');
    blockStorage();
    try {
      renderDialog()(uniqueEmail('exit-fail'));
      await waitFor(() =>
        expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong. Please try again.'),
      );
      // The toast is there too (outside the modal, so hidden from the accessibility tree while it is open).
      expect(await screen.findByText('Something went wrong', { selector: 'li *' })).toBeInTheDocument();
      expect(screen.queryByText('WELCOME10')).toBeNull();
    } finally {
      await api.query(
        'alter table public.newsletter_subscribers_unavailable rename to newsletter_subscribers',
      );
    }
  });

  it('requires an email', async () => {
    renderDialog()('');
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
  });
});

describeCarriedFormShell("the guide's sign-up", () => ({
  formName: 'Get the guide by email',
  island: leadMagnetIsland,
  props: {
    guides: [
      { id: 'yard-health', label: 'Dog Waste & Yard Health guide' },
      { id: 'pledge', label: 'Keep Waco Waggin’ pledge' },
    ],
  },
  fields: [
    ['Email address', uniqueEmail('guide-shell')],
    [/First name/, 'Robin'],
  ],
  submitting: 'Sending...',
  toasts: { sent: 'Subscribed successfully!', unreachable: 'Subscription failed' },
}));

describeCarriedFormShell('the newsletter sign-up', () => ({
  formName: 'Newsletter sign-up',
  island: newsletterIsland,
  props: { source: 'footer', variant: 'footer' },
  fields: [['Email address', uniqueEmail('footer-shell')]],
  submitting: 'Subscribing...',
  toasts: { sent: 'Subscribed successfully!', unreachable: 'Subscription failed' },
}));
