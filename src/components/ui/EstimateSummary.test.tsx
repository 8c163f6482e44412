import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { estimate } from '@shared/pricing';
import { SEEDED_PRICE_LIST } from '@tests/support/seeded-price-list';
import { EstimateSummary } from './EstimateSummary';

const shown = (plan: unknown, stored: unknown) => {
  const { container, unmount } = render(<EstimateSummary plan={plan} estimate={stored} />);
  const text = container.textContent;
  unmount();
  return text;
};

describe('EstimateSummary', () => {
  it('says the plan, a visit and a month, the first bill with its code, the answers (assumed ones said so) and the list version', () => {
    const priced = estimate(SEEDED_PRICE_LIST, {
      plan: 'weekly',
      dogs: 2,
      yardSize: 'large',
      welcomeCode: true,
      referralCode: true,
    });
    render(<EstimateSummary plan="weekly" estimate={priced} />);
    expect(screen.getByText(/^Estimate, Weekly:/).parentElement).toHaveTextContent(
      'Estimate, Weekly: $35 a visit, about $151.67 a month',
    );
    expect(screen.getByText('First bill $50 (WELCOME10 takes off $10).')).toBeInTheDocument();
    expect(
      screen.getByText(
        '2 dogs; yard cleaned 1-4 weeks ago (assumed); large yard; deodorizing included; $25 referral credit once a customer. Price list v1.',
      ),
    ).toBeInTheDocument();
  });

  it('says "we quote on site" where the list cannot price, and the 4+ dogs rule', () => {
    const onSite = estimate(SEEDED_PRICE_LIST, {
      plan: 'one_time',
      dogs: 4,
      lastCleaned: 'longer',
      yardSize: 'over_half_acre',
    });
    const text = shown('one_time', onSite);
    expect(text).toContain('Estimate, One-time cleanup: we quote on site');
    expect(text).toContain('First bill: we quote on site.');
    expect(text).toContain(
      '4+ dogs, priced as 4: we confirm on the first visit; yard cleaned longer ago or never;',
    );
    expect(text).not.toContain('(assumed)');
  });

  it('names a plan without an estimate as not priced, and shows nothing without a plan or for a broken estimate', () => {
    expect(shown('every_other_week', null)).toBe('Every other week: not priced online.');
    expect(shown(null, null)).toBe('');
    expect(shown('weekly', { plan: 'weekly', perVisitCents: '25' })).toBe('Weekly: not priced online.');
  });
});
