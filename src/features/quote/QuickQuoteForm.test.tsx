// The quick quote form against the real local API (child process). `fetch` is stubbed only to simulate an
// unreachable backend, or wrapped (still calling the real API) to observe what is sent and when.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toast';
import { startTestApiProcess, type TestApi } from '@tests/support/local-api-process';
import type * as QuoteModule from './QuickQuoteForm';
import type * as IslandModule from './quote-island';
import { describeCarriedFormShell, plainNoticeWith, serveFormIsland } from '@tests/support/form-shell';
import { setTestConfig } from '@tests/support/test-config';
import { AUTH_STORAGE_KEY } from '@/lib/auth/session-hint';
import {
  blockStorage,
  cleanUpLeadFormTest,
  honeypotInput,
  observeFunctionBodies,
  resetLeadFormState,
  toastWith,
} from '@tests/support/lead-form';

let api: TestApi;
let QuickQuoteForm: typeof QuoteModule.QuickQuoteForm;
let quoteIsland: typeof IslandModule.default;
const realFetch = globalThis.fetch;

beforeAll(async () => {
  await import('@/components/ui/toast-view');
  api = await startTestApiProcess();
  setTestConfig({ gaId: 'G-TEST', bookingUrl: 'https://hub.example.test/work_request/new' });
  ({ QuickQuoteForm } = await import('./QuickQuoteForm'));
  ({ default: quoteIsland } = await import('./quote-island'));
}, 120_000);

afterAll(async () => {
  await api?.close();
});

beforeEach(resetLeadFormState);

afterEach(() => {
  cleanUpLeadFormTest();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function renderForm() {
  return render(
    <>
      <QuickQuoteForm />
      <Toaster />
    </>,
  );
}

const nameInput = () => screen.getByLabelText('Your name');
const zipInput = () => screen.getByLabelText('ZIP code');
const dogsSelect = () => screen.getByLabelText('Number of dogs');
const submitButton = () => screen.getByRole('button', { name: /Get My Free Quote|Getting Quote/ });

function fill(name: string, zip: string, dogs: string) {
  fireEvent.change(nameInput(), { target: { value: name } });
  fireEvent.change(zipInput(), { target: { value: zip } });
  fireEvent.change(dogsSelect(), { target: { value: dogs } });
}

/**
 * Wraps the real fetch to record each function call's body and the submit button's label at that moment. With
 * `fakeTimersOnReply`, setTimeout is faked the moment the reply arrives: Node's fetch itself runs on timers, so
 * they can only be faked once the request is done, and from then on the test controls the booking hand-off's delay.
 */
function observeFunctionCalls({ fakeTimersOnReply = false } = {}) {
  const calls: { name: string; body: Record<string, unknown>; buttonLabel: string | null }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.includes('/functions/v1/')) {
        calls.push({
          name: url.replace(/^.*\/functions\/v1\//, ''),
          body: JSON.parse(String(init?.body)) as Record<string, unknown>,
          buttonLabel: document.querySelector('button[type="submit"]')?.textContent ?? null,
        });
      }
      return realFetch(input, init).then((response) => {
        if (fakeTimersOnReply) vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
        return response;
      });
    }),
  );
  return calls;
}

/**
 * Polls between real event-loop turns. For tests that fake setTimeout: Testing Library's waitFor ends each check
 * with a setTimeout (it would never return), and vi.waitFor advances the faked clock (the delay under test).
 */
async function untilReal(check: () => void, timeoutMs = 5000) {
  const start = performance.now();
  for (;;) {
    try {
      check();
      return;
    } catch (error) {
      if (performance.now() - start > timeoutMs) throw error;
      await act(() => new Promise<void>((resolve) => setImmediate(resolve)));
    }
  }
}

describe('QuickQuoteForm', () => {
  it('shows the field messages on a failed submit, with the Validation Error toast', async () => {
    renderForm();
    fireEvent.click(submitButton());
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Zip code must be exactly 5 digits')).toBeInTheDocument();
    expect(screen.getByText('Please select a valid number of dogs')).toBeInTheDocument();
    expect(nameInput()).toHaveAttribute('aria-invalid', 'true');
    expect(nameInput()).toHaveAccessibleDescription('Name is required');
    // The first field in error on the page has the focus, whatever order the fields were registered in.
    expect(nameInput()).toHaveFocus();
    await toastWith('Validation Error');
    expect(screen.getByText('Please check the form and try again.')).toBeInTheDocument();

    fill('R2-D2', '12a45', '2');
    fireEvent.click(submitButton());
    expect(
      await screen.findByText('Name can only contain letters, spaces, hyphens, and apostrophes'),
    ).toBeInTheDocument();
    expect(screen.getByText('Zip code must contain only numbers')).toBeInTheDocument();

    // A first field that is right leaves the focus to the next one in error.
    fill('Rey', '12a45', '2');
    fireEvent.click(submitButton());
    expect(await screen.findByText('Zip code must contain only numbers')).toBeInTheDocument();
    expect(screen.getByLabelText('ZIP code')).toHaveFocus();
  });

  it('clears a message as soon as its field is edited, and only that one', async () => {
    renderForm();
    fireEvent.click(submitButton());
    await screen.findByText('Name is required');
    fireEvent.change(nameInput(), { target: { value: 'D' } });
    expect(screen.queryByText('Name is required')).toBeNull();
    expect(nameInput()).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('Zip code must be exactly 5 digits')).toBeInTheDocument();
    fireEvent.change(zipInput(), { target: { value: '7' } });
    expect(screen.queryByText('Zip code must be exactly 5 digits')).toBeNull();
  });

  it('limits the ZIP input to 5 characters on a numeric keypad, and offers 1, 2, 3 and 4+ dogs', () => {
    renderForm();
    expect(zipInput()).toHaveAttribute('maxLength', '5');
    expect(zipInput()).toHaveAttribute('inputMode', 'numeric');
    const options = within(dogsSelect())
      .getAllByRole('option')
      .filter((o) => (o as HTMLOptionElement).value !== '');
    expect(options.map((o) => [(o as HTMLOptionElement).value, o.textContent])).toEqual([
      ['1', '1'],
      ['2', '2'],
      ['3', '3'],
      ['4', '4+'],
    ]);
  });

  it("says whether a ZIP is in the service area while it's typed", async () => {
    renderForm();
    fireEvent.change(zipInput(), { target: { value: '76643' } });
    expect(await screen.findByText('Great news — 76643 is in our service area.')).toBeInTheDocument();
    fireEvent.change(zipInput(), { target: { value: '75001' } });
    expect(await screen.findByText(/We don't serve 75001 yet.*waiting list/)).toBeInTheDocument();
  });

  it('shows the estimate from the active price list as soon as a served ZIP and the dogs are known, and updates it', async () => {
    renderForm();
    fill('Dana', '76710', '2');
    const estimate = await screen.findByRole(
      'region',
      { name: 'Your estimate: Weekly, 2 dogs' },
      { timeout: 10_000 },
    );
    // The seeded list: $25 + $5 for the second dog; the first cleanup of a yard assumed cleaned 1-4 weeks ago, +$25.
    expect(estimate.querySelector('[data-estimate-per-visit]')).toHaveTextContent('$30 a visit');
    expect(within(estimate).getByText(/About \$130 a month/)).toBeInTheDocument();
    expect(estimate.querySelector('[data-estimate-first-bill]')).toHaveTextContent('$55');
    expect(
      within(estimate).getByText(/Assuming a yard last cleaned 1-4 weeks ago and a standard/),
    ).toBeInTheDocument();
    expect(within(estimate).getByText('An estimate: we confirm it on the first visit.')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('How often?'), { target: { value: 'every_other_week' } });
    const changed = await screen.findByRole('region', { name: 'Your estimate: Every other week, 2 dogs' });
    expect(changed.querySelector('[data-estimate-per-visit]')).toHaveTextContent('$40 a visit');
    fireEvent.change(screen.getByLabelText('Yard size'), { target: { value: 'over_half_acre' } });
    expect(await within(changed).findAllByText('We quote on site')).not.toHaveLength(0);

    fireEvent.change(zipInput(), { target: { value: '75001' } });
    expect(screen.queryByRole('region', { name: /Your estimate/ })).toBeNull();
  });

  it("stores the quote, reads 'Getting Quote...' while sending, and opens the booking form 1 s after success", async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => ({ opener: window }) as unknown as Window);
    const calls = observeFunctionCalls({ fakeTimersOnReply: true });
    renderForm();
    fill("Dana O'Neil", '76712', '4');
    fireEvent.click(submitButton());

    await untilReal(() =>
      expect(screen.getByRole('heading', { name: 'Quote request sent!' })).toBeInTheDocument(),
    );
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      name: 'quote-request',
      buttonLabel: 'Getting Quote...',
      body: { name: "Dana O'Neil", zipCode: '76712', dogCount: 4, page: '/', clientId: expect.any(String) },
    });
    expect(calls[0]!.body).not.toHaveProperty('website');
    const rows = await api.query('select * from public.quote_requests where id = $1', [
      calls[0]!.body.clientId,
    ]);
    expect(rows).toEqual([
      expect.objectContaining({
        name: "Dana O'Neil",
        zip_code: '76712',
        dog_count: 4,
        in_service_area: true,
      }),
    ]);
    expect(
      screen.getByText("We'll confirm your price within 2 hours.", { selector: 'p' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Great news — 76712 is in our service area.')).toBeInTheDocument();

    // The quote is stored before the hand-off, which waits one second.
    act(() => vi.advanceTimersByTime(999));
    expect(open).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(open).toHaveBeenCalledTimes(1);
    const [url, target] = open.mock.calls[0]!;
    expect(target).toBe('_blank');
    const booking = new URL(String(url));
    expect(booking.origin + booking.pathname).toBe('https://hub.example.test/work_request/new');
    expect(Object.fromEntries(booking.searchParams)).toEqual({
      name: "Dana O'Neil",
      zip: '76712',
      dogs: '4',
      // The plan and the estimate the server stored: 4+ dogs priced as 4 ($25 + 3 x $5), first cleanup +$25.
      plan: 'weekly',
      estimate: '$40 a visit, first bill $65',
    });
    expect(screen.getByText(/The booking form opened in a new tab/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Open the booking form/ })).toBeNull();

    vi.useRealTimers();
    await toastWith('Quote request sent!');
    const lead = (window.dataLayer ?? [])
      .map((entry) => Array.from(entry as ArrayLike<unknown>))
      .find((e) => e[1] === 'Lead');
    expect(lead).toEqual(['event', 'Lead', expect.objectContaining({ value: 25, currency: 'USD' })]);
  });

  it('sends the optional phone or email and the held referral code, and says to mention the code when booking', async () => {
    vi.spyOn(window, 'open').mockImplementation(() => null);
    const calls = observeFunctionCalls();
    sessionStorage.setItem('referral_code', 'FRIEND42');
    renderForm();
    fill('Mary Lou', '76643', '2');
    fireEvent.change(screen.getByLabelText('Phone or email (so we can send your quote)'), {
      target: { value: '(254) 555-0142' },
    });
    fireEvent.click(submitButton());

    expect(await screen.findByRole('heading', { name: 'Quote request sent!' })).toBeInTheDocument();
    expect(calls[0]!.body).toMatchObject({ contact: '(254) 555-0142', referralCode: 'FRIEND42' });
    const rows = await api.query('select contact, referral_code from public.quote_requests where id = $1', [
      calls[0]!.body.clientId,
    ]);
    expect(rows).toEqual([{ contact: '(254) 555-0142', referral_code: 'FRIEND42' }]);
    expect(screen.getByText(/Mention referral code/)).toHaveTextContent(
      'Mention referral code FRIEND42 when you book.',
    );
    expect(screen.queryByText(/didn.t leave a phone number or email/)).toBeNull();
    sessionStorage.removeItem('referral_code');
  });

  it('refuses an address no mail can reach as the phone or email, with the server’s message, before sending', async () => {
    const bodies = observeFunctionBodies('quote-request');
    renderForm();
    fill('Mary Lou', '76643', '2');
    fireEvent.change(screen.getByLabelText('Phone or email (so we can send your quote)'), {
      target: { value: `mary@${'b'.repeat(182)}.com` },
    });
    fireEvent.click(submitButton());
    expect(
      await screen.findByText(
        'Each part of the email after the @ must be at most 63 characters between dots',
      ),
    ).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('checks the phone or email with the phone and email rules, and a quote without one says the booking form is how we reach them', async () => {
    vi.spyOn(window, 'open').mockImplementation(() => null);
    renderForm();
    fill('Mary Lou', '76643', '2');
    const contact = screen.getByLabelText('Phone or email (so we can send your quote)');
    fireEvent.change(contact, { target: { value: 'mary@' } });
    fireEvent.click(submitButton());
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    fireEvent.change(contact, { target: { value: '555-01' } });
    fireEvent.click(submitButton());
    expect(await screen.findByText('Phone number must be at least 10 digits')).toBeInTheDocument();

    fireEvent.change(contact, { target: { value: '' } });
    fireEvent.click(submitButton());
    expect(await screen.findByRole('heading', { name: 'Quote request sent!' })).toBeInTheDocument();
    expect(screen.getByText(/didn.t leave a phone number or email/)).toBeInTheDocument();
    expect(screen.queryByText(/Mention referral code/)).toBeNull();
  });

  it("answers a signed-in client who left no phone or email at the account's email, and says so", async () => {
    vi.spyOn(window, 'open').mockImplementation(() => null);
    const email = `client.${crypto.randomUUID().slice(0, 8)}@example.com`;
    const response = await realFetch(`${api.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', apikey: __SUPABASE_ANON_KEY__ },
      body: JSON.stringify({ email, password: 'a-long-password-1' }),
    });
    localStorage.setItem(AUTH_STORAGE_KEY, await response.text());
    const said = `We'll reply to you at ${email}, the email of your account.`;

    renderForm();
    fill('Known Client', '76643', '1');
    fireEvent.click(submitButton());
    expect(await screen.findByRole('heading', { name: 'Quote request sent!' })).toBeInTheDocument();
    expect(screen.getByText(said)).toBeInTheDocument();
    expect(screen.queryByText(/didn.t leave a phone number or email/)).toBeNull();
    expect(
      await api.query('select contact from public.quote_requests where name = $1', ['Known Client']),
    ).toEqual([{ contact: email }]);

    // Kept on this device, the quote still goes to the account's address when it arrives, and says so.
    fireEvent.click(screen.getByRole('button', { name: 'Request another quote' }));
    await api.query('alter table public.quote_requests rename to quote_requests_unavailable');
    try {
      fill('Known Client', '76643', '1');
      fireEvent.click(submitButton());
      expect(await screen.findByRole('heading', { name: 'Saved on this device' })).toBeInTheDocument();
      expect(screen.getByText(said)).toBeInTheDocument();
    } finally {
      await api.query('alter table public.quote_requests_unavailable rename to quote_requests');
    }
  });

  it('offers a visible booking link when the new tab was blocked', async () => {
    vi.spyOn(window, 'open').mockImplementation(() => null);
    observeFunctionCalls({ fakeTimersOnReply: true });
    renderForm();
    fill('Sam Lee', '75001', '1');
    fireEvent.click(submitButton());
    await untilReal(() =>
      expect(screen.getByRole('heading', { name: 'Quote request sent!' })).toBeInTheDocument(),
    );
    expect(screen.getByText(/75001 is not in our service area yet/)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    const link = screen.getByRole('link', { name: /Open the booking form/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(Object.fromEntries(new URL(link.getAttribute('href')!).searchParams)).toEqual({
      name: 'Sam Lee',
      zip: '75001',
      dogs: '1',
      plan: 'weekly',
    });
  });

  it('keeps the quote on this device when the server cannot store it, and says so', async () => {
    await api.query('alter table public.quote_requests rename to quote_requests_unavailable');
    try {
      renderForm();
      fill('Kim Park', '76701', '2');
      fireEvent.click(submitButton());
      expect(await screen.findByRole('heading', { name: 'Saved on this device' })).toBeInTheDocument();
      const kept = JSON.parse(localStorage.getItem('lead_outbox') ?? '[]') as unknown[];
      expect(kept).toEqual([
        expect.objectContaining({ kind: 'quote', payload: expect.objectContaining({ name: 'Kim Park' }) }),
      ]);
    } finally {
      await api.query('alter table public.quote_requests_unavailable rename to quote_requests');
    }
  });

  it("shows 'Error' with the phone number when the quote can be neither sent nor kept, and keeps what was typed", async () => {
    await api.query('alter table public.quote_requests rename to quote_requests_unavailable');
    blockStorage();
    try {
      renderForm();
      fill('Kim Park', '76701', '2');
      fireEvent.click(submitButton());
      await toastWith('Error');
      expect(screen.getByText('Please try again or call (254) SCOOPER')).toBeInTheDocument();
      expect(nameInput()).toHaveValue('Kim Park');
      expect(localStorage.getItem('lead_outbox')).toBeNull();
    } finally {
      await api.query('alter table public.quote_requests_unavailable rename to quote_requests');
    }
  });

  it('keeps the quote on this device when the backend is unreachable, says so, and still offers booking', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const open = vi.spyOn(window, 'open');
    renderForm();
    fill('Lee Ray', '76705', '3');
    fireEvent.click(submitButton());
    expect(await screen.findByRole('heading', { name: 'Saved on this device' })).toBeInTheDocument();
    expect(screen.getByText(/saved on this device\. It will be sent automatically/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Open the booking form/ })).toHaveAttribute(
      'href',
      expect.stringContaining('zip=76705'),
    );
    const kept = JSON.parse(localStorage.getItem('lead_outbox') ?? '[]') as {
      kind: string;
      payload: object;
    }[];
    expect(kept).toEqual([
      expect.objectContaining({
        kind: 'quote',
        payload: expect.objectContaining({ name: 'Lee Ray', zipCode: '76705', dogCount: 3 }),
      }),
    ]);
    await new Promise((r) => setTimeout(r, 1100));
    expect(open).not.toHaveBeenCalled();
  });

  it('sends a filled honeypot as `website`: the bot is told it succeeded, and nothing is stored or tracked', async () => {
    vi.spyOn(window, 'open').mockImplementation(() => ({ opener: window }) as unknown as Window);
    const calls = observeFunctionCalls();
    renderForm();
    const name = `Bot ${crypto
      .randomUUID()
      .replace(/[^a-f]/g, '')
      .slice(0, 8)}`;
    fill(name, '76712', '2');
    fireEvent.change(honeypotInput(), { target: { value: 'https://spam.example' } });
    fireEvent.click(submitButton());

    expect(await screen.findByRole('heading', { name: 'Quote request sent!' })).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).toMatchObject({ name, website: 'https://spam.example' });
    expect(
      await api.query('select id from public.quote_requests where id = $1 or name = $2', [
        calls[0]!.body.clientId,
        name,
      ]),
    ).toEqual([]);
    expect(localStorage.getItem('lead_outbox')).toBeNull();
    const events = (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
    expect(events.some((e) => e[1] === 'Lead')).toBe(false);
  });

  it('never keeps a bot-filled quote on this device, even when the backend is unreachable', async () => {
    vi.spyOn(window, 'open').mockImplementation(() => ({ opener: window }) as unknown as Window);
    const sent: Record<string, unknown>[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((_input: RequestInfo | URL, init?: RequestInit) => {
        sent.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
        return Promise.reject(new TypeError('Failed to fetch'));
      }),
    );
    renderForm();
    fill('Lee Ray', '76705', '3');
    fireEvent.change(honeypotInput(), { target: { value: 'spam' } });
    fireEvent.click(submitButton());
    expect(await screen.findByRole('heading', { name: 'Quote request sent!' })).toBeInTheDocument();
    expect(sent).toEqual([expect.objectContaining({ name: 'Lee Ray', website: 'spam' })]);
    expect(localStorage.getItem('lead_outbox')).toBeNull();
  });
});

describeCarriedFormShell('the quick quote', () => ({
  formName: 'Quick quote',
  island: quoteIsland,
  fields: [
    ['Your name', 'Ana Ruiz'],
    ['ZIP code', '76712'],
  ],
  fillRest: () => fireEvent.change(dogsSelect(), { target: { value: '2' } }),
  submitting: 'Getting Quote...',
  toasts: { sent: 'Quote request sent!', unreachable: 'Error' },
}));

describe("the quick quote's island", () => {
  it('acts on a press of the button that came before the form code: the live form checks what was typed', async () => {
    serveFormIsland(quoteIsland, {}, () => import('./quote-island').then((m) => m.default.component));
    const shellName = screen.getByLabelText('Your name');
    fireEvent.change(shellName, { target: { value: 'Lee Ray' } });
    fireEvent.change(screen.getByLabelText('ZIP code'), { target: { value: '767' } });
    // Submitted without a touch first, as by a password manager's autofill and Enter.
    fireEvent.submit(shellName.closest('form')!);
    await toastWith('Validation Error');
    // The toast's store renders in the task that shows it, the form's messages in React's next one.
    expect(await screen.findByText('Zip code must be exactly 5 digits')).toBeInTheDocument();
    expect(screen.getByLabelText('Your name')).not.toBe(shellName);
    expect(screen.getByLabelText('Your name')).toHaveValue('Lee Ray');
  });

  it('says to try again or call when the form code cannot arrive (offline)', async () => {
    const load = vi.fn(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    serveFormIsland(quoteIsland, {}, load);
    fireEvent.submit(screen.getByRole('form', { name: 'Quick quote' }));
    await plainNoticeWith('Error');
    expect(screen.getByText('Please try again or call (254) SCOOPER')).toBeInTheDocument();
  });
});
