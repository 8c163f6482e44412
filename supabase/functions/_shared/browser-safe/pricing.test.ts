import { describe, expect, it } from 'vitest';
import { SEEDED_PRICE_LIST as list } from '@tests/support/seeded-price-list';
import { PRICE_CELLS, estimate, formatCents, fromPriceCents, type PriceList } from './pricing';

const withCents = (changes: Partial<PriceList['cents']>): PriceList => ({
  version: 2,
  cents: { ...list.cents, ...changes },
});

describe('estimate: each plan for one dog on a standard yard cleaned within the week', () => {
  const answers = { dogs: 1, lastCleaned: 'within_1_week', yardSize: 'standard' } as const;

  it('weekly: $25 a visit, 52/12 visits a month, deodorizing included', () => {
    const e = estimate(list, { ...answers, plan: 'weekly' });
    expect(e.perVisitCents).toBe(2500);
    expect(e.perMonthCents).toBe(10833); // 2500 * 52 / 12 = 10833.33
    expect(e.firstBillCents).toBe(2500);
    expect(e.deodorizingIncluded).toBe(true);
    expect(e.quoteOnSite).toBe(false);
  });

  it('every other week and twice a week', () => {
    expect(estimate(list, { ...answers, plan: 'every_other_week' })).toMatchObject({
      perVisitCents: 3500,
      perMonthCents: 7583, // 3500 * 26 / 12 = 7583.33
      deodorizingIncluded: false,
    });
    expect(estimate(list, { ...answers, plan: 'twice_weekly' })).toMatchObject({
      perVisitCents: 2000,
      perMonthCents: 17333, // 2000 * 104 / 12 = 17333.33
    });
  });

  it('one-time cleanup: one visit, no month', () => {
    const e = estimate(list, { ...answers, plan: 'one_time' });
    expect(e).toMatchObject({ perVisitCents: 7500, perMonthCents: null, firstBillCents: 7500 });
  });
});

describe('estimate: dogs', () => {
  it('adds each extra dog', () => {
    expect(estimate(list, { plan: 'weekly', dogs: 2 }).perVisitCents).toBe(3000);
    expect(estimate(list, { plan: 'weekly', dogs: 3 }).perVisitCents).toBe(3500);
    expect(estimate(list, { plan: 'one_time', dogs: 2 }).perVisitCents).toBe(8500);
  });

  it('prices 4 or more as 4 and says the owners confirm it on the first visit', () => {
    const four = estimate(list, { plan: 'weekly', dogs: 4 });
    expect(four.perVisitCents).toBe(4000);
    expect(four.dogsConfirmedOnSite).toBe(true);
    expect(estimate(list, { plan: 'weekly', dogs: 7 }).perVisitCents).toBe(4000);
    expect(estimate(list, { plan: 'weekly', dogs: 3 }).dogsConfirmedOnSite).toBe(false);
  });
});

describe('estimate: the first visit by when the yard was last cleaned', () => {
  const first = (plan: 'weekly' | 'one_time', lastCleaned: Parameters<typeof estimate>[1]['lastCleaned']) =>
    estimate(list, { plan, dogs: 1, yardSize: 'standard', lastCleaned });

  it('recurring plans: nothing, +$25, +$50, then quoted on site', () => {
    expect(first('weekly', 'within_1_week').firstBillCents).toBe(2500);
    expect(first('weekly', '1_4_weeks').firstBillCents).toBe(5000);
    expect(first('weekly', '1_3_months').firstBillCents).toBe(7500);
    const longer = first('weekly', 'longer');
    expect(longer.firstBillCents).toBeNull();
    expect(longer.quoteOnSite).toBe(true);
    // The regular visit still has its price; only the first visit is quoted on site.
    expect(longer.perVisitCents).toBe(2500);
  });

  it('one-time cleanup: the base up to a month, +$25 to three months, then quoted on site', () => {
    expect(first('one_time', 'within_1_week').firstBillCents).toBe(7500);
    expect(first('one_time', '1_4_weeks').firstBillCents).toBe(7500);
    expect(first('one_time', '1_3_months').firstBillCents).toBe(10000);
    expect(first('one_time', 'longer').quoteOnSite).toBe(true);
  });

  it('assumes the most common answer when the visitor leaves it, and says which it assumed', () => {
    const e = estimate(list, { plan: 'weekly', dogs: 1 });
    expect(e.lastCleaned).toBe('1_4_weeks');
    expect(e.yardSize).toBe('standard');
    expect(e.assumed).toEqual(['lastCleaned', 'yardSize']);
    expect(estimate(list, { plan: 'weekly', dogs: 1, yardSize: 'large' }).assumed).toEqual(['lastCleaned']);
  });
});

describe('estimate: yard sizes', () => {
  it('a large yard adds to every visit of a recurring plan, and once to a one-time cleanup', () => {
    const weekly = estimate(list, {
      plan: 'weekly',
      dogs: 1,
      yardSize: 'large',
      lastCleaned: 'within_1_week',
    });
    expect(weekly.perVisitCents).toBe(3000);
    expect(weekly.perMonthCents).toBe(13000);
    const once = estimate(list, {
      plan: 'one_time',
      dogs: 1,
      yardSize: 'large',
      lastCleaned: 'within_1_week',
    });
    expect(once.firstBillCents).toBe(10000);
  });

  it('over half an acre is quoted on site', () => {
    const e = estimate(list, { plan: 'weekly', dogs: 2, yardSize: 'over_half_acre' });
    expect(e).toMatchObject({
      perVisitCents: null,
      perMonthCents: null,
      firstBillCents: null,
      quoteOnSite: true,
    });
  });
});

describe('estimate: deodorizing and codes', () => {
  it('deodorizing is an add-on where the plan prices it, included where it is 0', () => {
    const plan = { dogs: 1, lastCleaned: 'within_1_week', yardSize: 'standard' } as const;
    expect(estimate(list, { ...plan, plan: 'every_other_week', deodorizing: true }).perVisitCents).toBe(5000);
    expect(estimate(list, { ...plan, plan: 'weekly', deodorizing: true }).perVisitCents).toBe(2500);
  });

  it('WELCOME10 takes $10 off the first bill, never below zero', () => {
    const e = estimate(list, { plan: 'weekly', dogs: 2, lastCleaned: '1_4_weeks', welcomeCode: true });
    expect(e.firstVisit).toContainEqual({ kind: 'welcome', cents: -1000 });
    expect(e.firstBillCents).toBe(3000 + 2500 - 1000);
    const free = withCents({ 'plan.weekly.first_dog': 500, 'first_visit.recurring.1_4_weeks': 0 });
    expect(estimate(free, { plan: 'weekly', dogs: 1, welcomeCode: true }).firstBillCents).toBe(0);
  });

  it('a referral code credits $25 once the visitor becomes a customer, not on the first bill', () => {
    const e = estimate(list, { plan: 'weekly', dogs: 1, lastCleaned: 'within_1_week', referralCode: true });
    expect(e.referralCreditCents).toBe(2500);
    expect(e.firstBillCents).toBe(2500);
    expect(estimate(list, { plan: 'weekly', dogs: 1 }).referralCreditCents).toBeNull();
  });
});

describe('rounding and the list', () => {
  it('rounds a month to the nearest cent', () => {
    const odd = withCents({ 'plan.weekly.first_dog': 2999 });
    // 2999 * 52 / 12 = 12995.67
    expect(estimate(odd, { plan: 'weekly', dogs: 1, lastCleaned: 'within_1_week' }).perMonthCents).toBe(
      12996,
    );
  });

  it('prices from the list it is given, and records its version', () => {
    const raised = withCents({ 'plan.weekly.first_dog': 2800 });
    const e = estimate(raised, { plan: 'weekly', dogs: 1, lastCleaned: 'within_1_week' });
    expect(e.perVisitCents).toBe(2800);
    expect(e.priceListVersion).toBe(2);
    expect(fromPriceCents(raised, 'weekly')).toBe(2800);
    expect(fromPriceCents(list, 'one_time')).toBe(7500);
  });

  it('names every cell once', () => {
    expect(new Set(PRICE_CELLS).size).toBe(PRICE_CELLS.length);
    expect([...PRICE_CELLS].sort()).toEqual(Object.keys(list.cents).sort());
  });
});

describe('formatCents', () => {
  it('writes dollars, with cents only when there are some', () => {
    expect(formatCents(2500)).toBe('$25');
    expect(formatCents(2750)).toBe('$27.50');
    expect(formatCents(10833)).toBe('$108.33');
    expect(formatCents(-1000)).toBe('−$10');
    expect(formatCents(123456)).toBe('$1,234.56');
    expect(formatCents(123456789)).toBe('$1,234,567.89');
    expect(formatCents(100000)).toBe('$1,000');
    expect(formatCents(0)).toBe('$0');
  });
});
