// The Prices section and the stored estimate on the owners' screens, against the real local API (child process: the
// real migrations, RLS, save_price_list and the publish-prices function) through the app's own supabase-js client,
// signed in as an admin made for each case. Two local stand-ins: the Vercel deploy hook (records each POST, answers
// as Vercel does or fails on demand) and the site's static host, serving the build's /price-list.json.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApiProcess, type TestApi } from '@tests/support/local-api-process';
import type { AppSupabaseClient } from '@/lib/supabase';
import type * as ActivityModule from '../activity/ActivityPanel';
import type * as LeadCardModule from '../inbox/LeadCard';
import type * as PricesModule from './PricesPanel';
import type * as TodayModule from '../today/TodayPanel';

let api: TestApi;
let supabase: AppSupabaseClient;
let PricesPanel: typeof PricesModule.PricesPanel;
let ActivityPanel: typeof ActivityModule.ActivityPanel;
let LeadCard: typeof LeadCardModule.LeadCard;
let TodayPanel: typeof TodayModule.TodayPanel;

/** What the stand-in deploy hook received, and the status it answers with. */
let hookPosts: string[] = [];
let hookStatus = 201;
/** What the stand-in site serves as /price-list.json (404 while null). */
let manifest: Record<string, unknown> | null = null;
const servers: Server[] = [];

async function listen(handler: Parameters<typeof createServer>[1]): Promise<string> {
  const server = createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  const hook = await listen((req, res) => {
    hookPosts.push(`${req.method} ${req.url}`);
    res.writeHead(hookStatus, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ job: { id: 'stand-in', state: 'PENDING', createdAt: Date.now() } }));
  });
  const site = await listen((req, res) => {
    if (req.url === '/price-list.json' && manifest) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(manifest));
    } else {
      res.writeHead(404, { 'content-type': 'text/html' });
      res.end('<!doctype html><title>Not found</title>');
    }
  });
  // The page is served from the stand-in site, so /price-list.json is read from there, as from the real host.
  (globalThis as unknown as { jsdom: { reconfigure(options: { url: string }): void } }).jsdom.reconfigure({
    url: `${site}/admin?tab=prices`,
  });
  api = await startTestApiProcess({ DEPLOY_HOOK_URL: `${hook}/v1/integrations/deploy/prj_standin/hook` });
  ({ PricesPanel } = await import('./PricesPanel'));
  ({ ActivityPanel } = await import('../activity/ActivityPanel'));
  ({ LeadCard } = await import('../inbox/LeadCard'));
  ({ TodayPanel } = await import('../today/TodayPanel'));
  supabase = await (await import('@/lib/supabase')).getSupabase();
}, 120_000);

afterAll(async () => {
  await api?.close();
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
});

beforeEach(() => {
  hookPosts = [];
  hookStatus = 201;
  manifest = null;
});

async function signInNewAdmin(): Promise<{ id: string; email: string }> {
  const email = `owner-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const { data, error } = await supabase.auth.signUp({ email, password: 'scooper-yard-2026' });
  if (error || !data.user) throw new Error(`sign-up failed: ${error?.message}`);
  await api.query(`insert into public.user_roles (user_id, role) values ($1, 'admin')`, [data.user.id]);
  return { id: data.user.id, email };
}

function renderWithQueries(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

const activeVersion = async () =>
  (await api.query<{ v: number }>('select public.active_price_list_version() as v'))[0]!.v;

const activeCents = async (cell: string) =>
  (
    await api.query<{ cents: number | null }>(
      'select cents from public.price_list_prices where version = public.active_price_list_version() and cell = $1',
      [cell],
    )
  )[0]!.cents;

async function openPrices(userId: string) {
  renderWithQueries(<PricesPanel userId={userId} />);
  await screen.findByTestId('price-list-version');
  // No pause between key presses: the grid is typed into a lot, and the machine may be busy.
  return userEvent.setup({ delay: null });
}

const field = (label: string) => screen.getByRole('textbox', { name: label });

async function retype(user: ReturnType<typeof userEvent.setup>, label: string, text: string) {
  await user.clear(field(label));
  if (text) await user.type(field(label), text);
}

// Each case signs up, sends through the real API and waits for the screens to read it back: more than the default.
describe('the stored estimate on the owners’ screens', { timeout: 120_000 }, () => {
  it('shows on the inbox card and in Today’s “Needs a reply”, as the quote function stored it', async () => {
    const admin = await signInNewAdmin();
    const name = `Estimate ${crypto.randomUUID().slice(0, 6).replace(/\d/g, 'x')}`;
    const sent = await fetch(`${api.url}/functions/v1/quote-request`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name, zipCode: '76710', dogCount: 2, plan: 'every_other_week' }),
    });
    expect(sent.status).toBe(200);
    const { data: lead, error } = await supabase.from('leads_inbox').select('*').eq('name', name).single();
    if (error) throw new Error(error.message);
    const version = (lead.estimate as { priceListVersion: number }).priceListVersion;
    const expected = [
      'Estimate, Every other week: $40 a visit, about $86.67 a month',
      'First bill $65.',
      `2 dogs; yard cleaned 1-4 weeks ago (assumed); standard yard (assumed). Price list v${version}.`,
    ];

    const card = renderWithQueries(<LeadCard lead={lead} isNew={false} userId={admin.id} now={new Date()} />);
    const shown = card.container.querySelector('[data-estimate="stored"]');
    for (const line of expected) expect(shown).toHaveTextContent(line);
    card.unmount();

    renderWithQueries(<TodayPanel userId={admin.id} />);
    const waiting = await screen.findByRole('list', { name: 'Needs a reply' });
    const item = await within(waiting).findByText(new RegExp(`^${name}`));
    for (const line of expected) expect(item.closest('li')).toHaveTextContent(line);
  });
});

describe('PricesPanel', { timeout: 120_000 }, () => {
  it('checks every price in the browser with the server’s own messages, marks each wrong cell and focuses the first', async () => {
    const admin = await signInNewAdmin();
    const before = await activeVersion();
    const user = await openPrices(admin.id);

    await retype(user, 'Weekly, 1 dog', '');
    await retype(user, 'Weekly, each extra dog', '5.555');
    await retype(user, 'Twice a week, 1 dog', '1000.01');
    await retype(user, 'One-time cleanup, 1 dog', 'abc');
    await user.click(screen.getByRole('button', { name: 'Check the changes' }));

    expect(await screen.findByText('Nothing saved: 4 prices need a fix.')).toBeInTheDocument();
    const shown = {
      'plan.weekly.first_dog': 'Weekly, 1 dog',
      'plan.weekly.extra_dog': 'Weekly, each extra dog',
      'plan.twice_weekly.first_dog': 'Twice a week, 1 dog',
      'plan.one_time.first_dog': 'One-time cleanup, 1 dog',
    };
    const messages: Record<string, string> = {};
    for (const [cell, label] of Object.entries(shown)) {
      expect(field(label)).toHaveAttribute('aria-invalid', 'true');
      // Described by its message first, then by the form's note on how to write a price.
      const [message, hint] = field(label).getAttribute('aria-describedby')!.split(' ');
      expect(document.getElementById(hint!)).toHaveTextContent(/^Prices in dollars/);
      messages[cell] = document.getElementById(message!)!.textContent!;
    }
    await waitFor(() => expect(field('Weekly, 1 dog')).toHaveFocus());
    expect(screen.queryByRole('heading', { name: 'Check before you save' })).toBeNull();
    expect(await activeVersion()).toBe(before);

    // The same values sent to the server (in cents, as the grid sends them) are refused with the same words.
    const { data: list } = await supabase
      .from('price_list_prices')
      .select('cell, cents')
      .eq('version', before);
    const prices: Record<string, unknown> = Object.fromEntries(list!.map((row) => [row.cell, row.cents]));
    delete prices['plan.weekly.first_dog'];
    Object.assign(prices, {
      'plan.weekly.extra_dog': 555.5,
      'plan.twice_weekly.first_dog': 100001,
      'plan.one_time.first_dog': 'abc',
    });
    const refused = await supabase.rpc('save_price_list', { prices: prices as never });
    expect(refused.error?.code).toBe('22023');
    expect(JSON.parse(refused.error!.details)).toEqual(messages);

    // A fixed cell loses its mark as soon as it is typed in.
    await retype(user, 'Weekly, 1 dog', '25');
    expect(field('Weekly, 1 dog')).not.toHaveAttribute('aria-invalid');
  });

  it('previews the estimates beside today’s, saves, says what changed, rebuilds through the deploy hook, and logs it in words', async () => {
    const admin = await signInNewAdmin();
    const before = await activeVersion();
    expect(await activeCents('plan.weekly.first_dog')).toBe(2500);
    manifest = {
      version: before,
      source: 'the test',
      builtAt: '2026-11-27T12:00:00Z',
      pages: ['/', '/services'],
    };
    const user = await openPrices(admin.id);
    expect(
      await screen.findByText(new RegExp(`^The pages show these prices \\(version ${before}`)),
    ).toBeVisible();

    await retype(user, 'Weekly, 1 dog', '28');
    await user.click(screen.getByRole('button', { name: 'Check the changes' }));
    const preview = screen.getByRole('region', { name: 'Check before you save' });
    expect(screen.getByRole('heading', { name: 'Check before you save' })).toHaveFocus();
    expect(within(preview).getByRole('listitem')).toHaveTextContent('weekly, 1 dog: $25 → $28');
    const row = (name: string) => within(preview).getByRole('row', { name: new RegExp(`^${name}`) });
    expect(row('Weekly, 1 dog')).toHaveTextContent(
      'Weekly, 1 dogchanged from $25 to $28changed from $108.33 to $121.33changed from $50 to $53',
    );
    expect(row('Weekly, 2 dogs')).toHaveTextContent('changed from $30 to $33');
    expect(row('One-time cleanup, 1 dog').querySelector('[data-changed]')).toBeNull();
    expect(row('One-time cleanup, 1 dog')).toHaveTextContent('$75one visit$75');
    expect(await activeVersion()).toBe(before);

    await user.click(within(preview).getByRole('button', { name: 'Save the price list' }));
    const saved = await screen.findByText(/^Saved as version \d+\. What changed:$/, {}, { timeout: 15_000 });
    expect(saved.closest('[role="status"]')).toHaveTextContent('weekly, 1 dog: $25 → $28');
    expect(saved.closest('[role="status"]')).toHaveFocus();
    // Versions are increasing, not necessarily consecutive (an identity column may skip numbers).
    const after = await activeVersion();
    expect(after).toBeGreaterThan(before);
    expect(saved).toHaveTextContent(`Saved as version ${after}.`);
    expect(await activeCents('plan.weekly.first_dog')).toBe(2800);
    expect(screen.getByTestId('price-list-version')).toHaveTextContent(`Version ${after}, saved`);
    expect(screen.getByTestId('price-list-version')).toHaveTextContent(`by ${admin.email}.`);
    // The grid now starts from the saved list.
    expect(field('Weekly, 1 dog')).toHaveValue('28');

    // The pages were built with the old version: the save started the rebuild through the hook.
    expect(
      await screen.findByText(
        `The site is being rebuilt: the pages will show version ${after} when it finishes, in a few minutes. Until then they show version ${before}.`,
      ),
    ).toBeInTheDocument();
    expect(hookPosts).toEqual(['POST /v1/integrations/deploy/prj_standin/hook']);

    renderWithQueries(<ActivityPanel userId={admin.id} />);
    const log = screen.getByRole('list', { name: 'Admin actions' });
    await waitFor(() =>
      expect(within(log).getAllByRole('listitem')[0]).toHaveTextContent(
        `${admin.email} changed the price list: weekly, 1 dog: $25 → $28 (version ${after})`,
      ),
    );
  });

  it('puts the server’s refusal on the cell it names, and lists the pages still showing old prices when the rebuild fails', async () => {
    const admin = await signInNewAdmin();
    const before = await activeVersion();
    manifest = { version: 1, source: 'the test', builtAt: '2026-11-27T12:00:00Z', pages: ['/', '/services'] };
    expect(await activeCents('first_visit.recurring.longer')).toBeNull();
    const user = await openPrices(admin.id);
    // The owners' rules changed after the page loaded: this cell may no longer be left to "we quote on site".
    await api.query(
      `update public.price_cells set quote_on_site_allowed = false where cell = 'first_visit.recurring.longer'`,
    );
    try {
      await retype(user, 'Weekly, 1 dog', '30');
      await user.click(screen.getByRole('button', { name: 'Check the changes' }));
      await user.click(screen.getByRole('button', { name: 'Save the price list' }));

      const onSite = await screen.findByRole('checkbox', {
        name: 'We quote on site: first visit, yard cleaned longer ago or never',
      });
      await waitFor(() => expect(onSite).toHaveFocus());
      expect(onSite).toHaveAttribute('aria-invalid', 'true');
      expect(onSite).toHaveAccessibleDescription("Enter a price: this one can't be quoted on site.");
      expect(screen.getByText('The price list was not saved: check the marked prices.')).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Check before you save' })).toBeNull();
      expect(await activeVersion()).toBe(before);
      expect(field('Weekly, 1 dog')).toHaveValue('30');

      // Fixed on the cell, it saves; the deploy hook is down, so the section lists the pages keeping old prices.
      hookStatus = 500;
      await user.click(onSite);
      await user.type(field('First visit, yard cleaned longer ago or never'), '100');
      await user.click(screen.getByRole('button', { name: 'Check the changes' }));
      expect(screen.getByRole('region', { name: 'Check before you save' })).toHaveTextContent(
        'first visit, yard cleaned longer ago or never: we quote on site → $100',
      );
      await user.click(screen.getByRole('button', { name: 'Save the price list' }));
      expect(await screen.findByText(/^Saved as version \d+\. What changed:$/)).toBeInTheDocument();
      expect(await activeVersion()).toBeGreaterThan(before);
      const pages = await screen.findByText(/^These pages still show the prices of version 1/);
      const status = pages.closest('[role="status"]') as HTMLElement;
      expect(
        within(status)
          .getAllByRole('link')
          .map((link) => link.getAttribute('href')),
      ).toEqual(['/', '/services']);
      await waitFor(() =>
        expect(status).toHaveTextContent(
          'The rebuild could not be started (Service temporarily unavailable): the next deploy will show the new prices.',
        ),
      );
      expect(hookPosts).toHaveLength(1);
      expect(screen.getByRole('button', { name: 'Rebuild the pages now' })).toBeInTheDocument();
    } finally {
      await api.query(
        `update public.price_cells set quote_on_site_allowed = true where cell = 'first_visit.recurring.longer'`,
      );
    }
  });

  it('says it cannot tell which prices the pages show when the site has no /price-list.json', async () => {
    const admin = await signInNewAdmin();
    await openPrices(admin.id);
    expect(await screen.findByText(/^This site cannot tell which prices its pages show/)).toBeInTheDocument();
  });

  it("shows each plan's estimates and bookings of the last 30 days, and Today the waiting list by ZIP", async () => {
    const admin = await signInNewAdmin();
    for (const [zip, plan] of [
      ['90210', 'weekly'],
      ['90210', 'weekly'],
      ['76801', 'one_time'],
    ]) {
      const sent = await fetch(`${api.url}/functions/v1/quote-request`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Far Away', zipCode: zip, dogCount: 1, plan }),
      });
      expect(sent.status).toBe(200);
    }
    const sent = await fetch(`${api.url}/functions/v1/quote-request`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Booked Soon', zipCode: '76710', dogCount: 1, plan: 'twice_weekly' }),
    });
    expect(sent.status).toBe(200);
    const booked = await supabase
      .from('quote_requests')
      .update({ status: 'booked' })
      .eq('name', 'Booked Soon');
    expect(booked.error).toBeNull();

    await openPrices(admin.id);
    const table = await screen.findByRole('table', { name: 'Estimates, last 30 days' });
    expect(within(table).getByRole('row', { name: /^Twice a week/ })).toHaveTextContent('Twice a week11');
    expect(within(table).getByRole('row', { name: /^One-time cleanup/ })).toHaveTextContent(
      'One-time cleanup00',
    );

    renderWithQueries(<TodayPanel userId={admin.id} />);
    await waitFor(() =>
      expect(screen.getByTestId('waiting-list')).toHaveTextContent('Waiting list: 90210 (2), 76801 (1)'),
    );
  });
});
