/**
 * A stored estimate in words: the plan, what a visit, a month and the first bill come to, and what the owners
 * confirm on site. The inbox's card, Today and the client's dashboard all say it this one way, from the estimate the
 * quote function stored with the lead (supabase/functions/_shared/browser-safe/pricing.ts).
 */
import {
  formatCents,
  LAST_CLEANED,
  PLANS,
  YARD_SIZES,
  type Estimate,
  type LastCleaned,
  type Plan,
  type YardSize,
} from '@shared/pricing';

export const PLAN_LABEL: Record<Plan, string> = {
  weekly: 'Weekly',
  every_other_week: 'Every other week',
  twice_weekly: 'Twice a week',
  one_time: 'One-time cleanup',
};

const LAST_CLEANED_TEXT: Record<LastCleaned, string> = {
  within_1_week: 'yard cleaned within 1 week',
  '1_4_weeks': 'yard cleaned 1-4 weeks ago',
  '1_3_months': 'yard cleaned 1-3 months ago',
  longer: 'yard cleaned longer ago or never',
};

const YARD_SIZE_TEXT: Record<YardSize, string> = {
  standard: 'standard yard',
  large: 'large yard',
  over_half_acre: 'yard over 1/2 acre',
};

const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (values as readonly string[]).includes(value);

const isCents = (value: unknown): value is number | null => value === null || Number.isInteger(value);

/**
 * The estimate a row carries (a jsonb column, typed as any JSON), or null when there is none or it is not one this
 * screen can read.
 */
export function storedEstimate(value: unknown): Estimate | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const e = value as Record<string, unknown>;
  const readable =
    isOneOf(PLANS, e.plan) &&
    isOneOf(LAST_CLEANED, e.lastCleaned) &&
    isOneOf(YARD_SIZES, e.yardSize) &&
    Number.isInteger(e.dogs) &&
    Number.isInteger(e.priceListVersion) &&
    isCents(e.perVisitCents) &&
    isCents(e.perMonthCents) &&
    isCents(e.firstBillCents) &&
    Array.isArray(e.firstVisit) &&
    Array.isArray(e.assumed);
  return readable ? (value as Estimate) : null;
}

export const planLabel = (plan: unknown): string | null => (isOneOf(PLANS, plan) ? PLAN_LABEL[plan] : null);

const ON_SITE = 'we quote on site';

export interface EstimateText {
  /** "Weekly". */
  plan: string;
  /** "$30 a visit, about $130 a month", "$75 for the cleanup", "we quote on site". */
  price: string;
  /** "First bill $45 (WELCOME10 takes off $10)", "First bill: we quote on site". */
  firstBill: string;
  /** What the estimate rests on: the answers, the assumed ones said so, and the 4+ dogs rule. */
  notes: string[];
  /** "Price list v3". */
  version: string;
}

/** The estimate's sentences, as the owners and the client read them. */
export function estimateText(estimate: Estimate): EstimateText {
  const { perVisitCents, perMonthCents, firstBillCents } = estimate;
  const oneTime = estimate.plan === 'one_time';
  const price =
    perVisitCents === null
      ? ON_SITE
      : oneTime
        ? `${formatCents(perVisitCents)} for the cleanup`
        : `${formatCents(perVisitCents)} a visit${perMonthCents === null ? '' : `, about ${formatCents(perMonthCents)} a month`}`;
  const welcome = estimate.firstVisit.find((line) => line.kind === 'welcome');
  const firstBill =
    firstBillCents === null
      ? `First bill: ${ON_SITE}`
      : `First bill ${formatCents(firstBillCents)}${welcome?.cents ? ` (WELCOME10 takes off ${formatCents(-welcome.cents)})` : ''}`;
  const assumed = (key: 'lastCleaned' | 'yardSize') => (estimate.assumed.includes(key) ? ' (assumed)' : '');
  const dogs = estimate.dogsConfirmedOnSite
    ? '4+ dogs, priced as 4: we confirm on the first visit'
    : `${estimate.dogs} dog${estimate.dogs === 1 ? '' : 's'}`;
  return {
    plan: PLAN_LABEL[estimate.plan],
    price,
    firstBill,
    notes: [
      dogs,
      `${LAST_CLEANED_TEXT[estimate.lastCleaned]}${assumed('lastCleaned')}`,
      `${YARD_SIZE_TEXT[estimate.yardSize]}${assumed('yardSize')}`,
      ...(estimate.deodorizingIncluded ? ['deodorizing included'] : []),
      ...(estimate.referralCreditCents
        ? [`${formatCents(estimate.referralCreditCents)} referral credit once a customer`]
        : []),
    ],
    version: `Price list v${estimate.priceListVersion}`,
  };
}
