/**
 * What a change to the price list does, before it is saved: the cells that change, in the Activity log's words, and
 * the estimates of the typical yards under today's list and the new one (estimate() from the shared pricing module,
 * the one the quote form and the quote function price with).
 */
import {
  ASSUMED,
  estimate,
  PLANS,
  PRICE_CELLS,
  type Plan,
  type PriceCell,
  type PriceList,
} from '@shared/pricing';
import { priceWords } from './price-input';

/** "weekly, 1 dog: $25 → $28" for every cell whose price differs. */
export function cellChanges(
  before: PriceList['cents'],
  after: PriceList['cents'],
  label: (cell: PriceCell) => string,
): string[] {
  return PRICE_CELLS.filter((cell) => before[cell] !== after[cell]).map(
    (cell) => `${label(cell)}: ${priceWords(before[cell])} → ${priceWords(after[cell])}`,
  );
}

export type Figure = 'perVisitCents' | 'perMonthCents' | 'firstBillCents';
export const FIGURES: readonly Figure[] = ['perVisitCents', 'perMonthCents', 'firstBillCents'];

export interface PreviewRow {
  plan: Plan;
  dogs: 1 | 2;
  before: Record<Figure, number | null>;
  after: Record<Figure, number | null>;
}

const figures = (list: PriceList, plan: Plan, dogs: number): Record<Figure, number | null> => {
  // A standard yard last cleaned 1-4 weeks ago: the answers the form assumes, the yard most quotes are for.
  const e = estimate(list, { plan, dogs, lastCleaned: ASSUMED.lastCleaned, yardSize: ASSUMED.yardSize });
  return { perVisitCents: e.perVisitCents, perMonthCents: e.perMonthCents, firstBillCents: e.firstBillCents };
};

/** Each plan for 1 and 2 dogs, today's figures beside the new list's. */
export function previewRows(before: PriceList, after: PriceList): PreviewRow[] {
  return PLANS.flatMap((plan) =>
    ([1, 2] as const).map((dogs) => ({
      plan,
      dogs,
      before: figures(before, plan, dogs),
      after: figures(after, plan, dogs),
    })),
  );
}
