/**
 * The instant estimate: what a yard costs under the owners' price list. One copy for the browser (the estimate the
 * visitor sees as they answer), the quote function (the estimate stored with the lead, recomputed from the active
 * list whatever the request says) and the build (the "from" prices the pages show). Free of imports, as
 * ./service-area.ts, so the browser and the Deno functions both load it.
 *
 * The list is a set of cells, each a price in whole cents or null where the owners quote on site; the cells and
 * their labels are the database's (the price_cells table). Rules in docs/product.md, "The instant estimate".
 */

export const PLANS = ['weekly', 'every_other_week', 'twice_weekly', 'one_time'] as const;
export type Plan = (typeof PLANS)[number];

export const LAST_CLEANED = ['within_1_week', '1_4_weeks', '1_3_months', 'longer'] as const;
export type LastCleaned = (typeof LAST_CLEANED)[number];

export const YARD_SIZES = ['standard', 'large', 'over_half_acre'] as const;
export type YardSize = (typeof YARD_SIZES)[number];

/** The answers assumed when the visitor leaves a question unanswered: the list's most common yard. */
export const ASSUMED = { lastCleaned: '1_4_weeks', yardSize: 'standard' } as const satisfies {
  lastCleaned: LastCleaned;
  yardSize: YardSize;
};

/** The code the exit offer gives; what it takes off is the list's `credit.welcome`. */
export const WELCOME_CODE = 'WELCOME10';

/** The plans, the yard questions' answers and the estimate's lines in the visitor's words. */
export const PLAN_LABELS: Record<Plan, string> = {
  weekly: 'Weekly',
  every_other_week: 'Every other week',
  twice_weekly: 'Twice a week',
  one_time: 'One-time cleanup',
};

export const LAST_CLEANED_LABELS: Record<LastCleaned, string> = {
  within_1_week: 'Within the last week',
  '1_4_weeks': '1-4 weeks ago',
  '1_3_months': '1-3 months ago',
  longer: 'Longer ago, or never',
};

export const YARD_SIZE_LABELS: Record<YardSize, string> = {
  standard: 'Standard (up to 1/4 acre)',
  large: 'Large (1/4 to 1/2 acre)',
  over_half_acre: 'Over 1/2 acre',
};

/** Dogs beyond this many are priced as this many, and the owners confirm the price on the first visit. */
export const PRICED_DOGS = 4;

/** Visits in an average month, as 52 weeks over 12 months. */
const VISITS_PER_MONTH: Record<Plan, number | null> = {
  weekly: 52 / 12,
  every_other_week: 26 / 12,
  twice_weekly: 104 / 12,
  one_time: null,
};

type Band = 'recurring' | 'one_time';

export type PriceCell =
  | `plan.${Plan}.${'first_dog' | 'extra_dog' | 'deodorizing'}`
  | `first_visit.${Band}.${LastCleaned}`
  | `yard.${Band}.${YardSize}`
  | 'credit.welcome'
  | 'credit.referral';

/** Every cell of a list, in the order the owners read them. */
export const PRICE_CELLS: readonly PriceCell[] = [
  ...PLANS.flatMap((plan) =>
    (['first_dog', 'extra_dog', 'deodorizing'] as const).map((part) => `plan.${plan}.${part}` as const),
  ),
  ...(['recurring', 'one_time'] as const).flatMap((band) =>
    LAST_CLEANED.map((when) => `first_visit.${band}.${when}` as const),
  ),
  ...(['recurring', 'one_time'] as const).flatMap((band) =>
    YARD_SIZES.map((size) => `yard.${band}.${size}` as const),
  ),
  'credit.welcome',
  'credit.referral',
];

/** A price list: its version and every cell (cents, or null: we quote on site). */
export interface PriceList {
  version: number;
  cents: Record<PriceCell, number | null>;
}

export interface EstimateAnswers {
  plan: Plan;
  /** 1 to 4, where 4 stands for "4 or more". */
  dogs: number;
  lastCleaned?: LastCleaned;
  yardSize?: YardSize;
  /** Deodorizing on every visit: an add-on where the plan's deodorizing cell has a price, included where it is 0. */
  deodorizing?: boolean;
  /** The visitor holds the welcome code (WELCOME10). */
  welcomeCode?: boolean;
  /** The visitor came with a referral code. */
  referralCode?: boolean;
}

export type EstimateLineKind =
  'visit' | 'first_visit_cleanup' | 'yard' | 'deodorizing' | 'welcome' | 'referral';

export interface EstimateLine {
  kind: EstimateLineKind;
  /** Cents; negative for a discount; null where the owners quote on site. */
  cents: number | null;
}

export interface Estimate {
  plan: Plan;
  dogs: number;
  lastCleaned: LastCleaned;
  yardSize: YardSize;
  /** Which of lastCleaned and yardSize were assumed, not answered. */
  assumed: ('lastCleaned' | 'yardSize')[];
  priceListVersion: number;
  /** The regular visit, yard extra and deodorizing included; null when the yard is quoted on site. */
  perVisitCents: number | null;
  /** A recurring plan's average month; null for a one-time cleanup or a yard quoted on site. */
  perMonthCents: number | null;
  /** The first visit's lines, discounts included. */
  firstVisit: EstimateLine[];
  /** What the first bill comes to; null when any of its lines is quoted on site. */
  firstBillCents: number | null;
  /** Credited once the visitor becomes a customer (not taken off the first bill). */
  referralCreditCents: number | null;
  /** The plan includes deodorizing at no charge. */
  deodorizingIncluded: boolean;
  /** 4 or more dogs: priced as 4, confirmed on the first visit. */
  dogsConfirmedOnSite: boolean;
  /** Something the list cannot price: the owners quote it on site. */
  quoteOnSite: boolean;
}

const isRecurring = (plan: Plan) => plan !== 'one_time';

function sum(values: (number | null)[]): number | null {
  return values.some((v) => v === null) ? null : values.reduce<number>((total, v) => total + v!, 0);
}

/** The estimate for these answers under this list. Every figure is whole cents. */
export function estimate(list: PriceList, answers: EstimateAnswers): Estimate {
  const { plan } = answers;
  const dogs = Math.min(Math.max(Math.trunc(answers.dogs), 1), PRICED_DOGS);
  const lastCleaned = answers.lastCleaned ?? ASSUMED.lastCleaned;
  const yardSize = answers.yardSize ?? ASSUMED.yardSize;
  const band: Band = isRecurring(plan) ? 'recurring' : 'one_time';
  const cell = (key: PriceCell) => list.cents[key];

  const base = sum([cell(`plan.${plan}.first_dog`), (dogs - 1) * (cell(`plan.${plan}.extra_dog`) ?? 0)]);
  const yard = cell(`yard.${band}.${yardSize}`);
  const deodorizingCell = cell(`plan.${plan}.deodorizing`);
  const deodorizing = answers.deodorizing ? deodorizingCell : 0;
  const cleanup = cell(`first_visit.${band}.${lastCleaned}`);
  // A recurring plan's yard extra comes with every visit; a one-time cleanup's is part of its one visit.
  const perVisitCents = sum([base, yard, deodorizing]);
  const visitsPerMonth = VISITS_PER_MONTH[plan];
  const perMonthCents =
    visitsPerMonth === null || perVisitCents === null ? null : Math.round(perVisitCents * visitsPerMonth);

  const firstVisit: EstimateLine[] = [
    { kind: 'visit', cents: base },
    ...(yard === 0 ? [] : [{ kind: 'yard' as const, cents: yard }]),
    ...(deodorizing === 0 ? [] : [{ kind: 'deodorizing' as const, cents: deodorizing }]),
    ...(cleanup === 0 ? [] : [{ kind: 'first_visit_cleanup' as const, cents: cleanup }]),
  ];
  const beforeDiscount = sum(firstVisit.map((line) => line.cents));
  if (answers.welcomeCode) {
    const welcome = cell('credit.welcome') ?? 0;
    // A discount never takes the first bill below zero.
    const off = beforeDiscount === null ? welcome : Math.min(welcome, beforeDiscount);
    firstVisit.push({ kind: 'welcome', cents: -off });
  }
  const firstBillCents = sum(firstVisit.map((line) => line.cents));

  return {
    plan,
    dogs,
    lastCleaned,
    yardSize,
    assumed: [
      ...(answers.lastCleaned ? [] : (['lastCleaned'] as const)),
      ...(answers.yardSize ? [] : (['yardSize'] as const)),
    ],
    priceListVersion: list.version,
    perVisitCents,
    perMonthCents,
    firstVisit,
    firstBillCents,
    referralCreditCents: answers.referralCode ? cell('credit.referral') : null,
    deodorizingIncluded: deodorizingCell === 0,
    dogsConfirmedOnSite: answers.dogs >= PRICED_DOGS,
    quoteOnSite: firstBillCents === null,
  };
}

/**
 * A list from its rows as the API returns them (`price_list_prices`: version, cell, cents), all of one version.
 * Throws when a cell is missing or the rows mix versions: an incomplete list prices nothing.
 */
export function priceListFromRows(
  rows: readonly { version: number; cell: string; cents: number | null }[],
): PriceList {
  const versions = new Set(rows.map((row) => row.version));
  if (versions.size !== 1) throw new Error(`price list: expected one version, got ${versions.size}`);
  const byCell = new Map(rows.map((row) => [row.cell, row.cents]));
  const missing = PRICE_CELLS.filter((cell) => !byCell.has(cell));
  if (missing.length > 0) throw new Error(`price list lacks ${missing.join(', ')}`);
  return {
    version: rows[0]!.version,
    cents: Object.fromEntries(
      PRICE_CELLS.map((cell) => [cell, byCell.get(cell) ?? null]),
    ) as PriceList['cents'],
  };
}

/** The lowest price of a plan's regular visit (1 dog, standard yard): the "from" price the pages show. */
export function fromPriceCents(list: PriceList, plan: Plan): number | null {
  return estimate(list, { plan, dogs: 1, lastCleaned: 'within_1_week', yardSize: 'standard' }).perVisitCents;
}

/** "$25", "$27.50": dollars as Americans write a price, cents only when there are some. */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '−' : '';
  const abs = Math.abs(cents);
  const dollars = Math.floor(abs / 100);
  const rest = abs % 100;
  // Not toLocaleString: a page's first call loads the locale's number data, over 100 ms at a slow phone's CPU speed,
  // and the content modules format their prices as the island runtime loads, the moment a visitor starts typing.
  const whole = String(dollars).replace(/\B(?=(\d{3})+$)/g, ',');
  return `${sign}$${rest === 0 ? whole : `${whole}.${String(rest).padStart(2, '0')}`}`;
}
