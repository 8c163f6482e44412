// The dashboard's parts in their states. Reads and writes against the server are covered end to end
// (tests/e2e/accounts.spec.ts); here the clipboard and the share sheet are browser APIs jsdom lacks, so they are
// stubbed, and said so.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { estimate } from '@shared/pricing';
import { fakeAuth, testUser, WithAuth } from '@tests/support/auth';
import { SEEDED_PRICE_LIST } from '@tests/support/seeded-price-list';
import { DELETE_CONFIRMATION, DeleteAccount } from './AccountDataActions';
import { ReferralHistory } from './ReferralHistory';
import { referralTotals, type ReferralRow } from './referral-totals';
import { ReferralShareCard, referralLink } from './ReferralShareCard';
import { RequestHistory, type RequestRow } from './RequestHistory';
import { businessHoursText, toClientRequestStatus } from './request-status';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const referral = (overrides: Partial<ReferralRow>): ReferralRow => ({
  id: crypto.randomUUID(),
  created_at: '2026-11-20T15:00:00Z',
  status: 'pending',
  credit_cents: 2500,
  decided_at: null,
  friend_label: 'Maria',
  held_for_review: false,
  ...overrides,
});

describe('ReferralShareCard', () => {
  it('shows the code and the /ref/{CODE} link, and copies the link (clipboard stubbed)', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    render(<ReferralShareCard code="ABCD2345" />);
    expect(screen.getByText('ABCD2345')).toBeInTheDocument();
    expect(screen.getByTestId('referral-link')).toHaveTextContent(referralLink('ABCD2345'));
    expect(referralLink('ABCD2345', 'https://site.example')).toBe('https://site.example/ref/ABCD2345');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy link' })));
    expect(writeText).toHaveBeenCalledWith(referralLink('ABCD2345'));
    expect(screen.getByRole('button', { name: 'Link copied' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('The link is on your clipboard');
  });

  it('says how to copy by hand when the clipboard refuses', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      clipboard: { writeText: vi.fn(async () => Promise.reject(new Error('denied'))) },
    });
    render(<ReferralShareCard code="ABCD2345" />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy link' })));
    expect(screen.getByRole('status')).toHaveTextContent('select the link above and copy it yourself');
  });

  it("offers the phone's share sheet only where the browser has one (share stubbed)", async () => {
    const { unmount } = render(<ReferralShareCard code="ABCD2345" />);
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
    unmount();
    const share = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, share });
    render(<ReferralShareCard code="ABCD2345" />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Share' })));
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: referralLink('ABCD2345') }));
  });
});

describe('ReferralHistory', () => {
  it('adds up credited and pending apart, and lists each referral with its state', () => {
    const rows = [
      referral({ status: 'credited', friend_label: 'Ana', decided_at: '2026-11-21T10:00:00Z' }),
      referral({ status: 'pending', friend_label: 'j•••@g•••.com' }),
      referral({ status: 'rejected', friend_label: null }),
      referral({ status: 'credited', friend_label: 'Bo' }),
    ];
    expect(referralTotals(rows)).toEqual({ pendingCents: 2500, creditedCents: 5000, underReview: 0 });
    render(<ReferralHistory referrals={rows} />);
    expect(screen.getByTestId('credited-total')).toHaveTextContent('$50');
    expect(screen.getByTestId('pending-total')).toHaveTextContent('$25');
    const items = within(screen.getByRole('list', { name: 'Your referrals' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Ana.*Credited$/),
      expect.stringMatching(/^j•••@g•••\.com.*Pending$/),
      expect.stringMatching(/^A deleted account.*Not credited$/),
      expect.stringMatching(/^Bo.*Credited$/),
    ]);
  });

  it('shows referrals held for review as under review, with no amount and outside the pending total', () => {
    const rows = [
      referral({ friend_label: 'Held 1', held_for_review: true }),
      referral({ friend_label: 'Held 2', held_for_review: true }),
      referral({ friend_label: 'Counted' }),
      // Once an owner decides, the decision is what the referrer sees.
      referral({ status: 'credited', friend_label: 'Decided', held_for_review: true }),
    ];
    expect(referralTotals(rows)).toEqual({ pendingCents: 2500, creditedCents: 2500, underReview: 2 });
    render(<ReferralHistory referrals={rows} />);
    expect(screen.getByTestId('pending-total')).toHaveTextContent('$25');
    expect(screen.getByTestId('credited-total')).toHaveTextContent('$25');
    expect(screen.getByTestId('under-review-note')).toHaveTextContent(
      '2 referrals are under review: more than ten friends signed up with your link in one day',
    );
    const items = within(screen.getByRole('list', { name: 'Your referrals' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Held 1Signed up [^$]*Under review$/),
      expect.stringMatching(/^Held 2Signed up [^$]*Under review$/),
      expect.stringMatching(/^Counted.*\$25Pending$/),
      expect.stringMatching(/^Decided.*\$25Credited$/),
    ]);
  });

  it('tells a client with no referrals how to get one', () => {
    render(<ReferralHistory referrals={[]} />);
    expect(screen.getByText(/No referrals yet\. Share your link/)).toBeInTheDocument();
    expect(screen.getByTestId('credited-total')).toHaveTextContent('$0');
  });
});

describe('RequestHistory', () => {
  it('describes each kind of request with its date', () => {
    render(
      <RequestHistory
        requests={[
          {
            kind: 'quote',
            id: '1',
            created_at: '2026-11-22T12:00:00Z',
            status: 'received',
            dog_count: 4,
            zip_code: '90210',
            in_service_area: false,
            plan: 'weekly',
            estimate: null,
          },
          {
            kind: 'message',
            id: '2',
            created_at: '2026-11-21T12:00:00Z',
            status: 'received',
            message: 'x'.repeat(200),
          },
          {
            kind: 'invite',
            id: '3',
            created_at: '2026-11-20T12:00:00Z',
            status: 'received',
            referred_name: 'Sam',
            referred_email: 'sam@example.com',
          },
        ]}
      />,
    );
    const items = within(screen.getByRole('list', { name: 'Your requests' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Quote request');
    expect(items[0]).toHaveTextContent(
      '4+ dogs, ZIP 90210 (outside the listed towns: the owners confirm coverage)',
    );
    // Outside the area a quote is a waiting-list entry: its plan, and no price.
    expect(items[0]).toHaveTextContent('Weekly: not priced online.');
    expect(items[1]).toHaveTextContent(`${'x'.repeat(140)}…`);
    expect(items[2]).toHaveTextContent('For Sam (sam@example.com)');
  });

  it("shows a quote's plan and the estimate stored with it", () => {
    render(<RequestHistory requests={[quote('received')]} />);
    const item = within(screen.getByRole('list', { name: 'Your requests' })).getByRole('listitem');
    expect(item).toHaveTextContent('Estimate, Weekly: $25 a visit, about $108.33 a month');
    expect(item).toHaveTextContent('First bill $50.');
    expect(item).toHaveTextContent('Price list v1.');
  });

  it('says what will appear here when there is nothing yet', () => {
    render(<RequestHistory requests={[]} />);
    expect(screen.getByText(/Nothing yet\./)).toBeInTheDocument();
  });

  const quote = (status: RequestRow['status']): RequestRow => ({
    kind: 'quote',
    id: crypto.randomUUID(),
    created_at: '2026-11-22T12:00:00Z',
    status,
    dog_count: 1,
    zip_code: '76643',
    in_service_area: true,
    plan: 'weekly',
    estimate: estimate(SEEDED_PRICE_LIST, { plan: 'weekly', dogs: 1 }),
  });
  const message = (status: RequestRow['status']): RequestRow => ({
    kind: 'message',
    id: crypto.randomUUID(),
    created_at: '2026-11-22T12:00:00Z',
    status,
    message: 'Do you come on Saturdays?',
  });
  const invite = (status: RequestRow['status']): RequestRow => ({
    kind: 'invite',
    id: crypto.randomUUID(),
    created_at: '2026-11-22T12:00:00Z',
    status,
    referred_name: 'Sam',
    referred_email: 'sam@example.com',
  });
  const statusLines = (rows: RequestRow[]) => {
    render(<RequestHistory requests={rows} />);
    return within(screen.getByRole('list', { name: 'Your requests' }))
      .getAllByRole('listitem')
      .map((item) => within(item).queryByTestId('request-status')?.textContent ?? null);
  };

  it("says each status in a client's words, led by “Status:” for screen readers, with what it means", () => {
    expect(businessHoursText()).toBe('Mon–Fri 8 AM–6 PM, Sat 8 AM–4 PM');
    expect(
      statusLines([
        quote('received'),
        message('received'),
        quote('contacted'),
        quote('booked'),
        message('closed'),
      ]),
    ).toEqual([
      'Status: Received We reply within 2 hours in business hours (Mon–Fri 8 AM–6 PM, Sat 8 AM–4 PM).',
      'Status: Received We reply in business hours (Mon–Fri 8 AM–6 PM, Sat 8 AM–4 PM).',
      'Status: We contacted you Missed us? Call (254) SCOOPER.',
      'Status: Booked You are on our schedule.',
      'Status: Closed Need anything else? Call (254) SCOOPER or send us a new request.',
    ]);
  });

  it('speaks of the friend, not the client, for an invitation', () => {
    expect(
      statusLines([invite('received'), invite('contacted'), invite('booked'), invite('closed')]),
    ).toEqual([
      'Status: Received We will invite your friend for you.',
      'Status: We contacted your friend',
      'Status: Booked Your friend booked with us.',
      'Status: Closed',
    ]);
  });

  it("shows no status for one the screen has no words for, rather than the server's word", () => {
    expect(toClientRequestStatus('lost')).toBeNull();
    expect(toClientRequestStatus(null)).toBeNull();
    expect(toClientRequestStatus('contacted')).toBe('contacted');
    expect(statusLines([quote(toClientRequestStatus('lost'))])).toEqual([null]);
  });
});

describe('DeleteAccount', () => {
  it('does nothing until the confirmation word is typed', () => {
    const auth = fakeAuth({ user: testUser() });
    render(
      <MemoryRouter>
        <WithAuth auth={auth}>
          <DeleteAccount />
        </WithAuth>
      </MemoryRouter>,
    );
    const form = screen.getByRole('form', { name: 'Delete your account' });
    const button = within(form).getByRole('button', { name: 'Delete my account' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(button);
    expect(auth.signOut).not.toHaveBeenCalled();
    fireEvent.change(within(form).getByLabelText(`Type ${DELETE_CONFIRMATION} to confirm`), {
      target: { value: 'delete' },
    });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    fireEvent.change(within(form).getByLabelText(`Type ${DELETE_CONFIRMATION} to confirm`), {
      target: { value: 'DELETE' },
    });
    expect(button).not.toHaveAttribute('aria-disabled');
  });
});
